// A change of the night's players as words: its refusals (the roster's own codes, else the
// night's) and its line in the night's history.
import type { RosterProblem, RosterChange } from '../../domain/tournament/night-roster';
import type { Dictionary } from '../i18n/dictionary';
import { problemWords, type ShownProblem } from './night-words';

export function rosterProblemWords(
  t: Dictionary,
  problem: RosterProblem | ShownProblem,
  nameOf: (playerId: string) => string,
): string {
  const p = t.nights.roster.problem;
  switch (problem.code) {
    case 'name-missing':
    case 'roster-series-passed':
    case 'night-closed':
      return p[problem.code];
    case 'series-running':
      return p['series-running'](problem.series + 1, problem.tables);
    case 'player-already-absent':
    case 'player-present':
      return p[problem.code](nameOf(problem.playerId));
    default:
      return problemWords(t, problem, nameOf);
  }
}

/** One line of the night's history of its players. */
export function rosterEntryWords(
  t: Dictionary,
  change: RosterChange,
  nameOf: (playerId: string) => string,
): string {
  const e = t.nights.roster.entry;
  const series = change.series + 1;
  switch (change.kind) {
    case 'player-added':
      return e['player-added'](change.player.name, series);
    case 'player-absent':
    case 'player-back':
      return e[change.kind](nameOf(change.playerId), series);
    case 'player-replaced':
      return e['player-replaced'](nameOf(change.playerId), series, change.by.name);
  }
}
