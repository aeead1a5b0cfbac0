import { toSheetDraft, type SheetDeal } from '../domain/sheet-deal';
import { fail, ok, type Result } from '../domain/result';
import { db, newId, type SkatDatabase } from '../db/database';
import { getSheetWithDeals } from '../db/deals';
import { deviceId } from '../db/device';
import { startingEvents } from '../db/sheet-log';
import { enteredDeal } from '../domain/voided-deal';
import { sameData } from '../db/record-schema';
import type { DealRecord, SheetRecord } from '../db/records';
import { toStoreError } from '../db/store-error';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupFile, type BackupSheet } from './backup-format';
import { readBackup, type CheckedSheet } from './backup-read';
import type { DifferingCopy, ImportError, ImportSummary } from './import-error';

export type { DifferingCopy, ImportError, ImportSummary } from './import-error';

/** A deal as the file carries it: Bock is derived from the sheet, so a file says 0. */
function fileDraft(deal: SheetDeal): BackupSheet['deals'][number]['deal'] {
  const { bock, ...draft } = toSheetDraft(deal);
  return bock === undefined ? draft : { ...draft, bock: 0 };
}

function toBackupSheet(sheet: SheetRecord, deals: readonly DealRecord[]): BackupSheet {
  return {
    ...sheet,
    playerNames: [...sheet.playerNames],
    deals: deals.map((record) => ({
      id: record.id,
      position: record.position,
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
      // The file format has no void yet: a voided deal goes out as it was entered.
      deal: fileDraft(enteredDeal(record.deal)),
    })),
  };
}

