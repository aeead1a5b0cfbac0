// Pooled logins (guest links, club-night tables): CouchDB 3 lets only a server admin make users,
// so club-setup makes them ahead, each with a random "free" password kept in its slot document
// (`_local/login:<name>`, guest-names.ts slotDocId) where the members who hand logins out read it.
// Claiming one, on a member's phone: log in AS that login (basic auth, never the member's cookie),
// read its own user document and write it back with a new password and the read `_rev`. The
// server's 409 on a stale `_rev` makes the claim atomic: of two phones racing, one wins, the other
// takes the next slot. The winner marks the slot taken at once, so others skip it without a failed
// login (five lock a login out). A new password also ends every session of the login's previous
// holder (CouchDB signs its cookies with the user's salt). Freeing sets a fresh free password the
// same way, as the login, with the password its link holds. Every request is bounded in time.
import { slotDocId } from './guest-names';
import { request, type Fetch } from './login';
import { failureCode } from './status';

/** A slot: the database holding its slot document, and the login's name. */
export interface Slot {
  readonly database: string;
  readonly login: string;
}

/** A request that failed: no answer, the member's session or membership, or an odd answer. */
export type PoolFailure = 'offline' | 'session-expired' | 'not-member' | 'server-refused';

/** A claim: the login's new password, or why this slot is not the one (try the next), or a failure. */
export type Claim = { readonly token: string } | 'taken' | 'missing' | PoolFailure;

/** 24 random bytes as 32 characters of base64url: a pooled login's password. */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

/** One request as a pooled login (basic auth; the member's cookie left out). */
export function asLogin(name: string, password: string) {
  const authorization = `Basic ${btoa(`${name}:${password}`)}`;
  return { credentials: 'omit', headers: { authorization } } as const;
}

export function failureOf(response: Response | 'offline'): PoolFailure {
  if (response === 'offline') return 'offline';
  const refused = failureCode({ status: response.status });
  return refused === 'session-expired' || refused === 'not-member' ? refused : 'server-refused';
}

async function body(response: Response): Promise<Record<string, unknown>> {
  try {
    const parsed = (await response.json()) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function slotUrl(slot: Slot): string {
  const [, rest = ''] = slotDocId(slot.login).split('/');
  return `${slot.database}/_local/${encodeURIComponent(rest)}`;
}

/** The slot's free password, `taken`, `missing` (no such slot: the pool ends) or a failure. */
async function readSlot(
  fetcher: Fetch,
  slot: Slot,
): Promise<{ free: string } | Exclude<Claim, { token: string }>> {
  const read = await request(fetcher, slotUrl(slot), { method: 'GET' });
  if (read !== 'offline' && read.status === 404) return 'missing';
  if (read === 'offline' || !read.ok) return failureOf(read);
  const free = (await body(read)).free;
  return typeof free === 'string' && free !== '' ? { free } : 'taken';
}

/** The slot document written: free with its password, or taken (no password in it). */
async function markSlot(fetcher: Fetch, slot: Slot, free: string | null): Promise<boolean> {
  const doc = free === null ? { taken: true } : { free };
  const written = await request(fetcher, slotUrl(slot), {
    method: 'PUT',
    body: JSON.stringify(doc),
  });
  return written !== 'offline' && written.ok;
}

/**
 * The login's password changed from `from` to `to`, as the login itself: `lost` when the login
 * was refused (another phone changed it first, or a lock-out) or its `_rev` was stale (409).
 */
async function changePassword(
  fetcher: Fetch,
  root: string,
  login: string,
  from: string,
  to: string,
): Promise<'changed' | 'lost' | 'offline' | 'server-refused'> {
  const url = `${root}_users/${encodeURIComponent(`org.couchdb.user:${login}`)}`;
  const auth = asLogin(login, from);
  const read = await request(fetcher, url, { method: 'GET', ...auth });
  if (read === 'offline') return 'offline';
  if (read.status === 401 || read.status === 403) return 'lost';
  if (!read.ok) return 'server-refused';
  const { _id, _rev, name, roles, type } = await body(read);
  if (typeof _rev !== 'string' || name !== login) return 'server-refused';
  const user = JSON.stringify({ _id, _rev, name, roles, type, password: to });
  const written = await request(fetcher, url, { method: 'PUT', body: user, ...auth });
  if (written === 'offline') return 'offline';
  if ([401, 403, 409].includes(written.status)) return 'lost';
  return written.ok ? 'changed' : 'server-refused';
}

/** Claims a slot for a link: its login's new password, or why not (`taken`: try the next). */
export async function claimSlot(fetcher: Fetch, root: string, slot: Slot): Promise<Claim> {
  const state = await readSlot(fetcher, slot);
  if (typeof state !== 'object') return state;
  const token = randomToken();
  const changed = await changePassword(fetcher, root, slot.login, state.free, token);
  if (changed === 'lost') return 'taken';
  if (changed !== 'changed') return changed;
  // Won. Marked at once: the free password is void, and others must not try it.
  await markSlot(fetcher, slot, null);
  return { token };
}

/**
 * Frees a claimed slot: a fresh password set as the login (its link's `token`), then the slot
 * marked free with it. Whoever held the link is logged out for good. False when it failed: the
 * slot then stays taken (never handed out twice).
 */
export async function freeSlot(
  fetcher: Fetch,
  root: string,
  slot: Slot,
  token: string,
): Promise<boolean> {
  const fresh = randomToken();
  const changed = await changePassword(fetcher, root, slot.login, token, fresh);
  return changed === 'changed' && (await markSlot(fetcher, slot, fresh));
}
