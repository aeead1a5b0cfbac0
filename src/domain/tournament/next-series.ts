// The director assigns the next series: the plan with one more series, or every problem and the
// plan as it was. The result passes the whole night's check, so an assignment never makes a plan
// that `checkNight` would refuse.
import { assertNever, fail, ok, type Result } from '../result';
import {
  SEED_MAX_LENGTH,
  checkHandAssignment,
  tablesByStandings,
  type AssignmentProblem,
} from './assignment';
import { drawApart } from './draw-apart';
import {
  checkNight,
  largestTable,
  presentPlayers,
  seriesProblems,
  type Assignment,
  type NightPlan,
  type Series,
  type TableSeats,
} from './night';

/** How the director seats the next series. */
export type SeriesMethod =
  | { readonly kind: 'draw'; readonly seed: string }
  /**
   * Every player of the night, best first after the previous series, ties already broken (those
   * absent from the next series are left out of it).
   */
  | { readonly kind: 'standings'; readonly ranking: readonly string[] }
  /** The tables in order, each its players in seat order. */
  | { readonly kind: 'hand'; readonly tables: readonly (readonly string[])[] };

/**
 * A ranking must name each player of the night once: checked as one big table, so it is refused
 * with the night's own codes (unknown, twice, left out) before any table is formed.
 */
function rankingProblems(plan: NightPlan, ranking: readonly string[]): AssignmentProblem[] {
  const all = {
    tables: [{ table: 1, players: ranking }],
    assignment: { kind: 'standings' },
    absent: plan.absent ?? [],
  } as const;
  return seriesProblems(plan.players, all, plan.series.length).filter(
    (problem) => problem.code !== 'table-size',
  );
}

function tablesFor(
  plan: NightPlan,
  method: SeriesMethod,
): Result<readonly TableSeats[], AssignmentProblem> {
  switch (method.kind) {
    case 'draw': {
      // Kept apart from whom they sat with in this night's earlier series (draw-apart.ts).
      const earlier = plan.series.map((series) => series.tables);
      const drawn = drawApart(presentPlayers(plan), method.seed, earlier, largestTable(plan));
      return drawn.ok ? ok(drawn.value.tables) : drawn;
    }
    case 'standings': {
      if (plan.series.length === 0) return fail([{ code: 'no-previous-series' }]);
      const absent = new Set(plan.absent ?? []);
      const ranking = method.ranking.filter((playerId) => !absent.has(playerId));
      const problems = rankingProblems(plan, ranking);
      return problems.length > 0 ? fail(problems) : tablesByStandings(ranking, largestTable(plan));
    }
    case 'hand':
      return checkHandAssignment(plan, method.tables);
    default:
      return assertNever(method);
  }
}

/**
 * Each series draws with its own seed, made from the night's seed and its number ("k7m2p9qx-2"):
 * the same seed for series 2 would seat exactly series 1's tables again (issue 31 item 3).
 */
export function seriesSeed(nightSeed: string, series: number): string {
  const suffix = `-${series}`;
  return nightSeed.slice(0, SEED_MAX_LENGTH - suffix.length) + suffix;
}

const SERIES_SEED = /^(.+)-\d+$/;

/**
 * The night's seed: the one its first drawn series was made from (a screen opened again goes on
 * with it), else `fresh` (a new night's, made at random by the screen).
 */
export function nightSeed(plan: NightPlan, fresh: string): string {
  for (const series of plan.series) {
    if (series.assignment.kind !== 'draw') continue;
    const base = SERIES_SEED.exec(series.assignment.seed)?.[1];
    return base ?? series.assignment.seed;
  }
  return fresh;
}

/** The earlier series (1-based) that drew with this seed, or null. */
function seriesWithSeed(plan: NightPlan, seed: string): number | null {
  const index = plan.series.findIndex(
    ({ assignment }) => assignment.kind === 'draw' && assignment.seed === seed,
  );
  return index === -1 ? null : index + 1;
}

function assignmentOf(method: SeriesMethod): Assignment {
  return method.kind === 'draw' ? { kind: 'draw', seed: method.seed } : { kind: method.kind };
}

/** The refusal when every series of the night is assigned: nothing is left to seat or change. */
export function allSeriesAssigned(
  plan: NightPlan,
): Result<never, { readonly code: 'all-series-assigned'; readonly seriesCount: number }> | null {
  const done = plan.series.length >= plan.seriesCount;
  return done ? fail([{ code: 'all-series-assigned', seriesCount: plan.seriesCount }]) : null;
}

/** The plan with the next series seated by `method`; refused once every series is assigned. */
export function nextSeries(
  plan: NightPlan,
  method: SeriesMethod,
): Result<NightPlan, AssignmentProblem> {
  const refused = allSeriesAssigned(plan);
  if (refused) return refused;
  const used = method.kind === 'draw' ? seriesWithSeed(plan, method.seed) : null;
  if (used !== null) return fail([{ code: 'seed-used', series: used }]);
  const tables = tablesFor(plan, method);
  if (!tables.ok) return tables;
  const seated = { tables: tables.value, assignment: assignmentOf(method) };
  return checkNight({ ...plan, series: [...plan.series, withAbsent(seated, plan.absent)] });
}

/** A series with the players absent from it, as the night's check reads it. */
export function withAbsent(series: Series, absent: readonly string[] | undefined): Series {
  return absent && absent.length > 0 ? { ...series, absent } : series;
}
