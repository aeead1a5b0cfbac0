// The director's ranking of a night (DSkV evaluation): per series and in total, by Seeger-Fabian
// points, then more games won, then fewer lost; equal players share a rank (1, 2, 2, 4). It is
// kept as each table's contribution: a deal arriving at a table replaces that table's part and
// the series' sums are mended by the difference (O(players)), never a refold of every sheet.
import { seatSummaries } from '../seat-summary';
import type { SheetScore } from '../sheet-types';
import { rankDskv } from '../standings';
import { feesOwed, lostGameFeeOfList, NO_FEES, type FeesOwed } from './fees';
import type { NightPlan, NightPlayer } from './night';
import { presentPlayers } from './night';
import { unranked } from './night-roster';

/** What a player did on one list (or over several, added up). */
export interface Contribution {
  readonly seegerFabian: number;
  readonly won: number;
  readonly lost: number;
  /** Deals the player played (not sitting out, not voided). */
  readonly deals: number;
}

export const NO_CONTRIBUTION: Contribution = { seegerFabian: 0, won: 0, lost: 0, deals: 0 };

export interface PlayerContribution extends Contribution {
  readonly playerId: string;
}

/** A table's part of a series: each of its players' contribution, in seat order. */
export type TableContribution = readonly PlayerContribution[];

/**
 * A table's sheet as the ranking counts it: the sheet's own fold (scoreSheet's totals, and the
 * deals each seat played from seatSummaries), each seat given to the player sitting there.
 */
export function tableContribution(
  score: SheetScore,
  players: readonly string[],
): TableContribution {
  const summaries = seatSummaries(score);
  return players.map((playerId, seat) => ({
    playerId,
    seegerFabian: score.totals.seegerFabian[seat] ?? 0,
    won: score.totals.won[seat] ?? 0,
    lost: score.totals.lost[seat] ?? 0,
    deals: summaries[seat]?.deals ?? 0,
  }));
}

interface SeriesPart {
  /** Each table's contribution by its number. */
  readonly tables: ReadonlyMap<number, TableContribution>;
  /** Each player's sum over the tables, by their place in the night's players. */
  readonly totals: readonly Contribution[];
}

/**
 * What a ranking reads of the plan: its players, series and fees; with its series (and absent
 * players) it ranks each series' players only, and in total those who play any (night-roster.ts).
 */
export type RankingPlan = Pick<NightPlan, 'players' | 'seriesCount' | 'fees'> &
  Partial<Pick<NightPlan, 'series' | 'absent'>>;

export interface NightRanking {
  readonly plan: RankingPlan;
  /** A player's place in `plan.players`, by id. */
  readonly index: ReadonlyMap<string, number>;
  readonly series: readonly SeriesPart[];
}

/** The ranking before any deal: every player of the plan, all at 0. */
export function emptyRanking(plan: RankingPlan): NightRanking {
  const zeros = plan.players.map(() => NO_CONTRIBUTION);
  const part: SeriesPart = { tables: new Map(), totals: zeros };
  return {
    plan,
    index: new Map(plan.players.map((player, i) => [player.playerId, i])),
    series: Array.from({ length: plan.seriesCount }, () => part),
  };
}

function add(a: Contribution, b: Contribution, sign: 1 | -1): Contribution {
  return {
    seegerFabian: a.seegerFabian + sign * b.seegerFabian,
    won: a.won + sign * b.won,
    lost: a.lost + sign * b.lost,
    deals: a.deals + sign * b.deals,
  };
}

/**
 * The ranking with table `table` of series `series` (0-based) counting `contribution` instead of
 * what it counted before. Players not in the plan are not counted: a table's players come from
 * the plan (checkNight), so there are none.
 */
export function withTable(
  ranking: NightRanking,
  series: number,
  table: number,
  contribution: TableContribution,
): NightRanking {
  const part = ranking.series[series];
  if (part === undefined) throw new Error('series-out-of-range');
  const totals = [...part.totals];
  const mend = (players: TableContribution, sign: 1 | -1) => {
    for (const player of players) {
      const i = ranking.index.get(player.playerId);
      const sum = i === undefined ? undefined : totals[i];
      if (i !== undefined && sum !== undefined) totals[i] = add(sum, player, sign);
    }
  };
  mend(part.tables.get(table) ?? [], -1);
  mend(contribution, 1);
  const tables = new Map(part.tables).set(table, contribution);
  const all = [...ranking.series];
  all[series] = { tables, totals };
  return { ...ranking, series: all };
}

