// The results file from a night on a real CouchDB 3.5: the night's documents (the director's and
// every table's events) read once as the night's page reads them for "Export results"
// (feed.readNightSheets), made into the file, written as JSON, read back and checked: accepted.
import { beforeAll, describe, expect, test } from 'vitest';
import { eventDoc } from '../../../../src/sync/protocol/event-doc';
import { TEST_ADMIN, type LocalServer } from '../../../../scripts/club/local-server';
import { nightResultsFile } from '../../../../src/domain/tournament/results-build';
import { checkResultsFile } from '../../../../src/domain/tournament/results-check';
import type { NightEvent } from '../../../../src/domain/tournament/night-log';
import { readResultsFile } from '../../../../src/io/results-read';
import { tryDoc } from '../../../../src/sync/club/night/confirm-doc';
import { readNightSheets } from '../../../../src/sync/club/night/feed';
import { call, clubServerForFile } from '../../../club/club-server';
import { nightLogs, nightSpec, type NightSpec } from '../../../domain/tournament/results-fixtures';

const server = clubServerForFile(0, [6321, 6322, 6323, 6324]);
const ADMIN_LOGIN = `${TEST_ADMIN.name}:${TEST_ADMIN.password}`;
const PUBLIC = { admins: { names: [], roles: [] }, members: { names: [], roles: [] } };

const SPEC: NightSpec = nightSpec('5e1f0a2b', 11, 'export');
const LOGS = nightLogs(SPEC);

function nightDoc(event: NightEvent) {
  const { id, at, change, author } = event;
  return {
    _id: `night:${SPEC.key}:event:${id}:by:${author}`,
    nightId: SPEC.key,
    author,
    event: { id, at, change },
  };
}

let club = '';
beforeAll(async () => {
  const at = { url: server().url } as LocalServer;
  expect((await call(at, 'PUT', '/club', { login: ADMIN_LOGIN })).status).toBe(201);
  const security = await call(at, 'PUT', '/club/_security', { login: ADMIN_LOGIN, body: PUBLIC });
  expect(security.status).toBe(200);
  const docs = [
    ...LOGS.events.map(nightDoc),
    ...[...LOGS.sheets].flatMap(([sheetId, events]) =>
      events.map((event) => eventDoc(sheetId, 'table', event)),
    ),
  ];
  expect((await call(at, 'POST', '/club/_bulk_docs', { body: { docs } })).status).toBe(201);
  club = `${server().url}/club`;
}, 60_000);

describe('a night read from the club into its results file', () => {
  test('holds every event the club holds, and the checker accepts it', async () => {
    const read = await readNightSheets({ server: club, name: 'director' }, SPEC.key);
    if (!read.ok) throw new Error(read.errors.join());
    expect(read.value.events).toHaveLength(LOGS.events.length);
    const file = nightResultsFile(SPEC.key, read.value.events, read.value.sheets);
    expect(file.night.sheets.map((sheet) => sheet.events.length)).toEqual(
      [...LOGS.sheets.values()].map((events) => events.length),
    );
    const again = readResultsFile(JSON.stringify(file));
    if (!again.ok) throw new Error(JSON.stringify(again.errors));
    expect(checkResultsFile(again.value)).toEqual({
      ok: true,
      value: { nights: 1, lists: 6, deals: 66 },
    });
    expect(file.figures.closed).toBe(true);
    expect(file.figures.ranking).toHaveLength(11);
  }, 60_000);

  test("holds the tables' confirmations as the club holds them, and still reads and checks", async () => {
    const access = { server: club, name: 'director' };
    const before = await readNightSheets(access, SPEC.key);
    if (!before.ok) throw new Error(before.errors.join());
    const table = before.value.view.night.tables[0]?.[0];
    if (!table) throw new Error('no table');
    const confirmation = {
      id: crypto.randomUUID(),
      sheetId: table.sheetId,
      playerId: table.players[0] ?? '',
      at: Date.now(),
      author: 'table',
      list: '12-0a1b2c3d',
    };
    // As the server holds it once judged: slot 1, state confirmed (confirm-doc.ts).
    const doc = { ...tryDoc(confirmation, '0421', 1), state: 'confirmed' as const };
    const put = await call(
      { url: server().url } as LocalServer,
      'PUT',
      `/club/${encodeURIComponent(doc._id)}`,
      {
        login: ADMIN_LOGIN,
        body: doc,
      },
    );
    expect(put.status).toBe(201);
    const read = await readNightSheets(access, SPEC.key);
    if (!read.ok) throw new Error(read.errors.join());
    const file = nightResultsFile(
      SPEC.key,
      read.value.events,
      read.value.sheets,
      read.value.confirmed,
    );
    // On the record as stored, the PIN left behind.
    expect(file.night.confirmations).toEqual([confirmation]);
    expect(JSON.stringify(file)).not.toContain('0421');
    const again = readResultsFile(JSON.stringify(file));
    if (!again.ok) throw new Error(JSON.stringify(again.errors));
    expect(again.value.kind === 'night' && again.value.night.confirmations).toEqual([confirmation]);
    expect(checkResultsFile(again.value).ok).toBe(true);
  }, 60_000);
});
