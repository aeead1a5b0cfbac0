// Issue 34, item 2: five events a member can write with curl, each of the right shape (the club's
// validation and the phones' per-document intake take them), but none the app could have written.
// Both phones take each in, keep it and refuse it (domain/log-judge.ts): it is not folded, the
// totals agree, a further deal can still be entered, and each phone's export restores. Run
// against the real CouchDB 3.5 (phones as in two-clients.test.ts).
import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, test } from 'vitest';
import { upgradeRules } from '../../../src/domain/legacy/table-rules';
import { clubSetup } from '../../../scripts/club/setup';
import { addDeal } from '../../../src/db/deals';
import { scoreStoredSheet } from '../../../src/db/scored-sheet';
import { createSheet } from '../../../src/db/sheets';
import { loadSheet, storedEventsOf } from '../../../src/db/sheet-log';
import type { EventRecord } from '../../../src/db/records';
import type { LogRefusal } from '../../../src/domain/log-judge';
import { exportBackup, importBackup } from '../../../src/io/backup';
import { shareSheet } from '../../../src/sync/live/share';
import { eventDocId } from '../../../src/sync/protocol/ids';
import { clubServerForFile } from '../../club/club-server';
import {
  FOUR_PLAYERS,
  PASSED,
  RULES_4,
  clubsWon,
  expectOk,
  freshDatabase,
} from '../../support/db-fixtures';
import { goOffline, goOnline, phone, type Phone } from '../phones';
import { ADMIN, ANNA, BEN, CLUB, sharedSheet, until } from '../sync-server';

const server = clubServerForFile(0, [6191, 6192, 6193, 6194]);
const url = () => server().url;

type WireEvent = Omit<EventRecord, 'sheetId'>;

