// A night read from a real CouchDB 3.5 (ports 6171–6174), once and live. The documents are
// written into a plain database of this file's own server (no design document, made public by an
// empty security: the club's validation is not what is tested here), in the forms the club stores:
// a night's documents and its table sheets' event documents. Read once: both ranges, paged, other
// sheets and malformed documents passed over. Live: a deal written after the watch started comes
// within the wait; a server that is away gives 'offline' and the watch recovers when it is back;
// stop() ends the loop, and no request is made after it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eventDoc } from '../../../../src/sync/protocol/event-doc';
import {
  startLocalServer,
  TEST_ADMIN,
  type LocalServer,
} from '../../../../scripts/club/local-server';
import type { SheetEvent } from '../../../../src/domain/sheet-log';
import type { NightEvent } from '../../../../src/domain/tournament/night-log';
import { rankingRows } from '../../../../src/domain/tournament/ranking';
import type { NightView } from '../../../../src/domain/tournament/night-tracker';
import type { ClubAccess } from '../../../../src/sync/club/club-sheets';
import {
  FEED_PAGE,
  readNight,
  watchNight,
  type FeedStatus,
} from '../../../../src/sync/club/night/feed';
import type { Fetch } from '../../../../src/sync/request';
import { call, clubServerForFile } from '../../../club/club-server';
import {
  assigned,
  KEY,
  planned,
  playedSheet,
  setupOf,
  tablesOf,
  uid,
} from '../../../domain/tournament/night-fixtures';
import { clubs } from '../../../support/house-helpers';
import { until } from '../../sync-server';
import { nightDocId, nightSheetsRange } from '../../../../src/sync/protocol/ids';

const server = clubServerForFile(0, [6171, 6172]);
const OFFLINE_PORTS = [6173, 6174];

const SETUP = setupOf(7, 1, 4);
const TABLES = tablesOf(SETUP, 0);
const NIGHT = [planned(SETUP), assigned(SETUP, 0, undefined, TABLES)];
const SHEETS = TABLES.map((table) => ({ table, ...playedSheet(table, SETUP, 3) }));

function nightDoc(event: NightEvent) {
  const { id, at, change, author } = event;
  return {
    _id: nightDocId(KEY, id, author),
    nightId: KEY,
    author,
    event: { id, at, change },
  };
}

const sheetDoc = (sheetId: string, event: SheetEvent) => eventDoc(sheetId, 'table', event);

const ADMIN_LOGIN = `${TEST_ADMIN.name}:${TEST_ADMIN.password}`;
const PUBLIC = { admins: { names: [], roles: [] }, members: { names: [], roles: [] } };

/** A database anyone reads and writes (CouchDB 3 makes a new one the admin's only). */
async function database(url: string, name: string, docs: readonly unknown[]): Promise<string> {
  const at = { url } as LocalServer;
  expect((await call(at, 'PUT', `/${name}`, { login: ADMIN_LOGIN })).status).toBe(201);
  const security = await call(at, 'PUT', `/${name}/_security`, {
    login: ADMIN_LOGIN,
    body: PUBLIC,
  });
  expect(security.status).toBe(200);
  await write(url, name, docs);
  return `${url}/${name}`;
}

async function write(url: string, name: string, docs: readonly unknown[]): Promise<void> {
  const answer = await call({ url } as LocalServer, 'POST', `/${name}/_bulk_docs`, {
    body: { docs },
  });
  expect(answer.status).toBe(201);
}

function nightDocs() {
  return [
    ...NIGHT.map(nightDoc),
    ...SHEETS.flatMap(({ table, events }) => events.map((event) => sheetDoc(table.sheetId, event))),
  ];
}

const pointsOf = (view: NightView) =>
  rankingRows(view.ranking ?? fail()).map((row) => [row.playerId, row.seegerFabian]);

function fail(): never {
  throw new Error('no ranking');
}

/** A fetch that counts its requests. */
function counting(): { fetch: Fetch; count: () => number } {
  let count = 0;
  return {
    fetch: (url, init) => {
      count += 1;
      return fetch(url, init);
    },
    count: () => count,
  };
}

let nightDb = '';
beforeAll(async () => {
  const other = tablesOf(SETUP, 0, 'ffffffff')[0];
  if (!other) throw new Error('a table');
  // More than a page of malformed documents in the sheets' range, before the real ones.
  const junk = Array.from({ length: FEED_PAGE + 50 }, (_, i) => ({
    _id: `${nightSheetsRange(KEY).startkey}0000-junk-${String(i).padStart(5, '0')}`,
    note: 'not an event',
  }));
  nightDb = await database(server().url, 'club', [
    ...nightDocs(),
    ...junk,
    // Another night's sheet, and a malformed night document.
    ...playedSheet(other, SETUP, 3).events.map((event) => sheetDoc(other.sheetId, event)),
    { _id: nightDocId(KEY, 'x', 'director'), nightId: KEY, author: 'director', event: {} },
  ]);
}, 60_000);

