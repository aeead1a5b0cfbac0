// What a flooded sheet costs the phones in requests (issue 34, item 5), on Apache CouchDB 3.5:
// Ben, a member with curl, writes renames into Anna's live sheet. Anna's push sends only her own
// documents: it asks the server about none of Ben's (before, every pulled document went back
// through her push, 100 a "do you have these?", and her next deal waited behind them). A new
// phone stores the listed first versions as listed: no second request for their history
// (`_bulk_get` but one of one document; before: the whole range fetched twice, 100 a request).
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { clubSetup } from '../../../scripts/club/setup';
import { addDeal } from '../../../src/db/deals';
import { eventDocId, sheetDocRange } from '../../../src/sync/protocol/ids';
import { call, clubServerForFile } from '../../club/club-server';
import { clubsWon, expectOk } from '../../support/db-fixtures';
import { goOffline, goOnline, logIds, phone, type Phone } from '../phones';
import { ADMIN, ANNA, BEN, CLUB, sharedSheet, until } from '../sync-server';

const server = clubServerForFile(0, [6617, 6618]);
/** Ben's renames: more than one page of the push's batches and of a `_bulk_get`. */
const RENAMES = 450;
const phones: Phone[] = [];

beforeAll(async () => {
  await clubSetup({ url: server().url, admin: ADMIN, club: CLUB, members: [ANNA, BEN] });
}, 60_000);
afterAll(() => phones.forEach(goOffline));

function online(p: Phone, sheetId: string): Phone {
  phones.push(p);
  goOnline(p, server().url, sheetId);
  return p;
}

/** Ben's renames in the sheet's range, written through `_bulk_docs` as he could with curl. */
async function renames(sheetId: string): Promise<void> {
  const device = crypto.randomUUID();
  const docs = Array.from({ length: RENAMES }, (_, n) => {
    const id = crypto.randomUUID();
    return {
      _id: eventDocId(sheetId, id, BEN.name),
      sheetId,
      author: BEN.name,
      event: { id, device, clock: n + 1, at: Date.UTC(2026, 10, 30), change: rename(n) },
    };
  });
  // 150 a request: CouchDB validates each, slowly on a loaded machine.
  for (let from = 0; from < docs.length; from += 150) {
    const answer = await call(server(), 'POST', `/${CLUB}/_bulk_docs`, {
      login: `${BEN.name}:${BEN.password}`,
      body: { docs: docs.slice(from, from + 150) },
    });
    expect(answer.status).toBe(201);
  }
}

const rename = (n: number) => ({ kind: 'sheet-renamed', name: `Flood ${n}` });

/** The path and query of the phone's requests to the club's `endpoint` (`_revs_diff`, …). */
const requestsTo = (p: Phone, endpoint: string) =>
  p.requests.filter((request) => new URL(request.url).pathname.endsWith(`/${endpoint}`));

/** The sheet's documents on the server and in a phone's local PouchDB: id and revision. */
async function revisions(p: Phone, sheetId: string) {
  const there = await call(
    server(),
    'GET',
    `/${CLUB}/_all_docs?startkey=${encodeURIComponent(JSON.stringify(sheetDocRange(sheetId).startkey))}&endkey=${encodeURIComponent(JSON.stringify(sheetDocRange(sheetId).endkey))}`,
    { login: `${ADMIN.name}:${ADMIN.password}` },
  );
  const here = await p.local.allDocs(sheetDocRange(sheetId));
  const of = (rows: readonly { id: string; value?: { rev?: string } }[]) =>
    rows.map((row) => `${row.id} ${row.value?.rev ?? ''}`);
  return { there: of((there.body as { rows: { id: string }[] }).rows), here: of(here.rows) };
}

describe('a sheet flooded with a member’s renames', () => {
  test('the sharer’s push asks the server about none of them; a new phone stores them as listed', async () => {
    const anna = phone(ANNA);
    const sheetId = await sharedSheet(anna.database);
    online(anna, sheetId);
    await until(() => anna.live?.status().state === 'synced', 60_000);
    await renames(sheetId);
    await until(async () => (await logIds(anna, sheetId)).length === RENAMES + 4, 120_000);
    // Anna's next deal goes out after them: the push has walked past every rename by then.
    expectOk(await addDeal(sheetId, clubsWon(1), anna.database));
    const annas = (ids: readonly string[]) => ids.filter((r) => r.includes(`:by:${ANNA.name} `));
    await until(async () => {
      const { there, here } = await revisions(anna, sheetId);
      return annas(there).length === 5 && annas(here).length === 5;
    }, 60_000);
    const askedAboutBen = requestsTo(anna, '_revs_diff').filter((r) =>
      r.body?.includes(`:by:${BEN.name}`),
    );
    expect(askedAboutBen, 'requests asking about Ben’s documents').toHaveLength(0);

    // A new phone (Anna's second): the listing brings the first versions whole.
    const second = phone(ANNA);
    online(second, sheetId);
    await until(async () => (await logIds(second, sheetId)).length === RENAMES + 5, 120_000);
    // One `_bulk_get`, of one document: PouchDB's check that the server has it (sheet-pull.ts
    // settleBulkGet), made while the login is good.
    const asked = requestsTo(second, '_bulk_get').map((r) => JSON.parse(r.body ?? '{}') as unknown);
    expect(asked, 'requests for the history').toEqual([{ docs: [expect.anything()] }]);
    const { there, here } = await revisions(second, sheetId);
    expect(here).toEqual(there);
  }, 300_000);
});
