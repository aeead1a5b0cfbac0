// The season ranking (Jahreswertung): the nights of a season added up per player, by the club's
// rule — the sum of Seeger-Fabian points, or the average per list — and, when the club sets
// minimums, only players with enough lists and nights ranked; the others follow, not ranked.
import { rankDskv } from '../standings';
import type { RankingRow } from './ranking';
import type { SeasonRule } from './season-rule';
import { countedPoints, listsHeld } from './season-lists';

/** What a player did at one night, as the season counts it. */
export interface NightResult {
  readonly playerId: string;
  readonly name: string;
  readonly seegerFabian: number;
  readonly won: number;
  readonly lost: number;
  /** Lists played that night: series in which the player played at least one deal. */
  readonly lists: number;
  /**
   * The points of each series of the night, null where the player played none (best-N rules pick
   * lists by these). Absent in results written before issue 33: the night's points then count
   * as `lists` equal lists.
   */
  readonly listPoints?: readonly (number | null)[];
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
    listPoints: row.bySeries.map((list) => (list.deals > 0 ? list.seegerFabian : null)),
  }));
}

export type { SeasonRule } from './season-rule';

export interface SeasonRow {
  readonly playerId: string;
  /** The name at the last of the nights given (the caller gives them in the order played). */
  readonly name: string;
  /** 1-based, shared when equal; null for a player below the club's minimum. */
  readonly rank: number | null;
  readonly qualified: boolean;
  /** What the rule ranks by: the counted lists' points or points per list, less any penalty. */
  readonly points: number;
  /** Lists the rule counted: the best N, credited missed lists included. */
  readonly counted: number;
  /** Lists held in the season that the player did not play. */
  readonly missed: number;
  readonly seegerFabian: number;
  readonly won: number;
  readonly lost: number;
  readonly lists: number;
  readonly nights: number;
}

type Sum = Omit<SeasonRow, 'rank' | 'qualified' | 'points' | 'counted' | 'missed'> & {
  readonly values: readonly number[];
  readonly exact: number;
};

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
        values: [...(sum?.values ?? []), ...listValues(result)],
        exact: (sum?.exact ?? 0) + result.seegerFabian,
      });
    }
  return [...sums.values()];
}

/** Each list's points of a night result (older results: the night's points spread evenly). */
function listValues(result: NightResult): number[] {
  if (result.listPoints) return result.listPoints.filter((points) => points !== null);
  return Array.from({ length: result.lists }, () => result.seegerFabian / result.lists);
}

/** Per list under the average rule; 0 for a player with no list (never ranked above anyone). */
function perList(value: number, lists: number, rule: SeasonRule): number {
  if (rule.count === 'sum') return value;
  return lists === 0 ? 0 : value / lists;
}

type Counted = Sum & Pick<SeasonRow, 'points' | 'counted' | 'missed'>;

/** The rule applied to one player's season: which lists count, what they rank by. */
function counted(sum: Sum, held: number, rule: SeasonRule): Counted {
  const missed = Math.max(0, held - sum.lists);
  const { points, lists } = countedPoints(sum.values, sum.exact, missed, rule);
  const penalty = (rule.absencePenalty ?? 0) * missed;
  return { ...sum, points: perList(points, lists, rule) - penalty, counted: lists, missed };
}

/** A row as the season shows it: the list values it was counted from left out. */
function shownOf(row: Counted): Omit<SeasonRow, 'rank' | 'qualified'> {
  return {
    playerId: row.playerId,
    name: row.name,
    points: row.points,
    counted: row.counted,
    missed: row.missed,
    seegerFabian: row.seegerFabian,
    won: row.won,
    lost: row.lost,
    lists: row.lists,
    nights: row.nights,
  };
}

/** The rows of one group, best first by the rule, ranks 1, 2, 2, 4 (the DSkV order, standings.ts). */
function rankedGroup(group: readonly Counted[], rule: SeasonRule, qualified: boolean): SeasonRow[] {
  const order = rankDskv(
    group.map((row) => ({
      points: row.points,
      won: perList(row.won, row.lists, rule),
      lost: perList(row.lost, row.lists, rule),
    })),
  );
  return order.flatMap(({ index, rank }) => {
    const row = group[index];
    if (!row) return [];
    return [{ ...shownOf(row), qualified, rank: qualified ? rank : null }];
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
  const held = listsHeld(nights);
  const sums = added(nights)
    .sort((a, b) => (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0))
    .map((sum) => counted(sum, held, rule));
  const enough = (sum: Counted) => sum.lists >= rule.minLists && sum.nights >= rule.minNights;
  return [
    ...rankedGroup(sums.filter(enough), rule, true),
    ...rankedGroup(
      sums.filter((sum) => !enough(sum)),
      rule,
      false,
    ),
  ];
}
