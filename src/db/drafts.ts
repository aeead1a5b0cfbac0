import { ok, type Result } from '../domain/result';
import { db, type SkatDatabase } from './database';
import { writeTransaction, type StoreError } from './store-error';

/** Draft keys are `sheetId` (a new deal) or `${sheetId}:${dealId}` (an edit). */
function sheetIdOf(key: string): string {
  const colon = key.indexOf(':');
  return colon === -1 ? key : key.slice(0, colon);
}

/** Keeps the deal being entered; the value must be structured-cloneable (plain data). */
export async function saveDraft(
  key: string,
  draft: unknown,
  database: SkatDatabase = db,
): Promise<Result<void, StoreError>> {
  return writeTransaction(database, ['drafts'], async () => {
    await database.drafts.put({ key, sheetId: sheetIdOf(key), draft, updatedAt: Date.now() });
    return ok(undefined);
  });
}

/** The saved draft, or undefined when there is none. */
export async function loadDraft(key: string, database: SkatDatabase = db): Promise<unknown> {
  const record = await database.drafts.get(key);
  return record?.draft;
}

export async function clearDraft(
  key: string,
  database: SkatDatabase = db,
): Promise<Result<void, StoreError>> {
  return writeTransaction(database, ['drafts'], async () => {
    await database.drafts.delete(key);
    return ok(undefined);
  });
}

/**
 * True while any deal entry is unfinished: an app update must wait for it. A draft whose sheet
 * is gone (deleted in another tab while its entry was open) is no entry in progress.
 */
export async function anyDraftInProgress(database: SkatDatabase = db): Promise<boolean> {
  return database.transaction('r', database.drafts, database.sheets, async () => {
    const sheetIds = await database.drafts.orderBy('sheetId').uniqueKeys();
    const sheets = await database.sheets.bulkGet(sheetIds.map(String));
    return sheets.some((sheet) => sheet !== undefined);
  });
}
