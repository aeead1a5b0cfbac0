// Restarts (issue 21, reliability): the club server stopped mid-sync and started again on its
// data, and a phone killed mid-replication and opened again on its local store. Sync resumes from
// its checkpoint, and nothing is sent twice as a new deal. The server is CouchDB 3.5 on disk in
// a folder of this file (scripts/club/local-server.ts `dataDir`), on 127.0.0.1, ports 6111–6114.
import 'fake-indexeddb/auto';
import { mkdtempSync, rmSync } from 'node:fs';
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
  eventIdOfDoc,
  goOffline,
  goOnline,
  logIds,
  phone,
  MemoryPouch,
  serverDocIds,
  type Phone,
  sharedSheetOf,
} from '../phones';
import { ADMIN, ANNA, BEN, CLUB, until } from '../sync-server';

const PORTS = [6111, 6112, 6113, 6114];
const DEALS = [clubsWon(0), PASSED, grandLost(1), clubsWon(2)];
const dataDir = mkdtempSync(join(tmpdir(), 'club-restarts-'));
let server: LocalServer | undefined;

function url(): string {
  if (!server) throw new Error('club server not started');
  return server.url;
}

beforeAll(async () => {
  server = await startLocalServer({ ports: PORTS, startTimeoutMs: 60_000, dataDir });
  await clubSetup({ url: url(), admin: ADMIN, club: CLUB, members: [ANNA, BEN] });
}, START_TIMEOUT_MS * 2);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}, 15_000);

/** Anna's shared sheet (36 deals of three), live on her phone and joined by Ben's. */
async function sharedSheet(anna: Phone, ben: Phone): Promise<string> {
  const sheetId = await sharedSheetOf(anna);
  goOnline(anna, url(), sheetId);
  goOnline(ben, url(), sheetId);
  await until(async () => (await logIds(ben, sheetId)).length === 3);
  return sheetId;
}

/** Enters deals one after the other (a failure is the caller's, when it awaits them). */
function addDeals(p: Phone, sheetId: string, from: number, count: number): Promise<void> {
  const entering = enter(p, sheetId, from, count);
  entering.catch(() => undefined);
  return entering;
}

async function enter(p: Phone, sheetId: string, from: number, count: number): Promise<void> {
  for (let n = from; n < from + count; n++) {
    expectOk(await addDeal(sheetId, DEALS[n % DEALS.length] ?? PASSED, p.database));
  }
}

/** Both phones hold the same `events` events and deals; the server holds each event once. */
async function expectConverged(anna: Phone, ben: Phone, sheetId: string, events: number) {
  await until(async () => {
    const [a, b, docs] = await Promise.all([
      logIds(anna, sheetId),
      logIds(ben, sheetId),
      serverDocIds(url(), ADMIN, sheetId),
    ]);
    return a.length === events && b.join() === a.join() && docs.length === events;
  }, 60_000);
  const ids = await logIds(anna, sheetId);
  const docs = await serverDocIds(url(), ADMIN, sheetId);
  expect(docs).toHaveLength(events);
  expect(docs.map(eventIdOfDoc).sort()).toEqual(ids);
  expect(await dealsOf(ben, sheetId)).toEqual(await dealsOf(anna, sheetId));
  expect(await dealsOf(anna, sheetId)).toHaveLength(events - 3);
}

