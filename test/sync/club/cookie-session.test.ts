// @vitest-environment jsdom
// The club login by CouchDB's cookie session, against the real server (CouchDB 3.5): logging
// in keeps no password anywhere (localStorage, IndexedDB), replication works with the session
// cookie alone, and a deleted or expired session says "log in again". Node keeps no cookies, so
// the browser's cookie store is a small jar here (one cookie: AuthSession).
import 'fake-indexeddb/auto';
import PouchDB from 'pouchdb-core';
import http from 'pouchdb-adapter-http';
import memory from 'pouchdb-adapter-memory';
import replication from 'pouchdb-replication';
import { afterEach, describe, expect, test } from 'vitest';
import { addDeal } from '../../../src/db/deals';
import { exportBackup } from '../../../src/io/backup';
import { startLiveSheet } from '../../../src/sync/live/live';
import { clubLogin, logIn, logOut, testConnection } from '../../../src/sync/club/login';
import type { Fetch } from '../../../src/sync/request';
import type { PouchStatic } from '../../../src/sync/pouch-types';
import { clubServerForFile, call } from '../../club/club-server';
import { clubSetup } from '../../../scripts/club/setup';
import { clubsWon, expectOk, freshDatabase } from '../../support/db-fixtures';
import { beforeAll } from 'vitest';
import { cookieJar, sharedSheet, until } from '../sync-server';
import { sheetOfDocId } from '../../../src/sync/protocol/ids';

const Pouch = (PouchDB as PouchStatic).plugin(memory).plugin(http).plugin(replication);
const server = clubServerForFile(0, [6121, 6122, 6123, 6124]);
const ADMIN = { name: 'admin', password: 'admin-secret' };
const ANNA = { name: 'anna', password: 'anna-Secret-7431' };
const CLUB = 'skatclub';

beforeAll(async () => {
  await clubSetup({ url: server().url, admin: ADMIN, club: CLUB, members: [ANNA] });
}, 60_000);

afterEach(() => {
  localStorage.clear();
});

const club = () => `${server().url}/${CLUB}`;

/** Everything in IndexedDB (every database, store and record) as text. */
async function indexedDbText(): Promise<string> {
  const texts: string[] = [];
  for (const info of await indexedDB.databases()) {
    if (!info.name) continue;
    const opened = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(info.name as string);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(new Error(String(request.error)));
    });
    for (const store of Array.from(opened.objectStoreNames)) {
      const all = await new Promise<unknown[]>((resolve, reject) => {
        const request = opened.transaction(store).objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result as unknown[]);
        request.onerror = () => reject(new Error(String(request.error)));
      });
      texts.push(JSON.stringify(all));
    }
    opened.close();
  }
  return texts.join('\n');
}

/** Every key and value in localStorage, as text. */
function everythingStored(): string {
  const texts: string[] = [];
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index) ?? '';
    texts.push(`${key}=${localStorage.getItem(key) ?? ''}`);
  }
  return texts.join('\n');
}

