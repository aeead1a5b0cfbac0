import type { ListRule } from './rules';
import type { PlayerStanding, SheetScore } from './sheet-types';

type Totals = SheetScore['totals'];

/** What the DSkV order reads of a player: the points that count, games won and lost. */
export interface DskvEntry {
  readonly points: number;
  readonly won: number;
  readonly lost: number;
}

/**
 * The DSkV order (Skatwettspielordnung): more points, then more games won, then fewer lost.
 * Negative when `a` stands above `b`, 0 when they are equal on all three (they share a rank).
 * The one comparator of a sheet's standings, a night's ranking and a season's.
 */
export function compareDskv(a: DskvEntry, b: DskvEntry): number {
  return b.points - a.points || b.won - a.won || a.lost - b.lost;
}

/**
 * Indexes best first by `compare`, each with its rank: equal entries share one ("1, 2, 2, 4"),
 * and keep their index order among themselves.
 */
export function rankedBy<T>(
  entries: readonly T[],
  compare: (a: T, b: T) => number,
): { readonly index: number; readonly rank: number }[] {
  const order = entries.map((entry, index) => ({ entry, index }));
  order.sort((a, b) => compare(a.entry, b.entry) || a.index - b.index);
  // Each entry is equal to itself, so the first equal is found at or before its own place.
  return order.map(({ entry, index }) => ({
    index,
    rank: order.findIndex((other) => compare(other.entry, entry) === 0) + 1,
  }));
}

/** Indexes best first in the DSkV order, with shared ranks (a night's and a season's ranking). */
export function rankDskv(
  entries: readonly DskvEntry[],
): { readonly index: number; readonly rank: number }[] {
  return rankedBy(entries, compareDskv);
}

/**
 * Which total counts on a sheet's list: Seeger-Fabian on a Seeger-Fabian list, else the plain
 * list's (a Bierlachs list counts down from the plain list's entries). The one answer for the
 * standings, the settle-up, the chart, the CSV and the player statistics.
 */
export function countedOf<T>(
  list: ListRule,
  totals: { readonly list: T; readonly seegerFabian: T },
): T {
  return list === 'seeger-fabian' ? totals.seegerFabian : totals.list;
}

/**
 * Players best first by the sheet's points (countedOf), then more games won, then fewer lost;
 * players equal on every criterion share a rank ("1, 2, 2, 4"). A Bierlachs sheet ranks here by
 * its plain list; its own order (rounds lost, then the count) is `SheetScore.placed`.
 */
export function standings(totals: Totals, kind: ListRule): PlayerStanding[] {
  const players: PlayerStanding[] = totals.list.map((list, seat) => ({
    seat,
    list,
    seegerFabian: totals.seegerFabian[seat] ?? 0,
    won: totals.won[seat] ?? 0,
    lost: totals.lost[seat] ?? 0,
    rank: 0,
  }));
  const entries = players.map((player) => ({ ...player, points: countedOf(kind, player) }));
  return rankDskv(entries).flatMap(({ index, rank }) => {
    const player = players[index];
    return player ? [{ ...player, rank }] : [];
  });
}
