// The live push sends only this member's documents (issue 34, item 5): what another member wrote
// came from the server, and asking the server about each of a flood's documents again (a
// `_revs_diff` request for every 100 of them) held a deal saved meanwhile behind them for 14 s.
// On Apache CouchDB 3.5: Ben writes 300 events into Anna's live sheet; Anna's phone takes them
// in and asks the server about none of them.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { clubSetup } from '../../../scripts/club/setup';
import { eventDocId } from '../../../src/sync/protocol/ids';
import { call, clubServerForFile } from '../../club/club-server';
import { goOffline, goOnline, phone, type Phone } from '../phones';
import { ADMIN, ANNA, BEN, CLUB, sharedSheet, until } from '../sync-server';

const server = clubServerForFile(0, [6551, 6552]);
const phones: Phone[] = [];
const EVENTS = 300;

beforeAll(async () => {
  await clubSetup({ url: server().url, admin: ADMIN, club: CLUB, members: [ANNA, BEN] });
}, 60_000);
afterAll(() => phones.forEach(goOffline));

/** Ben's renames of the sheet, as his phone would write them. */
function bensDocs(sheetId: string) {
  const device = crypto.randomUUID();
  return Array.from({ length: EVENTS }, (_, n) => {
    const id = crypto.randomUUID();
    return {
      _id: eventDocId(sheetId, id, BEN.name),
      sheetId,
      author: BEN.name,
      event: {
        id,
        device,
        clock: n + 1,
        at: Date.UTC(2026, 10, 29),
        change: { kind: 'sheet-renamed', name: `Ben ${n}` },
      },
    };
  });
}

test('another member’s 300 events reach a live phone, which asks the server about none of them', async () => {
  const anna = phone(ANNA);
  phones.push(anna);
  const sheetId = await sharedSheet(anna.database);
  goOnline(anna, server().url, sheetId);
  await until(() => anna.live?.status().state === 'synced', 60_000);
  const answer = await call(server(), 'POST', `/${CLUB}/_bulk_docs`, {
    login: `${BEN.name}:${BEN.password}`,
    body: { docs: bensDocs(sheetId) },
  });
  expect(answer.status).toBe(201);
  const count = () =>
    anna.database.log.where('[sheetId+id]').between([sheetId, ''], [sheetId, '\uffff']).count();
  const before = await count();
  await until(async () => (await count()) >= before + EVENTS, 120_000);
  await until(() => anna.live?.status().state === 'synced', 60_000);
  const asked = anna.requests.filter(
    (request) => request.url.includes('_revs_diff') && request.body?.includes(`:by:${BEN.name}`),
  );
  expect(asked).toEqual([]);
}, 300_000);
