// A club night or tournament (Preisskat): players from the club's roster, a number of series,
// each series the players seated at tables of 3 or 4, each table keeping its own sheet. The plan
// is data the director sets; everything shown of a night (rankings, fees, prize lists) is a fold
// of the plan and the tables' sheets. Nothing here is a sentence: problems are codes.
import { fail, ok, type Result } from '../result';
import type { CurrencyCode } from '../money';
import type { TableSize } from '../rules';

/** A player of the night: a roster id (roster.ts) and the display name the lists show. */
export interface NightPlayer {
  readonly playerId: string;
  readonly name: string;
}

/** One table of one series: the players in seat order (3 or 4), by roster id. */
export interface TableSeats {
  /** The table's number, 1… within the series. */
  readonly table: number;
  readonly players: readonly string[];
}

/** How a series' tables were set: by a draw (its seed, so it can be done again), by hand, or
 * by the standings after the previous series (best together). */
export type Assignment =
  | { readonly kind: 'draw'; readonly seed: string }
  | { readonly kind: 'standings' }
  | { readonly kind: 'hand' };

export interface Series {
  readonly tables: readonly TableSeats[];
  readonly assignment: Assignment;
  /** Players of the night who sat this series out (absent, replaced): none when left out. */
  readonly absent?: readonly string[];
}

/**
 * Lost-game fees (Verlustspielgeld) in cents: `perLost` a lost game, from the `higherFrom`-th lost
 * game of a list on `higher` (e.g. 50 cents, from the fourth 100); null: one fee for every game.
 */
export interface NightFees {
  /** What the amounts are in; absent on every night so far, which was in euros (nightCurrency). */
  readonly currency?: CurrencyCode;
  readonly entry: number;
  readonly perLost: number;
  readonly higher: { readonly from: number; readonly cents: number } | null;
}

export interface NightPlan {
  readonly players: readonly NightPlayer[];
  /** How many series the night has (2 for a club night). */
  readonly seriesCount: number;
  /** Deals a series at a table of 4, and at a table of 3 (48 and 36 at a club night). */
  readonly dealsAtFour: number;
  readonly dealsAtThree: number;
  /**
   * Deals a series at a table of 5 (docs/five-at-the-table.md), divisible by 5. Absent: the plan
   * seats tables of 3 and 4 only, and refuses a table of 5 (`table-size`).
   */
  readonly dealsAtFive?: number;
  /** The series assigned so far, in order (at most seriesCount). */
  readonly series: readonly Series[];
  readonly fees: NightFees;
  /**
   * Players of the night who do not play the next series (a no-show, one who left, one
   * replaced): night-roster.ts. None when left out.
   */
  readonly absent?: readonly string[];
}

/** Why a night's plan is refused: nothing of it is changed. */
export type NightProblem =
  | { readonly code: 'too-few-players'; readonly players: number }
  | { readonly code: 'player-unknown'; readonly series: number; readonly playerId: string }
  | {
      readonly code: 'table-size';
      readonly series: number;
      readonly table: number;
      readonly size: number;
      /** 5 where the plan allows tables of 5 (so the words say 3 to 5); left out otherwise. */
      readonly largest?: 5;
    }
  | { readonly code: 'player-twice'; readonly series: number; readonly playerId: string }
  | { readonly code: 'player-not-seated'; readonly series: number; readonly playerId: string }
  /** A player marked absent for the series is seated in it. */
  | { readonly code: 'player-absent'; readonly series: number; readonly playerId: string }
  | { readonly code: 'series-length'; readonly tableSize: TableSize; readonly deals: number }
  | { readonly code: 'series-count'; readonly series: number }
  | { readonly code: 'fee-invalid' };

export const MIN_PLAYERS = 3;
/** The most players a night may have: a big open tournament of about 100 tables. */
export const MAX_PLAYERS = 400;
export const MAX_SERIES = 10;
/** The longest series a table may play (a sheet's own bound is higher: rules.ts). */
export const MAX_SERIES_DEALS = 96;

function dealsOk(deals: number, tableSize: TableSize): boolean {
  return (
    Number.isInteger(deals) && deals > 0 && deals <= MAX_SERIES_DEALS && deals % tableSize === 0
  );
}

