import { Dexie } from 'dexie';
import type { SheetError } from '../domain/errors';
import { fail, type Result } from '../domain/result';
import type { SkatDatabase } from './database';

export const STORE_ERROR_CODES = [
  /** The device is out of space (QuotaExceededError): nothing was written. */
  'storage-full',
  /** Any other IndexedDB failure (blocked, closed, private mode…): nothing was written. */
  'storage-failed',
  'sheet-not-found',
  'deal-not-found',
  /** The new sheet's players, name or rules are not acceptable. */
  'sheet-input-invalid',
  /** The change would leave the sheet invalid (e.g. the dealer declaring at a table of four). */
  'sheet-would-be-invalid',
  'nothing-to-undo',
  /** Every planned deal is in (another tab saved the last one first): no deal past the count. */
  'sheet-complete',
  /** The deal changed (another tab saved it) since the edit was opened: nothing was written. */
  'deal-changed',
  /** A deal carrying its own Bock: Bock is derived from the sheet, a deal is stored with 0. */
  'bock-not-derived',
] as const;
export type StoreErrorCode = (typeof STORE_ERROR_CODES)[number];

export type StoreError =
  | {
      readonly code: Exclude<StoreErrorCode, 'sheet-would-be-invalid'>;
      readonly message: string;
    }
  | {
      readonly code: 'sheet-would-be-invalid';
      readonly message: string;
      /** What the domain found wrong with the sheet after the change. */
      readonly sheetErrors: readonly SheetError[];
    };

export function storeError(
  code: Exclude<StoreErrorCode, 'sheet-would-be-invalid'>,
  message: string,
): StoreError {
  return { code, message };
}

function isQuotaError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'QuotaExceededError' || error.name === Dexie.errnames.QuotaExceeded) {
    return true;
  }
  // Dexie wraps the DOMException (AbortError, DatabaseClosedError…) and keeps it as `inner`.
  const inner: unknown = 'inner' in error ? error.inner : undefined;
  return isQuotaError(inner);
}

/** Maps anything IndexedDB or Dexie threw to a StoreError the UI can show. */
export function toStoreError(error: unknown): StoreError {
  if (isQuotaError(error)) {
    return storeError(
      'storage-full',
      'The device is out of storage space. Nothing was saved; free some space and try again.',
    );
  }
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return storeError('storage-failed', `Saving failed, nothing was changed (${detail}).`);
}

/** Thrown inside a transaction to roll it back when the work itself says no. */
class Rollback extends Error {
  constructor(readonly errors: readonly StoreError[]) {
    super('rolled back');
  }
}

type TableName = 'sheets' | 'deals' | 'players' | 'drafts' | 'undo' | 'settings';

/**
 * Runs `work` as one read-write transaction over `tables`. A failure anywhere, or `work`
 * returning a failed Result, rolls the whole transaction back: nothing is partially written, and
 * the caller gets a StoreError instead of a thrown exception.
 */
export async function writeTransaction<T>(
  database: SkatDatabase,
  tables: readonly TableName[],
  work: () => Promise<Result<T, StoreError>>,
): Promise<Result<T, StoreError>> {
  try {
    return await database.transaction(
      'rw',
      tables.map((name) => database.table(name)),
      async () => {
        const result = await work();
        if (!result.ok) throw new Rollback(result.errors);
        return result;
      },
    );
  } catch (error) {
    if (error instanceof Rollback) return fail(error.errors);
    return fail([toStoreError(error)]);
  }
}
