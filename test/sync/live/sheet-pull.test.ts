// A new phone joining one sheet of a big club takes only that sheet's documents (sync/live/sheet-pull.ts),
// not the club's whole database, and still misses nothing: what is written after it joined comes
// live, and a sheet removed from the server while the phone was away shows as removed when it
// connects again. The club: Apache CouchDB 3.5 on 127.0.0.1 (ports 6133–6134), set up by club-setup,
// filled by the club-load benchmark's seeding (scripts/club/seed-club.ts: the app's documents).
import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, test } from 'vitest';
import { seedClub } from '../../../scripts/club/seed-club';
import { clubSetup } from '../../../scripts/club/setup';
import { addDeal } from '../../../src/db/deals';
import { sheetOfDocId } from '../../../src/sync/protocol/ids';
import { call, clubServerForFile } from '../../club/club-server';
import { clubsWon, expectOk } from '../../support/db-fixtures';
import { dealsOf, goOffline, goOnline, logIds, phone, serverDocIds } from '../phones';
import { ADMIN, ANNA, BEN, CLUB, until } from '../sync-server';

const server = clubServerForFile(0, [6133, 6134]);
const SHEETS = 30;
/** Deals entered of the 48 planned: more can be added. */
const DEALS = 36;
/** A sheet's documents: its three start events and its deals. */
const SHEET_DOCS = 3 + DEALS;
let sheetIds: string[] = [];

beforeAll(async () => {
  await clubSetup({ url: server().url, admin: ADMIN, club: CLUB, members: [ANNA, BEN] });
  const seeded = await seedClub({
    club: `${server().url}/${CLUB}`,
    member: ANNA,
    sheets: SHEETS,
    dealsPerSheet: DEALS,
    plannedDeals: 48,
  });
  sheetIds = seeded.sheetIds;
}, 60_000);

/** The sheets a phone's local PouchDB holds documents of, with how many each. */
async function localSheets(local: ReturnType<typeof phone>['local']) {
  const { rows } = await local.allDocs({ limit: SHEETS * SHEET_DOCS + 1 });
  const counts = new Map<string, number>();
  for (const row of rows) {
    const sheetId = sheetOfDocId(row.id);
    if (sheetId) counts.set(sheetId, (counts.get(sheetId) ?? 0) + 1);
  }
  return counts;
}

describe('a new phone joins one sheet of a club of 30', () => {
  test("it takes that sheet's documents only, and the deals written after it joined", async () => {
    // The oldest sheet: its documents the first of the club's changes, 29 sheets after them.
    const sheetId = sheetIds[0] ?? '';
    const ben = phone(BEN);
    try {
      goOnline(ben, server().url, sheetId);
      await until(() => ben.live?.status().state === 'synced', 30_000);
      await until(async () => (await dealsOf(ben, sheetId)).length === DEALS);
      expect(await logIds(ben, sheetId)).toHaveLength(SHEET_DOCS);
      expect([...(await localSheets(ben.local))]).toEqual([[sheetId, SHEET_DOCS]]);
      // No request read the club's changes from its start.
      const fromStart = ben.requests.filter((request) =>
        /\/_changes\?(.*&)?since=0(&|$)/.test(request.url),
      );
      expect(fromStart).toEqual([]);

      // Anna's next deal, written after Ben joined, comes to him live.
      const anna = phone(ANNA);
      goOnline(anna, server().url, sheetId);
      await until(async () => (await dealsOf(anna, sheetId)).length === DEALS);
      expectOk(await addDeal(sheetId, clubsWon(0), anna.database));
      await until(async () => (await dealsOf(ben, sheetId)).length === DEALS + 1, 30_000);
      goOffline(anna);
    } finally {
      goOffline(ben);
    }
  }, 90_000);

  test('a sheet removed from the server while the phone was away: removed when it connects again', async () => {
    const sheetId = sheetIds[2] ?? '';
    const ben = phone(BEN);
    try {
      goOnline(ben, server().url, sheetId);
      await until(() => ben.live?.status().state === 'synced', 30_000);
      await until(async () => (await dealsOf(ben, sheetId)).length === DEALS);
      goOffline(ben);
      // The server admin deletes the sheet's documents (a club admin removing it).
      const admin = `${ADMIN.name}:${ADMIN.password}`;
      const ids = await serverDocIds(server().url, ADMIN, sheetId);
      expect(ids).toHaveLength(SHEET_DOCS);
      const listed = await call(server(), 'POST', `/${CLUB}/_all_docs`, {
        body: { keys: ids },
        login: admin,
      });
      const rows = (listed.body as { rows: { id: string; value: { rev: string } }[] }).rows;
      const deleted = await call(server(), 'POST', `/${CLUB}/_bulk_docs`, {
        body: { docs: rows.map((row) => ({ _id: row.id, _rev: row.value.rev, _deleted: true })) },
        login: admin,
      });
      expect(deleted.status).toBe(201);
      expect(await serverDocIds(server().url, ADMIN, sheetId)).toEqual([]);

      goOnline(ben, server().url, sheetId);
      await until(() => ben.live?.status().state === 'removed', 30_000);
      // His log stays whole, and nothing of it went back to the server.
      expect(await logIds(ben, sheetId)).toHaveLength(SHEET_DOCS);
      expect(await serverDocIds(server().url, ADMIN, sheetId)).toEqual([]);
    } finally {
      goOffline(ben);
    }
  }, 90_000);
});
