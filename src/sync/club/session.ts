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
import replication from 'pouchdb-replication';
import { db } from '../../db/database';
import { fail, ok, type Result } from '../../domain/result';
import { authorsIn } from '../live/authors';
import { startLiveSheet, type LiveSheet } from '../live/live';
import {
  clubLogin,
  markShared,
  sharedServer,
  sheetsSharedWith,
  unmarkShared,
  type ClubLogin,
  type ShareRefusal,
} from './login';
import { localAdapter } from '../live/local-adapter';
import type { Pouch } from '../pouch-types';
import {
  guestAuthorization,
  createGuestLink,
  revokeGuestLink,
  type GuestLinkRefusal,
} from './guest';
import { joinedLink, linksMade, type GuestLink } from './guest-store';
import { isTableLogin } from '../protocol/names';
import { keptUnsent, markedWhenClosed } from './night-closed';
import { sendWaiting } from '../live/send-waiting';
import { shareSheet } from '../live/share';
import { asGuestStatus, isAllowedServer, type SyncStatus } from '../live/status';
import { destroyStore, MAX_REBUILDS, openStore } from '../live/store-rebuild';

const Pouch = PouchDB.plugin(localAdapter.plugin).plugin(http).plugin(replication);

const store = (name: string) => openStore(Pouch, localAdapter, name);

const CLUB_STORE = 'skat-club-events';
let local: Pouch | null = null;
function localPouch(): Pouch {
  const made = local ?? store(CLUB_STORE);
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

/** A guest database's local copy on this phone (one each: a guest database holds one sheet). */
function guestPouch(link: GuestLink): Pouch {
  return store(`skat-guest-${link.database}`);
}

/** The guest database as the guest reaches it: its own login on every request, no cookie. */
function guestRemote(link: GuestLink): Pouch {
  return new Pouch(link.database, {
    adapter: 'http',
    skip_setup: true,
    fetch: (url: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      headers.set('authorization', guestAuthorization(link).authorization);
      return fetch(url, { ...init, headers, credentials: 'omit' });
    },
  });
}

interface Running {
  /** Replaced when its store failed and was rebuilt (rebuildClubStore). */
  live: LiveSheet;
  readonly listeners: Set<(status: SyncStatus) => void>;
  /** The scorekeeper's relays to its guest links' databases, by guest name. */
  readonly relays: Map<string, LiveSheet>;
}
const running = new Map<string, Running>();
/**
 * Each shared sheet's documents not yet confirmed by the server, for as long as the page lives:
 * the sheet's replication stops whenever its screen is left (for the deal entry, say) and starts
 * again on return, and what it had still to send is still to send.
 */
const unsentBySheet = new Map<string, Set<string>>();
function unsentOf(key: string, kept = false): Set<string> {
  // A table's phone keeps them across reloads too (night-closed.ts).
  const unsent = unsentBySheet.get(key) ?? (kept ? keptUnsent(key) : new Set<string>());
  unsentBySheet.set(key, unsent);
  return unsent;
}

/**
 * The sheet relayed between the club and a guest link's database, on the phone that made the
 * link (with the member's session): the guest's phone reads it there, a second scorekeeper's
 * events come back through it. Its status is the club's: the sheet shows one.
 */
function startRelay(entry: Running, link: GuestLink, login: ClubLogin, fetchFirst = false): void {
  if (entry.relays.has(link.name)) return;
  const local = guestPouch(link);
  const relay: LiveSheet = startLiveSheet({
    PouchDB: Pouch,
    database: db,
    local,
    remote: remotePouch({ ...login, server: link.database }),
    sheetId: link.sheetId,
    author: login.name,
    // Its own: what waits for the guest database is not what waits for the club's.
    unsent: unsentOf(`${link.sheetId} ${link.name}`),
    fetchFirst,
    onStoreFailed: () => {
      if (entry.relays.get(link.name) === relay) entry.relays.delete(link.name);
      void rebuildGuestStore(local, () => {
        if (running.get(link.sheetId) === entry) startRelay(entry, link, login, true);
      });
    },
  });
  entry.relays.set(link.name, relay);
}

function startGuest(
  link: GuestLink,
  listeners: Set<(status: SyncStatus) => void>,
  fetchFirst = false,
): LiveSheet {
  const local = guestPouch(link);
  const table = isTableLogin(link.name);
  const unsent = unsentOf(link.sheetId, table);
  // A table's phone whose night closed keeps what it could not send, marked on its sheet.
  const closed = table ? markedWhenClosed(db, link, unsent) : () => {};
  const live: LiveSheet = startLiveSheet({
    PouchDB: Pouch,
    database: db,
    local,
    remote: guestRemote(link),
    sheetId: link.sheetId,
    author: link.name,
    unsent,
    fetchFirst,
    onStatus: (status) => {
      closed(status);
      listeners.forEach((listener) => listener(asGuestStatus(status, link.name)));
    },
    onStoreFailed: () =>
      void rebuildGuestStore(local, () => {
        const entry = running.get(link.sheetId);
        if (entry?.live === live) entry.live = startGuest(link, listeners, true);
      }),
  });
  return live;
}

/**
 * Keeps a shared sheet live while someone listens; the status goes to `onStatus` on every change.
 * Returns how to stop listening (the last listener stops the replication).
 */
export function keepLive(sheetId: string, onStatus: (status: SyncStatus) => void): () => void {
  const login = clubLogin();
  const server = sharedServer(sheetId);
  const guest = joinedLink(sheetId);
  if (guest && !(login && server === login.server)) return keepGuestLive(guest, onStatus);
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
    entry = {
      live: startClubSheet(sheetId, login, listeners, false),
      listeners,
      relays: new Map(),
    };
    running.set(sheetId, entry);
  }
  for (const link of linksMade(sheetId)) startRelay(entry, link, login);
  return listen(sheetId, entry, onStatus);
}

