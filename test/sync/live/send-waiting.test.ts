// Deals entered while a shared sheet is not open (issue 34, item 9): the background pass starts
// each shared sheet that is not on screen, sends what waits, and stops it. Apache CouchDB 3.5 on
// 127.0.0.1, ports 6187–6188.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { clubSetup } from '../../../scripts/club/setup';
import { startLocalServer, type LocalServer } from '../../../scripts/club/local-server';
import { addDeal } from '../../../src/db/deals';
import { startLiveSheet } from '../../../src/sync/live/live';
import { sendWaiting } from '../../../src/sync/live/send-waiting';
import { clubsWon, expectOk, grandLost } from '../../support/db-fixtures';
import { START_TIMEOUT_MS } from '../../club/club-server';
import { MemoryPouch, phone, sharedSheetOf, remote, serverDocIds, type Phone } from '../phones';
import { ADMIN, ANNA, BEN, CLUB } from '../sync-server';

let server: LocalServer | undefined;
const url = () => server?.url ?? '';

beforeAll(async () => {
  server = await startLocalServer({ ports: [6187, 6188], startTimeoutMs: 60_000 });
  await clubSetup({ url: url(), admin: ADMIN, club: CLUB, members: [ANNA, BEN] });
}, START_TIMEOUT_MS * 2);

afterAll(() => server?.stop(), 15_000);

async function sheetWithDeal(anna: Phone, name: string): Promise<string> {
  const sheetId = await sharedSheetOf(anna, name);
  expectOk(await addDeal(sheetId, name === 'A' ? clubsWon(0) : grandLost(1), anna.database));
  return sheetId;
}

function starter(anna: Phone, serverUrl: string) {
  return (sheetId: string, onStatus: Parameters<typeof startLiveSheet>[0]['onStatus']) =>
    startLiveSheet({
      PouchDB: MemoryPouch,
      database: anna.database,
      local: anna.local,
      remote: remote(serverUrl, anna.login, anna),
      sheetId,
      author: anna.login.name,
      ...(onStatus ? { onStatus } : {}),
    });
}

describe('the shared sheets not open', () => {
  test('offline: each says what waits; online: every one sends it, not only an open one', async () => {
    const anna = phone(ANNA);
    const first = await sheetWithDeal(anna, 'A');
    const second = await sheetWithDeal(anna, 'B');
    const open = await sheetWithDeal(anna, 'C');
    const isOpen = (id: string) => id === open;
    // No server at this address (port 1): both wait, a start and a deal each.
    const offline = await sendWaiting({
      sheetIds: [first, second, open],
      isOpen,
      start: starter(anna, 'http://127.0.0.1:1'),
    });
    expect(offline).toEqual(
      new Map([
        [first, 4],
        [second, 4],
      ]),
    );
    expect(await serverDocIds(url(), ADMIN, first)).toEqual([]);
    const online = await sendWaiting({
      sheetIds: [first, second, open],
      isOpen,
      start: starter(anna, url()),
    });
    expect(online).toEqual(
      new Map([
        [first, 0],
        [second, 0],
      ]),
    );
    expect(await serverDocIds(url(), ADMIN, first)).toHaveLength(4);
    expect(await serverDocIds(url(), ADMIN, second)).toHaveLength(4);
    // The open sheet is its own screen's to send.
    expect(await serverDocIds(url(), ADMIN, open)).toEqual([]);
  }, 120_000);
});
