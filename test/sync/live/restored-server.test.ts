// A club server restored from a backup (issue 34, item 3): the server's data folder copied while it
// was stopped, deals entered after that, then the old folder put back. The server keeps its uuid,
// so the phone's push checkpoint still says those deals were sent. The phone compares the sheet's
// documents with the server's when it reaches it again, sends back what the server lost, and a
// phone that joins later gets every deal. Apache CouchDB 3.5 on 127.0.0.1, ports 6183–6186.
import 'fake-indexeddb/auto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { clubSetup } from '../../../scripts/club/setup';
import { startLocalServer, type LocalServer } from '../../../scripts/club/local-server';
import { addDeal } from '../../../src/db/deals';
import { clubsWon, expectOk, grandLost, PASSED } from '../../support/db-fixtures';
import { START_TIMEOUT_MS } from '../../club/club-server';
import {
  dealsOf,
  goOffline,
  goOnline,
  logIds,
  phone,
  serverDocIds,
  type Phone,
  sharedSheetOf,
} from '../phones';
import { ADMIN, ANNA, BEN, CLUB, until } from '../sync-server';

const PORTS = [6183, 6184, 6185, 6186];
const folders = mkdtempSync(join(tmpdir(), 'club-restored-'));
const dataDir = join(folders, 'data');
const backup = join(folders, 'backup');
let server: LocalServer | undefined;

function url(): string {
  if (!server) throw new Error('club server not started');
  return server.url;
}

/** Stops the server, runs `change` on its stopped data folder, and starts it again there. */
async function withServerStopped(change: () => void): Promise<void> {
  const port = server?.port ?? 0;
  await server?.stop();
  server = undefined;
  change();
  await startOn([port]);
}

/** The server on the data folder (kept across its restarts: its databases, config and uuid). */
async function startOn(ports: readonly number[]): Promise<void> {
  server = await startLocalServer({ ports, startTimeoutMs: 60_000, dataDir });
}

beforeAll(async () => {
  await startOn(PORTS);
  await clubSetup({ url: url(), admin: ADMIN, club: CLUB, members: [ANNA, BEN] });
}, START_TIMEOUT_MS * 2);

afterAll(async () => {
  await server?.stop();
  rmSync(folders, { recursive: true, force: true });
}, 15_000);

async function enter(p: Phone, sheetId: string, deals: readonly (typeof PASSED)[]) {
  for (const deal of deals) expectOk(await addDeal(sheetId, deal, p.database));
}

/** A new sheet of Anna's, shared and live on her phone. */
async function sharedSheet(anna: Phone): Promise<string> {
  const sheetId = await sharedSheetOf(anna);
  goOnline(anna, url(), sheetId);
  return sheetId;
}

describe('a club server restored from a backup', () => {
  test('the phone sends again what the server lost; a phone joining later gets every deal', async ({
    annotate,
  }) => {
    const anna = phone(ANNA);
    const sheetId = await sharedSheet(anna);
    const later: Phone[] = [];
    try {
      await enter(anna, sheetId, [clubsWon(0), PASSED]);
      await until(async () => (await serverDocIds(url(), ADMIN, sheetId)).length === 3 + 2);
      await until(() => anna.live?.status().state === 'synced');
      // The backup: the data folder as it is now, copied while the server is stopped.
      await withServerStopped(() => cpSync(dataDir, backup, { recursive: true }));
      // Three more deals, all on the server; Anna's phone says so.
      await enter(anna, sheetId, [grandLost(1), clubsWon(2), PASSED]);
      await until(async () => (await serverDocIds(url(), ADMIN, sheetId)).length === 3 + 5, 60_000);
      await until(() => anna.live?.status().state === 'synced', 30_000);
      const sent = await serverDocIds(url(), ADMIN, sheetId);
      // The server restored from the backup: it lacks those three; Anna's sheet stays open.
      await withServerStopped(() => {
        rmSync(dataDir, { recursive: true, force: true });
        cpSync(backup, dataDir, { recursive: true });
      });
      const restored = Date.now();
      expect((await serverDocIds(url(), ADMIN, sheetId)).length).toBeLessThan(3 + 5);
      await until(async () => (await serverDocIds(url(), ADMIN, sheetId)).length === 3 + 5, 60_000);
      expect(await serverDocIds(url(), ADMIN, sheetId)).toEqual(sent);
      await until(() => anna.live?.status().state === 'synced', 30_000);
      await annotate(
        `restored server: the lost deals back ${Date.now() - restored} ms after the start`,
      );
      // A phone joining now gets every deal, the totals Anna has.
      const ben = phone(BEN);
      later.push(ben);
      goOnline(ben, url(), sheetId);
      await until(async () => (await logIds(ben, sheetId)).length === 3 + 5, 30_000);
      expect(await dealsOf(ben, sheetId)).toEqual(await dealsOf(anna, sheetId));
      expect(await dealsOf(ben, sheetId)).toHaveLength(5);
    } finally {
      goOffline(anna);
      for (const p of later) goOffline(p);
    }
  }, 240_000);

  test('a sheet opened again on a restored server sends what the server lost', async () => {
    const anna = phone(ANNA);
    const sheetId = await sharedSheet(anna);
    try {
      await until(async () => (await serverDocIds(url(), ADMIN, sheetId)).length === 3);
      await withServerStopped(() => {
        rmSync(backup, { recursive: true, force: true });
        cpSync(dataDir, backup, { recursive: true });
      });
      await enter(anna, sheetId, [clubsWon(0), grandLost(1)]);
      await until(async () => (await serverDocIds(url(), ADMIN, sheetId)).length === 3 + 2, 60_000);
      await until(() => anna.live?.status().state === 'synced', 30_000);
      // Anna leaves the sheet; the server is restored while it is closed; she opens it again.
      await anna.live?.stop();
      anna.live = undefined;
      await withServerStopped(() => {
        rmSync(dataDir, { recursive: true, force: true });
        cpSync(backup, dataDir, { recursive: true });
      });
      expect(await serverDocIds(url(), ADMIN, sheetId)).toHaveLength(3);
      goOnline(anna, url(), sheetId);
      await until(async () => (await serverDocIds(url(), ADMIN, sheetId)).length === 3 + 2, 30_000);
      await until(() => anna.live?.status().state === 'synced', 30_000);
    } finally {
      goOffline(anna);
    }
  }, 240_000);
});
