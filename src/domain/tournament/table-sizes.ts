// How many tables a series needs. Every player plays every series, at a table of 3 or 4. Tables
// are of 4 wherever the count allows and tables of 3 take only the remainder, which is tournament
// practice as we know it (not checked against the Skatwettspielordnung's text): n = 4·fours +
// 3·threes with fours as large as possible. Any two splits differ by three 4-tables traded for four
// 3-tables, so the one with the most 4-tables is a single answer: 12 players sit at three 4-tables,
// not four 3-tables; 9 only fit three 3-tables; 5 (and 1 or 2) cannot be seated at all.
// The 4-tables come first (tables 1…fours), the 3-tables last: a choice of ours, so that seating by
// standings puts the leaders together at full tables.
import { fail, ok, type Result } from '../result';
import { MAX_PLAYERS, MIN_PLAYERS, type NightProblem, type TableSeats } from './night';

export interface TableSplit {
  readonly fours: number;
  readonly threes: number;
}

/** A player count that cannot be split into tables of 3 and 4 (5 is the only one from 3 on). */
export type SplitProblem =
  | Extract<NightProblem, { code: 'too-few-players' }>
  | { readonly code: 'no-table-split'; readonly players: number };

/** How many 4-tables and 3-tables seat `players`: as many 4-tables as possible. */
export function tableSizes(players: number): Result<TableSplit, SplitProblem> {
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS)
    return fail([{ code: 'too-few-players', players }]);
  // A remainder r (mod 4) needs (4 − r) mod 4 tables of 3: each 3-table has one seat less.
  const threes = (4 - (players % 4)) % 4;
  const fours = (players - 3 * threes) / 4;
  if (fours < 0) return fail([{ code: 'no-table-split', players }]);
  return ok({ fours, threes });
}

/**
 * The players in the given order, at tables numbered from 1: the first four at table 1, and so
 * on, the 3-tables last. The order is kept inside each table, so it is the seat order too.
 */
export function seatInOrder(order: readonly string[], split: TableSplit): readonly TableSeats[] {
  const tables: TableSeats[] = [];
  let from = 0;
  for (let index = 0; index < split.fours + split.threes; index += 1) {
    const size = index < split.fours ? 4 : 3;
    tables.push({ table: index + 1, players: order.slice(from, from + size) });
    from += size;
  }
  return tables;
}
