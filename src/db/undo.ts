// Undo walks back through the sheet's log, one step at a time: each step appends `undone` events
// naming the latest change that counts on the sheet (domain nextUndo, which passes over changes
// the fold ignores). Nothing is erased: the change and its undo both stay in the history.
import { fail, ok, type Result } from '../domain/result';
import { isDealChange, type SheetEvent } from '../domain/sheet-log';
import { nextUndo, type UndoStep } from '../domain/undo-step';
import { countedEvents } from '../domain/log-judge';
import { db, type SkatDatabase } from './database';
import { DEAL_TABLES, checkRepair } from './log-checks';
import type { UndoKind } from './records';
import { appendEvent, loadSheet, withEvent, type LoadedSheet } from './sheet-log';
import { writeLoadedSheet } from './sheets';
import { storeError, type StoreError } from './store-error';

/** What undo would take back: a change of a deal (with its number on the sheet) or of the sheet. */
export type UndoChange =
  | {
      readonly kind: UndoKind | 'voided' | 'restored';
      /** 1-based, as the sheet numbers its deals: "deleted deal 7". */
      readonly dealNumber: number;
    }
  | {
      readonly kind:
        'renamed' | 'players-renamed' | 'rules-changed' | 'money-changed' | 'conflict-resolved';
    };

const DEAL_UNDO_KINDS = {
  'deal-added': 'added',
  'deal-replaced': 'changed',
  'deal-deleted': 'deleted',
  'deal-voided': 'voided',
  'deal-restored': 'restored',
} as const;

function describe({ target, dealNumber }: UndoStep): UndoChange {
  const { change } = target;
  if (isDealChange(change)) {
    return { kind: DEAL_UNDO_KINDS[change.kind], dealNumber: dealNumber ?? 0 };
  }
  if (change.kind === 'sheet-renamed') return { kind: 'renamed' };
  if (change.kind === 'players-renamed') return { kind: 'players-renamed' };
  if (change.kind === 'money-changed' || change.kind === 'conflict-resolved') {
    return { kind: change.kind };
  }
  return { kind: 'rules-changed' };
}

/**
 * The events undo walks: a refused event (domain/log-judge.ts) counts nowhere, so taking it back
 * would change nothing, and undo never offers it.
 */
function undoableEvents(loaded: LoadedSheet) {
  return countedEvents(loaded.events, loaded.refused);
}

/** What undo would take back next; null when there is nothing (left) to undo. */
export async function getUndoChange(
  sheetId: string,
  database: SkatDatabase = db,
): Promise<UndoChange | null> {
  const loaded = await loadSheet(database, sheetId);
  return loaded ? undoChangeOf(loaded) : null;
}

/**
 * What undo would take back next in a sheet read already: the sheet screen asks it of the log it
 * shows, instead of reading and folding the whole log again on each write (a flood's intake
 * writes every 200 ms, issue 34, item 5).
 */
export function undoChangeOf(loaded: LoadedSheet): UndoChange | null {
  const step = nextUndo(undoableEvents(loaded));
  return step ? describe(step) : null;
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
  return writeLoadedSheet(database, DEAL_TABLES, sheetId, async (loaded) => {
    const step = nextUndo(undoableEvents(loaded));
    if (!step) return fail([storeError('nothing-to-undo')]);
    let after = loaded;
    for (const undone of step.undoes) {
      const event = await appendEvent(database, after, { kind: 'undone', undoes: undone.id });
      after = withEvent(after, event);
    }
    // Inside the transaction: a failed check throws the undo away again.
    const locked = checkRulesLocked(step.target, after);
    if (!locked.ok) return locked;
    const checked = checkRepair(loaded, after);
    return checked.ok ? ok(undefined) : checked;
  });
}
