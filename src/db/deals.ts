import { Dexie } from 'dexie';
import type { SheetDeal } from '../domain/sheet-deal';
import { fail, ok, type Result } from '../domain/result';
import { scoreSheet } from '../domain/sheet';
import { db, newId, type SkatDatabase } from './database';
import { checkStoredDeal } from './record-schema';
import type { DealRecord, SheetRecord, UndoKind, UndoRecord } from './records';
import { sheetNotFound } from './sheets';
import { storeError, writeTransaction, type StoreError } from './store-error';

const DEAL_TABLES = ['sheets', 'deals', 'undo'] as const;

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

/** The whole sheet must still score after a change: a deal moves seats for every later deal. */
function checkSheet(sheet: SheetRecord, deals: readonly SheetDeal[]): Result<void, StoreError> {
  const scored = scoreSheet(sheet.setup, deals);
  if (scored.ok) return ok(undefined);
  return fail([{ code: 'sheet-would-be-invalid', sheetErrors: scored.errors }]);
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

/** Appends a deal after the last one, if the sheet stays valid with it. */
export async function addDeal(
  sheetId: string,
  deal: SheetDeal,
  database: SkatDatabase = db,
): Promise<Result<DealRecord, StoreError>> {
  return writeTransaction(database, DEAL_TABLES, async () => {
    const state = await getSheetWithDeals(sheetId, database);
    if (!state) return fail([sheetNotFound()]);
    const valid = checkDeal(state.sheet, deal);
    if (!valid.ok) return valid;
    const checked = checkSheet(state.sheet, [...state.deals.map((d) => d.deal), deal]);
    if (!checked.ok) return checked;
    const now = Date.now();
    const last = state.deals.at(-1);
    const position = last ? last.position + 1 : 0;
    const record: DealRecord = {
      id: newId(),
      sheetId,
      position,
      deal,
      createdAt: now,
      updatedAt: now,
    };
    await database.deals.add(record);
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
): Promise<Result<DealRecord, StoreError>> {
  return writeTransaction(database, DEAL_TABLES, async () => {
    const found = await loadDealInSheet(database, sheetId, dealId);
    if (!found.ok) return found;
    const state = found.value;
    const valid = checkDeal(state.sheet, deal);
    if (!valid.ok) return valid;
    const { index, before } = state;
    const deals = state.deals.map((d) => (d.id === dealId ? deal : d.deal));
    const checked = checkSheet(state.sheet, deals);
    if (!checked.ok) return checked;
    const now = Date.now();
    const record: DealRecord = { ...before, deal, updatedAt: now };
    await database.deals.put(record);
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
    const checked = checkSheet(state.sheet, remaining);
    if (!checked.ok) return checked;
    await database.deals.delete(dealId);
    await touchAndRemember(
      database,
      state.sheet,
      { kind: 'deleted', dealNumber: index + 1, dealId, before },
      Date.now(),
    );
    return ok(undefined);
  });
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
    await revert(database, change);
    // Inside the transaction: a failed check throws the revert away again.
    const checked = checkSheet(
      sheet,
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
