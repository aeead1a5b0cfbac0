// Stopping, the club's sheets and removing one, against the real club server (Apache CouchDB 3.5 set
// up by club-setup with two members and a club admin, on ports 6101–6104): a phone that stops
// sharing keeps its copy and sends nothing more; a member sees every sheet of the club, a page at
// a time, and joins one from there; only a club admin removes a sheet from the server, and the
// phones that have it keep it whole, write nothing of it back, and do not stumble on the deletions.
import 'fake-indexeddb/auto';
import PouchDB from 'pouchdb-core';
import http from 'pouchdb-adapter-http';
import memory from 'pouchdb-adapter-memory';
import replication from 'pouchdb-replication';
import { beforeAll, describe, expect, test } from 'vitest';
import { eventDoc } from '../../../src/sync/protocol/event-doc';
import { clubSetup } from '../../../scripts/club/setup';
import type { Result } from '../../../src/domain/result';
import { upgradeRules } from '../../../src/domain/legacy/table-rules';
import type { SkatDatabase } from '../../../src/db/database';
import { addDeal } from '../../../src/db/deals';
import { loadSheet, storedEventsOf } from '../../../src/db/sheet-log';
import { createSheet } from '../../../src/db/sheets';
import { mirrorSheet } from '../../../src/sync/live/bridge';
import {
  CLUB_SHEETS_PAGE,
  clubSheets,
  isClubAdmin,
  removeClubSheet,
  type ClubAccess,
  type ClubSheet,
} from '../../../src/sync/club/club-sheets';
import { startLiveSheet, type LiveSheet } from '../../../src/sync/live/live';
import type { Pouch, PouchStatic } from '../../../src/sync/pouch-types';
import { shareSheet } from '../../../src/sync/live/share';
import { startEvents } from '../../../src/sync/live/sheet-start';
import type { SyncStatus } from '../../../src/sync/live/status';
import { call, clubServerForFile } from '../../club/club-server';
import {
  clubsWon,
  expectOk,
  freshDatabase,
  grandLost,
  RULES_3,
  THREE_PLAYERS,
} from '../../support/db-fixtures';
import { ADMIN, ANNA, BEN, CLUB, sessionOf, until } from '../sync-server';
import { sheetDocRange } from '../../../src/sync/protocol/ids';

const PORTS = [6101, 6102, 6103, 6104];
const CLARA = { name: 'clara', password: 'clara-secret' };
const Pouch = (PouchDB as PouchStatic).plugin(memory).plugin(http).plugin(replication);
const server = clubServerForFile(0, PORTS);
beforeAll(async () => {
  await clubSetup({
    url: server().url,
    admin: ADMIN,
    club: CLUB,
    members: [ANNA, BEN],
    clubAdmins: [CLARA],
  });
}, 60_000);

type Member = { name: string; password: string };

/** The member's access to the club as the app has it: the session cookie, no password. */
const clubLogin = (member: Member): Promise<ClubAccess> => sessionOf(server().url, CLUB, member);

interface Phone {
  readonly database: SkatDatabase;
  readonly local: Pouch;
  readonly login: Member;
  live?: LiveSheet;
  statuses: SyncStatus[];
  removed: string[];
}

function phone(login: Member): Phone {
  return {
    database: freshDatabase(),
    local: new Pouch(`local-${crypto.randomUUID()}`, { adapter: 'memory' }),
    login,
    statuses: [],
    removed: [],
  };
}

function goOnline(p: Phone, sheetId: string): void {
  p.live = startLiveSheet({
    PouchDB: Pouch,
    database: p.database,
    local: p.local,
    remote: new Pouch(`${server().url}/${CLUB}`, {
      adapter: 'http',
      skip_setup: true,
      auth: { username: p.login.name, password: p.login.password },
    }),
    sheetId,
    author: p.login.name,
    onStatus: (status) => p.statuses.push(status),
    onRemoved: (removed) => p.removed.push(removed),
  });
}

async function sharedSheet(p: Phone, name: string, deals = 1): Promise<string> {
  const sheet = expectOk(
    await createSheet(
      { playerNames: THREE_PLAYERS, setup: upgradeRules(RULES_3), name },
      p.database,
    ),
  );
  for (let deal = 0; deal < deals; deal++)
    expectOk(await addDeal(sheet.id, clubsWon(deal % 3), p.database));
  expectOk(await shareSheet(p.database, sheet.id));
  return sheet.id;
}