describe('restarts', () => {
  test('the server stopped mid-sync and started again on its data: sync resumes, every event once', async ({
    annotate,
  }) => {
    const anna = phone(ANNA);
    const ben = phone(BEN);
    const sheetId = await sharedSheet(anna, ben);
    try {
      // Anna enters six deals; the server goes down as the first of them has reached it.
      const entering = addDeals(anna, sheetId, 0, 6);
      await until(async () => (await serverDocIds(url(), ADMIN, sheetId)).length > 3);
      const port = server?.port ?? 0;
      await server?.stop();
      await entering;
      // Down: Anna goes on (six more), Ben's phone sees the server gone.
      await addDeals(anna, sheetId, 6, 6);
      await until(() => anna.live?.status().state === 'offline', 30_000);
      await until(() => ben.live?.status().state === 'offline', 30_000);
      const received = (await logIds(ben, sheetId)).length;
      expect(received).toBeLessThan(3 + 12);
      // The same port, the same data: the server holds what it held (the club, its users).
      server = await startLocalServer({ ports: [port], startTimeoutMs: 60_000, dataDir });
      const restarted = Date.now();
      await expectConverged(anna, ben, sheetId, 3 + 12);
      await annotate(
        `server restart: converged ${Date.now() - restarted} ms after the restart; Ben had ${received - 3} of 12 deals`,
      );
      await until(
        () => anna.live?.status().state === 'synced' && ben.live?.status().state === 'synced',
      );
    } finally {
      goOffline(anna);
      goOffline(ben);
    }
  }, 120_000);

  test('a phone killed mid-replication opens its store again and resumes from its checkpoint: nothing sent twice', async ({
    annotate,
  }) => {
    const anna = phone(ANNA);
    const ben = phone(BEN);
    const sheetId = await sharedSheet(anna, ben);
    try {
      await until(() => anna.live?.status().state === 'synced');
      const startDocs = await serverDocIds(url(), ADMIN, sheetId);
      expect(startDocs).toHaveLength(3);
      // Anna enters ten deals; her phone dies as the first of them has reached the server.
      const entering = addDeals(anna, sheetId, 0, 10);
      await until(async () => (await serverDocIds(url(), ADMIN, sheetId)).length > 3);
      // Killed: no request gets out any more, the replication stops where it is, and the PouchDB
      // object is dropped unclosed.
      anna.fails = () => true;
      const killed = anna.live?.stop();
      anna.live = undefined;
      await entering;
      await killed;
      anna.fails = undefined;
      const beforeKill = anna.requests.length;
      // What the server holds by now (a request in flight at the kill may still have landed).
      await new Promise((resolve) => setTimeout(resolve, 500));
      const held = new Set(await serverDocIds(url(), ADMIN, sheetId));
      expect(held.size).toBeLessThan(3 + 10);
      // Opened again. The memory adapter keeps a store by its name for the process's life: a new
      // PouchDB of the same name finds the documents and the replication checkpoints (its
      // _local documents) as a browser finds its IndexedDB store after a restart.
      anna.local = new MemoryPouch(anna.localName, { adapter: 'memory' });
      goOnline(anna, url(), sheetId);
      await expectConverged(anna, ben, sheetId, 3 + 10);
      const after = anna.requests.slice(beforeKill);
      // The pull resumes from its checkpoint: its first read of the changes is not from the start.
      const firstChanges = after.find((request) => request.url.includes('/_changes'));
      const since = new URL(firstChanges?.url ?? 'http://x/').searchParams.get('since');
      expect(since).not.toBeNull();
      expect(since).not.toBe('0');
      // The push resumes from its checkpoint: the start documents, confirmed long before the
      // kill, are not even asked about again; and no document the server held is sent again.
      const asked = after
        .filter((request) => request.url.includes('/_revs_diff'))
        .flatMap((request) => Object.keys(JSON.parse(request.body ?? '{}') as object));
      expect(asked.length).toBeGreaterThan(0);
      expect(asked.filter((id) => startDocs.includes(id))).toEqual([]);
      const sent = after
        .filter((request) => request.url.includes('/_bulk_docs'))
        .flatMap(
          (request) => (JSON.parse(request.body ?? '{}') as { docs: { _id: string }[] }).docs,
        )
        .map((doc) => doc._id);
      expect(sent.filter((id) => held.has(id))).toEqual([]);
      expect(sent.length).toBe(3 + 10 - held.size);
      await annotate(
        `phone restart: ${held.size - 3} of 10 deals on the server at the kill; ${sent.length} sent after, ${asked.length} asked about`,
      );
    } finally {
      goOffline(anna);
      goOffline(ben);
    }
  }, 120_000);
});

