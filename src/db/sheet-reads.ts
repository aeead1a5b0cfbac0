// Reads of a sheet as the screens show it: its log folded once. Apart from deals.ts (the writes,
// with every check a saved deal passes) so that a start, which only reads, does not download the
// parsing and scoring behind those checks.
import { db, type SkatDatabase } from './database';
import type { DealRecord, SheetRecord } from './records';
import { readRoster, withRosterNames } from './roster-names';
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
  const [loaded, roster] = await Promise.all([loadSheet(database, sheetId), readRoster(database)]);
  return loaded ? { ...loaded, sheet: withRosterNames(loaded.sheet, roster) } : null;
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
  const [loaded, roster] = await Promise.all([loadSheet(database, sheetId), readRoster(database)]);
  // The seats by their players' current names: a rename of a player shows on every sheet.
  return loaded ? { sheet: withRosterNames(loaded.sheet, roster), deals: loaded.deals } : null;
}
