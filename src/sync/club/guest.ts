// Guest links: a phone follows a shared sheet, or enters as a second scorekeeper, without an
// account of the club. CouchDB reads a whole database or nothing (no read rights by document),
// so a guest gets a database of its own: club-setup makes a few (`<club>-guest-01` …, members
// administer them), each with a login of the same name (a pooled login, login-pool.ts). Making a
// link, on the scorekeeper's phone with the member's session:
//   1. the first guest database nobody holds (no names among its members) whose login this phone
//      claims (its password changed as itself: the server's 409 makes the claim atomic; its slot
//      document in the club's database, which no guest can reach);
//   2. its login named the database's only member, and for a follower also among its
//      `followers` (protocol/names.ts), which the server's validation refuses every write.
// The scorekeeper's phone then relays the sheet between the club and that database (session.ts),
// both ways for a second scorekeeper. Revoking: the guest out of `_security` first (its next
// request is refused), then the database emptied, then the login's password set anew and the
// slot freed. Every request is bounded in time, every loop in count.
import { fail, ok, type Result } from '../../domain/result';
import {
  clubOfGuestDatabase,
  FOLLOWERS_FIELD,
  guestDatabaseName,
  guestLoginName,
  MAX_GUEST_DATABASES,
} from '../protocol/names';
import { forgetLinkMade, keepLinkMade, type GuestLink } from './guest-store';
import { clubLogin, serverRoot, sharedServer, trimmed } from './login';
import { send, type Fetch } from '../request';
import { asLogin, claimSlot, failureOf, freeSlot, jsonBody, type Slot } from './login-pool';
import { isAllowedServer, type SyncRefusal } from '../live/status';

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

/** Documents removed a request when a guest database is emptied; at most MAX_PAGES requests. */
const PAGE = 500;
const MAX_PAGES = 50;

const refusalOf = failureOf;

interface Club {
  readonly root: string;
  readonly name: string;
}

function clubOf(server: string): Club {
  const root = serverRoot(server);
  return { root, name: trimmed(server).slice(root.length) };
}

/** A guest database's `_security`; `missing` when there is no such database (the pool ends). */
async function securityOf(
  fetcher: Fetch,
  database: string,
): Promise<Record<string, unknown> | 'missing' | GuestLinkRefusal> {
  const read = await send(fetcher, `${database}/_security`, { method: 'GET' });
  if (read !== 'offline' && read.status === 404) return 'missing';
  if (read === 'offline' || !read.ok) return refusalOf(read);
  return jsonBody(read);
}

/** Does anyone hold this guest database (a name among its members)? */
function held(security: Record<string, unknown>): boolean {
  const members = (security.members ?? {}) as { names?: unknown };
  return Array.isArray(members.names) && members.names.length > 0;
}

/** A guest database's slot: its login's, kept in the club's database. */
function slotOf(database: string, login: string): Slot {
  return { database: clubOfGuestDatabase(database), login };
}

/** Claims the first free guest database and its login: the link, or why none. */
async function claimDatabase(
  fetcher: Fetch,
  club: Club,
  sheetId: string,
  keeper: boolean,
): Promise<Result<GuestLink, GuestLinkRefusal>> {
  for (let slot = 1; slot <= MAX_GUEST_DATABASES; slot += 1) {
    const database = club.root + guestDatabaseName(club.name, slot);
    const security = await securityOf(fetcher, database);
    if (security === 'missing') break;
    if (typeof security === 'string') return fail([security]);
    // Held by a link: its database names its guest (only members write `_security`).
    if (held(security)) continue;
    const login = guestLoginName(club.name, slot);
    const claimed = await claimSlot(fetcher, club.root, slotOf(database, login));
    if (claimed === 'taken' || claimed === 'missing') continue;
    if (typeof claimed === 'string') return fail([claimed]);
    return ok({ database, sheetId, name: login, token: claimed.token, keeper });
  }
  return fail(['no-guest-database']);
}

/**
 * The guest database's `_security` with `names` as its members by name and, unless they may
 * enter deals, among its followers (roles and anything else kept). One write: never a moment
 * where a follower could write.
 */
async function setGuests(
  fetcher: Fetch,
  database: string,
  names: readonly string[],
  keeper: boolean,
): Promise<GuestLinkRefusal | null> {
  const security = await securityOf(fetcher, database);
  if (security === 'missing') return 'server-refused';
  if (typeof security === 'string') return security;
  const members = (security.members ?? {}) as Record<string, unknown>;
  const followers = keeper ? [] : names;
  const body = JSON.stringify({
    ...security,
    members: { ...members, names },
    [FOLLOWERS_FIELD]: followers,
  });
  const written = await send(fetcher, `${database}/_security`, { method: 'PUT', body });
  return written === 'offline' || !written.ok ? refusalOf(written) : null;
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
  const claimed = await claimDatabase(fetcher, club, sheetId, keeper);
  if (!claimed.ok) return claimed;
  const link = claimed.value;
  const problem = await setGuests(fetcher, link.database, [link.name], keeper);
  if (problem) {
    await freeSlot(fetcher, club.root, slotOf(link.database, link.name), link.token);
    return fail([problem]);
  }
  keepLinkMade(link);
  return ok(link);
}

/** The guest's login for one request (basic auth: a guest phone keeps no session cookie). */
export function guestAuthorization(link: Pick<GuestLink, 'name' | 'token'>): {
  authorization: string;
} {
  return asLogin(link.name, link.token).headers;
}

/** Deletes every document of a guest database but its design (bounded pages). */
async function emptyDatabase(fetcher: Fetch, database: string): Promise<boolean> {
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const listed = await send(fetcher, `${database}/_all_docs?limit=${PAGE}`, {
      method: 'GET',
    });
    if (listed === 'offline' || !listed.ok) return false;
    const rows = ((await jsonBody(listed)).rows ?? []) as { id: string; value: { rev: string } }[];
    const docs = rows
      .filter((row) => !row.id.startsWith('_design/'))
      .map((row) => ({ _id: row.id, _rev: row.value.rev, _deleted: true }));
    if (docs.length === 0) return true;
    const body = JSON.stringify({ docs });
    const deleted = await send(fetcher, `${database}/_bulk_docs`, { method: 'POST', body });
    if (deleted === 'offline' || !deleted.ok) return false;
  }
  return false;
}

/**
 * Revokes a guest link this phone made: the guest's phone is refused from its next request on
 * (its copy stays there), its database emptied and freed for another link.
 */
export async function revokeGuestLink(
  link: GuestLink,
  fetcher: Fetch = fetch,
): Promise<Result<void, GuestLinkRefusal>> {
  const shutOut = await setGuests(fetcher, link.database, [], link.keeper);
  if (shutOut) return fail([shutOut]);
  forgetLinkMade(link);
  // The guest is out: what is left is housekeeping. A database not emptied is not freed (its
  // slot stays taken), so it is never handed to another sheet with this one's deals in it.
  if (await emptyDatabase(fetcher, link.database)) {
    const slot = slotOf(link.database, link.name);
    await freeSlot(fetcher, serverRoot(link.database), slot, link.token);
  }
  return ok(undefined);
}
