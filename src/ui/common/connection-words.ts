import type { ConnectionResult } from '../../sync/club/login';
import type { Dictionary } from '../i18n/dictionary';

/** Whole minutes left until `until` (ms since 1970), at least one. */
function minutesUntil(until: number | null): number {
  return Math.max(1, Math.ceil(((until ?? 0) - Date.now()) / 60_000));
}

/** What a login or a test of the club connection found, in words (settings, a join link). */
export function connectionWords(
  t: Dictionary,
  result: ConnectionResult,
  lockedUntil: number | null = null,
): string {
  const c = t.club;
  if (result === 'ok' || result === 'offline') return c.testResult[result];
  if (result === 'locked-out') return c.lockedOut(minutesUntil(lockedUntil));
  return c.refusedTest(c.refusal[result]);
}