/** A shared sheet live with the club, through this phone's club store. */
function startClubSheet(
  sheetId: string,
  login: ClubLogin,
  listeners: Set<(status: SyncStatus) => void>,
  fetchFirst: boolean,
): LiveSheet {
  const failing = localPouch();
  return startLiveSheet({
    PouchDB: Pouch,
    database: db,
    local: failing,
    remote: remotePouch(login),
    sheetId,
    author: login.name,
    unsent: unsentOf(sheetId),
    fetchFirst,
    onStatus: (status) => listeners.forEach((listener) => listener(status)),
    // Removed from the server by a club admin: this sheet, or another one here, is not shared
    // any more; its copy stays.
    onRemoved: (removed) => {
      unmarkShared(removed);
      if (removed !== sheetId) stopRunning(removed);
    },
    onStoreFailed: () => void rebuildClubStore(sheetId, login, failing),
  });
}

/** How many times this page has rebuilt the club store. */
let rebuilds = 0;
/** The failed store's destruction: no new store of its name opens before it has ended. */
let destroying: Promise<void> = Promise.resolve();

/**
 * The club store failed under a live sheet (it has stopped): the store is destroyed, once for all
 * the sheets that used it, and the sheet starts again on a new one, filled from the server and
 * the log. The other sheets on the failed store fail on their next pass and start again here too.
 * A store failing again and again is given up after MAX_REBUILDS: the sheet then shows offline,
 * its deals stay in the log, and the next start of the page tries again.
 */
async function rebuildClubStore(sheetId: string, login: ClubLogin, failed: Pouch): Promise<void> {
  const entry = running.get(sheetId);
  if (!entry) return;
  if (local === failed) {
    if (rebuilds >= MAX_REBUILDS) {
      const waiting = unsentOf(sheetId).size;
      entry.listeners.forEach((listener) => listener({ state: 'offline', waiting }));
      return;
    }
    rebuilds += 1;
    local = null;
    destroying = destroyStore(failed);
  }
  await destroying;
  if (running.get(sheetId) !== entry) return;
  entry.live = startClubSheet(sheetId, login, entry.listeners, true);
}

