import type { ListKind, SheetRow } from '../../../domain/sheet-types';
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
 * What the sheet's chart shows: each seat's running total by the sheet's list (the plain list's
 * points, or Seeger-Fabian), deal by deal; a voided deal keeps its place and changes no total.
 */
export function sheetChartData(
  list: ListKind,
  players: number,
  scored: readonly SheetRow[],
): SheetChartData {
  const rows = scored.map((row, index): ChartRow => ({
    deal: index + 1,
    totals: list === 'seeger-fabian' ? row.seegerFabianTotals : row.listTotals,
    bock: row.bock,
    ramschRound: row.ramschRound,
    voided: isVoided(row.deal),
  }));
  const series = Array.from({ length: players }, (_, seat) => [
    0,
    ...rows.map((row) => row.totals[seat] ?? 0),
  ]);
  return {
    series,
    rows,
    bockRuns: runsOf(rows, (row) => row.bock > 0),
    ramschRuns: runsOf(rows, (row) => row.ramschRound),
  };
}
