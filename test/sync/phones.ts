// Phones of the reliability tests (restarts.test.ts): each a Dexie database (fake-indexeddb) and a
// local PouchDB of the memory adapter (the indexeddb one fails under fake-indexeddb), kept live
// with a club server through the app's startLiveSheet. The remote's requests can be recorded.
import 'fake-indexeddb/auto';
import PouchDB from 'pouchdb-core';
import http from 'pouchdb-adapter-http';
import memory from 'pouchdb-adapter-memory';
import replication from 'pouchdb-replication';
import type { SkatDatabase } from '../../src/db/database';
import { createSheet } from '../../src/db/sheets';
import { loadSheet, storedEventsOf } from '../../src/db/sheet-log';
import { upgradeRules } from '../../src/domain/legacy/table-rules';
import { shareSheet } from '../../src/sync/live/share';
import { sheetDocRange } from '../../src/sync/protocol/ids';
import { startLiveSheet, type LiveSheet } from '../../src/sync/live/live';
import type { Pouch, PouchStatic } from '../../src/sync/pouch-types';
import { expectOk, freshDatabase, RULES_3, THREE_PLAYERS } from '../support/db-fixtures';
import { CLUB } from './sync-server';

export const MemoryPouch = (PouchDB as PouchStatic).plugin(memory).plugin(http).plugin(replication);

export interface Login {
  readonly name: string;
  readonly password: string;
}

/** One request the remote made: its path and query, and its body when it had one. */
export interface Request {
  readonly url: string;
  readonly body: string | null;
}

export interface Phone {
  readonly database: SkatDatabase;
  /** The local PouchDB's name: a new PouchDB of this name opens the same store. */
  readonly localName: string;
  local: Pouch;
  readonly login: Login;
  live?: LiveSheet;
  /** Every request of this phone's remote, in order. */
  readonly requests: Request[];
  /** A request this says yes to fails as a network failure does (the server gone). */
  fails?: (request: Request & { readonly method: string }) => boolean;
  /** Called with each request whose answer has come, before the phone's PouchDB reads it. */
  answered?: (request: Request & { readonly method: string }) => void;
}

export function phone(login: Login): Phone {
  const localName = `local-${crypto.randomUUID()}`;
  return {
    database: freshDatabase(),
    localName,
    local: new MemoryPouch(localName, { adapter: 'memory' }),
    login,
    requests: [],
  };
}

/** The club's database as `login`; the phone, when given, records and may fail each request. */
export function remote(url: string, login: Login, p?: Phone): Pouch {
  return new MemoryPouch(`${url}/${CLUB}`, {
    adapter: 'http',
    skip_setup: true,
    auth: { username: login.name, password: login.password },
    ...(p
      ? {
          fetch: (input: string, init: RequestInit) => {
            const request = { url: input, body: typeof init.body === 'string' ? init.body : null };
            p.requests.push(request);
            const method = init.method ?? 'GET';
            if (p.fails?.({ ...request, method })) {
              return Promise.reject(new TypeError('fetch failed'));
            }
            return fetch(input, init).then((response) => {
              p.answered?.({ ...request, method });
              return response;
            });
          },
        }
      : {}),
  });
}

/** `network`: what says the network is back ('online'), as the browser's window does. */
export function goOnline(p: Phone, url: string, sheetId: string, network?: EventTarget): void {
  p.live = startLiveSheet({
    ...(network ? { network } : {}),
    PouchDB: MemoryPouch,
    database: p.database,
    local: p.local,
    remote: remote(url, p.login, p),
    sheetId,
    author: p.login.name,
  });
}

export function goOffline(p: Phone): void {
  p.live?.stop();
  p.live = undefined;
}

/** The ids of the events in a phone's log, sorted. */
export async function logIds(p: Phone, sheetId: string): Promise<string[]> {
  return (await storedEventsOf(p.database, sheetId)).map((event) => event.id).sort();
}

export async function dealsOf(p: Phone, sheetId: string) {
  return (await loadSheet(p.database, sheetId))?.deals.map((deal) => [deal.id, deal.deal]) ?? [];
}

/** The sheet's document ids on the server (as an admin reads them). */
export async function serverDocIds(url: string, admin: Login, sheetId: string): Promise<string[]> {
  const { rows } = await remote(url, admin).allDocs(sheetDocRange(sheetId));
  return rows.map((row) => row.id);
}

/** The event id of a document id `sheet:<sheetId>:event:<eventId>:by:<author>`. */
export function eventIdOfDoc(docId: string): string {
  return docId.split(':')[3] ?? '';
}

/** A new sheet of three on a phone, marked shared (not yet live): its id. */
export async function sharedSheetOf(p: { readonly database: SkatDatabase }, name = 'Club night') {
  const sheet = expectOk(
    await createSheet(
      { playerNames: THREE_PLAYERS, setup: upgradeRules(RULES_3), name },
      p.database,
    ),
  );
  expectOk(await shareSheet(p.database, sheet.id));
  return sheet.id;
}
