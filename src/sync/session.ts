// Live sharing in the browser: the club login, the shared sheets, the local PouchDB (IndexedDB)
// and one live replication per open shared sheet. Everything here is loaded by import() from the
// UI, so a sheet never shared never loads PouchDB.
//
// The login: CouchDB's cookie session (login.ts). Every request to the club carries the session
// cookie the browser keeps (PouchDB's http adapter fetches with `credentials: 'include'`); the
// app holds no password. A 401 (the session ended) stops the replication with the status
// "log in again"; the next visit of the sheet after logging in starts it again.
import PouchDB from 'pouchdb-core';
import http from 'pouchdb-adapter-http';
import indexeddb from 'pouchdb-adapter-indexeddb';
import replication from 'pouchdb-replication';
import { db } from '../db/database';
import { fail, ok, type Result } from '../domain/result';
import { authorsIn } from './authors';
import { startLiveSheet, type LiveSheet } from './live';
import {
  clubLogin,
  markShared,
  sharedServer,
  unmarkShared,
  type ClubLogin,
  type ShareRefusal,
} from './login';
import type { Pouch } from './pouch-types';
import { shareSheet } from './share';
import { isAllowedServer, type SyncStatus } from './status';

const Pouch = PouchDB.plugin(indexeddb).plugin(http).plugin(replication);

let local: Pouch | null = null;
function localPouch(): Pouch {
  const made = local ?? new Pouch('skat-club-events', { adapter: 'indexeddb' });
  local = made;
  return made;
}

function remotePouch(login: ClubLogin): Pouch {
  return new Pouch(login.server, {
    adapter: 'http',
    skip_setup: true,
    fetch: (url: string, init: RequestInit) => fetch(url, { ...init, credentials: 'include' }),
  });
}

interface Running {
  readonly live: LiveSheet;
  readonly listeners: Set<(status: SyncStatus) => void>;
}
const running = new Map<string, Running>();
/**
 * Each shared sheet's documents not yet confirmed by the server, for as long as the page lives:
 * the sheet's replication stops whenever its screen is left (for the deal entry, say) and starts
 * again on return, and what it had still to send is still to send.
 */
const unsentBySheet = new Map<string, Set<string>>();
function unsentOf(sheetId: string): Set<string> {
  const unsent = unsentBySheet.get(sheetId) ?? new Set<string>();
  unsentBySheet.set(sheetId, unsent);
  return unsent;
}

/**
 * Keeps a shared sheet live while someone listens; the status goes to `onStatus` on every change.
 * Returns how to stop listening (the last listener stops the replication).
 */
export function keepLive(sheetId: string, onStatus: (status: SyncStatus) => void): () => void {
  const login = clubLogin();
  const server = sharedServer(sheetId);
  if (!login || !server || server !== login.server) {
    onStatus({ state: 'refused', code: 'session-expired', waiting: 0 });
    return () => {};
  }
  if (!isAllowedServer(server)) {
    onStatus({ state: 'refused', code: 'server-not-https', waiting: 0 });
    return () => {};
  }
  let entry = running.get(sheetId);
  if (!entry) {
    const listeners = new Set<(status: SyncStatus) => void>();
    const live = startLiveSheet({
      PouchDB: Pouch,
      database: db,
      local: localPouch(),
      remote: remotePouch(login),
      sheetId,
      author: login.name,
      unsent: unsentOf(sheetId),
      onStatus: (status) => listeners.forEach((listener) => listener(status)),
      // Removed from the server by a club admin: this sheet, or another one here, is not shared
      // any more; its copy stays.
      onRemoved: (removed) => {
        unmarkShared(removed);
        if (removed !== sheetId) stopRunning(removed);
      },
    });
    entry = { live, listeners };
    running.set(sheetId, entry);
  }
  entry.listeners.add(onStatus);
  onStatus(entry.live.status());
  const current = entry;
  return () => {
    current.listeners.delete(onStatus);
    if (current.listeners.size === 0) {
      void current.live.stop();
      if (running.get(sheetId) === current) running.delete(sheetId);
    }
  };
}

/** Who sent each event of a shared sheet, by event id (the club's document ids, authors.ts). */
export function eventAuthors(sheetId: string): Promise<Map<string, string>> {
  return authorsIn(localPouch(), sheetId);
}

/** Stops a sheet's replication now, whoever listens (each listener keeps its last status). */
function stopRunning(sheetId: string): void {
  const entry = running.get(sheetId);
  if (!entry) return;
  void entry.live.stop();
  running.delete(sheetId);
}

/**
 * Stops sharing a sheet on this device: its replication ends and it is no longer marked shared,
 * so it is a plain sheet again. Its copy here stays whole, and so do its documents on the server
 * (a member cannot delete events; a club admin can remove the sheet there). Another phone that
 * shares it goes on as before.
 */
export function stopSharing(sheetId: string): void {
  stopRunning(sheetId);
  unsentBySheet.delete(sheetId);
  unmarkShared(sheetId);
}

/** Shares a sheet with the club of the login in the settings: its start written, marked shared. */
export async function shareLive(sheetId: string): Promise<Result<string, ShareRefusal>> {
  const login = clubLogin();
  if (!login) return fail(['no-login']);
  if (!isAllowedServer(login.server)) return fail(['server-not-https']);
  const shared = await shareSheet(db, sheetId);
  if (!shared.ok) return fail(['store-failed']);
  markShared(sheetId, login.server);
  return ok(login.server);
}
