// Bierlachs (Bierlatz, "latzen": to pay): a list that only counts down. Every player starts a
// round at the table's limit (500, 1,000). Only minus points are written: a game won counts
// against each active opponent, a game lost (twice its value, as on the list) against the
// declarer, a Ramsch against its loser(s), a Durchmarsch (+120 on the list) against the other two.
// The first to reach zero loses the round and buys the beer; the next deal starts a new round with
// everyone back at the limit.
import type { SheetRow } from './sheet-types';

/** The limit a round starts at: a whole number from 1 to MAX_BIERLACHS_LIMIT. */
export const MAX_BIERLACHS_LIMIT = 10_000;

export function isBierlachsLimit(limit: number): boolean {
  return Number.isInteger(limit) && limit >= 1 && limit <= MAX_BIERLACHS_LIMIT;
}

/**
 * What a deal takes from each seat (0 or less): the list's minus stays with its seat; a plus on
 * the list is written as a minus for every other player at the table who played the deal.
 */
export function bierlachsDelta(row: SheetRow): number[] {
  const taken = row.listDelta.map((delta) => Math.min(delta, 0));
  row.listDelta.forEach((delta, seat) => {
    if (delta <= 0) return;
    taken.forEach((_, other) => {
      if (other !== seat && other !== row.seats.sitsOut) taken[other] = (taken[other] ?? 0) - delta;
    });
  });
  return taken.map((value) => value + 0); // no −0 in the counts
}

/** One round of Bierlachs: from its first deal until a player reached zero (or the list ended). */
export interface BierlachsRound {
  /** 0-based index of the round's first deal on the list. */
  readonly firstDeal: number;
  /** The deal that ended it (someone reached zero); null while it runs. */
  readonly lastDeal: number | null;
  /** Who lost it: the lowest count at or below zero; players equally low all lose. */
  readonly losers: readonly number[];
  /** Each seat's count after the round's last deal (or now): the limit minus what it lost. */
  readonly counts: readonly number[];
}

function endedRound(round: BierlachsRound, dealIndex: number): BierlachsRound {
  const lowest = Math.min(...round.counts);
  const losers = round.counts.flatMap((count, seat) => (count === lowest ? [seat] : []));
  return { ...round, lastDeal: dealIndex, losers };
}

/** The rounds of a sheet in playing order, the last one still running unless a deal ended it. */
export function bierlachsRounds(
  rows: readonly SheetRow[],
  players: number,
  limit: number,
): BierlachsRound[] {
  const fresh = (firstDeal: number): BierlachsRound => ({
    firstDeal,
    lastDeal: null,
    losers: [],
    counts: new Array<number>(players).fill(limit),
  });
  const rounds: BierlachsRound[] = [];
  let round = fresh(0);
  rows.forEach((row, dealIndex) => {
    const delta = bierlachsDelta(row);
    round = { ...round, counts: round.counts.map((count, seat) => count + (delta[seat] ?? 0)) };
    if (round.counts.some((count) => count <= 0)) {
      rounds.push(endedRound(round, dealIndex));
      round = fresh(dealIndex + 1);
    }
  });
  return [...rounds, round];
}

/** How many rounds each seat lost (bought the beer). */
export function bierlachsRoundsLost(rounds: readonly BierlachsRound[], players: number): number[] {
  const lost = new Array<number>(players).fill(0);
  for (const round of rounds) for (const seat of round.losers) lost[seat] = (lost[seat] ?? 0) + 1;
  return lost;
}
