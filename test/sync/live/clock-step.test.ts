// Issue 34, item 4: one event written with curl, its clock pushed to the bound, split a sheet
// silently (the server took clocks up to 2^40, the phones up to 2^32, each phone's next deal
// then went past what the other took in). Now one bound everywhere, and a clock may go at most
// MAX_CLOCK_STEP past the events it saw: the hostile event is refused on every phone alike,
// whatever joined when, and the sheet goes on (no phone's next write is past the bound).
// Against the real CouchDB 3.5, phones as in two-clients.test.ts.
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { eventDoc } from '../../../src/sync/protocol/event-doc';
import { clubSetup } from '../../../scripts/club/setup';
import { addDeal } from '../../../src/db/deals';
import { scoreStoredSheet } from '../../../src/db/scored-sheet';
import { loadSheet } from '../../../src/db/sheet-log';
import { MAX_CLOCK, MAX_CLOCK_STEP } from '../../../src/domain/log-bounds';
import { headsOf } from '../../../src/domain/seen';
import { orderEvents } from '../../../src/domain/sheet-log';
import { clubServerForFile } from '../../club/club-server';
import { clubsWon, expectOk, grandLost, PASSED } from '../../support/db-fixtures';
import { dealsOf, goOffline, goOnline, logIds, phone, type Phone } from '../phones';
import { ADMIN, ANNA, BEN, CLUB, sharedSheet, until } from '../sync-server';

const server = clubServerForFile(0, [6191, 6192, 6193, 6194]);
const url = () => server().url;

/** Ben with curl: a new deal of `sheetId` at `clock`, naming `seen`; the server's status. */
async function writeByHand(sheetId: string, clock: number, seen: string[]): Promise<number> {
  const change = { kind: 'deal-added', dealId: randomUUID(), deal: grandLost(0) } as const;
  const hostile = { id: randomUUID(), device: randomUUID(), clock, at: Date.now(), change };
  const doc = eventDoc(sheetId, BEN.name, hostile, seen);
  const answer = await fetch(`${url()}/${CLUB}/${encodeURIComponent(doc._id)}`, {
    method: 'PUT',
    headers: {
      authorization: `Basic ${Buffer.from(`${BEN.name}:${BEN.password}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(doc),
    signal: AbortSignal.timeout(10_000),
  });
  return answer.status;
}

async function totalsOf(p: Phone, sheetId: string) {
  const loaded = await loadSheet(p.database, sheetId);
  const scored = loaded ? scoreStoredSheet(loaded) : null;
  return scored?.ok ? scored.value.totals : null;
}

/** What a phone would write next: its log's highest clock and its heads (domain/seen.ts). */
async function nextOf(p: Phone, sheetId: string) {
  const events = orderEvents((await loadSheet(p.database, sheetId))?.events ?? []);
  return { clock: Math.max(...events.map((event) => event.clock)), heads: headsOf(events) };
}

describe('a clock pushed to the bound with curl (issue 34, item 4)', () => {
  test('is refused on every phone alike; deals go on both ways; a phone joining later agrees', async () => {
    await clubSetup({ url: url(), admin: ADMIN, club: CLUB, members: [ANNA, BEN] });
    const anna = phone(ANNA);
    const ben = phone(BEN);
    const sheetId = await sharedSheet(anna.database);
    goOnline(anna, url(), sheetId);
    goOnline(ben, url(), sheetId);
    await until(async () => (await dealsOf(ben, sheetId)).length === 1, 30_000);
    const last = await nextOf(anna, sheetId);

    // At the bound, and one past the step: the server takes both (it sees no other document).
    expect(await writeByHand(sheetId, MAX_CLOCK, last.heads)).toBe(201);
    expect(await writeByHand(sheetId, last.clock + MAX_CLOCK_STEP + 1, last.heads)).toBe(201);
    // Within a step: taken by every phone, and the sheet goes on after it.
    expect(await writeByHand(sheetId, last.clock + MAX_CLOCK_STEP, last.heads)).toBe(201);
    await until(async () => (await dealsOf(anna, sheetId)).length === 2, 30_000);
    await until(async () => (await dealsOf(ben, sheetId)).length === 2, 30_000);

    // Both phones still write, and each takes in the other's deal.
    expectOk(await addDeal(sheetId, PASSED, anna.database));
    await until(async () => (await dealsOf(ben, sheetId)).length === 3, 30_000);
    expectOk(await addDeal(sheetId, clubsWon(1), ben.database));
    await until(async () => (await dealsOf(anna, sheetId)).length === 4, 30_000);
    await until(async () => (await dealsOf(ben, sheetId)).length === 4, 30_000);
    expect(await logIds(ben, sheetId)).toEqual(await logIds(anna, sheetId));
    expect(await totalsOf(ben, sheetId)).toEqual(await totalsOf(anna, sheetId));
    expect((await nextOf(anna, sheetId)).clock).toBeLessThan(MAX_CLOCK_STEP * 2);

    // A phone joining now gets the same log: the refused ones refused again.
    const later = phone(BEN);
    goOnline(later, url(), sheetId);
    await until(async () => (await dealsOf(later, sheetId)).length === 4, 30_000);
    expect(await logIds(later, sheetId)).toEqual(await logIds(anna, sheetId));
    expect(await totalsOf(later, sheetId)).toEqual(await totalsOf(anna, sheetId));
    for (const p of [anna, ben, later]) goOffline(p);
  }, 180_000);
});
