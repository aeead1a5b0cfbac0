// Reads of the database that only tests make: the app reads a sheet through getSheetLog and
// getSheetWithDeals (src/db/deals.ts), folded once; tests check one part of it at a time.
import { db, type SkatDatabase } from '../../src/db/database';
import type { DealRecord, EventRecord, SheetRecord } from '../../src/db/records';
import { eventsOf, loadSheet } from '../../src/db/sheet-log';
import { dealHistory, type DealHistoryStep } from '../../src/domain/deal-history';

/** The sheet as it stands (its log folded in), or undefined when there is none. */
export async function getSheet(
  id: string,
  database: SkatDatabase = db,
): Promise<SheetRecord | undefined> {
  return database.transaction(
    'r',
    [database.sheets, database.log, database.startingLogs],
    async () => {
      return (await loadSheet(database, id))?.sheet;
    },
  );
}

/** The sheet's deals in playing order (inside the caller's transaction, when there is one). */
export async function getDeals(
  sheetId: string,
  database: SkatDatabase = db,
): Promise<DealRecord[]> {
  return (await loadSheet(database, sheetId))?.deals ?? [];
}

/** The sheet's whole log in fold order. */
export async function getSheetHistory(
  sheetId: string,
  database: SkatDatabase = db,
): Promise<EventRecord[]> {
  return eventsOf(database, sheetId);
}

/** One deal's history: each event that changed it, with the deal before and after (as data). */
export async function getDealHistory(
  sheetId: string,
  dealId: string,
  database: SkatDatabase = db,
): Promise<DealHistoryStep[]> {
  return dealHistory(await eventsOf(database, sheetId), dealId);
}