/** Every sheet (or the given ones) as backup JSON text, oldest sheet first. */
export async function exportBackup(
  sheetIds?: readonly string[],
  database: SkatDatabase = db,
): Promise<string> {
  const sheets = await database.transaction('r', [database.sheets, database.events], async () => {
    const ids = sheetIds ? [...sheetIds] : await database.sheets.toCollection().primaryKeys();
    const chosen = (await Promise.all(ids.map((id) => getSheetWithDeals(id, database)))).filter(
      (s) => s !== null,
    );
    chosen.sort((a, b) => a.sheet.createdAt - b.sheet.createdAt);
    return chosen.map(({ sheet, deals }) => toBackupSheet(sheet, deals));
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

/** A sheet of the file with fresh ids: the file's copy, beside the one already here. */
function asSeparateCopy({ sheet, deals }: CheckedSheet): CheckedSheet {
  const id = newId();
  return {
    sheet: { ...sheet, id },
    deals: deals.map((deal) => ({ ...deal, id: newId(), sheetId: id })),
  };
}

/**
 * The same game as here: the same players, rules and deals (ids, order, values). A name
 * changed on one side is not another game.
 */
function sameCopy(
  file: CheckedSheet,
  here: SheetRecord,
  hereDeals: readonly DealRecord[],
): boolean {
  return (
    sameData(file.sheet.playerNames, here.playerNames) &&
    sameData(file.sheet.setup, here.setup) &&
    file.sheet.preset === here.preset &&
    // Ids, order and deals: positions and times are the log's own (a file's gaps are closed).
    sameData(
      file.deals.map((d) => [d.id, d.deal]),
      hereDeals.map((d) => [d.id, d.deal]),
    )
  );
}

async function differingCopies(
  database: SkatDatabase,
  sheets: readonly CheckedSheet[],
  present: readonly (SheetRecord | undefined)[],
): Promise<DifferingCopy[]> {
  // All reads at once, inside the caller's transaction: each sheet here as its log folds it.
  const here = await Promise.all(
    present.map((record) => (record ? getSheetWithDeals(record.id, database) : null)),
  );
  return sheets.flatMap((file, index) => {
    const copy = here[index];
    if (!copy || sameCopy(file, copy.sheet, copy.deals)) return [];
    const { sheet, deals } = copy;
    return [
      {
        sheetId: sheet.id,
        name: sheet.name,
        fileDeals: file.deals.length,
        hereDeals: deals.length,
      },
    ];
  });
}

/** Deals per write of a restore: a few hundred milliseconds' worth at most on a phone. */
const DEALS_PER_WRITE = 500;

/** Ids of the file's deals that this app already uses, looked up in parts like the writes. */
async function takenDeals(database: SkatDatabase, deals: readonly DealRecord[]): Promise<string[]> {
  const taken = new Set<string>();
  for (let start = 0; start < deals.length; start += DEALS_PER_WRITE) {
    const part = deals.slice(start, start + DEALS_PER_WRITE).map((deal) => deal.id);
    const keys = await database.events.where('change.dealId').anyOf(part).keys();
    for (const key of keys) taken.add(String(key));
  }
  return [...taken];
}

/** A deal of the file as the log starts with it (a file's deal is never voided). */
function fileDeal(record: DealRecord) {
  return { id: record.id, deal: enteredDeal(record.deal), createdAt: record.createdAt };
}

async function writeSheets(
  database: SkatDatabase,
  checked: readonly CheckedSheet[],
  { copies = new Set<string>(), onProgress }: ImportOptions,
): Promise<ImportSummary> {
  const present = await database.sheets.bulkGet(checked.map((s) => s.sheet.id));
  const differing = await differingCopies(database, checked, present);
  // A sheet asked for as a copy is added with fresh ids, only when its copy here differs.
  const copied = checked.filter(
    (s, index) => present[index] !== undefined && copies.has(s.sheet.id),
  );
  const wanted = new Set(differing.map((d) => d.sheetId));
  const fresh = [
    ...checked.filter((_, index) => present[index] === undefined),
    ...copied.filter((s) => wanted.has(s.sheet.id)).map(asSeparateCopy),
  ];
  const skipped = checked.filter(
    (s, index) => present[index] !== undefined && !copies.has(s.sheet.id),
  );
  const deals = fresh.flatMap((s) => s.deals);
  // Nothing new (every sheet already here): no look-up, or Dexie sees an await without a request.
  const conflicts = deals.length === 0 ? [] : await takenDeals(database, deals);
  if (conflicts.length > 0) {
    const firstId = conflicts[0] ?? '';
    throw new ImportRefused([{ code: 'id-conflict', count: conflicts.length, firstId }]);
  }
  await database.sheets.bulkAdd(fresh.map((s) => s.sheet));
  // A file without history: each sheet's log starts with its deals, added in their order.
  const device = deals.length === 0 ? '' : await deviceId(database);
  const events = fresh.flatMap((s) => startingEvents(s.sheet.id, s.deals.map(fileDeal), device));
  // In parts, still in the one transaction: between parts the page can draw (the progress, a
  // tap), where one bulkAdd of 48,000 deals held the screen for as long as it took to copy them.
  for (let start = 0; start < events.length; start += DEALS_PER_WRITE) {
    await database.events.bulkAdd(events.slice(start, start + DEALS_PER_WRITE));
    onProgress?.(Math.min(start + DEALS_PER_WRITE, events.length), events.length);
  }
  return {
    imported: fresh.length,
    differing: differing.filter((d) => !copies.has(d.sheetId)),
    skippedExisting: skipped.length,
    skippedSheetNames: skipped.map((s) => s.sheet.name),
  };
}

export interface ImportOptions {
  /**
   * Ids of sheets already here whose file copy differs: the file's copy is added as a separate
   * sheet (fresh ids), the one here stays as it is.
   */
  readonly copies?: ReadonlySet<string>;
  /** Told how many of the new deals are written, after each part. */
  readonly onProgress?: (written: number, total: number) => void;
}

/**
 * Checks the whole file first (shape, bounds, every deal through the domain's parser, every
 * sheet through scoreSheet), then adds its sheets in one transaction. A sheet already here (same
 * id) is skipped, never overwritten or duplicated. Any problem: nothing is written.
 */
export async function importBackup(
  text: string,
  database: SkatDatabase = db,
  options: ImportOptions = {},
): Promise<Result<ImportSummary, ImportError>> {
  const checked = readBackup(text);
  if (!checked.ok) return checked;
  return importCheckedSheets(checked.value, database, options);
}

/**
 * Adds sheets already read and checked by readBackup (the restore screen checks the file once,
 * for its confirmation, and imports what it checked: a big file is not parsed twice).
 */
export async function importCheckedSheets(
  checked: readonly CheckedSheet[],
  database: SkatDatabase = db,
  options: ImportOptions = {},
): Promise<Result<ImportSummary, ImportError>> {
  try {
    const tables = [database.sheets, database.events, database.settings];
    const summary = await database.transaction('rw', tables, () =>
      writeSheets(database, checked, options),
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
