// Reads of a sheet as the screens show it: its log folded once. Apart from deals.ts (the writes,
// with every check a saved deal passes) so that a start, which only reads, does not download the
// parsing and scoring behind those checks.
import { db, type SkatDatabase } from './database';
import type { DealRecord, SheetRecord } from './records';
import { loadSheet, type LoadedSheet } from './sheet-log';

export type { LoadedSheet } from './sheet-log';

/**
 * The sheet with its whole log, folded: the sheet as it stands and as it was started, its events
 * and deals. What the sheet screen (the marks of corrected deals) and the history view read.
 */
export async function getSheetLog(
  sheetId: string,
  database: SkatDatabase = db,
): Promise<LoadedSheet | null> {
  return loadSheet(database, sheetId);
}

/** A sheet with its deals in playing order. */
export interface SheetWithDeals {
  readonly sheet: SheetRecord;
  readonly deals: DealRecord[];
}

/** The sheet and its deals, folded from its log; null when the sheet does not exist. */
export async function getSheetWithDeals(
  sheetId: string,
  database: SkatDatabase = db,
): Promise<SheetWithDeals | null> {
  const loaded = await loadSheet(database, sheetId);
  return loaded ? { sheet: loaded.sheet, deals: loaded.deals } : null;
}