/** What Ben's curl writes: one event document of his, straight through the HTTP API. */
async function curlWrite(sheetId: string, event: WireEvent): Promise<number> {
  const { seen, ...bare } = event;
  const id = eventDocId(sheetId, event.id, BEN.name);
  const body = { sheetId, author: BEN.name, event: bare, ...(seen ? { seen } : {}) };
  const auth = Buffer.from(`${BEN.name}:${BEN.password}`).toString('base64');
  const response = await fetch(`${url()}/${CLUB}/${encodeURIComponent(id)}`, {
    method: 'PUT',
    headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  await response.arrayBuffer();
  return response.status;
}

const BENS_DEVICE = '0b6f7d1e-7777-4000-8000-0000000000be';

/** An event of Ben's device after the log `events`, of the change `change`. */
function after(events: readonly EventRecord[], change: EventRecord['change'], step = 1): WireEvent {
  const clock = Math.max(...events.map((event) => event.clock)) + step;
  const at = Math.max(...events.map((event) => event.at)) + step;
  return { id: crypto.randomUUID(), device: BENS_DEVICE, clock, at, change };
}

async function logOf(p: Phone, sheetId: string) {
  return storedEventsOf(p.database, sheetId);
}

async function totalsOf(p: Phone, sheetId: string) {
  const loaded = await loadSheet(p.database, sheetId);
  const scored = loaded ? scoreStoredSheet(loaded) : null;
  return scored?.ok ? scored.value.totals : null;
}

/** A shared sheet of four: the dealer sits out, and may not declare. */
async function sharedSheetOfFour(p: Phone): Promise<string> {
  const sheet = expectOk(
    await createSheet({ playerNames: FOUR_PLAYERS, setup: upgradeRules(RULES_4) }, p.database),
  );
  expectOk(await addDeal(sheet.id, clubsWon(1), p.database));
  expectOk(await shareSheet(p.database, sheet.id));
  return sheet.id;
}

interface Case {
  /** The sheet, with Anna's deals, shared. */
  readonly start: (anna: Phone) => Promise<string>;
  /** Ben's curl writes, made from the log as it stands. */
  readonly writes: (log: readonly EventRecord[]) => WireEvent[];
  /** How many of the writes are refused, and why. */
  readonly refused: number;
  readonly code: LogRefusal;
}

async function threeDeals(anna: Phone): Promise<string> {
  const sheetId = await sharedSheet(anna.database);
  expectOk(await addDeal(sheetId, PASSED, anna.database));
  expectOk(await addDeal(sheetId, clubsWon(2), anna.database));
  return sheetId;
}

function dealAdds(log: readonly EventRecord[]) {
  return [...log]
    .sort((a, b) => a.clock - b.clock)
    .flatMap((event) => (event.change.kind === 'deal-added' ? [event] : []));
}

const CASES: readonly (readonly [string, Case])[] = [
  [
    'a void of a deal the sheet never had',
    {
      start: threeDeals,
      writes: (log) => [after(log, { kind: 'deal-voided', dealId: crypto.randomUUID() })],
      refused: 1,
      code: 'deal-unknown',
    },
  ],
  [
    "a correction that replaces another deal's event",
    {
      start: threeDeals,
      writes: (log) => {
        const [first, second] = dealAdds(log);
        if (!first || !second || second.change.kind !== 'deal-added') throw new Error('deals');
        const { dealId } = second.change;
        return [after(log, { kind: 'deal-replaced', dealId, replaces: first.id, deal: PASSED })];
      },
      refused: 1,
      code: 'replaces-other-deal',
    },
  ],
  [
    'a seen naming a later event',
    {
      start: threeDeals,
      writes: (log) => {
        const latest = [...log].sort((a, b) => b.clock - a.clock)[0];
        const event = after(log, { kind: 'deal-added', dealId: crypto.randomUUID(), deal: PASSED });
        // Its clock is the latest's: it claims to have seen an event that is not older.
        return [{ ...event, clock: latest?.clock ?? 1, seen: [latest?.id ?? ''] }];
      },
      refused: 1,
      code: 'seen-later',
    },
  ],
  [
    '72 deals on a 36-deal list',
    {
      start: threeDeals,
      writes: (log) =>
        Array.from({ length: 72 }, (_, index) =>
          after(log, { kind: 'deal-added', dealId: crypto.randomUUID(), deal: PASSED }, index + 1),
        ),
      // Three deals stand: 33 of Ben's fit on the list of 36.
      refused: 72 - 33,
      code: 'sheet-would-be-invalid',
    },
  ],
  [
    'the dealer declaring at a table of 4',
    {
      start: sharedSheetOfFour,
      // Deal 2 is dealt by seat 1 (the first dealer is seat 0): seat 1 sits out.
      writes: (log) => [
        after(log, { kind: 'deal-added', dealId: crypto.randomUUID(), deal: clubsWon(1) }),
      ],
      refused: 1,
      code: 'sheet-would-be-invalid',
    },
  ],
];

describe("a member's curl write the app could not have made", () => {
  beforeAll(async () => {
    await clubSetup({ url: url(), admin: ADMIN, club: CLUB, members: [ANNA, BEN] });
  }, 60_000);

  test.each(CASES)(
    '%s: both phones keep it refused, agree, go on, and their exports restore',
    async (_, { start, writes, refused, code }) => {
      const anna = phone(ANNA);
      const ben = phone(BEN);
      const sheetId = await start(anna);
      goOnline(anna, url(), sheetId);
      await until(() => anna.live?.status().state === 'synced', 30_000);
      goOnline(ben, url(), sheetId);
      const annaLog = await logOf(anna, sheetId);
      await until(async () => (await logOf(ben, sheetId)).length === annaLog.length, 30_000);

      const written = writes(annaLog);
      for (const event of written) expect(await curlWrite(sheetId, event)).toBe(201);
      const total = annaLog.length + written.length;
      for (const p of [anna, ben]) {
        await until(async () => (await logOf(p, sheetId)).length === total, 60_000);
      }

      for (const p of [anna, ben]) {
        const loaded = await loadSheet(p.database, sheetId);
        const codes = [...(loaded?.refused.values() ?? [])];
        expect(codes).toStrictEqual(Array.from({ length: refused }, () => code));
        expect(loaded && scoreStoredSheet(loaded).ok).toBe(true);
      }
      expect(await totalsOf(ben, sheetId)).toStrictEqual(await totalsOf(anna, sheetId));
      expect((await loadSheet(ben.database, sheetId))?.refused).toStrictEqual(
        (await loadSheet(anna.database, sheetId))?.refused,
      );

      // Anna goes on where the list is not full; Ben's phone gets her deal.
      const before = await loadSheet(anna.database, sheetId);
      if ((before?.deals.length ?? 0) < (before?.sheet.setup.plannedDeals ?? 0)) {
        expectOk(await addDeal(sheetId, PASSED, anna.database));
        await until(async () => (await logOf(ben, sheetId)).length === total + 1, 30_000);
      }

      // Each phone's export restores, with the same deals and the same events refused.
      for (const p of [anna, ben]) {
        const restored = freshDatabase();
        const text = await exportBackup(undefined, p.database);
        expectOk(await importBackup(text, restored));
        const mine = await loadSheet(p.database, sheetId);
        const back = await loadSheet(restored, sheetId);
        expect(back?.deals.map((deal) => deal.deal)).toStrictEqual(
          mine?.deals.map((deal) => deal.deal),
        );
        expect(back?.refused).toStrictEqual(mine?.refused);
      }
      for (const p of [anna, ben]) goOffline(p);
    },
    240_000,
  );
});
