// Guest links: a phone follows a shared sheet, or enters as a second scorekeeper, without an
// account of the club. CouchDB reads a whole database or nothing (no read rights by document),
// so a guest gets a database of its own: club-setup makes a few (`<club>-guest-01` …, members
// administer them). Making a link, on the scorekeeper's phone with the member's session:
//   1. claim a free guest database (its `_local/claim`: the server's 409 makes a claim atomic);
//   2. sign up the guest as a CouchDB user (anyone may, with no roles), a random name and password;
//   3. name the guest the database's only member by name (`_security`).
// The scorekeeper's phone then relays the sheet between the club and that database (session.ts),
// both ways for a second scorekeeper. Revoking: the guest out of `_security` first (its next
// request is refused), then the database emptied, the guest's user deleted and the claim freed.
// Every request is bounded in time, every loop in count.
import { fail, ok, type Result } from '../domain/result';
import {
  FOLLOWER_PREFIX,
  guestDatabaseName,
  KEEPER_PREFIX,
  MAX_GUEST_DATABASES,
} from './guest-names';
import { forgetLinkMade, keepLinkMade, type GuestLink } from './guest-store';
import { clubLogin, request, serverRoot, sharedServer, trimmed, type Fetch } from './login';
import { failureCode, isAllowedServer, type SyncRefusal } from './status';

export type GuestLinkRefusal =
  /** No club login on this phone (Settings). */
  | 'no-login'
  /** The sheet is not shared with the club of the login. */
  | 'not-shared'
  | 'server-not-https'
  /** Every guest database of the club is in use (or the club has none): revoke a link first. */
  | 'no-guest-database'
  | 'offline'
  | Extract<SyncRefusal, 'session-expired' | 'not-member'>
  /** The server answered otherwise than CouchDB does. */
  | 'server-refused';

const CLAIM = '_local/claim';
/** Documents removed a request when a guest database is emptied; at most MAX_PAGES requests. */
const PAGE = 500;
const MAX_PAGES = 50;

function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** 24 random bytes as 32 characters of base64url. */
function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

function refusalOf(response: Response | 'offline'): GuestLinkRefusal {
  if (response === 'offline') return 'offline';
  const refused = failureCode({ status: response.status });
  return refused === 'session-expired' || refused === 'not-member' ? refused : 'server-refused';
}

interface Club {
  readonly root: string;
  readonly name: string;
}

function clubOf(server: string): Club {
  const root = serverRoot(server);
  return { root, name: trimmed(server).slice(root.length) };
}

