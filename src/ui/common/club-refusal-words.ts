import type { ClubProblem } from '../../sync/club/club-sheets';
import type { Dictionary } from '../i18n/dictionary';

/** Why a read or write of the club did not go through: no connection, or the server's refusal. */
export function clubRefusalWords(t: Dictionary, problem: ClubProblem): string {
  return problem === 'offline' ? t.club.clubOffline : t.club.refusal[problem];
}
