// The club login and the shared sheets of this device, kept in localStorage (never in a backup),
// and the requests of logging in and out. No PouchDB here: the settings load this module alone.
//
// The login: CouchDB's cookie session. Logging in posts the name and password once to the
// server's `_session`; the server answers with its AuthSession cookie (HttpOnly: no script reads
// it), which the browser sends with every request to the club (`credentials: 'include'`, as
// PouchDB's http adapter does). The app keeps only the server's address and the user name, never
// the password. When the session has ended (the server's timeout, or logged out), the server
// answers 401 and the sheet says "log in again"; entering deals goes on meanwhile. The cookie is
// sent only when the club's server is on the app's site (docs/club-server.md, "Login sessions"), over https
// (http only to this machine: trying a club at home, tests).
import { isLockout, lockedUntil, rememberLockout } from './login-lockout';
import { send, type Fetch } from '../request';
import { failureCode, isAllowedServer, type SyncRefusal } from '../live/status';

export interface ClubLogin {
  /** The club database's address, e.g. https://couch.example.org/skatclub */
  readonly server: string;
  readonly name: string;
}

/** What logging in needs once; the password goes to the server and is then forgotten. */
export interface Credentials extends ClubLogin {
  readonly password: string;
}

/** The browser's fetch, or (tests in Node, which keep no cookies) one with a cookie jar. */
const LOGIN_KEY = 'skat-club-login';
const SHARED_KEY = 'skat-club-shared-sheets';

function readJson(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;
  } catch {
    return null;
  }
}

export function clubLogin(): ClubLogin | null {
  const value = readJson(LOGIN_KEY) as Partial<ClubLogin> | null;
  if (!value || typeof value.server !== 'string' || typeof value.name !== 'string') return null;
  // A login kept by an earlier version held the password: kept no more.
  if ('password' in value) saveClubLogin({ server: value.server, name: value.name });
  return { server: value.server, name: value.name };
}

/** Keeps the address and the name only: whatever else `login` holds is not stored. */
function saveClubLogin(login: ClubLogin): void {
  localStorage.setItem(
    LOGIN_KEY,
    JSON.stringify({ server: trimmed(login.server), name: login.name }),
  );
}

export function trimmed(server: string): string {
  return server.replace(/\/+$/, '');
}

/** The shared sheets of this device: sheet id → the club's address. */
function sharedSheets(): Record<string, string> {
  const value = readJson(SHARED_KEY);
  return value && typeof value === 'object' ? (value as Record<string, string>) : {};
}

/** The sheets this device shares with the club it is logged in to (the background send's). */
export function sheetsSharedWith(server: string): string[] {
  return Object.entries(sharedSheets()).flatMap(([id, club]) => (club === server ? [id] : []));
}

/** The club a sheet is shared with, or null when it is not shared. */
export function sharedServer(sheetId: string): string | null {
  const server = sharedSheets()[sheetId];
  return typeof server === 'string' ? server : null;
}

export function markShared(sheetId: string, server: string): void {
  localStorage.setItem(SHARED_KEY, JSON.stringify({ ...sharedSheets(), [sheetId]: server }));
}

/** The sheet is no longer shared on this device (its copy stays, a plain sheet again). */
export function unmarkShared(sheetId: string): void {
  const rest = Object.entries(sharedSheets()).filter(([id]) => id !== sheetId);
  localStorage.setItem(SHARED_KEY, JSON.stringify(Object.fromEntries(rest)));
}

/**
 * What a test of the connection or a login found: the login works, or why not. `locked-out`: the
 * server refuses this user for a while after too many wrong passwords (login-lockout.ts).
 */
export type ConnectionResult = 'ok' | SyncRefusal | 'offline' | 'locked-out';

/** The server's root (`_session` lives there), from the club database's address. */
export function serverRoot(server: string): string {
  const url = new URL(trimmed(server));
  url.pathname = url.pathname.replace(/\/[^/]*$/, '/');
  url.search = '';
  url.hash = '';
  return url.href;
}

