// A phone's local PouchDB store that fails under a live sheet (docs/pouchdb-adapter.md): the sheet
// stops and says so (onStoreFailed), and a new store started with `fetchFirst` is filled from the
// server and the log: the deal entered meanwhile reaches the server, and the other member's events
// are not sent again under this member's name. Against the real club server (CouchDB 3.5); the
// local stores use the memory adapter (phones.ts says why), made to fail by destroying them.
import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { addDeal } from '../../../src/db/deals';
import { startLiveSheet, type LiveSheet } from '../../../src/sync/live/live';
import { clubsWon, expectOk, grandLost, PASSED } from '../../support/db-fixtures';
import { dealsOf, eventIdOfDoc, logIds, MemoryPouch, phone, remote, serverDocIds } from '../phones';
import { ADMIN, ANNA, BEN, sharedSheet, syncServerForFile, until } from '../sync-server';
import type { Phone } from '../phones';

const server = syncServerForFile(2);

function live(p: Phone, sheetId: string, more: { fetchFirst?: boolean; failed?: () => void }) {
  return startLiveSheet({
    PouchDB: MemoryPouch,
    database: p.database,
    local: p.local,
    remote: remote(server().url, p.login),
    sheetId,
    author: p.login.name,
    ...(more.fetchFirst ? { fetchFirst: true } : {}),
    ...(more.failed ? { onStoreFailed: more.failed } : {}),
  });
}

describe('a local store that fails', () => {
  test('stops the sheet and is told; a new store (fetch first) sends the deal, and nothing under another name', async () => {
    const anna = phone(ANNA);
    const ben = phone(BEN);
    const sheetId = await sharedSheet(anna.database);
    let annaLive: LiveSheet = live(anna, sheetId, {});
    await until(() => annaLive.status().state === 'synced');
    ben.live = live(ben, sheetId, {});
    await until(async () => (await dealsOf(ben, sheetId)).length === 1);
    expectOk(await addDeal(sheetId, PASSED, ben.database));
    await until(async () => (await dealsOf(anna, sheetId)).length === 2, 20_000);

    // The store fails underneath (destroyed while the sheet is live): the next pass is told so.
    let failures = 0;
    await annaLive.stop();
    annaLive = live(anna, sheetId, { failed: () => (failures += 1) });
    await until(() => annaLive.status().state === 'synced');
    await anna.local.destroy();
    expectOk(await addDeal(sheetId, grandLost(1), anna.database));
    await until(() => failures === 1);
    await annaLive.mirror();
    expect(failures).toBe(1);

    // Rebuilt: a new, empty store; the server's documents first, then the log's events it lacks.
    anna.local = new MemoryPouch(`local-${crypto.randomUUID()}`, { adapter: 'memory' });
    annaLive = live(anna, sheetId, { fetchFirst: true });
    expectOk(await addDeal(sheetId, clubsWon(2), anna.database));
    const annaEvents = await logIds(anna, sheetId);
    await until(async () => {
      const ids = await serverDocIds(server().url, ADMIN, sheetId);
      return annaEvents.every((id) => ids.some((doc) => eventIdOfDoc(doc) === id));
    }, 30_000);
    await until(() => annaLive.status().state === 'synced', 30_000);
    const ids = await serverDocIds(server().url, ADMIN, sheetId);
    // 3 start events and Anna's deal 1 and the two since, Ben's deal: each once, under its author.
    expect(ids).toHaveLength(3 + 3 + 1);
    expect(new Set(ids.map(eventIdOfDoc)).size).toBe(ids.length);
    expect(ids.filter((id) => id.endsWith(':by:ben'))).toHaveLength(1);
    await until(async () => (await dealsOf(ben, sheetId)).length === 4, 20_000);
    expect(await dealsOf(ben, sheetId)).toEqual(await dealsOf(anna, sheetId));
    await annaLive.stop();
    await ben.live.stop();
  }, 120_000);
});
