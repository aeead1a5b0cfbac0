// Undo walks back through the sheet's log, one change at a time: each undo appends an `undone`
// event naming the latest change not yet undone (domain nextUndoable). Nothing is erased: the
// change and its undo both stay in the history.
import { foldLog } from '../domain/fold-log';
import { fail, ok, type Result } from '../domain/result';
import { isDealChange, nextUndoable, orderEvents, type SheetEvent } from '../domain/sheet-log';
import { db, type SkatDatabase } from './database';
import { DEAL_TABLES, checkRepair } from './log-checks';
import type { UndoKind } from './records';
import { appendEvent, loadSheet, withEvent, type LoadedSheet } from './sheet-log';
import { sheetNotFound } from './sheets';
import { storeError, writeTransaction, type StoreError } from './store-error';

/** What undo would take back: a change of a deal (with its number on the sheet) or of the sheet. */
export type UndoChange =
  | {
      readonly kind: UndoKind | 'voided' | 'restored';
      /** 1-based, as the sheet numbers its deals: "deleted deal 7". */
      readonly dealNumber: number;
    }
  | { readonly kind: 'renamed' | 'players-renamed' | 'rules-changed' | 'money-changed' };

const DEAL_UNDO_KINDS = {
  'deal-added': 'added',
  'deal-replaced': 'changed',
  'deal-deleted': 'deleted',
  'deal-voided': 'voided',
  'deal-restored': 'restored',
} as const;

/** The deal's number where the change happened: after it, or (a delete) just before it. */
function dealNumberAt(ordered: readonly SheetEvent[], target: SheetEvent, dealId: string) {
  const index = ordered.findIndex((event) => event.id === target.id);
  for (const prefix of [ordered.slice(0, index + 1), ordered.slice(0, index)]) {
    const place = foldLog(prefix).deals.findIndex((deal) => deal.dealId === dealId);
    if (place !== -1) return place + 1;
  }
  return 0;
}

function describe(events: readonly SheetEvent[], target: SheetEvent): UndoChange {
  const { change } = target;
  if (isDealChange(change)) {
    const dealNumber = dealNumberAt(orderEvents(events), target, change.dealId);
    return { kind: DEAL_UNDO_KINDS[change.kind], dealNumber };
  }
  if (change.kind === 'sheet-renamed') return { kind: 'renamed' };
  if (change.kind === 'players-renamed') return { kind: 'players-renamed' };
  if (change.kind === 'money-changed') return { kind: 'money-changed' };
  return { kind: 'rules-changed' };
}

/** What undo would take back next; null when there is nothing (left) to undo. */
export async function getUndoChange(
  sheetId: string,
  database: SkatDatabase = db,
): Promise<UndoChange | null> {
  const loaded = await loadSheet(database, sheetId);
  if (!loaded) return null;
  const target = nextUndoable(loaded.events);
  return target ? describe(loaded.events, target) : null;
}

/** Rules are locked once a deal is on the sheet: undoing a change of them would unlock them. */
function checkRulesLocked(target: SheetEvent, after: LoadedSheet): Result<void, StoreError> {
  if (target.change.kind !== 'rules-changed' || after.deals.length === 0) return ok(undefined);
  return fail([{ code: 'rules-locked', dealCount: after.deals.length }]);
}

/** Takes back the sheet's latest change not yet undone; again and again, step by step. */
export async function undoLastChange(
  sheetId: string,
  database: SkatDatabase = db,
): Promise<Result<void, StoreError>> {
  return writeTransaction(database, DEAL_TABLES, async () => {
    const loaded = await loadSheet(database, sheetId);
    if (!loaded) return fail([sheetNotFound()]);
    const target = nextUndoable(loaded.events);
    if (!target) return fail([storeError('nothing-to-undo')]);
    const event = await appendEvent(database, loaded, { kind: 'undone', undoes: target.id });
    // Inside the transaction: a failed check throws the undo away again.
    const after = withEvent(loaded, event);
    const locked = checkRulesLocked(target, after);
    if (!locked.ok) return locked;
    const checked = checkRepair(loaded, after);
    return checked.ok ? ok(undefined) : checked;
  });
}
