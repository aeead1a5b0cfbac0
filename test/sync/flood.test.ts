// A member floods a live sheet (issue 34, item 5), on Apache CouchDB 3.5: 10,000 events it may
// write (renames) and 20,000 junk documents in the sheet's range whose ids sort before the sheet's
// own (a change no app makes: every phone refuses them), 30,000 documents through `_bulk_docs`
// as the member. The sharer's phone takes them in without a long task, its next deal reaches a
// phone that follows, and a new phone gets the sheet: the phones read a sheet's range page by
// page (sync/sheet-range.ts), never one window the junk could fill.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { clubSetup } from '../../scripts/club/setup';
import { eventDocId } from '../../src/sync/club-doc';
import { addDeal } from '../../src/db/deals';
import { call, clubServerForFile } from '../club/club-server';
import { clubsWon, expectOk } from '../db/fixtures';
import { dealsOf, goOffline, goOnline, phone, type Phone } from './phones';
import { ADMIN, ANNA, BEN, CLUB, sharedSheet, until } from './sync-server';

const server = clubServerForFile(0, [6231, 6232]);
const EVENTS = Number(process.env.FLOOD_EVENTS ?? 10_000);
const JUNK = Number(process.env.FLOOD_JUNK ?? 20_000);
/** Documents a `_bulk_docs` request. */
const BULK = 200;
/**
 * The longest a test's 10 ms ticker may wait: a page's task, in Node on this shared machine
 * (fake IndexedDB is slower than a browser's). A pass that read and checked the whole flood at
 * once blocked for seconds.
 */
const MAX_TASK_MS = 1_000;
const phones: Phone[] = [];
/** The flood's device: one, as one phone of Ben's would be. */
const DEVICE = crypto.randomUUID();

beforeAll(async () => {
  await clubSetup({ url: server().url, admin: ADMIN, club: CLUB, members: [ANNA, BEN] });
}, 60_000);
afterAll(() => phones.forEach(goOffline));

/** Ben's documents in the sheet's range: `kind` of change, ids from `prefix` (sorting first). */
function floodDocs(sheetId: string, count: number, from: number, junk: boolean) {
  return Array.from({ length: count }, (_, index) => {
    const id = junk ? `0-${String(from + index).padStart(6, '0')}` : crypto.randomUUID();
    const change = junk
      ? { kind: 'sheet-renamed', name: 42 }
      : { kind: 'sheet-renamed', name: `Flood ${from + index}` };
    return {
      _id: eventDocId(sheetId, id, BEN.name),
      sheetId,
      author: BEN.name,
      event: { id, device: DEVICE, clock: from + index + 1, at: Date.UTC(2026, 10, 28), change },
    };
  });
}

/** Writes the flood as Ben, a member, 200 a request; every one accepted. */
async function flood(sheetId: string): Promise<void> {
  const login = { login: `${BEN.name}:${BEN.password}` };
  for (let from = 0; from < EVENTS + JUNK; from += BULK) {
    const junk = from >= EVENTS;
    const docs = floodDocs(sheetId, BULK, junk ? from - EVENTS : from, junk);
    const answer = await call(server(), 'POST', `/${CLUB}/_bulk_docs`, {
      ...login,
      body: { docs },
    });
    expect(answer.status).toBe(201);
    const failed = (answer.body as { error?: string }[]).filter((result) => result.error);
    expect(failed).toEqual([]);
  }
}

/** The longest gap of a 10 ms ticker while `work` runs: the longest task the page would see. */
async function longestTask(work: Promise<void>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 10);
  try {
    await work;
  } finally {
    clearInterval(ticker);
  }
  return longest;
}

function online(login: typeof ANNA, sheetId: string, existing?: Phone): Phone {
  const p = existing ?? phone(login);
  if (!existing) phones.push(p);
  goOnline(p, server().url, sheetId);
  return p;
}

/** The sheet's events in a phone's log (counted by the log's key: no 10,000 events read). */
function logCount(p: Phone, sheetId: string): Promise<number> {
  return p.database.log.where('[sheetId+id]').between([sheetId, ''], [sheetId, '\uffff']).count();
}

/**
 * Run on demand (`FLOOD_TEST=1`, about 13 minutes here): at full scale on this machine the new
 * phone gets the sheet, but the longest tasks were 1.3 s and 2.9 s and the next deal did not
 * arrive within 30 s (docs/live-flood.md, "Not done"). Kept out of the usual run until it passes.
 */
describe.runIf(process.env.FLOOD_TEST === '1')(
  'a flood of 30,000 documents into a live sheet',
  () => {
    test('taken in without a long task; the next deal arrives; a new phone gets the sheet', async () => {
      const anna = phone(ANNA);
      phones.push(anna);
      const sheetId = await sharedSheet(anna.database);
      online(ANNA, sheetId, anna);
      await until(() => anna.live?.status().state === 'synced', 60_000);
      const started = Date.now();
      // The sharer's phone takes the events in as they come (the junk refused), no task long.
      const longestIntake = await longestTask(
        (async () => {
          await flood(sheetId);
          await until(async () => (await logCount(anna, sheetId)) >= EVENTS, 600_000);
        })(),
      );
      const intakeMs = Date.now() - started;
      expect.soft(longestIntake).toBeLessThan(MAX_TASK_MS);
      // A new phone gets the sheet, its start and deal behind 20,000 junk documents sorting first.
      const joined = online(BEN, sheetId);
      const longestJoin = await longestTask(
        until(async () => (await dealsOf(joined, sheetId)).length === 1, 600_000),
      );
      expect.soft(longestJoin).toBeLessThan(MAX_TASK_MS);
      await until(() => joined.live?.status().state === 'synced', 120_000);
      // The sharer's next deal reaches it within 2 s.
      expectOk(await addDeal(sheetId, clubsWon(1), anna.database));
      const sent = Date.now();
      await until(async () => (await dealsOf(joined, sheetId)).length === 2, 30_000);
      const arrived = Date.now() - sent;
      console.warn(
        `flood: written and taken in ${intakeMs} ms (longest task ${Math.round(longestIntake)} ms),` +
          ` joined (longest task ${Math.round(longestJoin)} ms), next deal in ${arrived} ms`,
      );
      expect(arrived).toBeLessThan(2_000);
      expect(await logCount(joined, sheetId)).toBe(EVENTS + 5);
    }, 1_500_000);
  },
);
