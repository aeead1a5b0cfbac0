import { ok, type Result } from '../domain/result';
import { db, type SkatDatabase } from './database';
import type { DraftStoreKey } from './records';
import { writeTransaction, type StoreError } from './store-error';

/** Whose draft it is: the sheet's next deal, or with `dealId` the edit of one of its deals. */
export interface DraftKey {
  readonly sheetId: string;
  readonly dealId?: string;
}

/** The draft of a new deal of `sheetId`, or of the edit of `dealId`. */
export function draftKey(sheetId: string, dealId?: string): DraftKey {
  return dealId === undefined ? { sheetId } : { sheetId, dealId };
}

/** The same entry's draft (keys are values: a new object for the same pair is the same key). */
export function sameDraftKey(a: DraftKey | null, b: DraftKey): boolean {
  return a !== null && a.sheetId === b.sheetId && a.dealId === b.dealId;
}

/**
 * The key in the store: the pair as an IndexedDB array key, so no id is ever packed or parsed
 * (a sheet id with a colon in it stays whole).
 */
function storeKey({ sheetId, dealId }: DraftKey): DraftStoreKey {
  return dealId === undefined ? [sheetId] : [sheetId, dealId];
}

/**
 * The key the same draft had before the pair (`sheetId`, or `${sheetId}:${dealId}` when
 * editing): a draft kept by an older version of the app is still found, and moves to the pair's
 * key when it is saved again. Built from the pair, never parsed.
 */
function olderKey({ sheetId, dealId }: DraftKey): string {
  return dealId === undefined ? sheetId : `${sheetId}:${dealId}`;
}

/** Keeps the deal being entered; the value must be structured-cloneable (plain data). */
export async function saveDraft(
  key: DraftKey,
  draft: unknown,
  database: SkatDatabase = db,
): Promise<Result<void, StoreError>> {
  return writeTransaction(database, ['drafts'], async () => {
    await database.drafts.put({
      key: storeKey(key),
      sheetId: key.sheetId,
      draft,
      updatedAt: Date.now(),
    });
    await database.drafts.delete(olderKey(key));
    return ok(undefined);
  });
}

/** The saved draft, or undefined when there is none. */
export async function loadDraft(key: DraftKey, database: SkatDatabase = db): Promise<unknown> {
  return database.transaction('r', database.drafts, async () => {
    const record =
      (await database.drafts.get(storeKey(key))) ?? (await database.drafts.get(olderKey(key)));
    return record?.draft;
  });
}

export async function clearDraft(
  key: DraftKey,
  database: SkatDatabase = db,
): Promise<Result<void, StoreError>> {
  return writeTransaction(database, ['drafts'], async () => {
    await deleteDraft(database, key);
    return ok(undefined);
  });
}

/** Deletes a draft under either key, inside the caller's transaction (over `drafts`). */
export async function deleteDraft(database: SkatDatabase, key: DraftKey): Promise<void> {
  await database.drafts.bulkDelete([storeKey(key), olderKey(key)]);
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
