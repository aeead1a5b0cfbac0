// Issue 34, item 6: a member wrote a deal under the sharer's event id (the document's id carries
// the author, so the server took it as a new document). A phone joining later took the forged
// version and showed other totals, everyone saying "Synced". Now two documents for one event
// mark it tampered on every phone, whichever arrived first: counted nowhere, the totals agree.
// Against the real CouchDB 3.5, phones as in two-clients.test.ts.
import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { eventDoc, type ClubEventDoc } from '../../../src/sync/protocol/event-doc';
import { clubSetup } from '../../../scripts/club/setup';
import { addDeal } from '../../../src/db/deals';
import { scoreStoredSheet } from '../../../src/db/scored-sheet';
import { loadSheet } from '../../../src/db/sheet-log';
import { eventDocId } from '../../../src/sync/protocol/ids';
import { clubServerForFile } from '../../club/club-server';
import { clubsWon, expectOk, grandLost, PASSED } from '../../support/db-fixtures';
import { dealsOf, goOffline, goOnline, phone, type Phone } from '../phones';
import { ADMIN, ANNA, BEN, CLUB, sharedSheet, until } from '../sync-server';

const server = clubServerForFile(0, [6195, 6196, 6197, 6198]);
const url = () => server().url;

function basic(login: { name: string; password: string }): string {
  return `Basic ${Buffer.from(`${login.name}:${login.password}`).toString('base64')}`;
}

/** Anna with curl: Ben's event `eventId` again as her own document, its deal `deal`. */
async function forge(sheetId: string, eventId: string, deal: unknown): Promise<number> {
  const read = await fetch(
    `${url()}/${CLUB}/${encodeURIComponent(eventDocId(sheetId, eventId, BEN.name))}`,
    {
      headers: { authorization: basic(ANNA) },
      signal: AbortSignal.timeout(10_000),
    },
  );
  const original = (await read.json()) as ClubEventDoc;
  const change = { ...original.event.change, deal } as ClubEventDoc['event']['change'];
  const forged = eventDoc(sheetId, ANNA.name, { ...original.event, change }, original.seen);
  const answer = await fetch(`${url()}/${CLUB}/${encodeURIComponent(forged._id)}`, {
    method: 'PUT',
    headers: { authorization: basic(ANNA), 'content-type': 'application/json' },
    body: JSON.stringify(forged),
    signal: AbortSignal.timeout(10_000),
  });
  return answer.status;
}

async function tamperedOf(p: Phone, sheetId: string): Promise<readonly string[]> {
  return (await loadSheet(p.database, sheetId))?.record.tampered ?? [];
}

async function totalsOf(p: Phone, sheetId: string) {
  const loaded = await loadSheet(p.database, sheetId);
  const scored = loaded ? scoreStoredSheet(loaded) : null;
  return scored?.ok ? scored.value.totals : null;
}

describe('an event written again under its id by a second author (issue 34, item 6)', () => {
  test('is tampered on every phone, the ones that had it and one joining later; the totals agree', async () => {
    await clubSetup({ url: url(), admin: ADMIN, club: CLUB, members: [ANNA, BEN] });
    const ben = phone(BEN);
    const anna = phone(ANNA);
    const sheetId = await sharedSheet(ben.database);
    expectOk(await addDeal(sheetId, PASSED, ben.database));
    goOnline(ben, url(), sheetId);
    goOnline(anna, url(), sheetId);
    await until(async () => (await dealsOf(anna, sheetId)).length === 2, 30_000);
    const eventId = (await loadSheet(ben.database, sheetId))?.folded.deals[0]?.versionEvent ?? '';

    // The server takes it: the id carries the author, so it is a new document there.
    expect(await forge(sheetId, eventId, grandLost(1))).toBe(201);
    await until(async () => (await tamperedOf(ben, sheetId)).includes(eventId), 30_000);
    await until(async () => (await tamperedOf(anna, sheetId)).includes(eventId), 30_000);
    expect((await dealsOf(ben, sheetId)).map(([, deal]) => deal)).toEqual([PASSED]);
    expect(await dealsOf(anna, sheetId)).toEqual(await dealsOf(ben, sheetId));

    // A phone joining now meets the forged one first (anna sorts before ben): tampered too.
    const later = phone(BEN);
    goOnline(later, url(), sheetId);
    await until(async () => (await tamperedOf(later, sheetId)).includes(eventId), 30_000);
    await until(async () => (await dealsOf(later, sheetId)).length === 1, 30_000);
    expect(await dealsOf(later, sheetId)).toEqual(await dealsOf(ben, sheetId));
    expect(await totalsOf(later, sheetId)).toEqual(await totalsOf(ben, sheetId));
    expect(await totalsOf(anna, sheetId)).toEqual(await totalsOf(ben, sheetId));

    // The sheet goes on: a new deal reaches every phone.
    expectOk(await addDeal(sheetId, clubsWon(2), ben.database));
    for (const p of [anna, later]) {
      await until(async () => (await dealsOf(p, sheetId)).length === 2, 30_000);
    }
    for (const p of [anna, ben, later]) goOffline(p);
  }, 180_000);
});
