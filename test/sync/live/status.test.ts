// A shared sheet's status against the real club server: offline, a refused login, a write the
// server refuses (its code), and a document from the club that the app refuses to take in.
import 'fake-indexeddb/auto';
import PouchDB from 'pouchdb-core';
import http from 'pouchdb-adapter-http';
import memory from 'pouchdb-adapter-memory';
import replication from 'pouchdb-replication';
import { describe, expect, test } from 'vitest';
import type { SheetDeal } from '../../../src/domain/sheet-deal';
import type { SkatDatabase } from '../../../src/db/database';
import { addDeal } from '../../../src/db/deals';
import { storedEventsOf } from '../../../src/db/sheet-log';
import type { MirrorResult } from '../../../src/sync/live/bridge';
import { docOfEvent } from '../../../src/sync/protocol/event-doc';
import { startLiveSheet, type LiveSheet } from '../../../src/sync/live/live';
import type { Pouch, PouchStatic } from '../../../src/sync/pouch-types';
import { clubsWon, expectOk, freshDatabase } from '../../support/db-fixtures';
import { call } from '../../club/club-server';
import { ANNA, BEN, CLUB, syncServerForFile, sharedSheet, until } from '../sync-server';
import { sheetOfDocId } from '../../../src/sync/protocol/ids';

const Pouch = (PouchDB as PouchStatic).plugin(memory).plugin(http).plugin(replication);
const server = syncServerForFile(1);

const memoryPouch = () => new Pouch(`local-${crypto.randomUUID()}`, { adapter: 'memory' });

function clubPouch(login: { url?: string; name: string; password: string }): Pouch {
  return new Pouch(`${login.url ?? server().url}/${CLUB}`, {
    adapter: 'http',
    skip_setup: true,
    auth: { username: login.name, password: login.password },
  });
}

/** `local` and `unsent`: the same phone's, kept across a stop and a start. */
function live(
  database: SkatDatabase,
  sheetId: string,
  options: {
    url?: string;
    name: string;
    password: string;
    author?: string;
    local?: Pouch;
    unsent?: Set<string>;
  },
  onMirrored?: (result: MirrorResult) => void,
): LiveSheet {
  return startLiveSheet({
    PouchDB: Pouch,
    database,
    local: options.local ?? memoryPouch(),
    remote: clubPouch(options),
    sheetId,
    author: options.author ?? options.name,
    ...(options.unsent ? { unsent: options.unsent } : {}),
    ...(onMirrored ? { onMirrored } : {}),
  });
}

describe('sync status', () => {
  test('offline: no server at the address, the changes wait', async () => {
    const database = freshDatabase();
    const sheetId = await sharedSheet(database);
    // Nothing listens on 127.0.0.1:1.
    const sheet = live(database, sheetId, { ...ANNA, url: 'http://127.0.0.1:1' });
    try {
      // The three start events and the deal.
      await until(() => JSON.stringify(sheet.status()) === '{"state":"offline","waiting":4}');
    } finally {
      sheet.stop();
    }
  });

  test('offline, started again (the screen left and back): the changes still waiting all count', async () => {
    const database = freshDatabase();
    const sheetId = await sharedSheet(database);
    const phone = { local: memoryPouch(), unsent: new Set<string>() };
    // Nothing listens on 127.0.0.1:1.
    const offline = () => live(database, sheetId, { ...ANNA, url: 'http://127.0.0.1:1', ...phone });
    const first = offline();
    await until(() => JSON.stringify(first.status()) === '{"state":"offline","waiting":4}');
    await first.stop();
    // A deal entered while no replication runs (on the entry screen), then the sheet again.
    expectOk(await addDeal(sheetId, clubsWon(1), database));
    const again = offline();
    try {
      await until(() => JSON.stringify(again.status()) === '{"state":"offline","waiting":5}');
    } finally {
      await again.stop();
    }
  });

  test('synced once the server has every change', async () => {
    const database = freshDatabase();
    const sheetId = await sharedSheet(database);
    const sheet = live(database, sheetId, ANNA);
    try {
      await until(() => sheet.status().state === 'synced');
    } finally {
      sheet.stop();
    }
  });

  test('refused: not logged in (a 401: no session, or a wrong login) says "log in again"', async () => {
    const database = freshDatabase();
    const sheetId = await sharedSheet(database);
    const sheet = live(database, sheetId, { name: 'anna', password: 'wrong' });
    try {
      await until(() => {
        const status = sheet.status();
        return status.state === 'refused' && status.code === 'session-expired';
      });
    } finally {
      sheet.stop();
    }
  });

  test("refused with the server's code: events written as someone else", async () => {
    const database = freshDatabase();
    const sheetId = await sharedSheet(database);
    const sheet = live(database, sheetId, { ...BEN, author: 'anna' });
    try {
      await until(() => {
        const status = sheet.status();
        return status.state === 'refused' && status.code === 'author-not-user';
      });
      expect(sheet.status()).toMatchObject({ waiting: 4 });
    } finally {
      sheet.stop();
    }
  });

  test('refused, then the login put right: the refused changes go out after all', async () => {
    const database = freshDatabase();
    const sheetId = await sharedSheet(database);
    const phone = { local: memoryPouch(), unsent: new Set<string>(), author: ANNA.name };
    // The same phone, its session first Ben's while it writes as Anna, then Anna's again.
    const asAnna = (login: { name: string; password: string }) =>
      live(database, sheetId, { ...login, ...phone });
    const refused = asAnna(BEN);
    await until(() => {
      const status = refused.status();
      return status.state === 'refused' && status.code === 'author-not-user';
    });
    await refused.stop();
    // A push that goes on after a refusal moves its checkpoint past the refused documents
    // (PouchDB counts them as done): the same push once more, to its end, as Ben.
    await Pouch.replicate(phone.local, clubPouch(BEN), { selector: { sheetId } });
    const again = asAnna(ANNA);
    try {
      await until(() => again.status().state === 'synced');
      const stored = await call(server(), 'GET', `/${CLUB}/_all_docs`, {
        login: `${ANNA.name}:${ANNA.password}`,
      });
      const ids = (stored.body as { rows: { id: string }[] }).rows.map((row) => row.id);
      // The sheet's three start events and its deal, all on the server.
      expect(ids.filter((id) => sheetOfDocId(id) === sheetId)).toHaveLength(4);
    } finally {
      await again.stop();
    }
  });

  test('a document the server takes but the app does not is refused, the log unchanged', async () => {
    const database = freshDatabase();
    const sheetId = await sharedSheet(database);
    const before = await storedEventsOf(database, sheetId);
    // Ben writes, as himself, a deal no rules allow (99 tops): the server checks only the form.
    const bad = docOfEvent('ben', {
      id: crypto.randomUUID(),
      sheetId,
      device: crypto.randomUUID(),
      clock: 9,
      at: Date.UTC(2026, 10, 26, 21),
      change: {
        kind: 'deal-added',
        dealId: crypto.randomUUID(),
        deal: { ...clubsWon(1), tops: 99 } as SheetDeal,
      },
    });
    const put = await call(server(), 'PUT', `/${CLUB}/${encodeURIComponent(bad._id)}`, {
      body: bad,
      login: 'ben:ben-secret',
    });
    expect(put.status).toBe(201);
    const refusals: string[] = [];
    const sheet = live(database, sheetId, ANNA, (result) =>
      refusals.push(...result.refused.map((refused) => refused.code)),
    );
    try {
      await until(() => refusals.includes('deal-invalid'));
      await sheet.mirror();
      expect(await storedEventsOf(database, sheetId)).toEqual(before);
    } finally {
      sheet.stop();
    }
  });
});
