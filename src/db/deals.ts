import { Dexie } from 'dexie';
import type { SheetSetupError } from '../domain/sheet-checks';
import type { SheetDeal } from '../domain/sheet-deal';
import { fail, ok, type Result } from '../domain/result';
import { scoreSheet } from '../domain/sheet';
import { db, newId, type SkatDatabase } from './database';
import { checkStoredDeal, MAX_POSITION } from './stored-deal';
import type { DealRecord, SheetRecord, UndoKind, UndoRecord } from './records';
import { sheetNotFound } from './sheets';
import { storeError, writeTransaction, type StoreError } from './store-error';

// Drafts too: the entry's draft goes in the same transaction as the deal it saves, and a deleted
// deal's edit draft with it, so no crash between two writes can leave a saved deal's draft behind.
const DEAL_TABLES = ['sheets', 'deals', 'undo', 'drafts'] as const;

/** What else a saved deal ends: the draft of the entry that saved it. */
export interface DealWriteOptions {
  /** The key of the entry's draft, deleted with the deal's write (see saveDraft). */
  readonly draftKey?: string;
  /**
   * An edit: the `updatedAt` of the deal as the edit was opened. When the deal changed since (an
   * edit in another tab), nothing is written: the last save must not silently win.
   */
  readonly expectedUpdatedAt?: number;
}

async function endDraft(database: SkatDatabase, draftKey: string | undefined): Promise<void> {
  if (draftKey !== undefined) await database.drafts.delete(draftKey);
}

async function dealsOf(database: SkatDatabase, sheetId: string): Promise<DealRecord[]> {
  return database.deals
    .where('[sheetId+position]')
    .between([sheetId, Dexie.minKey], [sheetId, Dexie.maxKey])
    .toArray();
}

/** The sheet's deals in playing order (inside the caller's transaction, when there is one). */
export async function getDeals(
  sheetId: string,
  database: SkatDatabase = db,
): Promise<DealRecord[]> {
  return dealsOf(database, sheetId);
}

/**
 * Bock is derived from the sheet (its rounds), never entered per deal: a deal's own Bock would be
 * scored as is on a sheet without Bock rounds (a damaged draft once gave standings of 6e302).
 */
function checkBockDerived(deal: SheetDeal): Result<void, StoreError> {
  if (deal.kind === 'passed' || deal.bock === 0) return ok(undefined);
  return fail([storeError('bock-not-derived')]);
}

/** The whole sheet must still score after a change: a deal moves seats for every later deal. */
function checkSheet(sheet: SheetRecord, deals: readonly SheetDeal[]): Result<void, StoreError> {
  const scored = scoreSheet(sheet.setup, deals);
  if (scored.ok) return ok(undefined);
  return sheetWouldBeInvalid(scored.errors);
}

/**
 * A repair (a delete, an undo) must not break a sheet that scores; on a sheet that no longer
 * scores (damaged data) it is allowed, so that sheet can be mended from its own screen.
 */
function checkRepair(
  sheet: SheetRecord,
  before: readonly SheetDeal[],
  after: readonly SheetDeal[],
): Result<void, StoreError> {
  return scoreSheet(sheet.setup, before).ok ? checkSheet(sheet, after) : ok(undefined);
}

function sheetWouldBeInvalid(sheetErrors: readonly SheetSetupError[]): Result<void, StoreError> {
  return fail([{ code: 'sheet-would-be-invalid', sheetErrors }]);
}

/**
 * Only parsed deals are stored: a deal built by hand (a changed field, an extra one) is refused
 * here, before it could reach the sheet, a backup or the scoring of every later deal. The sheet's
 * rules refuse what they forbid anywhere (a Bock of its own where Bock is derived); where the
 * deal stands (a Ramsch round, a sheet without Ramsch) is checkSheet's part.
 */
function checkDeal(sheet: SheetRecord, deal: SheetDeal): Result<void, StoreError> {
  const problems = checkStoredDeal(deal, sheet.setup.rules);
  return problems.length === 0 ? ok(undefined) : fail([{ code: 'deal-invalid', problems }]);
}

