// Issue 34, item 5: a member's phone writes its events into numbered slots of its own
// (protocol/ids.ts eventSlotDocId, sync/live/device-slot.ts): it claims a device slot once per
// sheet on the server and reads the claim back, numbers its events on from what its slot holds,
// and finds its claim again after a restart and after its local store was rebuilt. Another phone
// of the same login takes another slot; past the bound the sheet is refused. Against Apache
// CouchDB 3.5 on 127.0.0.1, ports 6711–6714.
import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, test } from 'vitest';
import { addDeal } from '../../../src/db/deals';
import { deviceId } from '../../../src/db/device';
import { MAX_DEVICE_SLOTS } from '../../../src/sync/protocol/bounds';
import {
  deviceClaimDocId,
  eventSlotOfDocId,
  eventSlotRevision,
  fixedRevision,
  sheetDocRange,
} from '../../../src/sync/protocol/ids';
import { clubServerForFile } from '../../club/club-server';
import { clubsWon, expectOk, grandLost, PASSED } from '../../support/db-fixtures';
import { dealsOf, goOffline, goOnline, logIds, MemoryPouch, phone, remote } from '../phones';
import type { Phone } from '../phones';
import { startLiveSheet } from '../../../src/sync/live/live';
import { clubSetup } from '../../../scripts/club/setup';
import { ADMIN, ANNA, BEN, CLUB, sharedSheet, until } from '../sync-server';

const server = clubServerForFile(0, [6711, 6712, 6713, 6714]);
const url = () => server().url;

beforeAll(async () => {
  await clubSetup({ url: url(), admin: ADMIN, club: CLUB, members: [ANNA, BEN] });
}, 60_000);

interface ServerDoc {
  readonly id: string;
  readonly rev: string;
  readonly device?: unknown;
  readonly eventId?: unknown;
}

/** The sheet's documents on the server, as an admin reads them. */
async function serverDocs(sheetId: string): Promise<ServerDoc[]> {
  const { rows } = await remote(url(), ADMIN).allDocs({
    ...sheetDocRange(sheetId),
    include_docs: true,
  });
  return rows.map((row) => ({
    id: row.id,
    rev: row.value?.rev ?? '',
    device: row.doc?.device,
    eventId: (row.doc?.event as { id?: unknown } | undefined)?.id,
  }));
}

/** Each slot number of `author`'s device slot `slot` on the server, sorted. */
function numbersIn(docs: readonly ServerDoc[], author: string, slot: number): number[] {
  return docs
    .flatMap((doc) => {
      const parts = eventSlotOfDocId(doc.id);
      return parts && parts.author === author && parts.device === slot ? [parts.n] : [];
    })
    .sort((a, b) => a - b);
}

/** The claims on the server of `author`'s device slots: slot → device. */
function claimsIn(docs: readonly ServerDoc[], sheetId: string, author: string): unknown[] {
  return Array.from(
    { length: MAX_DEVICE_SLOTS },
    (_, k) => docs.find((doc) => doc.id === deviceClaimDocId(sheetId, author, k))?.device,
  );
}

/** Waits until the phone's log holds `events` events and it says synced. */
async function synced(p: Phone, sheetId: string, events: number): Promise<void> {
  await until(async () => (await logIds(p, sheetId)).length === events, 30_000);
  await until(() => p.live?.status().state === 'synced', 30_000);
}

