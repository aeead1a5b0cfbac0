// One upgrade, from whatever version the database was at to today's, runs in one versionchange
// transaction: Dexie calls each version's upgrade in turn inside it, so an upgrade cut short (the
// app closed, the phone off) leaves the database whole at its old version, and the next start
// runs it again from there. What the steps share lives here, by that transaction:
// - how many sheets there are (counted once, by the first step: the progress starts at once);
// - the events version 4 makes of the old deals, written by version 5 straight into `log`
//   instead of into `events` first and copied after (each of 72,000 events written once).
import type { Transaction } from 'dexie';
import type { EventRecord } from '../records';
import { reportUpgrade } from '../upgrade-progress';

interface Run {
  readonly sheets: number;
  /** The events made by version 4, not yet written. */
  events: readonly EventRecord[];
}

const runs = new WeakMap<IDBTransaction, Run>();

/** The run this upgrade transaction belongs to; its first step counts the sheets and reports. */
export async function upgradeRun(tx: Transaction): Promise<Run> {
  const known = runs.get(tx.idbtrans);
  if (known) return known;
  const sheets = await tx.table('sheets').count();
  const run: Run = { sheets, events: [] };
  runs.set(tx.idbtrans, run);
  reportUpgrade({ done: 0, total: sheets });
  return run;
}

/** Waits for a request of the upgrade transaction (its failure aborts the transaction). */
function done(request: IDBRequest): Promise<void> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error('write failed'));
  });
}

/** Rewrites every sheet record with `change` (in place): one read, then every write at once. */
export async function rewriteSheets<T extends object>(
  tx: Transaction,
  change: (sheet: T) => void,
): Promise<void> {
  const all = await tx.table<T>('sheets').toArray();
  const sheets = tx.idbtrans.objectStore('sheets');
  let last: IDBRequest | null = null;
  for (const sheet of all) {
    change(sheet);
    last = sheets.put(sheet);
  }
  if (last) await done(last);
}

/** Events written per bulk write; the progress moves after each. */
export const EVENTS_PER_WRITE = 4_000;

/**
 * Writes the events version 4 made into `log`, a few thousand at a time (each write lets the
 * page paint the progress: a transaction's requests run while the page is free), reporting the
 * sheets done. The events come grouped by sheet. Straight into IndexedDB's store: Dexie's bulk
 * write notes every key for its live queries, which doubled the upgrade's time on the main thread
 * (and no query is live while the database opens).
 */
export async function writeMadeEvents(run: Run, tx: Transaction): Promise<void> {
  const { events } = run;
  run.events = [];
  const log = tx.idbtrans.objectStore('log');
  let sheetsDone = 0;
  for (let start = 0; start < events.length; start += EVENTS_PER_WRITE) {
    const page = events.slice(start, start + EVENTS_PER_WRITE);
    let last: IDBRequest | null = null;
    for (const event of page) last = log.add(event);
    if (last) await done(last);
    const next = events[start + EVENTS_PER_WRITE];
    const pageSheets = new Set(page.map((event) => event.sheetId));
    // A sheet whose events go on in the next page is not done yet.
    if (next && pageSheets.has(next.sheetId)) pageSheets.delete(next.sheetId);
    sheetsDone = Math.min(run.sheets, sheetsDone + pageSheets.size);
    reportUpgrade({ done: sheetsDone, total: run.sheets });
  }
}
