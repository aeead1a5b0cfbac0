import { Dexie } from 'dexie';
import type { MoneyError } from '../domain/money';
import type { SheetSetupError } from '../domain/sheet-checks';
import { fail, type Result } from '../domain/result';
import type { SkatDatabase } from './database';
import type { StoredDealProblem } from './stored-deal';
import type { SheetInputProblem } from './sheet-input';

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
  /** The deal to store is not a deal the rules allow, or not in its parsed form. */
  'deal-invalid',
  /** A sheet's rules cannot change once its first deal is saved. */
  'rules-locked',
  /** The stake, currency, rounding or lost-game fee is not one a table can settle with. */
  'money-invalid',
  'nothing-to-undo',
  /** Every planned deal is in (another tab saved the last one first): no deal past the count. */
  'sheet-complete',
  /** The deal changed (another tab saved it) since the edit was opened: nothing was written. */
  'deal-changed',
  /** A deal carrying its own Bock: Bock is derived from the sheet, a deal is stored with 0. */
  'bock-not-derived',
  /**
   * The sheet's log holds a clock past the bound (domain/log-bounds.ts: MAX_CLOCK), put there by
   * an earlier version's restore: no event past it is made. Nothing was written.
   */
  'history-full',
] as const;
export type StoreErrorCode = (typeof STORE_ERROR_CODES)[number];

/** The codes that carry nothing but themselves. */
type PlainStoreErrorCode = Exclude<
  StoreErrorCode,
  | 'storage-failed'
  | 'sheet-input-invalid'
  | 'sheet-would-be-invalid'
  | 'deal-invalid'
  | 'rules-locked'
  | 'money-invalid'
>;

/** What went wrong, as a code with its data; the UI words it in the chosen language. */
export type StoreError =
  | { readonly code: PlainStoreErrorCode }
  | {
      readonly code: 'storage-failed';
      /** The browser's own name and message of the failure ("AbortError: …"), for a bug report. */
      readonly detail: string;
    }
  | { readonly code: 'sheet-input-invalid'; readonly problem: SheetInputProblem }
  | {
      readonly code: 'sheet-would-be-invalid';
      /** What the domain found wrong with the sheet after the change. */
      readonly sheetErrors: readonly SheetSetupError[];
    }
  | { readonly code: 'deal-invalid'; readonly problems: readonly StoredDealProblem[] }
  | {
      readonly code: 'rules-locked';
      /** How many deals the sheet holds already (at least 1). */
      readonly dealCount: number;
    }
  | { readonly code: 'money-invalid'; readonly problems: readonly MoneyError[] };

export function storeError(code: PlainStoreErrorCode): StoreError {
  return { code };
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
  if (isQuotaError(error)) return storeError('storage-full');
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return { code: 'storage-failed', detail };
}

/** Thrown inside a transaction to roll it back when the work itself says no. */
class Rollback extends Error {
  constructor(readonly errors: readonly unknown[]) {
    super('rolled-back');
  }
}

/**
 * Refuses a write from deep inside `writeTransaction`'s work (appending an event): the whole
 * transaction rolls back and the caller gets `error`.
 */
export function refuseWrite(error: StoreError): never {
  throw new Rollback([error]);
}

export type TableName =
  'sheets' | 'log' | 'startingLogs' | 'players' | 'drafts' | 'settings' | 'roster' | 'sheetStats';

/**
 * Runs `work` as one read-write transaction over `tables`. A failure anywhere, or `work`
 * returning a failed Result, rolls the whole transaction back: nothing is partially written, and
 * the caller gets a StoreError instead of a thrown exception.
 */
export async function writeTransaction<T, E = StoreError>(
  database: SkatDatabase,
  tables: readonly TableName[],
  work: () => Promise<Result<T, E | StoreError>>,
): Promise<Result<T, E | StoreError>> {
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
    // The errors `work` returned, rolled back with it: of its own type.
    if (error instanceof Rollback) return fail(error.errors as readonly (E | StoreError)[]);
    return fail([toStoreError(error)]);
  }
}