describe('a phone writes its events into its own slots', () => {
  test('one claim read back; numbers go on after a restart and a rebuilt store; another phone, another slot', async () => {
    const anna = phone(ANNA);
    const sheetId = await sharedSheet(anna.database);
    const annasDevice = await deviceId(anna.database);
    goOnline(anna, url(), sheetId);
    // 3 start events and the first deal.
    await synced(anna, sheetId, 4);
    let docs = await serverDocs(sheetId);
    expect(claimsIn(docs, sheetId, ANNA.name)).toEqual([
      annasDevice,
      undefined,
      undefined,
      undefined,
    ]);
    const claim = docs.find((doc) => doc.id === deviceClaimDocId(sheetId, ANNA.name, 0));
    expect(claim?.rev).toBe(fixedRevision(0));
    // Every event in slot 0, numbered from 0, each under the revision its id fixes.
    expect(docs.filter((doc) => doc.id.includes(':event:'))).toEqual([]);
    expect(numbersIn(docs, ANNA.name, 0)).toEqual([0, 1, 2, 3]);
    for (const doc of docs.filter((one) => eventSlotOfDocId(one.id)))
      expect(doc.rev).toBe(eventSlotRevision(0, eventSlotOfDocId(doc.id)?.n ?? -1));

    // A restart (the same store): the claim found there, the numbers go on.
    goOffline(anna);
    expectOk(await addDeal(sheetId, PASSED, anna.database));
    goOnline(anna, url(), sheetId);
    await synced(anna, sheetId, 5);
    await until(async () => numbersIn(await serverDocs(sheetId), ANNA.name, 0).length === 5);

    // A store rebuilt empty (fetch first): the claim found on the server by this phone's device,
    // the numbers go on after those the server holds.
    goOffline(anna);
    anna.local = new MemoryPouch(`local-${crypto.randomUUID()}`, { adapter: 'memory' });
    expectOk(await addDeal(sheetId, grandLost(1), anna.database));
    anna.live = startLiveSheet({
      PouchDB: MemoryPouch,
      database: anna.database,
      local: anna.local,
      remote: remote(url(), ANNA),
      sheetId,
      author: ANNA.name,
      fetchFirst: true,
    });
    await synced(anna, sheetId, 6);
    await until(async () => numbersIn(await serverDocs(sheetId), ANNA.name, 0).length === 6);
    docs = await serverDocs(sheetId);
    expect(numbersIn(docs, ANNA.name, 0)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(claimsIn(docs, sheetId, ANNA.name)).toEqual([
      annasDevice,
      undefined,
      undefined,
      undefined,
    ]);

    // A second phone of Anna's login: slot 0 is taken, it claims slot 1 and writes there.
    const annasTablet = phone(ANNA);
    goOnline(annasTablet, url(), sheetId);
    await synced(annasTablet, sheetId, 6);
    expectOk(await addDeal(sheetId, clubsWon(2), annasTablet.database));
    await synced(anna, sheetId, 7);
    docs = await serverDocs(sheetId);
    const tablets = await deviceId(annasTablet.database);
    expect(claimsIn(docs, sheetId, ANNA.name)).toEqual([
      annasDevice,
      tablets,
      undefined,
      undefined,
    ]);
    expect(numbersIn(docs, ANNA.name, 1)).toEqual([0]);
    expect(numbersIn(docs, ANNA.name, 0)).toHaveLength(6);
    expect(await dealsOf(annasTablet, sheetId)).toEqual(await dealsOf(anna, sheetId));
    goOffline(anna);
    goOffline(annasTablet);
  }, 180_000);

  test('two phones claiming at once get two slots; a phone past the last slot is refused', async () => {
    const anna = phone(ANNA);
    const sheetId = await sharedSheet(anna.database);
    goOnline(anna, url(), sheetId);
    await synced(anna, sheetId, 4);
    // Two more phones of Anna's join, each enters a deal offline, and both come back at once:
    // both claim the first free slot at the same moment, and the server keeps one claim.
    const two = [phone(ANNA), phone(ANNA)];
    for (const p of two) goOnline(p, url(), sheetId);
    await Promise.all(two.map((p) => synced(p, sheetId, 4)));
    for (const p of two) goOffline(p);
    for (const p of two) expectOk(await addDeal(sheetId, PASSED, p.database));
    for (const p of two) goOnline(p, url(), sheetId);
    await synced(anna, sheetId, 6);
    const docs = await serverDocs(sheetId);
    const devices = await Promise.all([anna, ...two].map((p) => deviceId(p.database)));
    const claims = claimsIn(docs, sheetId, ANNA.name);
    expect(claims[0]).toBe(devices[0]);
    expect(new Set(claims.slice(1, 3))).toEqual(new Set(devices.slice(1)));
    expect(numbersIn(docs, ANNA.name, 1)).toEqual([0]);
    expect(numbersIn(docs, ANNA.name, 2)).toEqual([0]);

    // A fourth takes the last slot; a fifth finds none and is refused, its deal kept here.
    const fourth = phone(ANNA);
    goOnline(fourth, url(), sheetId);
    await synced(fourth, sheetId, 6);
    expectOk(await addDeal(sheetId, PASSED, fourth.database));
    await synced(anna, sheetId, 7);
    const fifth = phone(ANNA);
    goOnline(fifth, url(), sheetId);
    await until(async () => (await logIds(fifth, sheetId)).length === 7, 30_000);
    expectOk(await addDeal(sheetId, PASSED, fifth.database));
    await until(() => fifth.live?.status().state === 'refused', 30_000);
    expect(fifth.live?.status()).toMatchObject({ code: 'sheet-writes-spent' });
    // The two that raced hold slots 1 and 2 in either order; the fourth the last one.
    const held = claimsIn(await serverDocs(sheetId), sheetId, ANNA.name);
    expect(held[0]).toBe(devices[0]);
    expect(new Set(held.slice(1, 3))).toEqual(new Set(devices.slice(1)));
    expect(held[3]).toBe(await deviceId(fourth.database));
    for (const p of [anna, ...two, fourth, fifth]) goOffline(p);
  }, 180_000);
});
