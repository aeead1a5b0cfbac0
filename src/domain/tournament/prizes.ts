// The prize list (Preisliste): the prize pool split by the club's shares, a percentage per place
// of the night's ranking. Everything in whole cents. Players sharing a rank share the shares of the
// places they hold together, equally. Cents that do not divide evenly go to the first player of
// the list (rank 1), so the prizes always add up to the shares of the pool, to the cent.
import { fail, ok, type Result } from '../result';
import { totalOwed, type FeesOwed } from './fees';

/** What goes into the pool: the entry fees, or the lost-game fees as well. */
export type PoolSource = 'entry' | 'entry-and-lost-games';

/** The pool: every player's entry fee, and their lost-game fees when the club adds them. */
export function prizePool(owed: readonly FeesOwed[], source: PoolSource): number {
  let pool = 0;
  for (const fees of owed) pool += source === 'entry' ? fees.entry : totalOwed(fees);
  return pool;
}

export interface Prize {
  readonly playerId: string;
  readonly rank: number;
  readonly cents: number;
  /**
   * The percent of the pool this player's prize is, to a hundredth: their place's share, or for
   * players sharing a rank an equal part of their places' shares (the list shows it beside the
   * prize, so it must be the share paid, not the share of the row's place).
   */
  readonly share: number;
}

export interface PrizeList {
  readonly prizes: readonly Prize[];
  /** The part of the pool no share covers (shares under 100 %, or fewer players than shares). */
  readonly rest: number;
}

export type PrizeProblem =
  { readonly code: 'share-invalid'; readonly place: number } | { readonly code: 'shares-over-100' };

/** Shares to a hundredth of a percent, as whole numbers (basis points): exact integer cents. */
const BASIS = 10_000;

function basisPoints(shares: readonly number[]): Result<number[], PrizeProblem> {
  const problems: PrizeProblem[] = [];
  const points = shares.map((share, place) => {
    if (!Number.isFinite(share) || share < 0) problems.push({ code: 'share-invalid', place });
    return Math.round(share * 100);
  });
  if (points.reduce((sum, p) => sum + p, 0) > BASIS) problems.push({ code: 'shares-over-100' });
  return problems.length > 0 ? fail(problems) : ok(points);
}

/**
 * The prizes of a ranking (best first, as rankingRows gives it) from `pool` cents and `shares`,
 * the percent for place 1, 2, 3…: only players with a share's place get a prize. Players sharing
 * a rank split the shares of their places equally (two players at 2 of [30, 20, 15]: 17.5 % each).
 */
export function prizeList(
  ranking: readonly { readonly playerId: string; readonly rank: number }[],
  pool: number,
  shares: readonly number[],
): Result<PrizeList, PrizeProblem> {
  const checked = basisPoints(shares);
  if (!checked.ok) return checked;
  const points = checked.value;
  const covered = Math.min(points.length, ranking.length);
  const paidOut = Math.floor((pool * sum(points.slice(0, covered))) / BASIS);
  const prizes: Prize[] = [];
  let place = 0;
  while (place < covered) {
    const rank = ranking[place]?.rank;
    let end = place;
    while (end < ranking.length && ranking[end]?.rank === rank) end += 1;
    // The places the tied players hold together, those beyond the shares worth nothing.
    const together = Math.floor((pool * sum(points.slice(place, end))) / BASIS);
    const each = Math.floor(together / (end - place));
    const share = Math.round(sum(points.slice(place, end)) / (end - place)) / 100;
    for (const player of ranking.slice(place, end))
      prizes.push({ playerId: player.playerId, rank: player.rank, cents: each, share });
    place = end;
  }
  const first = prizes[0];
  if (first)
    prizes[0] = { ...first, cents: first.cents + paidOut - sum(prizes.map((p) => p.cents)) };
  return ok({ prizes, rest: pool - paidOut });
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
