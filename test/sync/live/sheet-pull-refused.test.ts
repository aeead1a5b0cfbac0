// A phone that joined a sheet by its listing alone (every document a first version, sheet-pull.ts)
// and is refused later, as a table's phone is once its night closed and its login got a new
// password: the live pull's next `_bulk_get` is refused once, and no document is asked for alone.
// PouchDB's http adapter took a first refused `_bulk_get` for a server without one and read each
// document by itself: each a failed login, and five locked the table login out for the next night
// (test/sync/club/night/table-phone.test.ts). Its own file: the adapter's verdict holds for the
// whole module, and no other test may have settled it first. Apache CouchDB 3.5 on 127.0.0.1.
import 'fake-indexeddb/auto';
import { beforeAll, expect, test } from 'vitest';
import { clubSetup } from '../../../scripts/club/setup';
import { sheetDocRange } from '../../../src/sync/protocol/ids';
import { clubServerForFile } from '../../club/club-server';
import { goOffline, goOnline, logIds, phone, remote } from '../phones';
import { ADMIN, ANNA, BEN, CLUB, sharedSheet, until } from '../sync-server';

const server = clubServerForFile(0, [6625, 6626]);

beforeAll(async () => {
  await clubSetup({ url: server().url, admin: ADMIN, club: CLUB, members: [ANNA, BEN] });
}, 60_000);

const endpoint = (url: string) => new URL(url).pathname.split('/').at(-1) ?? '';

test('a joined phone refused later asks for no document alone', async () => {
  const anna = phone(ANNA);
  const sheetId = await sharedSheet(anna.database);
  goOnline(anna, server().url, sheetId);
  await until(() => anna.live?.status().state === 'synced', 30_000);
  goOffline(anna);

  const ben = phone(BEN);
  goOnline(ben, server().url, sheetId);
  await until(() => ben.live?.status().state === 'synced', 30_000);
  expect(await logIds(ben, sheetId)).toEqual(await logIds(anna, sheetId));
  goOffline(ben);

  // Ben's login refused from now on (a wrong password, as a closed night's table link has), and
  // his pull asks for the sheet's documents again, as it would for their deletions.
  const refused = phone({ name: BEN.name, password: 'not-his-any-more' });
  const listed = await ben.local.allDocs(sheetDocRange(sheetId));
  const docs = listed.rows.flatMap((row) => {
    const rev = row.value?.rev;
    return rev === undefined ? [] : [{ id: row.id, rev }];
  });
  expect(docs.length).toBeGreaterThan(2);
  const answer = remote(server().url, refused.login, refused).bulkGet({ docs, revs: true });
  await expect(answer).rejects.toMatchObject({ status: 401 });
  expect(refused.requests.map((request) => endpoint(request.url))).toEqual(['_bulk_get']);
}, 90_000);
