// A night's figures recomputed from its logs alone (the checker's side of results-file.ts): the
// director's log folded afresh, every table's sheet folded and scored afresh (never the live
// tracker's incremental sums), the lists summed per player, ranked in the DSkV order and the fees
// counted per list. The app's own file is made by the live tracker (results-build.ts), so a file
// the checker accepts is one where both ways agree.
import { analysis } from '../concurrency';
import { foldLog, provideAnalysis } from '../fold-log';
import { scoreSheet } from '../sheet';
import type { SheetEvent } from '../sheet-log';
import type { SheetScore } from '../sheet-types';
import { nightCurrency } from './fees';
import { foldNight } from './night-fold';
import {
  NO_CONTRIBUTION,
  rankingOf,
  rankingRows,
  tableContribution,
  type TableContribution,
} from './ranking';
import {
  feesAddedUp,
  rankFigure,
  type DealFigure,
  type ListFigure,
  type NightFigures,
  type NightRecord,
} from './results-file';

/** One list's figures from its sheet's score (null: not started, or refused by its rules). */
export function listFigure(
  place: Pick<ListFigure, 'series' | 'table' | 'sheetId' | 'players'>,
  score: SheetScore | null,
): ListFigure {
  const { series, table, sheetId, players } = place;
  const deals: DealFigure[] = (score?.rows ?? []).map((row) => ({
    list: row.listDelta,
    seegerFabian: row.seegerFabianDelta,
    won: row.wonDelta,
    lost: row.lostDelta,
  }));
  const totals: TableContribution = score
    ? tableContribution(score, players)
    : players.map((playerId) => ({ playerId, ...NO_CONTRIBUTION }));
  return { series, table, sheetId, players: [...players], deals, totals };
}

/** A table's sheet folded and scored as every phone does, its series' deals at most. */
export function scoredSheet(events: readonly SheetEvent[]): SheetScore | null {
  provideAnalysis(analysis);
  const folded = foldLog(events);
  const setup = folded.rules?.setup;
  if (!setup) return null;
  // Never a deal beyond the series' length (night-tracker.ts: the ranking counts the first ones).
  const deals = folded.deals.slice(0, setup.plannedDeals).map((deal) => deal.deal);
  const score = scoreSheet(setup, deals);
  return score.ok ? score.value : null;
}

/** The night's figures from its logs alone. */
export function nightFigures(record: NightRecord): NightFigures {
  const night = foldNight(record.key, record.events);
  const logs = new Map(record.sheets.map((sheet) => [sheet.sheetId, sheet.events]));
  const lists: ListFigure[] = [];
  night.tables.forEach((tables, series) => {
    for (const { table, players, sheetId } of tables)
      lists.push(
        listFigure({ series, table, sheetId, players }, scoredSheet(logs.get(sheetId) ?? [])),
      );
  });
  const { plan } = night;
  if (!plan) return { plan: null, closed: false, lists, ranking: [], fees: feesAddedUp('EUR', []) };
  const ranking = rankingRows(
    rankingOf(
      plan,
      lists.map(({ series, table, totals }) => ({ series, table, contribution: totals })),
    ),
  ).map(rankFigure);
  return {
    plan,
    closed: night.closed !== null,
    lists,
    ranking,
    fees: feesAddedUp(nightCurrency(plan.fees), ranking),
  };
}
