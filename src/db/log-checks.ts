// The checks every change of a sheet's log passes, in the transaction that appends it.
import type { SheetSetupError } from '../domain/sheet-checks';
import type { SheetDeal } from '../domain/sheet-deal';
import { fail, ok, type Result } from '../domain/result';
import { scoreStoredSheet, type StoredSheet } from './scored-sheet';
import { storeError, type StoreError } from './store-error';

// Drafts too: the entry's draft goes in the same transaction as the deal it saves, and a deleted
// deal's edit draft with it, so no crash between two writes can leave a saved deal's draft behind.
// Settings: the device id, made on the first write.
export const DEAL_TABLES = ['sheets', 'log', 'startingLogs', 'drafts', 'settings'] as const;

/**
 * Bock is derived from the sheet (its rounds), never entered per deal: a deal's own Bock would be
 * scored as is on a sheet without Bock rounds (a damaged draft once gave standings of 6e302).
 */
export function checkBockDerived(deal: SheetDeal): Result<void, StoreError> {
  if (deal.kind === 'passed' || deal.bock === 0) return ok(undefined);
  return fail([storeError('bock-not-derived')]);
}

/** The whole sheet must still score after a change: a deal moves seats for every later deal. */
export function checkSheet(after: StoredSheet): Result<void, StoreError> {
  const scored = scoreStoredSheet(after);
  if (scored.ok) return ok(undefined);
  return sheetWouldBeInvalid(scored.errors);
}

/**
 * A repair (a delete, a void, an undo) must not break a sheet that scores; on a sheet that no
 * longer scores (damaged data) it is allowed, so that sheet can be mended from its own screen.
 */
export function checkRepair(before: StoredSheet, after: StoredSheet): Result<void, StoreError> {
  return scoreStoredSheet(before).ok ? checkSheet(after) : ok(undefined);
}

function sheetWouldBeInvalid(sheetErrors: readonly SheetSetupError[]): Result<void, StoreError> {
  return fail([{ code: 'sheet-would-be-invalid', sheetErrors }]);
}

export function dealNotFound(): StoreError {
  return storeError('deal-not-found');
}