function feesOk(fees: NightFees): boolean {
  const cents = (value: number) => Number.isInteger(value) && value >= 0 && value <= 100_000;
  return (
    cents(fees.entry) &&
    cents(fees.perLost) &&
    (fees.higher === null ||
      (cents(fees.higher.cents) && Number.isInteger(fees.higher.from) && fees.higher.from >= 1))
  );
}

/** The largest table a plan seats: 5 when it says how many deals a table of 5 plays, else 4. */
export function largestTable(plan: Pick<NightPlan, 'dealsAtFive'>): 4 | 5 {
  return plan.dealsAtFive === undefined ? 4 : 5;
}

/**
 * The problems of one series: every player of the night but those absent from it seated exactly
 * once, no absent one seated, tables of 3 to `largest` (4, or 5 when the plan allows it).
 */
export function seriesProblems(
  players: readonly NightPlayer[],
  series: Series,
  index: number,
  largest: 4 | 5 = 4,
): NightProblem[] {
  const problems: NightProblem[] = [];
  const known = new Set(players.map((player) => player.playerId));
  const absent = new Set(series.absent ?? []);
  const seated = new Set<string>();
  for (const table of series.tables) {
    const size = table.players.length;
    if (size < 3 || size > largest)
      problems.push({
        code: 'table-size',
        series: index,
        table: table.table,
        size,
        ...(largest === 5 ? { largest } : {}),
      });
    for (const playerId of table.players) {
      if (!known.has(playerId)) problems.push({ code: 'player-unknown', series: index, playerId });
      else if (seated.has(playerId))
        problems.push({ code: 'player-twice', series: index, playerId });
      else if (absent.has(playerId))
        problems.push({ code: 'player-absent', series: index, playerId });
      seated.add(playerId);
    }
  }
  for (const playerId of known)
    if (!seated.has(playerId) && !absent.has(playerId))
      problems.push({ code: 'player-not-seated', series: index, playerId });
  return problems;
}

/** The players who play the plan's next series: the night's players but the absent ones. */
export function presentPlayers(plan: Pick<NightPlan, 'players' | 'absent'>): readonly string[] {
  const absent = new Set(plan.absent ?? []);
  return plan.players.map((player) => player.playerId).filter((id) => !absent.has(id));
}

/** The plan as the director set it, or every problem with it. */
export function checkNight(plan: NightPlan): Result<NightPlan, NightProblem> {
  const problems: NightProblem[] = [];
  const count = plan.players.length;
  if (count < MIN_PLAYERS || count > MAX_PLAYERS)
    problems.push({ code: 'too-few-players', players: count });
  if (!dealsOk(plan.dealsAtFour, 4))
    problems.push({ code: 'series-length', tableSize: 4, deals: plan.dealsAtFour });
  if (!dealsOk(plan.dealsAtThree, 3))
    problems.push({ code: 'series-length', tableSize: 3, deals: plan.dealsAtThree });
  if (plan.dealsAtFive !== undefined && !dealsOk(plan.dealsAtFive, 5))
    problems.push({ code: 'series-length', tableSize: 5, deals: plan.dealsAtFive });
  if (
    !Number.isInteger(plan.seriesCount) ||
    plan.seriesCount < 1 ||
    plan.seriesCount > MAX_SERIES ||
    plan.series.length > plan.seriesCount
  )
    problems.push({ code: 'series-count', series: plan.seriesCount });
  if (!feesOk(plan.fees)) problems.push({ code: 'fee-invalid' });
  plan.series.forEach((series, index) =>
    problems.push(...seriesProblems(plan.players, series, index, largestTable(plan))),
  );
  return problems.length === 0 ? ok(plan) : fail(problems);
}

/** The deals a table plays in a series: by its size. */
export function seriesDeals(
  plan: Pick<NightPlan, 'dealsAtFour' | 'dealsAtThree' | 'dealsAtFive'>,
  tableSize: number,
): number {
  if (tableSize === 5 && plan.dealsAtFive !== undefined) return plan.dealsAtFive;
  return tableSize === 4 ? plan.dealsAtFour : plan.dealsAtThree;
}
