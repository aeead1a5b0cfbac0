import { boundedTime } from '../domain/log-bounds';
import { fail, ok, type Result } from '../domain/result';
import { allDealsDealt } from '../domain/rules';
import { db, newId, type SkatDatabase } from './database';
import type { SheetRecord, SheetSummary } from './records';
import { normaliseName } from './name-text';
import { playerIdOf, playerName } from '../domain/roster';
import { seatPlayers } from './roster-write';
import { readRoster, withRosterNames } from './roster-names';
import {
  checkNewSheet,
  checkSheetName,
  type NewSheet,
  type SheetInputProblem,
} from './sheet-input';
import { storeError, writeTransaction, type StoreError, type TableName } from './store-error';
import {
  appendEvent,
  loadSheet,
  loadedSheet,
  logOf,
  foldedAsking,
  storedEventsOf,
  type LoadedSheet,
} from './sheet-log';
import type { SheetChange } from '../domain/sheet-log';
import type { EventRecord } from './records';

export type { NewSheet } from './sheet-input';

function inputInvalid(problem: SheetInputProblem): StoreError {
  return { code: 'sheet-input-invalid', problem };
}

/** Starts a sheet and remembers its players' names for the next one. */
export async function createSheet(
  input: NewSheet,
  database: SkatDatabase = db,
): Promise<Result<SheetRecord, StoreError>> {
  // Within the time range, whatever the device's clock says (domain/log-bounds.ts).
  const now = boundedTime(Date.now());
  const checked = checkNewSheet(input, now);
  if (!checked.ok) {
    return fail(checked.errors.map(inputInvalid));
  }
  const started: SheetRecord = { id: newId(), ...checked.value, createdAt: now, updatedAt: now };
  return writeTransaction(database, ['sheets', 'players', 'roster', 'settings'], async () => {
    // Each typed name is its current player, or a new person for a name freed by a rename.
    const sheet = { ...started, ...(await seatPlayers(database, started.playerNames)) };
    await database.sheets.add(sheet);
    await rememberPlayers(database, sheet.playerNames, now);
    return ok(sheet);
  });
}

/** The tables a change of a sheet's name, players or rules writes (settings: the device id). */
const SHEET_EVENT_TABLES = ['sheets', 'log', 'startingLogs', 'settings'] as const;

/** Appends a change of the sheet itself to its log; returns the sheet as it then stands. */
async function changeSheet(
  database: SkatDatabase,
  id: string,
  change: (loaded: LoadedSheet) => Result<SheetChange, StoreError>,
): Promise<Result<SheetRecord, StoreError>> {
  return writeLoadedSheet(database, SHEET_EVENT_TABLES, id, async (loaded) => {
    const made = change(loaded);
    if (!made.ok) return made;
    const event = await appendEvent(database, loaded, made.value);
    return ok(
      loadedSheet({ ...loaded.record, updatedAt: event.at }, [...loaded.events, event]).sheet,
    );
  });
}

function rememberPlayers(database: SkatDatabase, names: readonly string[], now: number) {
  return database.players.bulkPut(names.map((name) => ({ name, lastUsedAt: now })));
}

/** Renames the sheet (an event of its log: the old name stays in the history). */
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
  return changeSheet(database, id, () => ok({ kind: 'sheet-renamed', name: trimmed }));
}

/**
 * Changes the names at the seats (a typo, a nickname): the seat order, and so every deal, stays.
 * Checked like a new sheet's names (none empty, none twice, as many as players).
 */
export async function renamePlayers(
  id: string,
  playerNames: readonly string[],
  database: SkatDatabase = db,
): Promise<Result<SheetRecord, StoreError>> {
  // The new names are offered when the next sheet starts, like a new sheet's (a typo corrected
  // here must not come back there): in the same transaction as the rename.
  return writeTransaction(database, [...SHEET_EVENT_TABLES, 'players', 'roster'], async () => {
    const loaded = await loadSheet(database, id);
    const checked = loaded
      ? checkNewSheet({ ...loaded.sheet, playerNames: [...playerNames] }, Date.now())
      : null;
    // The players the new names are (as on a new sheet), looked up before the sheet changes.
    const seats = checked?.ok ? await seatPlayers(database, checked.value.playerNames) : null;
    const renamed = await changeSheet(database, id, () => {
      if (!checked) return fail([sheetNotFound()]);
      if (!checked.ok) return fail(checked.errors.map(inputInvalid));
      return ok({ kind: 'players-renamed', playerNames: checked.value.playerNames, ...seats });
    });
    if (renamed.ok)
      await rememberPlayers(database, renamed.value.playerNames, renamed.value.updatedAt);
    return renamed;
  });
}

