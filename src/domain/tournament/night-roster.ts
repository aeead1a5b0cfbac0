// The night's players changed between series (issue 31): a latecomer added, a player absent from
// the next series on (a no-show, one who left), back again, or replaced by another. Each is one
// event of the night's log (night-log.ts), taken by the fold (night-fold.ts) only for the series it
// names, and only when the night's next series can still be seated with it.
//
// Our rule, as the DSkV/ISkO texts we have say nothing of it: every series is its own list, and a
// player's total is the sum of the lists they played. A latecomer starts at 0 and counts from the
// series they join; an absent player keeps the lists played before; a replacement plays under
// their own name, so each counts their own lists (the prize list never gives one player's points
// to another). A player who plays no series is not ranked and owes no fee.
import { sameName } from '../same-name';
import { fail, ok, type Result } from '../result';
import type { NightPlan, NightPlayer } from './night';
import { largestTable, presentPlayers } from './night';
import { allSeriesAssigned, withAbsent } from './next-series';
import { tableSizes, type SplitProblem } from './table-sizes';

/** A change of the night's players, before series `series` (0-based) is seated. */
export type RosterChange =
  | { readonly kind: 'player-added'; readonly series: number; readonly player: NightPlayer }
  | { readonly kind: 'player-absent'; readonly series: number; readonly playerId: string }
  | { readonly kind: 'player-back'; readonly series: number; readonly playerId: string }
  | {
      readonly kind: 'player-replaced';
      readonly series: number;
      readonly playerId: string;
      readonly by: NightPlayer;
    };

export type RosterChangeKind = RosterChange['kind'];

export const ROSTER_CHANGE_KINDS = [
  'player-added',
  'player-absent',
  'player-back',
  'player-replaced',
] as const satisfies readonly RosterChangeKind[];

/** Why a change of the night's players is refused: nothing of it is changed. */
export type RosterProblem =
  | SplitProblem
  /** The change is for a series already seated (or a later one than the next). */
  | { readonly code: 'roster-series-passed'; readonly series: number }
  | { readonly code: 'all-series-assigned'; readonly seriesCount: number }
  /** A series is being played: change the players when its tables (`tables`, 1-based) are done. */
  | {
      readonly code: 'series-running';
      readonly series: number;
      readonly tables: readonly number[];
    }
  | { readonly code: 'night-closed' }
  | { readonly code: 'name-missing' }
  | { readonly code: 'name-twice'; readonly name: string }
  | { readonly code: 'player-unknown'; readonly series: number; readonly playerId: string }
  /** Marked absent twice, or back while present. */
  | { readonly code: 'player-already-absent'; readonly playerId: string }
  | { readonly code: 'player-present'; readonly playerId: string };

/** The longest name a latecomer may have (a sheet's player name bound). */
const MAX_NAME = 40;

function newPlayerProblems(plan: NightPlan, player: NightPlayer): RosterProblem[] {
  const name = player.name.trim();
  if (name === '' || name.length > MAX_NAME) return [{ code: 'name-missing' }];
  const taken = plan.players.some(
    (other) => sameName(other.name, name) || other.playerId === player.playerId,
  );
  return taken ? [{ code: 'name-twice', name }] : [];
}

function knownProblems(plan: NightPlan, playerId: string, series: number): RosterProblem[] {
  return plan.players.some((player) => player.playerId === playerId)
    ? []
    : [{ code: 'player-unknown', series, playerId }];
}

