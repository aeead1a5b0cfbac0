// Pooled logins (guest links, club-night tables): CouchDB 3 lets only a server admin make users,
// so club-setup makes them ahead, each with a random "free" password kept in its slot document
// (`_local/login:<name>`, protocol/ids.ts slotDocId) where the members who hand logins out read it.
// Claiming one, on a member's phone: log in AS that login (basic auth, never the member's cookie),
// read its own user document and write it back with a new password and the read `_rev`. The
// server's 409 on a stale `_rev` makes the claim atomic: of two phones racing, one wins, the other
// takes the next slot. The winner marks the slot taken at once, so others skip it without a failed
// login (five lock a login out). A new password also ends every session of the login's previous
// holder (CouchDB signs its cookies with the user's salt). Freeing sets a fresh free password the
// same way, as the login, with the password its link holds. Every request is bounded in time.
import { slotDocId } from '../protocol/ids';
import { send, type Fetch } from '../request';
import { failureCode } from '../live/status';

/** A slot: the database holding its slot document, and the login's name. */
export interface Slot {
  readonly database: string;
  readonly login: string;
}

/** A request that failed: no answer, the member's session or membership, or an odd answer. */
export type PoolFailure = 'offline' | 'session-expired' | 'not-member' | 'server-refused';

/** A claim: the login's new password, or why this slot is not the one (try the next), or a failure. */
export type Claim =
  { readonly token: string; readonly replaced: string } | 'taken' | 'missing' | PoolFailure;

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

/** A response's JSON object, or {} when it is none. */
export async function jsonBody(response: Response): Promise<Record<string, unknown>> {
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
  const read = await send(fetcher, slotUrl(slot), { method: 'GET' });
  if (read !== 'offline' && read.status === 404) return 'missing';
  if (read === 'offline' || !read.ok) return failureOf(read);
  const free = (await jsonBody(read)).free;
  return typeof free === 'string' && free !== '' ? { free } : 'taken';
}

/** The slot document written: free with its password, or taken (no password in it). */
async function markSlot(fetcher: Fetch, slot: Slot, free: string | null): Promise<boolean> {
  const doc = free === null ? { taken: true } : { free };
  const written = await send(fetcher, slotUrl(slot), {
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
  const read = await send(fetcher, url, { method: 'GET', ...auth });
  if (read === 'offline') return 'offline';
  if (read.status === 401 || read.status === 403) return 'lost';
  if (!read.ok) return 'server-refused';
  const { _id, _rev, name, roles, type } = await jsonBody(read);
  if (typeof _rev !== 'string' || name !== login) return 'server-refused';
  const user = JSON.stringify({ _id, _rev, name, roles, type, password: to });
  const written = await send(fetcher, url, { method: 'PUT', body: user, ...auth });
  if (written === 'offline') return 'offline';
  if ([401, 403, 409].includes(written.status)) return 'lost';
  return written.ok ? 'changed' : 'server-refused';
}

/** How often, and how many times, a changed password is asked after (bounded: 20 s). */
const IN_FORCE_POLL_MS = 250;
const IN_FORCE_TRIES = 80;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Waits until a login's changed password is the one the server takes. CouchDB 3.5 checks logins
 * against a cache that hears of a changed password from the users database's changes, seconds
 * later (about 3 s on an idle server): until then the old password still works and the new one is
 * refused, and each refusal counts towards the login's lock-out. So this asks with the OLD
 * password, whose successes count nothing, until it is refused (one failure). The cache takes the
 * changes in order, so after several changes waiting for the last one is enough.
 */
export async function passwordInForce(
  fetcher: Fetch,
  root: string,
  login: string,
  old: string,
): Promise<boolean> {
  for (let tries = 0; tries < IN_FORCE_TRIES; tries += 1) {
    const answer = await send(fetcher, `${root}_session`, {
      method: 'GET',
      ...asLogin(login, old),
    });
    if (answer === 'offline') return false;
    if (answer.status === 401 || answer.status === 403) return true;
    await sleep(IN_FORCE_POLL_MS);
  }
  return false;
}

/**
 * Claims a slot for a link: its login's new password (and the free one it replaced, to wait on
 * with passwordInForce), or why not (`taken`: try the next). `settle`: wait here until the new
 * password is in force (a caller claiming many waits once, for the last).
 */
export async function claimSlot(
  fetcher: Fetch,
  root: string,
  slot: Slot,
  settle = true,
): Promise<Claim> {
  const state = await readSlot(fetcher, slot);
  if (typeof state !== 'object') return state;
  const token = randomToken();
  const changed = await changePassword(fetcher, root, slot.login, state.free, token);
  if (changed === 'lost') return 'taken';
  if (changed !== 'changed') return changed;
  // Won. Marked at once: the free password is void, and others must not try it.
  await markSlot(fetcher, slot, null);
  if (settle) await passwordInForce(fetcher, root, slot.login, state.free);
  return { token, replaced: state.free };
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
  settle = true,
): Promise<boolean> {
  const fresh = randomToken();
  const changed = await changePassword(fetcher, root, slot.login, token, fresh);
  if (changed !== 'changed') return false;
  // In force before it is handed out: the next claimer logs in with it at once. (A caller
  // freeing many waits once, for the last: a claim in between may skip a slot, never take it.)
  if (settle) await passwordInForce(fetcher, root, slot.login, token);
  return markSlot(fetcher, slot, fresh);
}

/**
 * A claimed login's link made anew: a fresh password set as the login (with its link's `token`),
 * waited for until the server takes it, so the old link is refused from then on. `lost` when the
 * login refused `token` (another device made a new link first).
 */
export async function renewPassword(
  fetcher: Fetch,
  root: string,
  login: string,
  token: string,
): Promise<{ readonly token: string } | 'lost' | 'offline' | 'server-refused'> {
  const fresh = randomToken();
  const changed = await changePassword(fetcher, root, login, token, fresh);
  if (changed !== 'changed') return changed;
  await passwordInForce(fetcher, root, login, token);
  return { token: fresh };
}
