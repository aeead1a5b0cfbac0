// Two phones on one shared sheet, through the real club server (Apache CouchDB 3.5 set up by
// club-setup): two Dexie databases (fake-indexeddb) and two local PouchDBs. PouchDB's indexeddb
// adapter fails under fake-indexeddb (DataCloneError), so the local PouchDBs here use the memory
// adapter; the browser test runs the indexeddb one.
import 'fake-indexeddb/auto';
import PouchDB from 'pouchdb-core';
import http from 'pouchdb-adapter-http';
import memory from 'pouchdb-adapter-memory';
import replication from 'pouchdb-replication';
import { describe, expect, test } from 'vitest';
import { upgradeRules } from '../../../src/domain/legacy/table-rules';
import type { SkatDatabase } from '../../../src/db/database';
import { keepVersion, thisDeviceId } from '../../../src/db/conflicts';
import { addDeal, voidDeal } from '../../../src/db/deals';
import { loadSheet, storedEventsOf } from '../../../src/db/sheet-log';
import { createSheet } from '../../../src/db/sheets';
import { startLiveSheet, type LiveSheet } from '../../../src/sync/live/live';
import type { Pouch, PouchStatic } from '../../../src/sync/pouch-types';
import { shareSheet } from '../../../src/sync/live/share';
import type { SyncStatus } from '../../../src/sync/live/status';
import {
  clubsWon,
  expectOk,
  freshDatabase,
  grandLost,
  PASSED,
  RULES_3,
  THREE_PLAYERS,
} from '../../support/db-fixtures';
import { ANNA, BEN, CLUB, syncServerForFile, until } from '../sync-server';
import { sheetDocRange } from '../../../src/sync/protocol/ids';

const Pouch = (PouchDB as PouchStatic).plugin(memory).plugin(http).plugin(replication);
const server = syncServerForFile(0);

interface Phone {
  readonly database: SkatDatabase;
  readonly local: Pouch;
  readonly login: { name: string; password: string };
  live?: LiveSheet;
  statuses: SyncStatus[];
}

function phone(login: { name: string; password: string }): Phone {
  return {
    database: freshDatabase(),
    local: new Pouch(`local-${crypto.randomUUID()}`, { adapter: 'memory' }),
    login,
    statuses: [],
  };
}

function remote(login: { name: string; password: string }, url = server().url): Pouch {
  return new Pouch(`${url}/${CLUB}`, {
    adapter: 'http',
    skip_setup: true,
    auth: { username: login.name, password: login.password },
  });
}

function goOnline(p: Phone, sheetId: string, url?: string): void {
  p.live = startLiveSheet({
    PouchDB: Pouch,
    database: p.database,
    local: p.local,
    remote: remote(p.login, url),
    sheetId,
    author: p.login.name,
    onStatus: (status) => p.statuses.push(status),
  });
}

function goOffline(p: Phone): void {
  p.live?.stop();
  p.live = undefined;
}

async function logIds(p: Phone, sheetId: string): Promise<string[]> {
  return (await storedEventsOf(p.database, sheetId)).map((event) => event.id).sort();
}

/** The open conflicts as a phone shows them: each version's event, deal and whose phone wrote it. */
async function conflictsOf(p: Phone, sheetId: string, benDevice: string | null) {
  const loaded = await loadSheet(p.database, sheetId);
  return (loaded?.folded.conflicts ?? []).map((conflict) =>
    conflict.versions.map((version) => ({
      eventId: version.id,
      author: version.device === benDevice ? 'ben' : 'anna',
      deal: version.change.kind === 'deal-added' ? version.change.deal : null,
    })),
  );
}

async function dealsOf(p: Phone, sheetId: string) {
  return (await loadSheet(p.database, sheetId))?.deals.map((deal) => [deal.id, deal.deal]) ?? [];
}

