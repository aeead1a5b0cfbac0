// Joining a shared sheet from its link, and whether two addresses name one club database: the same CouchDB server (its uuid, which every server
// answers at its root without a login) and the same database name. A join link made on a phone
// that typed the server as "localhost" still reaches the club of a login made with "127.0.0.1"
// or another host name of the same machine.
import { fail, ok, type Result } from '../../domain/result';
import { clubLogin, markShared, serverRoot, trimmed, type ShareRefusal } from './login';
import { send, type Fetch } from '../request';
import { isAllowedServer } from '../live/status';

/** The app's id form (domain/bounded-log.ts isAppId), without loading the import's code. */
const SHEET_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The server's uuid at the root of `server`'s address, or null when it gives none. */
async function serverUuid(server: string, fetcher: Fetch): Promise<string | null> {
  // No cookie: the root answers anyone, and another host name is another site to the browser.
  const response = await send(fetcher, serverRoot(server), {
    method: 'GET',
    credentials: 'omit',
  });
  if (response === 'offline' || !response.ok) return null;
  try {
    const body = (await response.json()) as { uuid?: unknown };
    return typeof body.uuid === 'string' && body.uuid !== '' ? body.uuid : null;
  } catch {
    return null;
  }
}

/** The database's name: the last part of its address. */
function databaseName(server: string): string {
  return new URL(trimmed(server)).pathname.split('/').pop() ?? '';
}

/** Do the two addresses name one database of one server? Two requests, each bounded in time. */
export async function sameClub(a: string, b: string, fetcher: Fetch = fetch): Promise<boolean> {
  if (trimmed(a) === trimmed(b)) return true;
  if (databaseName(a) !== databaseName(b)) return false;
  const [first, second] = await Promise.all([serverUuid(a, fetcher), serverUuid(b, fetcher)]);
  return first !== null && first === second;
}

/**
 * Joins a shared sheet from its link: the member's login must be for the same club. The link's
 * address may name the club's server by another host name than the login (sameClub): the sheet
 * then syncs through the login's address, where the session is.
 */
export async function joinSheet(
  server: string,
  sheetId: string,
  fetcher: Fetch = fetch,
): Promise<Result<void, ShareRefusal | 'other-club' | 'link-invalid'>> {
  const login = clubLogin();
  if (!SHEET_ID.test(sheetId)) return fail(['link-invalid']);
  if (!isAllowedServer(server)) return fail(['server-not-https']);
  if (!login) return fail(['no-login']);
  if (!(await sameClub(login.server, server, fetcher))) return fail(['other-club']);
  markShared(sheetId, login.server);
  return ok(undefined);
}
