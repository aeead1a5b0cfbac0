// The season ranking (Jahreswertung): the nights of a season added up per player, by the club's
// rule — the sum of Seeger-Fabian points, or the average per list — and, when the club sets
// minimums, only players with enough lists and nights ranked; the others follow, not ranked.
import { rankDskv } from '../standings';
import type { RankingRow } from './ranking';

/** What a player did at one night, as the season counts it. */
export interface NightResult {
  readonly playerId: string;
  readonly name: string;
  readonly seegerFabian: number;
  readonly won: number;
  readonly lost: number;
  /** Lists played that night: series in which the player played at least one deal. */
  readonly lists: number;
}

/** A night's closing ranking as the season counts it. */
export function nightResults(rows: readonly RankingRow[]): NightResult[] {
  return rows.map((row) => ({
    playerId: row.playerId,
    name: row.name,
    seegerFabian: row.seegerFabian,
    won: row.won,
    lost: row.lost,
    lists: row.bySeries.filter((list) => list.deals > 0).length,
  }));
}

/**
 * The club's rule: `sum` ranks by the season's points, `average` by points per list (won and lost
 * games per list too, so more lists are no advantage in a tie). A player needs at least
 * `minLists` lists over at least `minNights` nights to be ranked (0: no minimum).
 */
export interface SeasonRule {
  readonly count: 'sum' | 'average';
  readonly minLists: number;
  readonly minNights: number;
}

export interface SeasonRow {
  readonly playerId: string;
  /** The name at the last of the nights given (the caller gives them in the order played). */
  readonly name: string;
  /** 1-based, shared when equal; null for a player below the club's minimum. */
  readonly rank: number | null;
  readonly qualified: boolean;
  /** What the rule ranks by: the sum of points, or the points per list. */
  readonly points: number;
  readonly seegerFabian: number;
  readonly won: number;
  readonly lost: number;
  readonly lists: number;
  readonly nights: number;
}

type Sum = Omit<SeasonRow, 'rank' | 'qualified' | 'points'>;

function added(nights: readonly (readonly NightResult[])[]): Sum[] {
  const sums = new Map<string, Sum>();
  for (const night of nights)
    for (const result of night) {
      const sum = sums.get(result.playerId);
      sums.set(result.playerId, {
        playerId: result.playerId,
        name: result.name,
        seegerFabian: (sum?.seegerFabian ?? 0) + result.seegerFabian,
        won: (sum?.won ?? 0) + result.won,
        lost: (sum?.lost ?? 0) + result.lost,
        lists: (sum?.lists ?? 0) + result.lists,
        // A night counts when the player played a list at it.
        nights: (sum?.nights ?? 0) + (result.lists > 0 ? 1 : 0),
      });
    }
  return [...sums.values()];
}

/** Per list under the average rule; 0 for a player with no list (never ranked above anyone). */
function perList(value: number, sum: Sum, rule: SeasonRule): number {
  if (rule.count === 'sum') return value;
  return sum.lists === 0 ? 0 : value / sum.lists;
}

/** The rows of one group, best first by the rule, ranks 1, 2, 2, 4 (the DSkV order, standings.ts). */
function rankedGroup(group: readonly Sum[], rule: SeasonRule, qualified: boolean): SeasonRow[] {
  const points = group.map((sum) => perList(sum.seegerFabian, sum, rule));
  const order = rankDskv(
    group.map((sum, i) => ({
      points: points[i] ?? 0,
      won: perList(sum.won, sum, rule),
      lost: perList(sum.lost, sum, rule),
    })),
  );
  return order.flatMap(({ index, rank }) => {
    const sum = group[index];
    const mine = points[index];
    return sum && mine !== undefined
      ? [{ ...sum, points: mine, qualified, rank: qualified ? rank : null }]
      : [];
  });
}

/**
 * The season ranking of the given nights (each a night's results, any order): the qualified
 * players ranked, then those below the minimum in the same order, without a rank. Players equal
 * on everything are listed by id, so the order is the same whatever order the nights come in.
 */
export function seasonRanking(
  nights: readonly (readonly NightResult[])[],
  rule: SeasonRule,
): SeasonRow[] {
  const sums = added(nights).sort((a, b) =>
    a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0,
  );
  const enough = (sum: Sum) => sum.lists >= rule.minLists && sum.nights >= rule.minNights;
  return [
    ...rankedGroup(sums.filter(enough), rule, true),
    ...rankedGroup(
      sums.filter((sum) => !enough(sum)),
      rule,
      false,
    ),
  ];
}
