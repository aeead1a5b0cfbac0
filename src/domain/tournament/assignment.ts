// The table assignment (Tischeinteilung) of one series, three ways the director may choose: a draw
// (Auslosung) that the seed on screen reproduces, by the standings after the previous series
// (Setzen nach Stand: best together), or by hand. Each series is assigned on its own, so players
// change tables and seats between series as the new assignment says.
//
// Seats: a table's players are listed in seat order, clockwise. The first listed deals the first
// deal (a new sheet's first dealer is seat 0), so the second listed is forehand at deal 1. A draw
// already seats at random; seating by standings lists a table best first, and `seatOrder` draws
// the seats of one table when the director wants that too.
import { fail, ok, type Result } from '../result';
import { isTableSize } from '../rules';
import { seatsOf } from '../sheet';
import {
  largestTable,
  seriesProblems,
  type NightPlan,
  type NightProblem,
  type TableSeats,
} from './night';
import { shuffled } from './seeded-random';
import { seatInOrder, tableSizes, type SplitProblem } from './table-sizes';

/** Short enough to read off the screen and type in again. */
export const SEED_MAX_LENGTH = 24;

/** Why an assignment is refused: the night's codes, and the assignment's own. */
export type AssignmentProblem =
  | NightProblem
  | SplitProblem
  | { readonly code: 'seed-invalid' }
  /** A draw with the seed of an earlier series would seat exactly its tables again. */
  | { readonly code: 'seed-used'; readonly series: number }
  | { readonly code: 'all-series-assigned'; readonly seriesCount: number }
  | { readonly code: 'no-previous-series' };

/** A seed someone can read and type: 1 to 24 characters, no space at either end. */
export function seedOk(seed: string): boolean {
  return seed.length > 0 && seed.length <= SEED_MAX_LENGTH && seed.trim() === seed;
}

/**
 * The draw: the players shuffled by the seed, then seated at tables in that order; tables of 5
 * only when `largest` (the plan's largestTable) is 5.
 */
export function drawTables(
  players: readonly string[],
  seed: string,
  largest: 4 | 5 = 4,
): Result<readonly TableSeats[], AssignmentProblem> {
  if (!seedOk(seed)) return fail([{ code: 'seed-invalid' }]);
  const split = tableSizes(players.length, largest);
  return split.ok ? ok(seatInOrder(shuffled(players, seed), split.value)) : split;
}

/**
 * Best together: `ranking` is every player, best first, ties already broken by the caller. The
 * best four sit at table 1, the next four at table 2, and the last players at the 3-tables.
 */
export function tablesByStandings(
  ranking: readonly string[],
  largest: 4 | 5 = 4,
): Result<readonly TableSeats[], AssignmentProblem> {
  const split = tableSizes(ranking.length, largest);
  return split.ok ? ok(seatInOrder(ranking, split.value)) : split;
}

/**
 * The director's own tables for the next series, each a list of players in seat order, numbered
 * 1… as given. Refused with the same codes as a night's plan: a table of 5 (unless the plan
 * allows it), a player at two
 * tables, a player of the night left out, a player not of the night, an absent one seated.
 */
export function checkHandAssignment(
  plan: Pick<NightPlan, 'players' | 'series' | 'absent' | 'dealsAtFive'>,
  tables: readonly (readonly string[])[],
): Result<readonly TableSeats[], NightProblem> {
  const seats = tables.map((players, index) => ({ table: index + 1, players }));
  const problems = seriesProblems(
    plan.players,
    { tables: seats, assignment: { kind: 'hand' }, absent: plan.absent ?? [] },
    plan.series.length,
    largestTable(plan),
  );
  return problems.length === 0 ? ok(seats) : fail(problems);
}

/** One table's seats drawn by the seed, each table its own order (the table number is mixed in). */
export function seatOrder(table: TableSeats, seed: string): TableSeats {
  return { table: table.table, players: shuffled(table.players, `${seed}#${table.table}`) };
}

/** The seat that deals a table's first deal: the first listed, as a new sheet starts. */
export const FIRST_DEALER_SEAT = 0;

/** Who is forehand at a table's first deal (left of the first dealer); none at a wrong size. */
export function firstForehand(table: TableSeats): string | undefined {
  const size = table.players.length;
  if (!isTableSize(size)) return undefined;
  return table.players[seatsOf(size, FIRST_DEALER_SEAT, 0).forehand];
}
