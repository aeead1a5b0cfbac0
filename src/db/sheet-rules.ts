import { fail, ok, type Result } from '../domain/result';
import type { PresetId, SheetSetup } from '../domain/rules';
import { db, type SkatDatabase } from './database';
import type { SheetRecord } from './records';
import { checkNewSheet } from './sheet-input';
import { appendEvent, loadedSheet } from './sheet-log';
import { writeLoadedSheet } from './sheets';
import type { StoreError } from './store-error';

// Apart from sheets.ts: only the sheet's rules form (before deal 1) changes the rules, so the
// app's start does not load this (sheets.ts is on the start path, `npm run size`).

/**
 * Changes a sheet's table and house rules: only before its first deal is saved. After that the
 * rules are locked (every deal was entered and scored under them): refused with 'rules-locked'.
 * The players' names stay; the setup must fit them (same number of players). One transaction:
 * the check and the `rules-changed` event it appends.
 */
export async function changeSheetSetup(
  id: string,
  setup: SheetSetup,
  preset: PresetId | null,
  database: SkatDatabase = db,
): Promise<Result<SheetRecord, StoreError>> {
  const tables = ['sheets', 'log', 'startingLogs', 'settings'] as const;
  return writeLoadedSheet(database, tables, id, async (loaded) => {
    const { sheet, deals } = loaded;
    // A voided deal was dealt under the rules too.
    if (deals.length > 0) return fail([{ code: 'rules-locked', dealCount: deals.length }]);
    const checked = checkNewSheet({ ...sheet, setup, preset }, Date.now());
    if (!checked.ok) {
      return fail(checked.errors.map((problem) => ({ code: 'sheet-input-invalid', problem })));
    }
    const event = await appendEvent(database, loaded, { kind: 'rules-changed', setup, preset });
    const events = [...loaded.events, event];
    return ok(loadedSheet({ ...loaded.record, updatedAt: event.at }, events).sheet);
  });
}
