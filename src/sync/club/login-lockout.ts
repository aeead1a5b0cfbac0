// A login the club's server locked out, remembered on this phone so that the phone does not ask
// again while the lock surely holds. CouchDB 3.5 (`[chttpd_auth_lockout]`, mode `enforce`) counts
// the failed logins of a user from one address; above `threshold` (5) it refuses that user from
// there with 403 "Account is temporarily locked…", the right password too, until `max_lifetime`
// (300,000 ms) after the *first* failure. The phone hears the lock after that first failure, so
// five minutes from then the server's lock is over (on its defaults). A login tried sooner would
// only be refused again; tried later it gets one answer and, if locked still (a club with longer
// settings), waits again: at most one login a user every five minutes, never a loop.
// Kept in localStorage so a reload does not send it sooner; nothing but addresses, names and times.

/** CouchDB 3.5's default `[chttpd_auth_lockout] max_lifetime`. */
export const LOCKOUT_MS = 5 * 60 * 1000;

const LOCKOUTS_KEY = 'skat-club-lockouts';

/** The server's root and the user name: CouchDB locks a user per server (and address). */
function keyOf(root: string, name: string): string {
  return JSON.stringify([root, name]);
}

function readLockouts(): Record<string, number> {
  try {
    const value = JSON.parse(localStorage.getItem(LOCKOUTS_KEY) ?? '{}') as unknown;
    return value && typeof value === 'object' ? (value as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** Only the locks that still hold (so the list stays as short as the few locked names). */
function stillLocked(lockouts: Record<string, number>, now: number): Record<string, number> {
  return Object.fromEntries(
    Object.entries(lockouts).filter(
      // An end further away than a whole lock is a clock that was set back: not trusted.
      ([, until]) => typeof until === 'number' && until > now && until - now <= LOCKOUT_MS,
    ),
  );
}

/** The server locked this user out now: no login for it from this phone for LOCKOUT_MS. */
export function rememberLockout(root: string, name: string, now = Date.now()): number {
  const until = now + LOCKOUT_MS;
  const lockouts = { ...stillLocked(readLockouts(), now), [keyOf(root, name)]: until };
  localStorage.setItem(LOCKOUTS_KEY, JSON.stringify(lockouts));
  return until;
}

/** When this phone may send a login for the user again (ms since 1970), or null: it may now. */
export function lockedUntil(root: string, name: string, now = Date.now()): number | null {
  return stillLocked(readLockouts(), now)[keyOf(root, name)] ?? null;
}

/** Is this answer to a login CouchDB's lock-out (403 forbidden, "temporarily locked")? */
export async function isLockout(response: Response): Promise<boolean> {
  if (response.status !== 403) return false;
  try {
    const body = (await response.clone().json()) as { reason?: unknown };
    return typeof body.reason === 'string' && /locked/i.test(body.reason);
  } catch {
    return false;
  }
}