/** One request to the club's database with the session: does it read it? */
export async function testConnection(
  login: ClubLogin,
  fetcher: Fetch = fetch,
): Promise<ConnectionResult> {
  if (!isAllowedServer(login.server)) return 'server-not-https';
  const response = await send(fetcher, `${trimmed(login.server)}/`, { method: 'GET' });
  if (response === 'offline') return 'offline';
  const refused = failureCode({ status: response.status });
  if (refused) return refused;
  try {
    const body = (await response.json()) as { db_name?: unknown };
    return response.ok && typeof body.db_name === 'string' ? 'ok' : 'not-a-club';
  } catch {
    return 'not-a-club';
  }
}

/**
 * Logs in: the name and password to the server's `_session` (it sets its session cookie), then
 * one read of the club's database. Only the address and the name are kept, and only when the
 * server took the login. One request, never repeated here: each wrong password counts towards
 * the server's lock-out, so only the member's own tap sends another. While a lock-out of this
 * user is remembered (login-lockout.ts) nothing is sent at all.
 */
export async function logIn(
  credentials: Credentials,
  fetcher: Fetch = fetch,
): Promise<ConnectionResult> {
  if (!isAllowedServer(credentials.server)) return 'server-not-https';
  const root = serverRoot(credentials.server);
  if (lockedUntil(root, credentials.name) !== null) return 'locked-out';
  const response = await send(fetcher, root + '_session', {
    method: 'POST',
    body: JSON.stringify({ name: credentials.name, password: credentials.password }),
  });
  if (response === 'offline') return 'offline';
  // Here a 401 is the name or password, not an ended session.
  if (response.status === 401) return 'unauthorized';
  if (await isLockout(response)) {
    rememberLockout(root, credentials.name);
    return 'locked-out';
  }
  if (!response.ok) return 'not-a-club';
  const login = { server: trimmed(credentials.server), name: credentials.name };
  saveClubLogin(login);
  const tested = await testConnection(login, fetcher);
  // A 401 right after the server took the password: not a session that ended, but a cookie the
  // browser did not send (the club's server on another site than the app).
  return tested === 'session-expired' ? 'other-site' : tested;
}

/** Until when this phone sends no login for this user and server (ms since 1970), or null. */
export function loginLockedUntil(login: ClubLogin): number | null {
  return isAllowedServer(login.server) ? lockedUntil(serverRoot(login.server), login.name) : null;
}

/**
 * How often logging out deletes the session at most. CouchDB's session cookie carries its own
 * proof (no session is kept on the server), and any answer to a request with it may set it
 * again: a sheet closed just before logging out can have one on its way (its last checkpoint),
 * which would bring the session back after the delete. So the delete is checked and repeated.
 */
const LOGOUT_TRIES = 3;

/** Does the server still see a session (`_session` names a user)? */
async function sessionOpen(fetcher: Fetch, session: string): Promise<boolean> {
  const response = await send(fetcher, session, { method: 'GET' });
  if (response === 'offline' || !response.ok) return false;
  try {
    const body = (await response.json()) as { userCtx?: { name?: unknown } };
    return typeof body.userCtx?.name === 'string';
  } catch {
    return false;
  }
}

/** Logs out: the session deleted on the server (its cookie cleared), the name forgotten. */
export async function logOut(fetcher: Fetch = fetch): Promise<void> {
  const login = clubLogin();
  localStorage.removeItem(LOGIN_KEY);
  if (!login || !isAllowedServer(login.server)) return;
  const session = serverRoot(login.server) + '_session';
  for (let tries = 0; tries < LOGOUT_TRIES; tries += 1) {
    if ((await send(fetcher, session, { method: 'DELETE' })) === 'offline') return;
    if (!(await sessionOpen(fetcher, session))) return;
  }
}

export type ShareRefusal = 'no-login' | 'server-not-https' | 'store-failed';