/** A sheet with its deals in playing order. */
export interface SheetWithDeals {
  readonly sheet: SheetRecord;
  readonly deals: DealRecord[];
}

/** The sheet and its deals, read one after the other; null when the sheet does not exist. */
export async function getSheetWithDeals(
  sheetId: string,
  database: SkatDatabase = db,
): Promise<SheetWithDeals | null> {
  const sheet = await database.sheets.get(sheetId);
  return sheet ? { sheet, deals: await dealsOf(database, sheetId) } : null;
}

async function touchAndRemember(
  database: SkatDatabase,
  sheet: SheetRecord,
  change: { kind: UndoKind; dealNumber: number; dealId: string; before: DealRecord | null },
  now: number,
): Promise<void> {
  await database.sheets.put({ ...sheet, updatedAt: now });
  await database.undo.put({ sheetId: sheet.id, ...change, createdAt: now });
}

function sheetComplete(): StoreError {
  return storeError('sheet-complete');
}

function dealNotFound(): StoreError {
  return storeError('deal-not-found');
}

interface DealInSheet extends SheetWithDeals {
  /** 0-based place of the deal in the sheet. */
  readonly index: number;
  readonly before: DealRecord;
}

/** The sheet and one of its deals, as an edit or a delete needs them. */
async function loadDealInSheet(
  database: SkatDatabase,
  sheetId: string,
  dealId: string,
): Promise<Result<DealInSheet, StoreError>> {
  const state = await getSheetWithDeals(sheetId, database);
  if (!state) return fail([sheetNotFound()]);
  const index = state.deals.findIndex((d) => d.id === dealId);
  const before = state.deals[index];
  return before ? ok({ ...state, index, before }) : fail([dealNotFound()]);
}

/**
 * The place after the last deal. A sheet stored before positions were bounded (MAX_POSITION) may
 * have none left: its deals are numbered 0…n−1 again, in their order, so no position is ever
 * computed that is not a safe integer, and no two deals share one.
 */
async function nextPosition(database: SkatDatabase, deals: readonly DealRecord[]): Promise<number> {
  const last = deals.at(-1);
  const next = last ? last.position + 1 : 0;
  if (next <= MAX_POSITION) return next;
  await database.deals.bulkPut(deals.map((deal, position) => ({ ...deal, position })));
  return deals.length;
}

/** Appends a deal after the last one, if the sheet stays valid with it. */
export async function addDeal(
  sheetId: string,
  deal: SheetDeal,
  database: SkatDatabase = db,
  { draftKey }: DealWriteOptions = {},
): Promise<Result<DealRecord, StoreError>> {
  return writeTransaction(database, DEAL_TABLES, async () => {
    const state = await getSheetWithDeals(sheetId, database);
    if (!state) return fail([sheetNotFound()]);
    // Checked here, inside the write: two tabs entering the last deal must not make it 37 of 36.
    if (state.deals.length >= state.sheet.setup.plannedDeals) return fail([sheetComplete()]);
    const bock = checkBockDerived(deal);
    if (!bock.ok) return bock;
    const valid = checkDeal(state.sheet, deal);
    if (!valid.ok) return valid;
    const checked = checkSheet(state.sheet, [...state.deals.map((d) => d.deal), deal]);
    if (!checked.ok) return checked;
    const now = Date.now();
    const position = await nextPosition(database, state.deals);
    const record: DealRecord = {
      id: newId(),
      sheetId,
      position,
      deal,
      createdAt: now,
      updatedAt: now,
    };
    await database.deals.add(record);
    await endDraft(database, draftKey);
    const dealNumber = state.deals.length + 1;
    await touchAndRemember(
      database,
      state.sheet,
      { kind: 'added', dealNumber, dealId: record.id, before: null },
      now,
    );
    return ok(record);
  });
}