describe('the sheet left as a batch reaches the server', () => {
  test('stopped the moment its deal reached the server, the push still writes its checkpoint: the next start asks about nothing sent', async () => {
    const anna = phone(ANNA);
    const ben = phone(BEN);
    const sheetId = await sharedSheet(anna, ben);
    try {
      await until(() => anna.live?.status().state === 'synced');
      // Anna saves a deal and leaves the sheet (the deal entry) the moment the server's answer to
      // its push has come, before her phone has read it (and written the push's checkpoint).
      const live = anna.live;
      let stopping: Promise<void> | undefined;
      anna.answered = (request) => {
        if (request.method === 'POST' && request.url.includes('/_bulk_docs')) {
          anna.answered = undefined;
          stopping = live?.stop();
        }
      };
      expectOk(await addDeal(sheetId, clubsWon(0), anna.database));
      await until(() => stopping !== undefined);
      await stopping;
      anna.live = undefined;
      const sent = await serverDocIds(url(), ADMIN, sheetId);
      expect(sent).toHaveLength(3 + 1);
      // Back on the sheet: a new start on the same store resumes after that batch.
      const before = anna.requests.length;
      goOnline(anna, url(), sheetId);
      await until(() => anna.live?.status().state === 'synced');
      expectOk(await addDeal(sheetId, grandLost(1), anna.database));
      await until(async () => (await serverDocIds(url(), ADMIN, sheetId)).length === 3 + 2);
      const asked = anna.requests
        .slice(before)
        .filter((request) => request.url.includes('/_revs_diff'))
        .flatMap((request) => Object.keys(JSON.parse(request.body ?? '{}') as object));
      expect(asked).toHaveLength(1);
      expect(asked.filter((id) => sent.includes(id))).toEqual([]);
    } finally {
      goOffline(anna);
      goOffline(ben);
    }
  }, 60_000);
});

describe('the server gone right after a batch', () => {
  test('the progress request PouchDB leaves unhandled fails without an unhandled rejection; the deal arrives', async () => {
    const anna = phone(ANNA);
    const ben = phone(BEN);
    const sheetId = await sharedSheet(anna, ben);
    const unhandled: unknown[] = [];
    const note = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', note);
    try {
      await until(() => ben.live?.status().state === 'synced');
      // From now on every request for the database's info fails, as when the server is gone
      // just after a batch came in (the replication asks for it after each batch).
      const info = `${url()}/${CLUB}/`;
      ben.fails = (request) => request.method === 'GET' && request.url === info;
      const asked = ben.requests.length;
      expectOk(await addDeal(sheetId, clubsWon(0), anna.database));
      await until(async () => (await dealsOf(ben, sheetId)).length === 1);
      await until(() => ben.requests.slice(asked).some((request) => request.url === info));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(unhandled).toEqual([]);
      expect(ben.live?.status().state).toBe('synced');
    } finally {
      process.off('unhandledRejection', note);
      goOffline(anna);
      goOffline(ben);
    }
  }, 60_000);
});

describe('the network back', () => {
  test("the 'online' event connects again at once, not after the retry's back-off", async ({
    annotate,
  }) => {
    const anna = phone(ANNA);
    const ben = phone(BEN);
    const sheetId = await sharedSheet(anna, ben);
    const network = new EventTarget();
    goOffline(ben);
    goOnline(ben, url(), sheetId, network);
    try {
      await until(() => ben.live?.status().state === 'synced');
      // The network goes down; Ben enters a deal: the push fails and backs off, 1 s, 2 s, 4 s,
      // then 8 s (sync/live/live.ts). Each of its tries asks the server which of its documents it
      // lacks (_revs_diff; its checkpoint is read on the phone only).
      const pushTries: number[] = [];
      ben.fails = (request) => {
        if (request.url.includes('/_revs_diff')) pushTries.push(Date.now());
        return true;
      };
      expectOk(await addDeal(sheetId, clubsWon(0), ben.database));
      await until(() => ben.live?.status().state === 'offline');
      // Just after a try that came 4 s after the one before: the next one is 8 s away.
      await until(() => {
        const [before, last] = pushTries.slice(-2);
        return before !== undefined && last !== undefined && last - before >= 3_500;
      }, 30_000);
      // Back: the page hears 'online'. The deal reaches the server well before the next retry.
      ben.fails = undefined;
      const back = Date.now();
      network.dispatchEvent(new Event('online'));
      await until(async () => (await serverDocIds(url(), ADMIN, sheetId)).length === 4, 3_000);
      await until(() => ben.live?.status().state === 'synced', 3_000);
      await annotate(`back online: the deal on the server ${Date.now() - back} ms after 'online'`);
      await until(async () => (await dealsOf(anna, sheetId)).length === 1);
    } finally {
      goOffline(anna);
      goOffline(ben);
    }
  }, 60_000);
});
