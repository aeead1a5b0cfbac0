import { toSheetDraft } from '../domain/sheet-deal';
import { fail, ok, type Result } from '../domain/result';
import { db, type SkatDatabase } from '../db/database';
import { getDeals } from '../db/deals';
import type { DealRecord, SheetRecord } from '../db/records';
import { toStoreError } from '../db/store-error';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupFile, type BackupSheet } from './backup-format';
import { readBackup, type CheckedSheet } from './backup-read';
import type { ImportError, ImportSummary } from './import-error';

export type { ImportError, ImportSummary } from './import-error';

function toBackupSheet(sheet: SheetRecord, deals: readonly DealRecord[]): BackupSheet {
  return {
    ...sheet,
    playerNames: [...sheet.playerNames],
    deals: deals.map((record) => ({
      id: record.id,
      position: record.position,
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
      deal: toSheetDraft(record.deal),
    })),
  };
}

/** Every sheet (or the given ones) as backup JSON text, oldest sheet first. */
export async function exportBackup(
  sheetIds?: readonly string[],
  database: SkatDatabase = db,
): Promise<string> {
  const sheets = await database.transaction('r', [database.sheets, database.deals], async () => {
    const chosen = sheetIds
      ? (await database.sheets.bulkGet([...sheetIds])).filter((s) => s !== undefined)
      : await database.sheets.toArray();
    chosen.sort((a, b) => a.createdAt - b.createdAt);
    return Promise.all(
      chosen.map(async (sheet) => toBackupSheet(sheet, await getDeals(sheet.id, database))),
    );
  });
  const file: BackupFile = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: new Date().toISOString(),
    sheets,
  };
  return JSON.stringify(file);
}

class ImportRefused extends Error {
  constructor(readonly errors: readonly ImportError[]) {
    super('import refused');
  }
}

async function writeSheets(
  database: SkatDatabase,
  sheets: readonly CheckedSheet[],
): Promise<ImportSummary> {
  const existing = await database.sheets.bulkGet(sheets.map((s) => s.sheet.id));
  const fresh = sheets.filter((_, index) => existing[index] === undefined);
  const skipped = sheets.filter((_, index) => existing[index] !== undefined);
  const deals = fresh.flatMap((s) => s.deals);
  const taken = await database.deals.bulkGet(deals.map((deal) => deal.id));
  const conflicts = taken.filter((deal) => deal !== undefined);
  if (conflicts.length > 0) {
    const firstId = conflicts[0]?.id ?? '';
    throw new ImportRefused([{ code: 'id-conflict', count: conflicts.length, firstId }]);
  }
  await database.sheets.bulkAdd(fresh.map((s) => s.sheet));
  await database.deals.bulkAdd(deals);
  return {
    imported: fresh.length,
    skippedExisting: skipped.length,
    skippedSheetNames: skipped.map((s) => s.sheet.name),
  };
}

/**
 * Checks the whole file first (shape, bounds, every deal through the domain's parser, every
 * sheet through scoreSheet), then adds its sheets in one transaction. A sheet already here (same
 * id) is skipped, never overwritten or duplicated. Any problem: nothing is written.
 */
export async function importBackup(
  text: string,
  database: SkatDatabase = db,
): Promise<Result<ImportSummary, ImportError>> {
  const checked = readBackup(text);
  if (!checked.ok) return checked;
  try {
    const summary = await database.transaction('rw', [database.sheets, database.deals], () =>
      writeSheets(database, checked.value),
    );
    return ok(summary);
  } catch (error) {
    if (error instanceof ImportRefused) return fail(error.errors);
    const storeError = toStoreError(error);
    return fail([
      storeError.code === 'storage-failed'
        ? { code: 'storage-failed', detail: storeError.detail }
        : { code: 'storage-full' },
    ]);
  }
}