describe('club login by cookie session', () => {
  test('logging in keeps the address and the name, never the password or the session', async () => {
    const jar = cookieJar();
    const database = freshDatabase();
    await sharedSheet(database);
    expect(await logIn({ server: club(), ...ANNA }, jar.fetch)).toBe('ok');
    expect(jar.cookie()).not.toBeNull();
    // Read before anything of the app reads the login again.
    const stored = everythingStored() + (await indexedDbText());
    expect(stored).toContain(`"name":"anna"`);
    expect(stored).not.toContain(ANNA.password);
    expect(stored).not.toContain(jar.cookie());
    expect(clubLogin()).toEqual({ server: club(), name: 'anna' });
  });

  test('a login kept with its password by an earlier version loses the password when read', () => {
    localStorage.setItem(
      'skat-club-login',
      JSON.stringify({ server: club(), name: 'anna', password: ANNA.password }),
    );
    expect(clubLogin()).toEqual({ server: club(), name: 'anna' });
    expect(everythingStored()).not.toContain(ANNA.password);
  });

  test('a wrong password: refused, nothing kept', async () => {
    const jar = cookieJar();
    expect(await logIn({ server: club(), name: 'anna', password: 'wrong' }, jar.fetch)).toBe(
      'unauthorized',
    );
    expect(clubLogin()).toBeNull();
    expect(jar.cookie()).toBeNull();
  });

  test('an http address of another machine is refused before anything is sent', async () => {
    let sent = 0;
    const counting: Fetch = (url, init) => {
      sent += 1;
      return fetch(url, init);
    };
    const login = { server: 'http://club.example.org/skatclub', ...ANNA };
    expect(await logIn(login, counting)).toBe('server-not-https');
    expect(sent).toBe(0);
    expect(clubLogin()).toBeNull();
  });

  test('replication works with the session cookie alone; logged out it says "log in again"', async () => {
    const jar = cookieJar();
    expect(await logIn({ server: club(), ...ANNA }, jar.fetch)).toBe('ok');
    const database = freshDatabase();
    const sheetId = await sharedSheet(database);
    const local = new Pouch(`local-${crypto.randomUUID()}`, { adapter: 'memory' });
    // No password here: the remote has only the jar's cookie.
    const start = () =>
      startLiveSheet({
        PouchDB: Pouch,
        database,
        local,
        remote: new Pouch(club(), { adapter: 'http', skip_setup: true, fetch: jar.fetch }),
        sheetId,
        author: 'anna',
      });
    // (pouchdb-server's _all_docs lags behind here; its _changes does not.)
    const onServer = async () => {
      const changes = await call(server(), 'GET', `/${CLUB}/_changes`, {
        login: `${ANNA.name}:${ANNA.password}`,
      });
      return (changes.body as { results: { id: string }[] }).results.filter(
        (row) => sheetOfDocId(row.id) === sheetId,
      ).length;
    };
    const first = start();
    try {
      // The three start events and the deal reach the server, sent with the cookie alone.
      await until(async () => (await onServer()) === 4);
      await until(() => first.status().state === 'synced');
    } finally {
      // As in the app: logging out happens in the settings, after the sheet was closed.
      await first.stop();
    }
    await logOut(jar.fetch);
    expect(jar.cookie()).toBeNull();
    expect(clubLogin()).toBeNull();
    const second = start();
    try {
      // The next deal cannot go out: the sheet says why, in a code the UI words "log in again".
      expectOk(await addDeal(sheetId, clubsWon(1), database));
      await until(() => {
        const status = second.status();
        return status.state === 'refused' && status.code === 'session-expired';
      });
      expect(await onServer()).toBe(4);
    } finally {
      second.stop();
    }
  });

  test('logging out holds when a late answer (a sheet just closed) brings the session back', async () => {
    const jar = cookieJar();
    expect(await logIn({ server: club(), ...ANNA }, jar.fetch)).toBe('ok');
    const before = jar.cookie();
    let late = 0;
    // The first delete of the session is overtaken by an answer to a request sent before it, with
    // the cookie of then: the server sets that cookie again, as it does on every answer.
    const overtaken: Fetch = async (url, init) => {
      const response = await jar.fetch(url, init);
      if (init.method === 'DELETE' && late === 0) {
        late += 1;
        const cookie = `AuthSession=${before ?? ''}`;
        await jar.fetch(`${club()}/`, { method: 'GET', headers: { cookie } });
        // A session cookie is back (the server may have renewed it: its time is in it), so a
        // single delete would have left the session open.
        expect(jar.cookie()).not.toBeNull();
      }
      return response;
    };
    await logOut(overtaken);
    expect(late).toBe(1);
    expect(jar.cookie()).toBeNull();
    expect(await testConnection({ server: club(), name: 'anna' }, jar.fetch)).toBe(
      'session-expired',
    );
  });

  test('a backup of a shared, synced sheet holds no password and no session token', async () => {
    const jar = cookieJar();
    expect(await logIn({ server: club(), ...ANNA }, jar.fetch)).toBe('ok');
    const database = freshDatabase();
    const sheetId = await sharedSheet(database);
    const sheet = startLiveSheet({
      PouchDB: Pouch,
      database,
      local: new Pouch(`local-${crypto.randomUUID()}`, { adapter: 'memory' }),
      remote: new Pouch(club(), { adapter: 'http', skip_setup: true, fetch: jar.fetch }),
      sheetId,
      author: 'anna',
    });
    try {
      await until(() => sheet.status().state === 'synced');
    } finally {
      sheet.stop();
    }
    const backup = await exportBackup(undefined, database);
    expect(backup).toContain(sheetId);
    const token = jar.cookie();
    expect(token).not.toBeNull();
    for (const secret of [ANNA.password, token ?? '', 'AuthSession', 'password'])
      expect(backup).not.toContain(secret);
  });

  test('an expired session: "log in again", and logging in again works', async () => {
    const as = { login: `${ADMIN.name}:${ADMIN.password}` };
    // CouchDB 3's node config ([chttpd_auth]), not pouchdb-server's /_config/couch_httpd_auth.
    const timeout = '/_node/_local/_config/chttpd_auth/timeout';
    const jar = cookieJar();
    expect(await logIn({ server: club(), ...ANNA }, jar.fetch)).toBe('ok');
    expect((await call(server(), 'PUT', timeout, { ...as, body: '1' })).status).toBe(200);
    try {
      // The session's time is counted in whole seconds: two of them are past one.
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      expect(await testConnection({ server: club(), name: 'anna' }, jar.fetch)).toBe(
        'session-expired',
      );
    } finally {
      await call(server(), 'PUT', timeout, { ...as, body: '2592000' });
    }
    expect(await logIn({ server: club(), ...ANNA }, jar.fetch)).toBe('ok');
  });
});
