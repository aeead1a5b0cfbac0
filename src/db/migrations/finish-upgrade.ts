// After an upgrade from version 3 or older, in the background after the start (two steps the
// upgrade leaves, because inside it they kept the app from showing anything for seconds):
// - the sheets' first events, written by the upgrade one record per sheet into `startingLogs`
//   (database.ts, schema version 7), move into `log`, where every later event of the sheet lies.
//   A few sheets per transaction: each move is whole or not at all, and a read (which holds both
//   stores) sees each event once, before or after it;
// - version 3's `deals` and `undo`, already events, are emptied a few thousand at a time.
// Cut short (the app closed), both go on at the next start.
import type { SkatDatabase } from '../database';

/** Sheets moved per transaction: a few hundred milliseconds at most, then the page is free. */
export const SHEETS_PER_MOVE = 40;

/** Old deals deleted per transaction. */
export const DEALS_PER_DELETE = 2_000;

/** Lets the page draw and take taps between two moves. */
function pause(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `batch` until it does nothing, pausing between two; returns the sum of what each did.
 * Bounded: one pass over the `waiting` records counted first, plus one batch for any since.
 */
async function inBatches(
  waiting: number,
  perBatch: number,
  batch: () => Promise<number>,
): Promise<number> {
  const batches = Math.ceil(waiting / perBatch) + 1;
  let done = 0;
  for (let run = 0; run < batches; run += 1) {
    const count = await batch();
    if (count === 0) break;
    done += count;
    await pause();
  }
  return done;
}

/** Moves one batch; returns how many sheets it moved (0 when none are left). */
async function moveBatch(database: SkatDatabase, sheets: number): Promise<number> {
  return database.transaction('rw', [database.log, database.startingLogs], async () => {
    const records = await database.startingLogs.limit(sheets).toArray();
    if (records.length === 0) return 0;
    // Put, not add: an event is immutable, so one already in `log` (a move whose transaction
    // committed while the page was closing) is the same event, written again unchanged.
    await database.log.bulkPut(records.flatMap((record) => record.events));
    await database.startingLogs.bulkDelete(records.map((record) => record.sheetId));
    return records.length;
  });
}

/**
 * Moves every upgraded sheet's first events into `log`; returns how many sheets moved.
 */
export async function moveStartingLogs(
  database: SkatDatabase,
  sheetsPerMove: number = SHEETS_PER_MOVE,
): Promise<number> {
  const waiting = await database.startingLogs.count();
  return inBatches(waiting, sheetsPerMove, () => moveBatch(database, sheetsPerMove));
}

/** Deletes up to `count` of version 3's deals, as one key range; returns how many. */
async function deleteOldDeals(database: SkatDatabase, count: number): Promise<number> {
  return database.transaction('rw', [database.deals], async () => {
    const keys = await database.deals.orderBy(':id').limit(count).primaryKeys();
    const first = keys[0];
    const last = keys.at(-1);
    if (first === undefined || last === undefined) return 0;
    await database.deals.where(':id').between(first, last, true, true).delete();
    return keys.length;
  });
}

/**
 * Empties version 3's `deals` and `undo` (their content is in the log since the upgrade);
 * returns how many deals went.
 */
export async function emptyVersion3Stores(
  database: SkatDatabase,
  dealsPerDelete: number = DEALS_PER_DELETE,
): Promise<number> {
  await database.undo.clear();
  const waiting = await database.deals.count();
  return inBatches(waiting, dealsPerDelete, () => deleteOldDeals(database, dealsPerDelete));
}

/** Both steps, the events first: the sheets' reads get simpler as soon as they are moved. */
export async function finishUpgrade(database: SkatDatabase): Promise<void> {
  await moveStartingLogs(database);
  await emptyVersion3Stores(database);
}