/** The sheet's documents on the server (what a member reads). */
async function serverIds(sheetId: string): Promise<string[]> {
  const query = new URLSearchParams(
    Object.entries(sheetDocRange(sheetId)).map(([key, id]) => [key, JSON.stringify(id)]),
  );
  const answer = await call(server(), 'GET', `/${CLUB}/_all_docs?${query}`, {
    login: `${ANNA.name}:${ANNA.password}`,
  });
  return ((answer.body as { rows: { id: string }[] }).rows ?? []).map((row) => row.id);
}

const dealsOf = async (p: Phone, sheetId: string) =>
  (await loadSheet(p.database, sheetId))?.deals.map((deal) => deal.deal) ?? [];

const logIds = async (p: Phone, sheetId: string) =>
  (await storedEventsOf(p.database, sheetId)).map((event) => event.id).sort();

async function allClubSheets(member: Member): Promise<ClubSheet[]> {
  const sheets: ClubSheet[] = [];
  let page = expectOk(await clubSheets(await clubLogin(member)));
  sheets.push(...page.sheets);
  for (let pages = 0; page.next && pages < 20; pages++) {
    page = expectOk(await clubSheets(await clubLogin(member), page.next));
    sheets.push(...page.sheets);
  }
  return sheets;
}

function found<T>(value: T | undefined): Result<T, string> {
  return value === undefined ? { ok: false, errors: ['missing'] } : { ok: true, value };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('stopping to share', () => {
  test('a phone that stops keeps its copy and sends nothing more; the other phone goes on', async () => {
    const anna = phone(ANNA);
    const ben = phone(BEN);
    const sheetId = await sharedSheet(anna, 'Stopped night');
    goOnline(anna, sheetId);
    goOnline(ben, sheetId);
    await until(async () => (await dealsOf(ben, sheetId)).length === 1);
    await until(() => ben.live?.status().state === 'synced');

    // Ben stops sharing: his replication ends (sync/club/session.ts stopSharing does this, and
    // forgets that the sheet is shared); his sheet stays as it was.
    const before = await dealsOf(ben, sheetId);
    ben.live?.stop();
    const onServer = await serverIds(sheetId);
    expectOk(await addDeal(sheetId, grandLost(1), ben.database));
    expectOk(await addDeal(sheetId, clubsWon(2), anna.database));
    await until(async () => (await serverIds(sheetId)).length === onServer.length + 1);
    await until(() => anna.live?.status().state === 'synced');
    await pause(1_000);
    // Anna's deal reached the server, Ben's did not; Ben's list is his own, unchanged by Anna's.
    const after = await serverIds(sheetId);
    expect(after.filter((id) => id.endsWith(':by:ben'))).toEqual([]);
    expect(after).toHaveLength(onServer.length + 1);
    expect(await dealsOf(ben, sheetId)).toEqual([...before, grandLost(1)]);
    expect(await dealsOf(anna, sheetId)).toEqual([...before, clubsWon(2)]);
    anna.live?.stop();
  }, 60_000);
});

describe("the club's sheets", () => {
  test("two sheets Anna shared show on Ben's list; opening one gives Ben the sheet with its deals", async () => {
    const anna = phone(ANNA);
    const first = await sharedSheet(anna, 'Tuesday table 1', 2);
    const second = await sharedSheet(anna, 'Tuesday table 2', 3);
    goOnline(anna, first);
    await until(() => anna.live?.status().state === 'synced');
    anna.live?.stop();
    goOnline(anna, second);
    await until(() => anna.live?.status().state === 'synced');
    anna.live?.stop();

    const listed = await allClubSheets(BEN);
    const started = (await anna.database.sheets.get(first))?.createdAt;
    expect(listed.find((sheet) => sheet.sheetId === first)).toEqual({
      sheetId: first,
      name: 'Tuesday table 1',
      players: THREE_PLAYERS,
      startedAt: started,
      deals: 2,
    });
    expect(listed.find((sheet) => sheet.sheetId === second)).toMatchObject({
      name: 'Tuesday table 2',
      players: THREE_PLAYERS,
      deals: 3,
    });

    // Opening it on Ben's phone: its join, live.
    const ben = phone(BEN);
    goOnline(ben, second);
    await until(async () => (await dealsOf(ben, second)).length === 3);
    expect((await loadSheet(ben.database, second))?.sheet.name).toBe('Tuesday table 2');
    expect(await dealsOf(ben, second)).toEqual(await dealsOf(anna, second));
    ben.live?.stop();
  }, 60_000);

  test('read a page at a time, newest first, each sheet once', async () => {
    // More sheets than a page: their start events written straight to the server as Anna's.
    const anna = phone(ANNA);
    const docs = [];
    const made: string[] = [];
    for (let i = 0; i < CLUB_SHEETS_PAGE + 3; i++) {
      const sheet = expectOk(
        await createSheet(
          { playerNames: THREE_PLAYERS, setup: upgradeRules(RULES_3), name: `Paged ${i}` },
          anna.database,
        ),
      );
      made.push(sheet.id);
      docs.push(...startEvents(sheet).map((event) => eventDoc(sheet.id, ANNA.name, event)));
    }
    const written = await call(server(), 'POST', `/${CLUB}/_bulk_docs`, {
      body: { docs },
      login: `${ANNA.name}:${ANNA.password}`,
    });
    expect(written.status).toBe(201);

    const firstPage = expectOk(await clubSheets(await clubLogin(BEN)));
    expect(firstPage.sheets.length).toBeLessThanOrEqual(CLUB_SHEETS_PAGE);
    expect(firstPage.next).not.toBeNull();
    const listed = await allClubSheets(BEN);
    const ids = listed.map((sheet) => sheet.sheetId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(made));
    const times = listed.map((sheet) => sheet.startedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  }, 60_000);
});

describe('removing a sheet from the server', () => {
  test('only a club admin removes it; the phones keep it whole and write nothing of it back', async () => {
    const anna = phone(ANNA);
    const ben = phone(BEN);
    const sheetId = await sharedSheet(anna, 'Removed night', 2);
    const other = await sharedSheet(anna, 'Kept night');
    const otherStart = startEvents(expectOk(await anna.database.sheets.get(other).then(found)));
    expect(
      (
        await call(server(), 'POST', `/${CLUB}/_bulk_docs`, {
          body: { docs: otherStart.map((event) => eventDoc(other, ANNA.name, event)) },
          login: `${ANNA.name}:${ANNA.password}`,
        })
      ).status,
    ).toBe(201);
    goOnline(anna, sheetId);
    goOnline(ben, sheetId);
    await until(async () => (await dealsOf(ben, sheetId)).length === 2);
    expectOk(await addDeal(sheetId, grandLost(2), ben.database));
    await until(
      () => anna.live?.status().state === 'synced' && ben.live?.status().state === 'synced',
    );
    await until(async () => (await dealsOf(anna, sheetId)).length === 3);
    const annaLog = await logIds(anna, sheetId);
    const benLog = await logIds(ben, sheetId);
    const stored = await serverIds(sheetId);
    expect(stored.length).toBeGreaterThan(0);

    // A member may not: refused with the design document's code, nothing deleted.
    expect(expectOk(await isClubAdmin(await clubLogin(BEN)))).toBe(false);
    expect(await removeClubSheet(await clubLogin(BEN), sheetId)).toEqual({
      ok: false,
      errors: ['event-immutable'],
    });
    const path = `/${CLUB}/${encodeURIComponent(stored[0] ?? '')}`;
    const ben_ = `${BEN.name}:${BEN.password}`;
    const rev = ((await call(server(), 'GET', path, { login: ben_ })).body as { _rev: string })
      ._rev;
    const refused = await call(server(), 'DELETE', `${path}?rev=${rev}`, { login: ben_ });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: 'forbidden', reason: 'event-immutable' });
    expect(await serverIds(sheetId)).toEqual(stored);

    // The club admin may: every document of the sheet deleted, the other sheet untouched.
    expect(expectOk(await isClubAdmin(await clubLogin(CLARA)))).toBe(true);
    expect(expectOk(await removeClubSheet(await clubLogin(CLARA), sheetId))).toBe(stored.length);
    expect(await serverIds(sheetId)).toEqual([]);
    const listed = (await allClubSheets(BEN)).map((sheet) => sheet.sheetId);
    expect(listed).not.toContain(sheetId);
    expect(listed).toContain(other);

    // The deletions reach both phones: sharing ends there, their logs stay whole, and nothing
    // is written back to the server.
    await until(
      () => anna.live?.status().state === 'removed' && ben.live?.status().state === 'removed',
    );
    expect(anna.removed).toEqual([sheetId]);
    expect(ben.removed).toEqual([sheetId]);
    await pause(1_500);
    expect(await serverIds(sheetId)).toEqual([]);
    expect(await logIds(anna, sheetId)).toEqual(annaLog);
    expect(await logIds(ben, sheetId)).toEqual(benLog);
    expect(await dealsOf(ben, sheetId)).toEqual(await dealsOf(anna, sheetId));

    // The bridge, run again over the local database with the deletions in it, takes nothing in.
    const pass = expectOk(
      await mirrorSheet({
        database: ben.database,
        local: ben.local,
        sheetId,
        author: BEN.name,
        mayWrite: () => false,
      }),
    );
    expect(pass).toMatchObject({ written: [], added: 0, refused: [] });
    expect(await logIds(ben, sheetId)).toEqual(benLog);
  }, 60_000);
});