async function json(response: Response): Promise<Record<string, unknown>> {
  try {
    const body = (await response.json()) as unknown;
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Claims the first free guest database: its address, or why none. */
async function claimDatabase(
  fetcher: Fetch,
  club: Club,
  sheetId: string,
): Promise<Result<string, GuestLinkRefusal>> {
  for (let slot = 1; slot <= MAX_GUEST_DATABASES; slot += 1) {
    const database = club.root + guestDatabaseName(club.name, slot);
    const body = JSON.stringify({ sheetId });
    const claimed = await request(fetcher, `${database}/${CLAIM}`, { method: 'PUT', body });
    if (claimed !== 'offline' && claimed.ok) return ok(database);
    // Taken: the next one. Not there: the club has no more.
    if (claimed !== 'offline' && claimed.status === 409) continue;
    if (claimed !== 'offline' && claimed.status === 404) break;
    return fail([refusalOf(claimed)]);
  }
  return fail(['no-guest-database']);
}

/** The guest database's `_security` with `names` as its members by name (roles kept). */
async function setGuests(
  fetcher: Fetch,
  database: string,
  names: readonly string[],
): Promise<GuestLinkRefusal | null> {
  const read = await request(fetcher, `${database}/_security`, { method: 'GET' });
  if (read === 'offline' || !read.ok) return refusalOf(read);
  const security = await json(read);
  const members = (security.members ?? {}) as Record<string, unknown>;
  const body = JSON.stringify({ ...security, members: { ...members, names } });
  const written = await request(fetcher, `${database}/_security`, { method: 'PUT', body });
  return written === 'offline' || !written.ok ? refusalOf(written) : null;
}

/** A document's current revision (a `_local` one too), or null. */
async function revisionOf(
  fetcher: Fetch,
  url: string,
  asGuest?: { credentials: RequestCredentials; headers: Record<string, string> },
) {
  const read = await request(fetcher, url, { method: 'GET', ...asGuest });
  if (read === 'offline' || !read.ok) return null;
  const rev = (await json(read))._rev;
  return typeof rev === 'string' ? rev : null;
}

async function releaseClaim(fetcher: Fetch, database: string): Promise<void> {
  const rev = await revisionOf(fetcher, `${database}/${CLAIM}`);
  if (rev === null) return;
  await request(fetcher, `${database}/${CLAIM}?rev=${encodeURIComponent(rev)}`, {
    method: 'DELETE',
  });
}

/**
 * Makes a guest link for a shared sheet: `keeper` lets the guest's phone enter deals too. The
 * link is kept on this phone (its QR code shown again, the sheet relayed to its database).
 */
export async function createGuestLink(
  sheetId: string,
  keeper: boolean,
  fetcher: Fetch = fetch,
): Promise<Result<GuestLink, GuestLinkRefusal>> {
  const login = clubLogin();
  if (!login) return fail(['no-login']);
  if (sharedServer(sheetId) !== login.server) return fail(['not-shared']);
  if (!isAllowedServer(login.server)) return fail(['server-not-https']);
  const club = clubOf(login.server);
  const claimed = await claimDatabase(fetcher, club, sheetId);
  if (!claimed.ok) return claimed;
  const database = claimed.value;
  const link: GuestLink = {
    database,
    sheetId,
    name: (keeper ? KEEPER_PREFIX : FOLLOWER_PREFIX) + randomHex(8),
    token: randomToken(),
  };
  const userUrl = `${club.root}_users/${encodeURIComponent(`org.couchdb.user:${link.name}`)}`;
  const user = JSON.stringify({ name: link.name, password: link.token, roles: [], type: 'user' });
  const signedUp = await request(fetcher, userUrl, { method: 'PUT', body: user });
  const problem =
    signedUp === 'offline' || !signedUp.ok
      ? refusalOf(signedUp)
      : await setGuests(fetcher, database, [link.name]);
  if (problem) {
    await releaseClaim(fetcher, database);
    return fail([problem]);
  }
  keepLinkMade(link);
  return ok(link);
}

/** The guest's login for one request (basic auth: a guest phone keeps no session cookie). */
export function guestAuthorization(link: Pick<GuestLink, 'name' | 'token'>): {
  authorization: string;
} {
  return { authorization: `Basic ${btoa(`${link.name}:${link.token}`)}` };
}

/** Deletes every document of a guest database but its design (bounded pages). */
async function emptyDatabase(fetcher: Fetch, database: string): Promise<boolean> {
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const listed = await request(fetcher, `${database}/_all_docs?limit=${PAGE}`, {
      method: 'GET',
    });
    if (listed === 'offline' || !listed.ok) return false;
    const rows = ((await json(listed)).rows ?? []) as { id: string; value: { rev: string } }[];
    const docs = rows
      .filter((row) => !row.id.startsWith('_design/'))
      .map((row) => ({ _id: row.id, _rev: row.value.rev, _deleted: true }));
    if (docs.length === 0) return true;
    const body = JSON.stringify({ docs });
    const deleted = await request(fetcher, `${database}/_bulk_docs`, { method: 'POST', body });
    if (deleted === 'offline' || !deleted.ok) return false;
  }
  return false;
}

/** The guest's own user deleted, as the guest (a CouchDB user may delete itself). */
async function deleteGuestUser(fetcher: Fetch, link: GuestLink): Promise<void> {
  const url = `${serverRoot(link.database)}_users/${encodeURIComponent(`org.couchdb.user:${link.name}`)}`;
  // Not with the member's cookie: the server would take that login first.
  const asGuest = { credentials: 'omit', headers: guestAuthorization(link) } as const;
  const rev = await revisionOf(fetcher, url, asGuest);
  if (rev === null) return;
  await request(fetcher, `${url}?rev=${encodeURIComponent(rev)}`, { method: 'DELETE', ...asGuest });
}

/**
 * Revokes a guest link this phone made: the guest's phone is refused from its next request on
 * (its copy stays there), its database emptied and freed for another link.
 */
export async function revokeGuestLink(
  link: GuestLink,
  fetcher: Fetch = fetch,
): Promise<Result<void, GuestLinkRefusal>> {
  const shutOut = await setGuests(fetcher, link.database, []);
  if (shutOut) return fail([shutOut]);
  forgetLinkMade(link);
  // The guest is out: what is left is housekeeping, which the next link's claim does not need
  // (a database not emptied stays claimed, and so is never handed to another sheet).
  if (await emptyDatabase(fetcher, link.database)) {
    await deleteGuestUser(fetcher, link);
    await releaseClaim(fetcher, link.database);
  }
  return ok(undefined);
}
