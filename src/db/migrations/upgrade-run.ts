// One upgrade, from whatever version the database was at to today's, runs in one versionchange
// transaction: Dexie calls each version's upgrade in turn inside it, so an upgrade cut short (the
// app closed, the phone off) leaves the database whole at its old version, and the next start
// runs it again from there. What the steps share lives here, by that transaction:
// - how many sheets there are (counted once, by the first step: the progress starts at once);
// - what versions 2 and 3 change in every sheet record, written in one pass by the last step;
// - the events version 4 makes of the old deals, written by version 7 into `startingLogs`, one
//   record per sheet, instead of into `events` first and copied after.
import type { Transaction } from 'dexie';
import type { EventRecord, StartingLogRecord } from '../records';
import { reportUpgrade } from '../upgrade-progress';

interface Run {
  readonly sheets: number;
  /** The events made by version 4, not yet written. */
  events: readonly EventRecord[];
  /** What versions 2 and 3 change in each sheet record, in order, not yet written. */
  sheetChanges: ((sheet: never) => void)[];
}

const runs = new WeakMap<IDBTransaction, Run>();

/** The run this upgrade transaction belongs to; its first step counts the sheets and reports. */
export async function upgradeRun(tx: Transaction): Promise<Run> {
  const known = runs.get(tx.idbtrans);
  if (known) return known;
  const sheets = await tx.table('sheets').count();
  const run: Run = { sheets, events: [], sheetChanges: [] };
  runs.set(tx.idbtrans, run);
  reportUpgrade({ done: 0, total: sheets });
  return run;
}

/** Waits for a request of the upgrade transaction (its failure aborts the transaction). */
function done(request: IDBRequest): Promise<void> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error('write-failed'));
  });
}

/**
 * Notes a change of every sheet record (in place), written by `writeChangedSheets` with the
 * changes of the other versions: from version 1, versions 2 and 3 both rewrite every sheet, and
 * one pass over 2,000 sheets instead of two saved about half a second of the upgrade.
 */
export function changeEverySheet<T extends object>(run: Run, change: (sheet: T) => void): void {
  run.sheetChanges.push(change as (sheet: never) => void);
}

/** Rewrites every sheet record with the changes noted, in order: one read, every write at once. */
export async function writeChangedSheets(run: Run, tx: Transaction): Promise<void> {
  const changes = run.sheetChanges as ((sheet: object) => void)[];
  run.sheetChanges = [];
  if (changes.length === 0) return;
  const all = await tx.table<object>('sheets').toArray();
  const sheets = tx.idbtrans.objectStore('sheets');
  let last: IDBRequest | null = null;
  for (const sheet of all) {
    for (const change of changes) change(sheet);
    last = sheets.put(sheet);
  }
  if (last) await done(last);
}

/** Sheets written per bulk write; the progress moves after each. */
export const SHEETS_PER_WRITE = 100;

/** The events version 4 made, one record per sheet (they come grouped by sheet, in order). */
function startingLogsOf(events: readonly EventRecord[]): StartingLogRecord[] {
  const bySheet = new Map<string, EventRecord[]>();
  for (const event of events) {
    const sheetEvents = bySheet.get(event.sheetId);
    if (sheetEvents) sheetEvents.push(event);
    else bySheet.set(event.sheetId, [event]);
  }
  return [...bySheet].map(([sheetId, sheetEvents]) => ({ sheetId, events: sheetEvents }));
}

/**
 * Writes the events version 4 made into `startingLogs`, one record per sheet, a hundred
 * sheets at a time (each write lets the page paint the progress: a transaction's requests run
 * while the page is free), reporting the sheets done. Straight into IndexedDB's store: Dexie's
 * bulk write notes every key for its live queries, which doubled the upgrade's time on the main
 * thread (and no query is live while the database opens).
 */
export async function writeStartingLogs(run: Run, tx: Transaction): Promise<void> {
  const records = startingLogsOf(run.events);
  run.events = [];
  const store = tx.idbtrans.objectStore('startingLogs');
  for (let start = 0; start < records.length; start += SHEETS_PER_WRITE) {
    let last: IDBRequest | null = null;
    for (const record of records.slice(start, start + SHEETS_PER_WRITE)) last = store.add(record);
    if (last) await done(last);
    const sheetsDone = Math.min(records.length, start + SHEETS_PER_WRITE);
    reportUpgrade({ done: Math.min(run.sheets, sheetsDone), total: run.sheets });
  }
}