/**
 * A guest database's store failed (each has its own, one sheet each): destroyed, then `restart`
 * on a new one. Counted with the club store's rebuilds.
 */
async function rebuildGuestStore(failed: Pouch, restart: () => void): Promise<void> {
  if (rebuilds >= MAX_REBUILDS) return;
  rebuilds += 1;
  await destroyStore(failed);
  restart();
}

/** A sheet joined by a guest link: live with its guest database, as the guest. */
function keepGuestLive(link: GuestLink, onStatus: (status: SyncStatus) => void): () => void {
  let entry = running.get(link.sheetId);
  if (!entry) {
    const listeners = new Set<(status: SyncStatus) => void>();
    entry = { live: startGuest(link, listeners), listeners, relays: new Map() };
    running.set(link.sheetId, entry);
  }
  return listen(link.sheetId, entry, onStatus);
}

/** Adds a listener; the returned function removes it, and the last one stops the sheet. */
function listen(
  sheetId: string,
  entry: Running,
  onStatus: (status: SyncStatus) => void,
): () => void {
  entry.listeners.add(onStatus);
  onStatus(entry.live.status());
  return () => {
    entry.listeners.delete(onStatus);
    if (entry.listeners.size === 0) stopEntry(sheetId, entry);
  };
}

function stopEntry(sheetId: string, entry: Running): void {
  void entry.live.stop();
  for (const relay of entry.relays.values()) void relay.stop();
  if (running.get(sheetId) === entry) running.delete(sheetId);
}

/** Makes a guest link for a shared sheet (guest.ts) and relays the sheet to it at once. */
export async function makeGuestLink(
  sheetId: string,
  keeper: boolean,
): Promise<Result<GuestLink, GuestLinkRefusal>> {
  const made = await createGuestLink(sheetId, keeper);
  const entry = running.get(sheetId);
  const login = clubLogin();
  if (made.ok && entry && login) startRelay(entry, made.value, login);
  return made;
}

/**
 * Revokes a guest link: the relay stops first (so the emptied guest database is not read back as
 * a sheet removed), then guest.ts shuts the guest out; the local copy of that database goes.
 */
export async function dropGuestLink(link: GuestLink): Promise<Result<void, GuestLinkRefusal>> {
  const entry = running.get(link.sheetId);
  const relay = entry?.relays.get(link.name);
  if (relay) {
    await relay.stop();
    entry?.relays.delete(link.name);
  }
  const revoked = await revokeGuestLink(link);
  if (revoked.ok) await guestPouch(link).destroy();
  else if (entry && relay) {
    const login = clubLogin();
    if (login) startRelay(entry, link, login);
  }
  return revoked;
}

/** Who sent each event of a shared sheet, by event id (the club's document ids, authors.ts). */
export function eventAuthors(sheetId: string): Promise<Map<string, string>> {
  return authorsIn(localPouch(), sheetId);
}

/** Stops a sheet's replication now, whoever listens (each listener keeps its last status). */
function stopRunning(sheetId: string): void {
  const entry = running.get(sheetId);
  if (entry) stopEntry(sheetId, entry);
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

/** A background pass is running (one at a time), and whether another was asked for meanwhile. */
let passing: Promise<void> | null = null;

/**
 * Sends what waits in every shared sheet not on screen (send-waiting.ts), now and each time the
 * network comes back; `onWaiting` hears each pass's counts by sheet (the sheets list shows them).
 * Returns how to stop listening for the network.
 */
export function sendWaitingSheets(onWaiting: (waiting: Map<string, number>) => void): () => void {
  const pass = () => {
    const login = clubLogin();
    if (passing || !login || !isAllowedServer(login.server)) return;
    passing = sendWaiting({
      sheetIds: sheetsSharedWith(login.server),
      isOpen: (sheetId) => running.has(sheetId),
      start: (sheetId, onStatus) => startClubSheet(sheetId, login, new Set([onStatus]), false),
    })
      .then(onWaiting, () => undefined)
      .finally(() => (passing = null));
  };
  pass();
  window.addEventListener('online', pass);
  return () => window.removeEventListener('online', pass);
}