/** Deletes the sheet with its whole log (deals and history) and its drafts. */
export async function deleteSheet(
  id: string,
  database: SkatDatabase = db,
): Promise<Result<void, StoreError>> {
  const tables = ['sheets', 'log', 'startingLogs', 'drafts', 'settings', 'sheetStats'] as const;
  return writeTransaction(database, tables, async () => {
    const sheet = await database.sheets.get(id);
    if (!sheet) return fail([sheetNotFound()]);
    // One range of the log's key: a single delete request, not a cursor over an index.
    await logOf(database, id).delete();
    await database.startingLogs.delete(id);
    await database.drafts.where('sheetId').equals(id).delete();
    await database.sheets.delete(id);
    // Its figures go with it (the statistics' cache, player-stats-cache.ts).
    await database.sheetStats.delete(id);
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

/** One page of the list of sheets, and how many there are in all. */
export interface SheetPage {
  /** The most recently changed sheets first. */
  readonly summaries: readonly SheetSummary[];
  readonly total: number;
}

/**
 * The `limit` most recently changed sheets with their number of deals, and the number of all
 * sheets. Only the shown sheets' logs are read and folded: a phone with a thousand old sheets
 * opens the list as fast as one with ten.
 */
export async function listSheetPage(
  limit: number,
  database: SkatDatabase = db,
): Promise<SheetPage> {
  return database.transaction(
    'r',
    [database.sheets, database.log, database.startingLogs, database.roster],
    async () => {
      const [sheets, total] = await Promise.all([
        database.sheets.orderBy('updatedAt').reverse().limit(limit).toArray(),
        database.sheets.count(),
      ]);
      return { summaries: await summarise(sheets, database), total };
    },
  );
}

/** Every sheet, the most recently changed first, with its number of deals entered. */
export async function listSheets(database: SkatDatabase = db): Promise<SheetSummary[]> {
  return database.transaction(
    'r',
    [database.sheets, database.log, database.startingLogs, database.roster],
    async () => {
      const sheets = await database.sheets.orderBy('updatedAt').reverse().toArray();
      return summarise(sheets, database);
    },
  );
}

async function eventsOfSheets(
  database: SkatDatabase,
  sheets: readonly SheetRecord[],
): Promise<Map<string, EventRecord[]>> {
  // One range read per sheet, all at once, not one `anyOf` over all: Dexie walks `anyOf` with a
  // cursor, record by record, while a range's `toArray()` is a single getAll. On the log's key
  // (a sheet's events side by side): 133–174 ms cold for 30 of 10,000 sheets, where a getAll on
  // the old `sheetId` index took 510–930 ms, each sheet's events scattered over the store.
  const logs = await Promise.all(sheets.map((sheet) => storedEventsOf(database, sheet.id)));
  return new Map(sheets.map((sheet, index) => [sheet.id, logs[index] ?? []]));
}

/**
 * Inside the caller's transaction, so the counts belong to the same moment as the sheets: each
 * sheet as it stands, with the deals its log folds to (voided ones count: they were dealt).
 */
async function summarise(
  sheets: readonly SheetRecord[],
  database: SkatDatabase,
): Promise<SheetSummary[]> {
  const [events, roster] = await Promise.all([
    eventsOfSheets(database, sheets),
    readRoster(database),
  ]);
  const loaded = await foldedAsking(() =>
    sheets.map((record) => loadedSheet(record, events.get(record.id) ?? [])),
  );
  return loaded.map(({ sheet, deals }) => {
    const dealCount = deals.length;
    return {
      sheet: withRosterNames(sheet, roster),
      dealCount,
      finished: allDealsDealt(sheet.setup, dealCount),
    };
  });
}

/**
 * The players of earlier sheets by their current names, the most recently seen first: a name
 * typed once is its player's, and a player renamed or merged since is offered by the name now.
 */
export async function knownPlayerNames(database: SkatDatabase = db): Promise<string[]> {
  return database.transaction('r', [database.players, database.roster], async () => {
    const [players, roster] = await Promise.all([
      database.players.orderBy('lastUsedAt').reverse().toArray(),
      readRoster(database),
    ]);
    const spellings = players.map(({ name }) => name);
    const names = spellings.map((name) => playerName(roster, playerIdOf(roster, name, spellings)));
    return [...new Set(names)];
  });
}

export function sheetNotFound(): StoreError {
  return storeError('sheet-not-found');
}

/**
 * One write to a sheet's log: the sheet loaded inside the transaction, so that its checks see
 * what a write in another tab changed; 'sheet-not-found' when it is gone.
 */
export function writeLoadedSheet<T>(
  database: SkatDatabase,
  tables: readonly TableName[],
  sheetId: string,
  work: (loaded: LoadedSheet) => Promise<Result<T, StoreError>>,
): Promise<Result<T, StoreError>> {
  return writeTransaction(database, tables, async () => {
    const loaded = await loadSheet(database, sheetId);
    return loaded ? work(loaded) : fail([sheetNotFound()]);
  });
}
