// The club login and the shared sheets of this device, kept in localStorage (never in a backup),
// and the one request that tests a login. No PouchDB here: the settings load this module alone.
//
// The login: HTTP basic auth on every request, over https. A CouchDB cookie session (`_session`)
// would keep the password out of the app after logging in, but its cookie is a third-party
// cookie whenever the club's server is not the app's site, and browsers block those (Safari
// always, Chrome more and more): the sync would stop without a word. So the app keeps the login
// on this device and sends it only to the club's address, which must be https (http only to this
// machine: trying a club at home, tests).
import { fail, ok, type Result } from '../domain/result';
import { failureCode, isAllowedServer, type SyncRefusal } from './status';

export interface ClubLogin {
  /** The club database's address, e.g. https://couch.example.org/skatclub */
  readonly server: string;
  readonly name: string;
  readonly password: string;
}

/** The app's id form (domain/bounded-log.ts isAppId), without loading the import's code. */
const SHEET_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

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
  if (typeof value.password !== 'string') return null;
  return { server: value.server, name: value.name, password: value.password };
}

export function saveClubLogin(login: ClubLogin): void {
  localStorage.setItem(
    LOGIN_KEY,
    JSON.stringify({ ...login, server: login.server.replace(/\/+$/, '') }),
  );
}

/** The shared sheets of this device: sheet id → the club's address. */
function sharedSheets(): Record<string, string> {
  const value = readJson(SHARED_KEY);
  return value && typeof value === 'object' ? (value as Record<string, string>) : {};
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

/** What a test of the connection found: the login works, or why not. */
export type ConnectionResult = 'ok' | SyncRefusal | 'offline';

const REQUEST_MS = 10_000;

function basic(login: ClubLogin): string {
  const bytes = new TextEncoder().encode(`${login.name}:${login.password}`);
  return `Basic ${btoa(String.fromCharCode(...bytes))}`;
}

/** One request to the club's database as the member: does the login read it? */
export async function testConnection(login: ClubLogin): Promise<ConnectionResult> {
  if (!isAllowedServer(login.server)) return 'server-not-https';
  let response: Response;
  try {
    response = await fetch(`${login.server.replace(/\/+$/, '')}/`, {
      headers: { accept: 'application/json', authorization: basic(login) },
      signal: AbortSignal.timeout(REQUEST_MS),
    });
  } catch {
    return 'offline';
  }
  const refused = failureCode({ status: response.status });
  if (refused) return refused;
  try {
    const body = (await response.json()) as { db_name?: unknown };
    return response.ok && typeof body.db_name === 'string' ? 'ok' : 'not-a-club';
  } catch {
    return 'not-a-club';
  }
}

export type ShareRefusal = 'no-login' | 'server-not-https' | 'store-failed';

/** Joins a shared sheet from its link: the member's login must be for the same club. */
export function joinSheet(
  server: string,
  sheetId: string,
): Result<void, ShareRefusal | 'other-club' | 'link-invalid'> {
  const login = clubLogin();
  if (!SHEET_ID.test(sheetId)) return fail(['link-invalid']);
  if (!isAllowedServer(server)) return fail(['server-not-https']);
  if (!login) return fail(['no-login']);
  if (login.server !== server.replace(/\/+$/, '')) return fail(['other-club']);
  markShared(sheetId, login.server);
  return ok(undefined);
}
