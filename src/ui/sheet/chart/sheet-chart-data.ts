import type { SheetScore } from '../../../domain/sheet-types';
import { isVoided } from '../../../domain/voided-deal';

/** One deal of the chart's table: the totals after it, and the rounds it was in. */
export interface ChartRow {
  /** 1-based, as on the list. */
  readonly deal: number;
  readonly totals: readonly number[];
  /** Bock doublings in force (0: none). */
  readonly bock: number;
  readonly ramschRound: boolean;
  readonly voided: boolean;
  /** Bierlachs: the seats that lost the round this deal ended (bought the beer); else empty. */
  readonly losers: readonly number[];
}

/** Deals in a row in the same kind of round, 1-based and inclusive. */
export interface DealRun {
  readonly first: number;
  readonly last: number;
}

export interface SheetChartData {
  /** Per seat: 0 at the start, then its running total after each deal. */
  readonly series: readonly (readonly number[])[];
  readonly rows: readonly ChartRow[];
  readonly bockRuns: readonly DealRun[];
  readonly ramschRuns: readonly DealRun[];
  /** Bierlachs: the deals (1-based) that ended a round; empty on a points list. */
  readonly roundEnds: readonly number[];
}

/** The deals (1-based) where `marked` holds, as runs of neighbours. */
function runsOf(rows: readonly ChartRow[], marked: (row: ChartRow) => boolean): DealRun[] {
  const runs: DealRun[] = [];
  for (const row of rows) {
    if (!marked(row)) continue;
    const last = runs.at(-1);
    if (last && last.last === row.deal - 1) runs[runs.length - 1] = { ...last, last: row.deal };
    else runs.push({ first: row.deal, last: row.deal });
  }
  return runs;
}

/**
 * What the sheet's chart shows: each seat's running figure as the sheet's list writes it
 * (`countedAfter`: the plain list's points or Seeger-Fabian from 0; on a Bierlachs list the
 * points left, from the limit down, at or below 0 on the deal that ended a round and back at the
 * limit for the next one), deal by deal, and on Bierlachs which deals ended a round and whom it
 * cost the beer. A voided deal keeps its place and changes no total.
 */
export function sheetChartData(score: SheetScore): SheetChartData {
  const { bierlachs } = score;
  const losers = new Map(bierlachs?.rounds.map((round) => [round.lastDeal, round.losers]));
  const rows = score.rows.map((row, index): ChartRow => ({
    deal: index + 1,
    totals: score.countedAfter[index] ?? [],
    bock: row.bock,
    ramschRound: row.ramschRound,
    voided: isVoided(row.deal),
    losers: losers.get(index) ?? [],
  }));
  return chartOf(rows, score.totals.list.length, bierlachs?.limit ?? 0);
}

function chartOf(rows: readonly ChartRow[], players: number, start: number): SheetChartData {
  const series = Array.from({ length: players }, (_, seat) => [
    start,
    ...rows.map((row) => row.totals[seat] ?? 0),
  ]);
  return {
    series,
    rows,
    bockRuns: runsOf(rows, (row) => row.bock > 0),
    ramschRuns: runsOf(rows, (row) => row.ramschRound),
    roundEnds: rows.filter((row) => row.losers.length > 0).map((row) => row.deal),
  };
}