/** The plan's players and absent list as the change makes them, or why not. */
function changed(
  plan: NightPlan,
  change: RosterChange,
): Result<Pick<NightPlan, 'players' | 'absent'>, RosterProblem> {
  const absent = plan.absent ?? [];
  const isAbsent = (playerId: string) => absent.includes(playerId);
  switch (change.kind) {
    case 'player-added': {
      const problems = newPlayerProblems(plan, change.player);
      const player = { playerId: change.player.playerId, name: change.player.name.trim() };
      return problems.length > 0
        ? fail(problems)
        : ok({ players: [...plan.players, player], absent });
    }
    case 'player-absent': {
      const problems = knownProblems(plan, change.playerId, change.series);
      if (problems.length > 0) return fail(problems);
      if (isAbsent(change.playerId))
        return fail([{ code: 'player-already-absent', playerId: change.playerId }]);
      return ok({ players: plan.players, absent: [...absent, change.playerId] });
    }
    case 'player-back': {
      const problems = knownProblems(plan, change.playerId, change.series);
      if (problems.length > 0) return fail(problems);
      if (!isAbsent(change.playerId))
        return fail([{ code: 'player-present', playerId: change.playerId }]);
      return ok({ players: plan.players, absent: absent.filter((id) => id !== change.playerId) });
    }
    case 'player-replaced': {
      const problems = [
        ...knownProblems(plan, change.playerId, change.series),
        ...newPlayerProblems(plan, change.by),
      ];
      if (problems.length > 0) return fail(problems);
      if (isAbsent(change.playerId))
        return fail([{ code: 'player-already-absent', playerId: change.playerId }]);
      const by = { playerId: change.by.playerId, name: change.by.name.trim() };
      return ok({ players: [...plan.players, by], absent: [...absent, change.playerId] });
    }
  }
}

/**
 * The plan with the night's players changed for its next series, or every reason not: the change
 * must name the next series, and the players then present must be seatable at tables of 3 and 4.
 */
export function withRosterChange(
  plan: NightPlan,
  change: RosterChange,
): Result<NightPlan, RosterProblem> {
  const refused = allSeriesAssigned(plan);
  if (refused) return refused;
  if (change.series !== plan.series.length)
    return fail([{ code: 'roster-series-passed', series: change.series }]);
  const roster = changed(plan, change);
  if (!roster.ok) return roster;
  // A newcomer sat the series before out: each of them says so, so the night's check holds.
  const known = new Set(plan.players.map((player) => player.playerId));
  const newcomers = roster.value.players.filter((player) => !known.has(player.playerId));
  const series = plan.series.map((played) =>
    withAbsent(played, [...(played.absent ?? []), ...newcomers.map((p) => p.playerId)]),
  );
  const next = { ...plan, ...roster.value, series };
  const split = tableSizes(presentPlayers(next).length, largestTable(next));
  return split.ok ? ok(next) : split;
}

/** How far a series' tables are: enough of the tracker's progress to tell a running series. */
export interface SeriesTable {
  readonly series: number;
  /** 1-based, within its series. */
  readonly table: number;
  readonly deals: number;
  readonly of: number;
}

/**
 * Whether the players may be changed now: not after closing, and not while a series is played
 * (its tables not all done), so a change never meets a series half played. A refusal names the
 * unfinished tables, so the director knows whom to wait for.
 */
export function rosterChangeOpen(
  closed: boolean,
  tables: readonly SeriesTable[],
): Result<void, RosterProblem> {
  if (closed) return fail([{ code: 'night-closed' }]);
  const running = tables.find((table) => table.deals < table.of);
  if (!running) return ok(undefined);
  const unfinished = tables
    .filter((table) => table.series === running.series && table.deals < table.of)
    .map((table) => table.table)
    .sort((a, b) => a - b);
  return fail([{ code: 'series-running', series: running.series, tables: unfinished }]);
}

/** The players who play no series so far and none to come: left out of the ranking. */
export function unranked(
  plan: Pick<NightPlan, 'players' | 'series' | 'seriesCount' | 'absent'>,
): ReadonlySet<string> {
  const seated = new Set(plan.series.flatMap((series) => series.tables.flatMap((t) => t.players)));
  const comes = plan.series.length < plan.seriesCount ? presentPlayers(plan) : [];
  for (const playerId of comes) seated.add(playerId);
  return new Set(plan.players.map((p) => p.playerId).filter((id) => !seated.has(id)));
}
