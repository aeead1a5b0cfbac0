// The deals of a sheet: every change is one event appended to the sheet's log (sheet-log.ts), in
// one transaction with its checks; the deals handed out are the fold of the log.
import type { SheetDeal } from '../domain/sheet-deal';
import type { SheetChange } from '../domain/sheet-log';
import { fail, ok, type Result } from '../domain/result';
import { allDealsDealt } from '../domain/rules';
import { isNightSheetId, tableDealEventId, tableDealSlot } from '../domain/tournament/night-log';
import { db, newId, type SkatDatabase } from './database';
import { deleteDraft, draftKey, type DraftKey } from './drafts';
import { checkStoredDeal } from './stored-deal';
import type { DealRecord, SheetRecord } from './records';
import { writeLoadedSheet } from './sheets';
import { appendEvent, withEvent, type LoadedSheet } from './sheet-log';
import { storeError, type StoreError } from './store-error';
import { DEAL_TABLES, checkBockDerived, checkRepair, checkSheet, dealNotFound } from './log-checks';

export { getUndoChange, undoChangeOf, undoLastChange, type UndoChange } from './undo';

/** What else a saved deal ends: the draft of the entry that saved it. */
export interface DealWriteOptions {
  /** The key of the entry's draft, deleted with the deal's write (see saveDraft). */
  readonly draftKey?: DraftKey;
  /**
   * An edit: the `updatedAt` of the deal as the edit was opened. When the deal changed since (an
   * edit in another tab), nothing is written: the last save must not silently win.
   */
  readonly expectedUpdatedAt?: number;
}

async function endDraft(database: SkatDatabase, key: DraftKey | undefined): Promise<void> {
  if (key !== undefined) await deleteDraft(database, key);
}

/**
 * Only parsed deals are stored: a deal built by hand (a changed field, an extra one) is refused
 * here, before it could reach the sheet, a backup or the scoring of every later deal. The sheet's
 * rules refuse what they forbid anywhere (a Bock of its own where Bock is derived); where the
 * deal stands (a Ramsch round, a sheet without Ramsch) is checkSheet's part.
 */
function checkDeal(sheet: SheetRecord, deal: SheetDeal): Result<void, StoreError> {
  const bock = checkBockDerived(deal);
  if (!bock.ok) return bock;
  const problems = checkStoredDeal(deal, sheet.setup.rules);
  return problems.length === 0 ? ok(undefined) : fail([{ code: 'deal-invalid', problems }]);
}

/** One write of a past deal (an edit, a delete, a void): the sheet and the deal, or why not. */
function writePastDeal<T>(
  database: SkatDatabase,
  sheetId: string,
  dealId: string,
  work: (loaded: LoadedSheet, record: DealRecord) => Promise<Result<T, StoreError>>,
): Promise<Result<T, StoreError>> {
  return writeLoadedSheet(database, DEAL_TABLES, sheetId, async (loaded) => {
    const record = loaded.deals.find((d) => d.id === dealId);
    return record ? work(loaded, record) : fail([dealNotFound()]);
  });
}

/** The deal of a loaded sheet, after a change (it is there: the change kept it). */
function dealAfter(loaded: LoadedSheet, dealId: string): Result<DealRecord, StoreError> {
  const record = loaded.deals.find((d) => d.id === dealId);
  return record ? ok(record) : fail([dealNotFound()]);
}

/**
 * Appends the change and checks the sheet as it then folds; a failed check rolls the event back
 * (the caller's transaction).
 */
async function appendChecked(
  database: SkatDatabase,
  loaded: LoadedSheet,
  change: SheetChange,
  check: (after: LoadedSheet) => Result<void, StoreError>,
  id?: string,
): Promise<Result<LoadedSheet, StoreError>> {
  const after = withEvent(loaded, await appendEvent(database, loaded, change, id));
  const checked = check(after);
  return checked.ok ? ok(after) : checked;
}

/**
 * A night table's next deal's event id (tableDealEventId): the slot after the highest one in its
 * log, 'full' past the series' length (the server refuses it: a deleted deal used its slot); null
 * for any other sheet (a random id).
 */
function nextTableSlot(loaded: LoadedSheet): string | 'full' | null {
  const { id } = loaded.record;
  if (!isNightSheetId(id)) return null;
  const slots = loaded.events.map((event) => tableDealSlot(id, event.id) ?? 0);
  const slot = Math.max(0, ...slots) + 1;
  return slot > loaded.sheet.setup.plannedDeals ? 'full' : tableDealEventId(id, slot);
}

