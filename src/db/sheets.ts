import { fail, ok, type Result } from '../domain/result';
import { db, newId, type SkatDatabase } from './database';
import type { SheetRecord, SheetSummary } from './records';
import { checkNewSheet, checkSheetName, type NewSheet } from './sheet-input';
import { storeError, writeTransaction, type StoreError } from './store-error';

export type { NewSheet } from './sheet-input';

/** Starts a sheet and remembers its players' names for the next one. */
export async function createSheet(
  input: NewSheet,
  database: SkatDatabase = db,
): Promise<Result<SheetRecord, StoreError>> {
  const now = Date.now();
  const checked = checkNewSheet(input, now);
  if (!checked.ok) {
    return fail(checked.errors.map((message) => storeError('sheet-input-invalid', message)));
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
  const trimmed = name.trim();
  const problems = checkSheetName(trimmed);
  if (problems.length > 0) {
    return fail(problems.map((message) => storeError('sheet-input-invalid', message)));
  }
  return writeTransaction(database, ['sheets'], async () => {
    const sheet = await database.sheets.get(id);
    if (!sheet) return fail([sheetNotFound()]);
    const renamed: SheetRecord = { ...sheet, name: trimmed, updatedAt: Date.now() };
    await database.sheets.put(renamed);
    return ok(renamed);
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

export async function getSheet(
  id: string,
  database: SkatDatabase = db,
): Promise<SheetRecord | undefined> {
  return database.sheets.get(id);
}

/** Every sheet, the most recently changed first, with its number of deals entered. */
export async function listSheets(database: SkatDatabase = db): Promise<SheetSummary[]> {
  return database.transaction('r', [database.sheets, database.deals], async () => {
    const sheets = await database.sheets.orderBy('updatedAt').reverse().toArray();
    // Index keys only: counting 48,000 deals must not load them.
    const dealSheetIds = await database.deals.orderBy('sheetId').keys();
    const counts = new Map<string, number>();
    for (const sheetId of dealSheetIds) {
      const key = String(sheetId);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return sheets.map((sheet) => {
      const dealCount = counts.get(sheet.id) ?? 0;
      return { sheet, dealCount, finished: dealCount >= sheet.rules.plannedDeals };
    });
  });
}

/** Names seen on earlier sheets, the most recently used first. */
export async function knownPlayerNames(database: SkatDatabase = db): Promise<string[]> {
  const players = await database.players.orderBy('lastUsedAt').reverse().toArray();
  return players.map((player) => player.name);
}

export function sheetNotFound(): StoreError {
  return storeError('sheet-not-found', 'This sheet no longer exists (deleted in another tab?).');
}
