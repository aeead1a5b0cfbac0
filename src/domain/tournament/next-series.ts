// The director assigns the next series: the plan with one more series, or every problem and the
// plan as it was. The result passes the whole night's check, so an assignment never makes a plan
// that `checkNight` would refuse.
import { assertNever, fail, type Result } from '../result';
import {
  checkHandAssignment,
  drawTables,
  tablesByStandings,
  type AssignmentProblem,
} from './assignment';
import {
  checkNight,
  seriesProblems,
  type Assignment,
  type NightPlan,
  type TableSeats,
} from './night';

/** How the director seats the next series. */
export type SeriesMethod =
  | { readonly kind: 'draw'; readonly seed: string }
  /** Every player of the night, best first after the previous series, ties already broken. */
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
    case 'draw':
      return drawTables(
        plan.players.map((player) => player.playerId),
        method.seed,
      );
    case 'standings': {
      if (plan.series.length === 0) return fail([{ code: 'no-previous-series' }]);
      const problems = rankingProblems(plan, method.ranking);
      return problems.length > 0 ? fail(problems) : tablesByStandings(method.ranking);
    }
    case 'hand':
      return checkHandAssignment(plan, method.tables);
    default:
      return assertNever(method);
  }
}

function assignmentOf(method: SeriesMethod): Assignment {
  return method.kind === 'draw' ? { kind: 'draw', seed: method.seed } : { kind: method.kind };
}

/** The plan with the next series seated by `method`; refused once every series is assigned. */
export function nextSeries(
  plan: NightPlan,
  method: SeriesMethod,
): Result<NightPlan, AssignmentProblem> {
  if (plan.series.length >= plan.seriesCount)
    return fail([{ code: 'all-series-assigned', seriesCount: plan.seriesCount }]);
  const tables = tablesFor(plan, method);
  if (!tables.ok) return tables;
  return checkNight({
    ...plan,
    series: [...plan.series, { tables: tables.value, assignment: assignmentOf(method) }],
  });
}
