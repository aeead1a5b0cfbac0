import { fail, ok, type Result } from '../domain/result';
import type { PresetId, SheetSetup } from '../domain/rules';
import { db, newId, type SkatDatabase } from './database';
import type { SheetRecord, SheetSummary } from './records';
import { normaliseName } from './name-text';
import {
  checkNewSheet,
  checkSheetName,
  type NewSheet,
  type SheetInputProblem,
} from './sheet-input';
import { storeError, writeTransaction, type StoreError } from './store-error';

export type { NewSheet } from './sheet-input';

function inputInvalid(problem: SheetInputProblem): StoreError {
  return { code: 'sheet-input-invalid', problem };
}

/** Starts a sheet and remembers its players' names for the next one. */
export async function createSheet(
  input: NewSheet,
  database: SkatDatabase = db,
): Promise<Result<SheetRecord, StoreError>> {
  const now = Date.now();
  const checked = checkNewSheet(input, now);
  if (!checked.ok) {
    return fail(checked.errors.map(inputInvalid));
  }
  const sheet: SheetRecord = { id: newId(), ...checked.value, createdAt: now, updatedAt: now };
  return writeTransaction(database, ['sheets', 'players'], async () => {
    await database.sheets.add(sheet);
    await database.players.bulkPut(sheet.playerNames.map((name) => ({ name, lastUsedAt: now })));
    return ok(sheet);
  });
}

export async function renameSheet(
  id: string,
  name: string,
  database: SkatDatabase = db,
): Promise<Result<SheetRecord, StoreError>> {
  const trimmed = normaliseName(name);
  const problems = checkSheetName(trimmed);
  if (problems.length > 0) {
    return fail(problems.map(inputInvalid));
  }
  return writeTransaction(database, ['sheets'], async () => {
    const sheet = await database.sheets.get(id);
    if (!sheet) return fail([sheetNotFound()]);
    const renamed: SheetRecord = { ...sheet, name: trimmed, updatedAt: Date.now() };
    await database.sheets.put(renamed);
    return ok(renamed);
  });
}

/**
 * Changes a sheet's table and house rules: only before its first deal is saved. After that the
 * rules are locked (every deal was entered and scored under them): refused with 'rules-locked'.
 * The players' names stay; the setup must fit them (same number of players).
 */
export async function changeSheetSetup(
  id: string,
  setup: SheetSetup,
  preset: PresetId | null,
  database: SkatDatabase = db,
): Promise<Result<SheetRecord, StoreError>> {
  return writeTransaction(database, ['sheets', 'deals'], async () => {
    const sheet = await database.sheets.get(id);
    if (!sheet) return fail([sheetNotFound()]);
    const dealCount = await database.deals.where('sheetId').equals(id).count();
    if (dealCount > 0) return fail([{ code: 'rules-locked', dealCount }]);
    const checked = checkNewSheet({ ...sheet, setup, preset }, Date.now());
    if (!checked.ok) return fail(checked.errors.map(inputInvalid));
    const changed: SheetRecord = { ...sheet, setup, preset, updatedAt: Date.now() };
    await database.sheets.put(changed);
    return ok(changed);
  });
}

/** Deletes the sheet with its deals, its drafts and its undo entry. */
export async function deleteSheet(
  id: string,
  database: SkatDatabase = db,
): Promise<Result<void, StoreError>> {
  return writeTransaction(database, ['sheets', 'deals', 'drafts', 'undo', 'settings'], async () => {
    const sheet = await database.sheets.get(id);
    if (!sheet) return fail([sheetNotFound()]);
    await database.deals.where('sheetId').equals(id).delete();
    await database.drafts.where('sheetId').equals(id).delete();
    await database.undo.delete(id);
    await database.sheets.delete(id);
    // Opening the app must not try to return to a sheet that is gone.
    const lastOpened = await database.settings.get('lastOpenedSheetId');
    if (lastOpened?.value === id) await database.settings.delete('lastOpenedSheetId');
    return ok(undefined);
  });
}

/**
 * Remembers the sheet opened, for the next start to return to — only when it exists: a link to a
 * sheet that is gone (deleted, or a typo in a bookmark) must not replace the sheet in progress.
 * Returns whether it was remembered.
 */
export async function rememberOpenedSheet(
  id: string,
  database: SkatDatabase = db,
): Promise<Result<boolean, StoreError>> {
  return writeTransaction(database, ['sheets', 'settings'], async () => {
    if ((await database.sheets.get(id)) === undefined) return ok(false);
    await database.settings.put({ key: 'lastOpenedSheetId', value: id });
    return ok(true);
  });
}

export async function getSheet(
  id: string,
  database: SkatDatabase = db,
): Promise<SheetRecord | undefined> {
  return database.sheets.get(id);
}

/** One page of the list of sheets, and how many there are in all. */
export interface SheetPage {
  /** The most recently changed sheets first. */
  readonly summaries: readonly SheetSummary[];
  readonly total: number;
}

/**
 * The `limit` most recently changed sheets with their number of deals, and the number of all
 * sheets. Only the shown sheets' deals are counted, each by an index count that reads no deal: a
 * phone with a thousand old sheets opens the list as fast as one with ten.
 */
export async function listSheetPage(
  limit: number,
  database: SkatDatabase = db,
): Promise<SheetPage> {
  return database.transaction('r', [database.sheets, database.deals], async () => {
    const [sheets, total] = await Promise.all([
      database.sheets.orderBy('updatedAt').reverse().limit(limit).toArray(),
      database.sheets.count(),
    ]);
    return { summaries: await summarise(sheets, database), total };
  });
}

/** Every sheet, the most recently changed first, with its number of deals entered. */
export async function listSheets(database: SkatDatabase = db): Promise<SheetSummary[]> {
  return database.transaction('r', [database.sheets, database.deals], async () => {
    const sheets = await database.sheets.orderBy('updatedAt').reverse().toArray();
    return summarise(sheets, database);
  });
}

/** Inside the caller's transaction, so the counts belong to the same moment as the sheets. */
function summarise(
  sheets: readonly SheetRecord[],
  database: SkatDatabase,
): Promise<SheetSummary[]> {
  return Promise.all(
    sheets.map(async (sheet) => {
      const dealCount = await database.deals.where('sheetId').equals(sheet.id).count();
      return { sheet, dealCount, finished: dealCount >= sheet.setup.plannedDeals };
    }),
  );
}

/** Names seen on earlier sheets, the most recently used first. */
export async function knownPlayerNames(database: SkatDatabase = db): Promise<string[]> {
  const players = await database.players.orderBy('lastUsedAt').reverse().toArray();
  return players.map((player) => player.name);
}

export function sheetNotFound(): StoreError {
  return storeError('sheet-not-found');
}