describe('two phones on one shared sheet', () => {
  test('deals entered offline on both phones end in identical logs, nothing lost or doubled; the deal both entered is decided once for both', async () => {
    const anna = phone(ANNA);
    const ben = phone(BEN);
    const sheet = expectOk(
      await createSheet(
        { playerNames: THREE_PLAYERS, setup: upgradeRules(RULES_3), name: 'Club night' },
        anna.database,
      ),
    );
    expectOk(await addDeal(sheet.id, clubsWon(0), anna.database));
    expectOk(await shareSheet(anna.database, sheet.id));
    goOnline(anna, sheet.id);
    await until(() => anna.live?.status().state === 'synced');

    // Ben joins: the sheet arrives, as started, with Anna's deal.
    goOnline(ben, sheet.id);
    await until(async () => (await dealsOf(ben, sheet.id)).length === 1);
    expect((await loadSheet(ben.database, sheet.id))?.sheet.name).toBe('Club night');
    expect(await dealsOf(ben, sheet.id)).toEqual(await dealsOf(anna, sheet.id));

    // Both offline, both enter deals.
    goOffline(anna);
    goOffline(ben);
    expectOk(await addDeal(sheet.id, PASSED, anna.database));
    const annaSecond = expectOk(await addDeal(sheet.id, grandLost(1), anna.database));
    expectOk(await addDeal(sheet.id, clubsWon(2), ben.database));
    expectOk(await voidDeal(sheet.id, annaSecond.id, anna.database));

    // Back online: the same log on both, each event once.
    goOnline(anna, sheet.id);
    goOnline(ben, sheet.id);
    await until(async () => {
      const [a, b] = await Promise.all([logIds(anna, sheet.id), logIds(ben, sheet.id)]);
      return a.length === b.length && a.join() === b.join();
    }, 20_000);
    await until(
      () => anna.live?.status().state === 'synced' && ben.live?.status().state === 'synced',
    );
    const ids = await logIds(anna, sheet.id);
    // 3 start events, Anna's 3 deals and a void, Ben's deal.
    expect(ids).toHaveLength(3 + 4 + 1);
    expect(new Set(ids).size).toBe(ids.length);
    expect(await dealsOf(ben, sheet.id)).toEqual(await dealsOf(anna, sheet.id));
    // Anna's second deal and Ben's were both entered as deal 2, neither knowing of the other:
    // both phones show the same conflict, Anna's (first in fold order) provisionally on the list.
    const benDevice = await thisDeviceId(ben.database);
    const annaConflicts = await conflictsOf(anna, sheet.id, benDevice);
    expect(annaConflicts).toEqual(await conflictsOf(ben, sheet.id, benDevice));
    expect(annaConflicts).toHaveLength(1);
    expect(annaConflicts[0]?.map((version) => version.deal)).toEqual(
      expect.arrayContaining([PASSED, clubsWon(2)]),
    );
    // The first version in fold order counts for now; Anna's voided grand stays third.
    const provisional = (await dealsOf(anna, sheet.id)).map(([, deal]) => deal);
    expect(provisional.slice(0, 2)).toEqual([clubsWon(0), annaConflicts[0]?.[0]?.deal]);
    expect(provisional[2]).toMatchObject({ kind: 'voided', deal: grandLost(1) });

    // Ben keeps his version; the decision reaches Anna, and both lists agree.
    const bens = annaConflicts[0]?.find((version) => version.author === 'ben');
    expectOk(await keepVersion(sheet.id, bens?.eventId ?? '', ben.database));
    await until(async () => (await conflictsOf(anna, sheet.id, benDevice)).length === 0, 20_000);
    expect(await conflictsOf(ben, sheet.id, benDevice)).toEqual([]);
    expect(await dealsOf(anna, sheet.id)).toEqual(await dealsOf(ben, sheet.id));
    expect((await dealsOf(anna, sheet.id)).map(([, deal]) => deal)).toEqual([
      clubsWon(0),
      clubsWon(2),
      provisional[2],
    ]);
    // The server holds each event once, authored by who made it: Ben's deal and his decision.
    await until(() => ben.live?.status().state === 'synced');
    const docs = await remote(ANNA).allDocs({
      ...sheetDocRange(sheet.id),
    });
    expect(docs.rows).toHaveLength(ids.length + 1);
    expect(docs.rows.filter((row) => row.id.endsWith(':by:ben'))).toHaveLength(2);
    goOffline(anna);
    goOffline(ben);
  }, 60_000);
});
