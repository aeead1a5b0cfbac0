// A night's problem codes as the sentences the screens show (the dictionary's `nights.problem`,
// and the club's refusals for the server's and the connection's codes).
import type { NightFormProblem } from './new-night-form';
import type { Dictionary } from '../i18n/dictionary';
import type { NightWriteProblem, RenewProblem } from './night-service';

export type ShownProblem = NightFormProblem | NightWriteProblem | RenewProblem;

/** `nameOf`: a player's display name by roster id (the id itself when unknown). */
export function problemWords(
  t: Dictionary,
  problem: ShownProblem,
  nameOf: (playerId: string) => string = (id) => id,
): string {
  const p = t.nights.problem;
  switch (problem.code) {
    case 'too-few-players':
      return p['too-few-players'](problem.players);
    case 'no-table-split':
      return p['no-table-split'](problem.players);
    case 'table-size':
      return problem.largest === 5
        ? p['table-size-five'](problem.table, problem.size)
        : p['table-size'](problem.table, problem.size);
    case 'player-twice':
      return p['player-twice'](nameOf(problem.playerId));
    case 'name-twice':
      return p['name-twice'](problem.name);
    case 'player-unknown':
      return p['player-unknown'](nameOf(problem.playerId));
    case 'player-not-seated':
      return p['player-not-seated'](nameOf(problem.playerId));
    case 'player-absent':
      return p['player-absent'](nameOf(problem.playerId));
    case 'series-length':
      return p['series-length'](problem.tableSize, problem.deals);
    case 'series-count':
    case 'fee-invalid':
    case 'name-missing':
    case 'date-invalid':
    case 'shares-over-100':
    case 'seed-invalid':
    case 'no-previous-series':
    case 'table-logins-in-use':
    case 'night-databases-in-use':
    case 'night-director-only':
    case 'table-other-sheet':
    case 'night-sheet-table-only':
    case 'table-link-unknown':
    case 'table-link-changed':
      return p[problem.code];
    case 'seed-used':
      return p['seed-used'](problem.series);
    case 'share-invalid':
      return p['share-invalid'](problem.place + 1);
    case 'all-series-assigned':
      return p['all-series-assigned'](problem.seriesCount);
    case 'offline':
      return t.nights.clubOffline;
    default:
      return clubRefusal(t, problem.code);
  }
}

/** The club's refusal words for a server code; the code itself for one this version lacks. */
function clubRefusal(t: Dictionary, code: string): string {
  const words: Readonly<Record<string, string>> = t.club.refusal;
  return words[code] ?? code;
}
