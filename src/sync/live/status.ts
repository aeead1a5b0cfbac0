// A shared sheet's sync status, as data: the UI words it (i18n), nothing here is a sentence.
// It never blocks entering a deal: the log is written first, the status only reports.
import { isTableLogin } from '../protocol/names';
import { isRefusal, type Refusal } from '../protocol/refusals';

/** Why the server (or the way to it) said no: the design document's codes, or the login's. */
export type SyncRefusal =
  /** The server's validate_doc_update (protocol/refusals.ts). */
  | Refusal
  /** A guest link that was revoked (or never valid): this phone follows no more. */
  | 'link-revoked'
  /** A table's link after its night was closed (or never valid): this phone writes no more. */
  | 'night-closed'
  /** The login was not accepted (wrong name or password). */
  | 'unauthorized'
  /** No session (it ended, or logged out): the member logs in again in the settings. */
  | 'session-expired'
  /**
   * The server took the password, yet the very next request with its cookie is "not logged in":
   * the browser keeps the club's cookie from an app on another site (the app at 127.0.0.1, the
   * club at localhost, or another domain). Logging in again would not help (issue 31 item 13).
   */
  | 'other-site'
  /** The login is fine but not a member of this club's database. */
  | 'not-member'
  /** The address is not https (only localhost / 127.0.0.1 may be http). */
  | 'server-not-https'
  /** The server answered, but not as a CouchDB database. */
  | 'not-a-club';

export type SyncStatus =
  /** Started, nothing heard from the server yet. */
  | { readonly state: 'connecting'; readonly waiting: number }
  /** Everything of this phone is on the server, and everything of the server here. */
  | { readonly state: 'synced' }
  /** Online, `waiting` changes still to send. */
  | { readonly state: 'sending'; readonly waiting: number }
  /** No way to the server now: changes are kept and sent later. */
  | { readonly state: 'offline'; readonly waiting: number }
  /** The server refused: a write (its code) or the login. */
  | { readonly state: 'refused'; readonly code: SyncRefusal; readonly waiting: number }
  /** A club admin removed the sheet from the server: sharing ended, the copy here stays. */
  | { readonly state: 'removed' };

/** A refusal of one document (PouchDB's `denied`): the design document's code, if it is one. */
export function deniedCode(error: unknown): SyncRefusal {
  const { reason, message } = (error ?? {}) as { reason?: unknown; message?: unknown };
  for (const text of [reason, message]) if (isRefusal(text)) return text;
  return 'doc-malformed';
}

/**
 * A request's failure: no session or no membership (a refusal), or anything else — no network, a
 * server gone — as offline (null). The app sends no password, only its session cookie, so a 401
 * is a session that ended (or none): log in again.
 */
export function failureCode(error: unknown): SyncRefusal | null {
  const { status, name } = (error ?? {}) as { status?: unknown; name?: unknown };
  if (status === 401 || name === 'unauthorized') return 'session-expired';
  if (status === 403 || name === 'forbidden') return 'not-member';
  return null;
}

/**
 * On a guest's phone a refusal of its login is the link revoked (or never valid). So is its sheet
 * removed: revoking empties the guest database, and a request the guest had open before may bring
 * those deletions before the next one is refused. A table's phone of a club night (its link's
 * pooled table login `<club>-table-NN`) is refused once the director closed the night: `night-closed`.
 */
export function asGuestStatus(status: SyncStatus, linkName = ''): SyncStatus {
  const code = isTableLogin(linkName) ? 'night-closed' : 'link-revoked';
  if (status.state === 'removed') return { state: 'refused', code, waiting: 0 };
  return status.state === 'refused' &&
    (status.code === 'session-expired' || status.code === 'not-member')
    ? { ...status, code }
    : status;
}

/** The club's address is allowed: https, or http to this machine only. */
export function isAllowedServer(address: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  return url.protocol === 'https:' || (url.protocol === 'http:' && local);
}
