// Bierlachs (Bierlatz, "latzen": to pay): a list that only counts down. Every player starts a
// round at the table's limit (500, 1,000). Only minus points are written: a game won counts
// against each active opponent, a game lost (twice its value, as on the list) against the
// declarer, a Ramsch against its loser(s), a Durchmarsch (+120 on the list) against the other two.
// The first to reach zero loses the round and buys the beer; the next deal starts a new round with
// everyone back at the limit.
import type { BierlachsRound, BierlachsSheet, BierlachsStanding } from './bierlachs-types';
import type { SheetRow } from './sheet-types';

export type { BierlachsRound, BierlachsSheet, BierlachsStanding } from './bierlachs-types';
import { rankedBy } from './standings';
import { sitsOutOf } from './seats';

// The limit's bounds live with the rules (checked on every sheet's start): this module's code is
// fetched only with a Bierlachs sheet's screens.
export { isBierlachsLimit, MAX_BIERLACHS_LIMIT } from './rules';

/**
 * What a deal takes from each seat (0 or less): the list's minus stays with its seat; a plus on
 * the list is written as a minus for every other player at the table who played the deal.
 */
export function bierlachsDelta(row: SheetRow): number[] {
  const taken = row.listDelta.map((delta) => Math.min(delta, 0));
  row.listDelta.forEach((delta, seat) => {
    if (delta <= 0) return;
    taken.forEach((_, other) => {
      if (other !== seat && !sitsOutOf(row.seats, other))
        taken[other] = (taken[other] ?? 0) - delta;
    });
  });
  return taken.map((value) => value + 0); // no −0 in the counts
}

function endedRound(round: BierlachsRound, dealIndex: number): BierlachsRound {
  const lowest = Math.min(...round.counts);
  const losers = round.counts.flatMap((count, seat) => (count === lowest ? [seat] : []));
  return { ...round, lastDeal: dealIndex, losers };
}

/**
 * The rounds of a sheet in playing order, the last one still running unless a deal ended it.
 * `listEnded`: every planned deal is dealt. Then a round the last deal ended is the last round:
 * no next round starts, so the sheet ends with the counts that round ended with, not at the limit.
 */
export function bierlachsRounds(
  rows: readonly SheetRow[],
  players: number,
  limit: number,
  listEnded = false,
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
  const nothingAfter = listEnded && rounds.length > 0 && round.firstDeal === rows.length;
  return nothingAfter ? rounds : [...rounds, round];
}

/** How many rounds each seat lost (bought the beer). */
export function bierlachsRoundsLost(rounds: readonly BierlachsRound[], players: number): number[] {
  const lost = new Array<number>(players).fill(0);
  for (const round of rounds) for (const seat of round.losers) lost[seat] = (lost[seat] ?? 0) + 1;
  return lost;
}

function compareStandings(
  a: Omit<BierlachsStanding, 'rank'>,
  b: Omit<BierlachsStanding, 'rank'>,
): number {
  return a.roundsLost - b.roundsLost || b.count - a.count;
}

/** The sheet in Bierlachs: rounds, counts deal by deal, and who stands best. */
export function bierlachsSheet(
  rows: readonly SheetRow[],
  players: number,
  limit: number,
  listEnded = false,
): BierlachsSheet {
  const rounds = bierlachsRounds(rows, players, limit, listEnded);
  const lost = bierlachsRoundsLost(rounds, players);
  const counts = rounds.at(-1)?.counts ?? new Array<number>(players).fill(limit);
  const countsAfter: number[][] = [];
  let running = new Array<number>(players).fill(limit);
  rows.forEach((row, index) => {
    const delta = bierlachsDelta(row);
    running = running.map((count, seat) => count + (delta[seat] ?? 0));
    countsAfter.push(running);
    if (rounds.some((round) => round.lastDeal === index)) {
      running = new Array<number>(players).fill(limit);
    }
  });
  const unranked = counts.map((count, seat) => ({ seat, roundsLost: lost[seat] ?? 0, count }));
  const standings = rankedBy(unranked, compareStandings).flatMap(({ index, rank }) => {
    const standing = unranked[index];
    return standing ? [{ ...standing, rank }] : [];
  });
  return { limit, rounds, lost, countsAfter, counts, standings };
}

/** Why a seat stands at its count when the table asks: the running round's deals that took from it. */
export interface BierlachsCountExplained {
  readonly seat: number;
  readonly limit: number;
  /** 1-based number of the running round. */
  readonly round: number;
  /** 0-based index of the round's first deal. */
  readonly firstDeal: number;
  /** Each deal of the round that took something from the seat (taken ≤ 0). */
  readonly lines: readonly { readonly row: number; readonly taken: number }[];
  readonly count: number;
}

/** A seat's count in the running round, as the limit minus each deal that took from it. */
export function explainBierlachsCount(
  rows: readonly SheetRow[],
  players: number,
  limit: number,
  seat: number,
  listEnded = false,
): BierlachsCountExplained {
  const rounds = bierlachsRounds(rows, players, limit, listEnded);
  const running = rounds.at(-1);
  const firstDeal = running?.firstDeal ?? 0;
  const lines = rows
    .slice(firstDeal)
    .map((row, i) => ({ row: firstDeal + i, taken: bierlachsDelta(row)[seat] ?? 0 }))
    .filter((line) => line.taken !== 0);
  const count = limit + lines.reduce((sum, line) => sum + line.taken, 0);
  return { seat, limit, round: rounds.length, firstDeal, lines, count };
}