describe('readNight', () => {
  test('reads the night and its sheets, paged, and passes over what is not of it', async () => {
    const access: ClubAccess = { server: nightDb, name: 'director' };
    const read = await readNight(access, KEY);
    if (!read.ok) throw new Error(read.errors.join());
    expect(read.value.night.setup?.name).toBe('Clubabend');
    expect(read.value.progress.map((table) => table.deals)).toEqual([3, 3]);
    expect(read.value.night.ignored).toEqual([]);
    expect(pointsOf(read.value).some(([, points]) => points !== 0)).toBe(true);
  });

  test('no server: offline', async () => {
    const read = await readNight({ server: 'http://127.0.0.1:6178/club', name: 'x' }, KEY);
    expect(read).toEqual({ ok: false, errors: ['offline'] });
  });
});

describe('watchNight', () => {
  test('a deal written after the watch started arrives; stop() ends the requests', async () => {
    const fetcher = counting();
    const access: ClubAccess = { server: nightDb, name: 'director', fetch: fetcher.fetch };
    const views: [NightView, FeedStatus][] = [];
    const watch = watchNight(access, KEY, (view, status) => views.push([view, status]));
    await until(() => views.some(([, status]) => status === 'live'));
    const first = views.at(-1)?.[0] ?? fail();
    expect(first.progress.map((table) => table.deals)).toEqual([3, 3]);

    const [{ table, log }] = SHEETS as [(typeof SHEETS)[number]];
    const deal = log.add({ kind: 'deal-added', dealId: uid(), deal: clubs(1) });
    await write(server().url, 'club', [sheetDoc(table.sheetId, deal)]);
    await until(() => views.at(-1)?.[0].progress[0]?.deals === 4, 20_000);
    const latest = views.at(-1) ?? fail();
    expect(latest[1]).toBe('live');
    expect(pointsOf(latest[0])).not.toEqual(pointsOf(first));

    // A long poll is waiting now: stop() ends it and nothing more is asked.
    const started = Date.now();
    await watch.stop();
    expect(Date.now() - started).toBeLessThan(5_000);
    const count = fetcher.count();
    const seen = views.length;
    await write(server().url, 'club', [
      sheetDoc(table.sheetId, log.add({ kind: 'deal-added', dealId: uid(), deal: clubs(2) })),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(fetcher.count()).toBe(count);
    expect(views.length).toBe(seen);
  }, 60_000);

  test("a counted deal's second version (its author's branch) counts nowhere, live and read again", async () => {
    const views: [NightView, FeedStatus][] = [];
    const watch = watchNight({ server: nightDb, name: 'director' }, KEY, (view, status) =>
      views.push([view, status]),
    );
    try {
      await until(() => views.some(([, status]) => status === 'live'));
      expect(views.at(-1)?.[0].progress[1]?.deals).toBe(3);
      const [, { table, events }] = SHEETS as [unknown, (typeof SHEETS)[number]];
      const deal = events.findLast((event) => event.change.kind === 'deal-added') ?? fail();
      const original = sheetDoc(table.sheetId, deal);
      const branch = {
        ...original,
        // Another time of the same deal: any second version is one too many.
        event: { ...original.event, at: original.event.at + 1 },
        _rev: `1-${'f'.repeat(32)}`,
      };
      // As CouchDB 3 takes it from the author: a replicated write, validated as a new document.
      const written = await call({ url: server().url } as LocalServer, 'POST', '/club/_bulk_docs', {
        body: { new_edits: false, docs: [branch] },
      });
      expect(written.status).toBe(201);
      await until(() => views.at(-1)?.[0].progress[1]?.deals === 2, 20_000);
      const read = await readNight({ server: nightDb, name: 'director' }, KEY);
      if (!read.ok) throw new Error(read.errors.join());
      expect(read.value.progress[1]?.deals).toBe(2);
      expect(pointsOf(read.value)).toEqual(pointsOf(views.at(-1)?.[0] ?? fail()));
    } finally {
      await watch.stop();
    }
  }, 60_000);

  describe('a server that is away', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'night-feed-'));
    let away: LocalServer | undefined;
    afterAll(async () => {
      await away?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    test('gives offline, and the watch recovers when it is back', async () => {
      away = await startLocalServer({ ports: OFFLINE_PORTS, startTimeoutMs: 60_000, dataDir });
      const port = away.port;
      const db = await database(away.url, 'club', nightDocs());
      await away.stop();
      away = undefined;

      const views: [NightView, FeedStatus][] = [];
      const watch = watchNight({ server: db, name: 'director' }, KEY, (view, status) =>
        views.push([view, status]),
      );
      try {
        await until(() => views.some(([, status]) => status === 'offline'));
        expect(views.at(-1)?.[0].progress).toEqual([]);
        away = await startLocalServer({ ports: [port], startTimeoutMs: 60_000, dataDir });
        await until(() => views.at(-1)?.[1] === 'live', 30_000);
        expect(views.at(-1)?.[0].progress.map((table) => table.deals)).toEqual([3, 3]);
      } finally {
        await watch.stop();
      }
    }, 90_000);
  });
});