/** One line of the ranking (the night's result list: rank, name, points, won, lost, fees). */
export interface RankingRow extends Contribution {
  readonly playerId: string;
  readonly name: string;
  /** 1-based; players equal on points, won and lost share a rank. */
  readonly rank: number;
  /** What the player did in each series (the total's parts; one entry for a series' ranking). */
  readonly bySeries: readonly Contribution[];
  /** The total: the entry fee and every list's lost-game fee; a series: that list's fee only. */
  readonly fees: FeesOwed;
}

/** Which ranking: the night's total, or one series (0-based). */
export type RankingScope = 'total' | { readonly series: number };

/**
 * The places in `plan.players` of those a ranking lists: in a series those seated in it (or, not
 * yet seated, those present for it); in total all but those who play no series. Everyone when the
 * plan's series are not given.
 */
function listed(plan: RankingPlan, scope: RankingScope): number[] {
  const all = plan.players.map((_player, i) => i);
  const { series } = plan;
  if (series === undefined) return all;
  let shown: ReadonlySet<string>;
  if (scope === 'total') {
    const out = unranked({ ...plan, series });
    shown = new Set(plan.players.map((p) => p.playerId).filter((id) => !out.has(id)));
  } else {
    const seated = series[scope.series]?.tables.flatMap((table) => table.players);
    shown = new Set(seated ?? presentPlayers(plan));
  }
  return all.filter((i) => shown.has(plan.players[i]?.playerId ?? ''));
}

function ranked(
  players: readonly NightPlayer[],
  sums: readonly Contribution[],
  line: (player: NightPlayer, i: number, sum: Contribution) => Omit<RankingRow, 'rank'>,
  keep: readonly number[] = players.map((_player, i) => i),
): RankingRow[] {
  // The DSkV order (standings.ts) of a sheet's standings too: equal players share a rank and
  // keep the order of the night's players; only the players kept are ranked.
  const kept = keep.map((i) => sums[i] ?? NO_CONTRIBUTION);
  const order = rankDskv(kept.map((sum) => ({ ...sum, points: sum.seegerFabian })));
  return order.flatMap(({ index, rank }) => {
    const i = keep[index] ?? -1;
    const player = players[i];
    const sum = sums[i];
    return player && sum ? [{ ...line(player, i, sum), rank }] : [];
  });
}

/** The ranking as the director's screen and the result list show it, best first. */
export function rankingRows(ranking: NightRanking, scope: RankingScope = 'total'): RankingRow[] {
  const { players, fees } = ranking.plan;
  const bySeries = (i: number) => ranking.series.map((part) => part.totals[i] ?? NO_CONTRIBUTION);
  if (scope !== 'total') {
    const part = ranking.series[scope.series];
    if (part === undefined) throw new Error('series-out-of-range');
    return ranked(
      players,
      part.totals,
      (player, _i, sum) => ({
        playerId: player.playerId,
        name: player.name,
        ...sum,
        bySeries: [sum],
        fees: { ...NO_FEES, lostGames: lostGameFeeOfList(fees, sum.lost) },
      }),
      listed(ranking.plan, scope),
    );
  }
  const sums = players.map((_player, i) =>
    bySeries(i).reduce((total, part) => add(total, part, 1), NO_CONTRIBUTION),
  );
  return ranked(
    players,
    sums,
    (player, i, sum) => {
      const lists = bySeries(i);
      return {
        playerId: player.playerId,
        name: player.name,
        ...sum,
        bySeries: lists,
        fees: feesOwed(
          fees,
          lists.map((list) => list.lost),
        ),
      };
    },
    listed(ranking.plan, 'total'),
  );
}

/** A ranking of many tables at once: a night opened again from its stored sheets. */
export function rankingOf(
  plan: RankingPlan,
  tables: readonly {
    readonly series: number;
    readonly table: number;
    readonly contribution: TableContribution;
  }[],
): NightRanking {
  return tables.reduce(
    (ranking, { series, table, contribution }) => withTable(ranking, series, table, contribution),
    emptyRanking(plan),
  );
}