/** Replaces a past deal (an edit), if the sheet stays valid with it. */
export async function replaceDeal(
  sheetId: string,
  dealId: string,
  deal: SheetDeal,
  database: SkatDatabase = db,
  { draftKey, expectedUpdatedAt }: DealWriteOptions = {},
): Promise<Result<DealRecord, StoreError>> {
  return writeTransaction(database, DEAL_TABLES, async () => {
    const found = await loadDealInSheet(database, sheetId, dealId);
    if (!found.ok) return found;
    if (expectedUpdatedAt !== undefined && found.value.before.updatedAt !== expectedUpdatedAt) {
      return fail([storeError('deal-changed')]);
    }
    const bock = checkBockDerived(deal);
    if (!bock.ok) return bock;
    const state = found.value;
    const valid = checkDeal(state.sheet, deal);
    if (!valid.ok) return valid;
    const { index, before } = state;
    const deals = state.deals.map((d) => (d.id === dealId ? deal : d.deal));
    const checked = checkSheet(state.sheet, deals);
    if (!checked.ok) return checked;
    // Always later than the version replaced, even within one millisecond: it is the version.
    const now = Math.max(Date.now(), before.updatedAt + 1);
    const record: DealRecord = { ...before, deal, updatedAt: now };
    await database.deals.put(record);
    await endDraft(database, draftKey);
    await touchAndRemember(
      database,
      state.sheet,
      { kind: 'changed', dealNumber: index + 1, dealId, before },
      now,
    );
    return ok(record);
  });
}

/** Deletes a past deal; later deals move up one place (and so change dealer). */
export async function deleteDeal(
  sheetId: string,
  dealId: string,
  database: SkatDatabase = db,
): Promise<Result<void, StoreError>> {
  return writeTransaction(database, DEAL_TABLES, async () => {
    const found = await loadDealInSheet(database, sheetId, dealId);
    if (!found.ok) return found;
    const state = found.value;
    const { index, before } = state;
    const remaining = state.deals.filter((d) => d.id !== dealId).map((d) => d.deal);
    const checked = checkRepair(
      state.sheet,
      state.deals.map((d) => d.deal),
      remaining,
    );
    if (!checked.ok) return checked;
    await database.deals.delete(dealId);
    // An edit of this deal left open (here or in another tab) has nothing left to edit.
    await endDraft(database, editDraftKey(sheetId, dealId));
    await touchAndRemember(
      database,
      state.sheet,
      { kind: 'deleted', dealNumber: index + 1, dealId, before },
      Date.now(),
    );
    return ok(undefined);
  });
}

/** The draft key of an edit of a deal (see saveDraft). */
export function editDraftKey(sheetId: string, dealId: string): string {
  return `${sheetId}:${dealId}`;
}

async function revert(database: SkatDatabase, change: UndoRecord): Promise<void> {
  if (change.before) {
    // Changed or deleted: the deal comes back as it was, at its old position.
    await database.deals.put(change.before);
  } else {
    await database.deals.delete(change.dealId);
  }
}

/** Reverts the sheet's last add, edit or delete. One step only: the entry is then gone. */
export async function undoLastChange(
  sheetId: string,
  database: SkatDatabase = db,
): Promise<Result<void, StoreError>> {
  return writeTransaction(database, DEAL_TABLES, async () => {
    const change = await database.undo.get(sheetId);
    if (!change) return fail([storeError('nothing-to-undo')]);
    const sheet = await database.sheets.get(sheetId);
    if (!sheet) return fail([sheetNotFound()]);
    const before = (await dealsOf(database, sheetId)).map((d) => d.deal);
    await revert(database, change);
    // Inside the transaction: a failed check throws the revert away again.
    const checked = checkRepair(
      sheet,
      before,
      (await dealsOf(database, sheetId)).map((d) => d.deal),
    );
    if (!checked.ok) return checked;
    await database.undo.delete(sheetId);
    await database.sheets.put({ ...sheet, updatedAt: Date.now() });
    return ok(undefined);
  });
}

/** What undo would revert: the kind of change and the deal's number on the sheet. */
export interface UndoChange {
  readonly kind: UndoKind;
  /** 1-based, as the sheet numbers its deals: "deleted deal 7". */
  readonly dealNumber: number;
}

/** What undo would revert; null when there is nothing to undo. */
export async function getUndoChange(
  sheetId: string,
  database: SkatDatabase = db,
): Promise<UndoChange | null> {
  const change = await database.undo.get(sheetId);
  return change ? { kind: change.kind, dealNumber: change.dealNumber } : null;
}