/** Appends a deal's change if the sheet stays valid, ends its draft and gives the deal back. */
async function appendDeal(
  database: SkatDatabase,
  loaded: LoadedSheet,
  change: Extract<SheetChange, { readonly deal: SheetDeal }>,
  draftKey: DraftKey | undefined,
  id?: string,
): Promise<Result<DealRecord, StoreError>> {
  const after = await appendChecked(database, loaded, change, checkSheet, id);
  if (!after.ok) return after;
  await endDraft(database, draftKey);
  return dealAfter(after.value, change.dealId);
}

/** Appends a deal after the last one, if the sheet stays valid with it. */
export async function addDeal(
  sheetId: string,
  deal: SheetDeal,
  database: SkatDatabase = db,
  { draftKey }: DealWriteOptions = {},
): Promise<Result<DealRecord, StoreError>> {
  return writeLoadedSheet(database, DEAL_TABLES, sheetId, async (loaded) => {
    // Checked here, inside the write: two tabs entering the last deal must not make it 37 of 36.
    // A voided deal was dealt: it counts towards the planned deals (voided-deal.ts).
    if (allDealsDealt(loaded.sheet.setup, loaded.deals.length)) {
      return fail([storeError('sheet-complete')]);
    }
    const valid = checkDeal(loaded.sheet, deal);
    if (!valid.ok) return valid;
    const slot = nextTableSlot(loaded);
    if (slot === 'full') return fail([storeError('sheet-complete')]);
    const change = { kind: 'deal-added', dealId: newId(), deal } as const;
    return appendDeal(database, loaded, change, draftKey, slot ?? undefined);
  });
}

/**
 * Replaces a past deal (an edit), if the sheet stays valid with it. A voided deal stays voided:
 * the edit corrects the crossed-out deal (restore it to count it).
 */
export async function replaceDeal(
  sheetId: string,
  dealId: string,
  deal: SheetDeal,
  database: SkatDatabase = db,
  { draftKey, expectedUpdatedAt }: DealWriteOptions = {},
): Promise<Result<DealRecord, StoreError>> {
  return writePastDeal(database, sheetId, dealId, async (loaded, record) => {
    if (expectedUpdatedAt !== undefined && record.updatedAt !== expectedUpdatedAt) {
      return fail([storeError('deal-changed')]);
    }
    const valid = checkDeal(loaded.sheet, deal);
    if (!valid.ok) return valid;
    const replaces = loaded.folded.deals.find((d) => d.dealId === dealId)?.versionEvent ?? '';
    return appendDeal(
      database,
      loaded,
      { kind: 'deal-replaced', dealId, replaces, deal },
      draftKey,
    );
  });
}

/**
 * Deletes a past deal; later deals move up one place (and so change dealer): refused when that
 * breaks the sheet (see renumberPreview, and voidDeal, which moves nothing).
 */
export async function deleteDeal(
  sheetId: string,
  dealId: string,
  database: SkatDatabase = db,
): Promise<Result<void, StoreError>> {
  return writePastDeal(database, sheetId, dealId, async (loaded) => {
    const after = await appendChecked(database, loaded, { kind: 'deal-deleted', dealId }, (s) =>
      checkRepair(loaded, s),
    );
    if (!after.ok) return after;
    // An edit of this deal left open (here or in another tab) has nothing left to edit.
    await endDraft(database, draftKey(sheetId, dealId));
    return ok(undefined);
  });
}

/** Voids or restores a deal: the deal keeps its place, so no dealer moves. */
async function setVoided(
  sheetId: string,
  dealId: string,
  voided: boolean,
  database: SkatDatabase,
): Promise<Result<DealRecord, StoreError>> {
  return writePastDeal(database, sheetId, dealId, async (loaded, record) => {
    if ((record.deal.kind === 'voided') === voided) return ok(record);
    const kind = voided ? 'deal-voided' : 'deal-restored';
    // A void takes a deal out of the scoring: allowed on a damaged sheet, like a delete. A
    // restore counts a deal again at its place: the whole sheet must score with it.
    const after = await appendChecked(database, loaded, { kind, dealId }, (sheet) =>
      voided ? checkRepair(loaded, sheet) : checkSheet(sheet),
    );
    return after.ok ? dealAfter(after.value, dealId) : after;
  });
}

/** Crosses a deal out: it stays at its place, scores 0 for everyone and starts no round. */
export async function voidDeal(
  sheetId: string,
  dealId: string,
  database: SkatDatabase = db,
): Promise<Result<DealRecord, StoreError>> {
  return setVoided(sheetId, dealId, true, database);
}

/** Counts a voided deal again, as it was (if the sheet scores with it). */
export async function restoreDeal(
  sheetId: string,
  dealId: string,
  database: SkatDatabase = db,
): Promise<Result<DealRecord, StoreError>> {
  return setVoided(sheetId, dealId, false, database);
}
