// How many tables a series needs. Every player plays every series, at a table of 3 or 4. Tables
// are of 4 wherever the count allows and tables of 3 take only the remainder, which is tournament
// practice as we know it (not checked against the Skatwettspielordnung's text): n = 4·fours +
// 3·threes with fours as large as possible. Any two splits differ by three 4-tables traded for four
// 3-tables, so the one with the most 4-tables is a single answer: 12 players sit at three 4-tables,
// not four 3-tables; 9 only fit three 3-tables; 5 (and 1 or 2) cannot be seated at all.
// The 4-tables come first (tables 1…fours), the 3-tables last: a choice of ours, so that seating by
// standings puts the leaders together at full tables.
// A plan that allows tables of 5 (docs/five-at-the-table.md) seats the remainder one more at a
// table instead: 4k + 1 at one 5-table (not three 3-tables), 4k + 2 from 10 on at two (not two
// 3-tables); 4k + 3 keeps its one 3-table (only three 5-tables could replace it). 5-tables sit
// between the 4-tables and the 3-table.
import { fail, ok, type Result } from '../result';
import { MAX_PLAYERS, MIN_PLAYERS, type NightProblem, type TableSeats } from './night';

export interface TableSplit {
  readonly fours: number;
  readonly threes: number;
  /** Tables of 5: only where the plan allows them; none when left out. */
  readonly fives?: number;
}

/** A player count that cannot be split into tables of 3 and 4 (5 is the only one from 3 on). */
export type SplitProblem =
  | Extract<NightProblem, { code: 'too-few-players' }>
  | { readonly code: 'no-table-split'; readonly players: number };

/**
 * How many 4-tables and 3-tables seat `players`: as many 4-tables as possible. With `largest` 5
 * the remainder of 1 or 2 sits at 5-tables where it can.
 */
export function tableSizes(players: number, largest: 4 | 5 = 4): Result<TableSplit, SplitProblem> {
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS)
    return fail([{ code: 'too-few-players', players }]);
  const extra = players % 4;
  // Each 5-table is a 4-table with one more: 1 or 2 over need as many 4-tables to take them.
  if (largest === 5 && (extra === 1 || extra === 2) && players >= 5 * extra)
    return ok({ fours: (players - 5 * extra) / 4, threes: 0, fives: extra });
  // A remainder r (mod 4) needs (4 − r) mod 4 tables of 3: each 3-table has one seat less.
  const threes = (4 - (players % 4)) % 4;
  const fours = (players - 3 * threes) / 4;
  if (fours < 0) return fail([{ code: 'no-table-split', players }]);
  return ok({ fours, threes });
}

/** The size of each table in order: the 4-tables, the 5-tables, the 3-tables. */
function sizesOf(split: TableSplit): number[] {
  const fives = split.fives ?? 0;
  return [
    ...Array.from({ length: split.fours }, () => 4),
    ...Array.from({ length: fives }, () => 5),
    ...Array.from({ length: split.threes }, () => 3),
  ];
}

/**
 * The players in the given order, at tables numbered from 1: the first four at table 1, and so
 * on, the 5-tables next and the 3-tables last. The order is kept inside each table, so it is the
 * seat order too.
 */
export function seatInOrder(order: readonly string[], split: TableSplit): readonly TableSeats[] {
  const tables: TableSeats[] = [];
  let from = 0;
  for (const [index, size] of sizesOf(split).entries()) {
    tables.push({ table: index + 1, players: order.slice(from, from + size) });
    from += size;
  }
  return tables;
}
