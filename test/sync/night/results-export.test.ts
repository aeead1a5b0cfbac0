// The results file from a night on a real CouchDB 3.5: the night's documents (the director's and
// every table's events) read once as the night's page reads them for "Export results"
// (feed.readNightSheets), made into the file, written as JSON, read back and checked: accepted.
import { beforeAll, describe, expect, test } from 'vitest';
import { eventDoc } from '../../../src/sync/protocol/event-doc';
import { TEST_ADMIN, type LocalServer } from '../../../scripts/club/local-server';
import { nightResultsFile } from '../../../src/domain/tournament/results-build';
import { checkResultsFile } from '../../../src/domain/tournament/results-check';
import type { NightEvent } from '../../../src/domain/tournament/night-log';
import { readResultsFile } from '../../../src/io/results-read';
import { readNightSheets } from '../../../src/sync/night/feed';
import { call, clubServerForFile } from '../../club/club-server';
import { nightLogs, nightSpec, type NightSpec } from '../../domain/tournament/results-fixtures';

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
});
