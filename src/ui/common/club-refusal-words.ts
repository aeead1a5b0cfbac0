import type { ClubProblem } from '../../sync/club/club-sheets';
import type { Dictionary } from '../i18n/dictionary';

/** Why a read or write of the club did not go through: no connection, or the server's refusal. */
export function clubRefusalWords(t: Dictionary, problem: ClubProblem): string {
  return problem === 'offline' ? t.club.clubOffline : t.club.refusal[problem];
}

/** Where a screen's read of the club stands until its answer (`Read`) is in. */
export type ClubShown<Read> =
  | { readonly kind: 'loading' }
  | { readonly kind: 'no-login' }
  | { readonly kind: 'failed'; readonly problem: ClubProblem }
  | Read;
