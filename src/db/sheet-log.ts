// A sheet's event log in the database: read it, fold it (the domain's foldLog), append to it.
// Nothing folded is stored: the deals, the name, the players and the rules a repository function
// hands out are derived from the sheet record (the sheet as started) and its events.
import { Dexie, type Collection } from 'dexie';
import { analysisProvided, isAnalysisMissing, provideAnalysis } from '../domain/fold-log';
import { headsOf, needsAnalysis } from '../domain/seen';
import { boundedTime, MAX_CLOCK, MAX_TIME } from '../domain/log-bounds';
import { countedEvents } from '../domain/log-judge';
import { nextClock, orderEvents, type SheetChange } from '../domain/sheet-log';
import { newId, type SkatDatabase } from './database';
import { deviceId } from './device';
import { judgedLogOf } from './fold-cache';
import { loadedOf, loadedSheet, type LoadedSheet } from './folded-sheet';
import type { EventRecord } from './records';
import { refuseWrite, storeError } from './store-error';

// The fold's shapes live in folded-sheet.ts (no Dexie there: the restore's worker folds too).
export { dealRecords, foldedSheetRecord, loadedSheet, type LoadedSheet } from './folded-sheet';

/**
 * The sheet's events as one range of the `log` store's key [sheetId, id]: they lie side by side
 * there, so a cold read of the list's 30 sheets (of 10,000 × 48 deals) takes 133–174 ms, where
 * the old store's `sheetId` index took 510–930 ms. The ids between the bounds are this sheet's
 * only: [sheetId, anything] sorts after every key of a sheet whose id comes before it ("a" <
 * "ab"), and before every key of one whose id comes after it.
 */
export function logOf(database: SkatDatabase, sheetId: string): Collection<EventRecord> {
  return database.log
    .where('[sheetId+id]')
    .between([sheetId, Dexie.minKey], [sheetId, Dexie.maxKey]);
}

/**
 * The sheet's events in no particular order: its range of `log` and, for a sheet upgraded from
 * version 3 whose first events are not yet moved there, its record in `startingLogs`. The caller's
 * transaction must hold both stores: a move between them is one transaction, so a read sees each
 * event once.
 */
export async function storedEventsOf(
  database: SkatDatabase,
  sheetId: string,
): Promise<EventRecord[]> {
  const [logged, starting] = await Promise.all([
    logOf(database, sheetId).toArray(),
    database.startingLogs.get(sheetId),
  ]);
  const events = starting ? [...starting.events, ...logged] : logged;
  await withAnalysisFor(events);
  return events;
}

/**
 * Fetches the concurrency analysis (domain/concurrency.ts) when a log needs it, before it is folded:
 * a log of one phone never does, so a start without shared sheets never loads it. Inside a
 * transaction too (Dexie.waitFor keeps it open while the chunk comes).
 */
export async function withAnalysisFor(events: readonly EventRecord[]): Promise<void> {
  // Once given it stays: a long log is not sorted again on every read only to look.
  if (!analysisProvided() && needsAnalysis(orderEvents(events))) await fetchAnalysis();
}

async function fetchAnalysis(): Promise<void> {
  provideAnalysis((await Dexie.waitFor(import('../domain/concurrency'))).analysis);
}

/**
 * A fold of logs read (their judgement too), the analysis fetched when the fold asks for it: the
 * judge folds a log without its tampered, unsent or refused events, and the event after such a
 * gap in a log of one line then looks concurrent, which only the judgement shows.
 */
export async function foldedAsking<T>(fold: () => T): Promise<T> {
  try {
    return fold();
  } catch (error) {
    if (!isAnalysisMissing(error)) throw error;
    await fetchAnalysis();
    return fold();
  }
}

/** The sheet's events in fold order (inside the caller's transaction, when there is one). */
export async function eventsOf(database: SkatDatabase, sheetId: string): Promise<EventRecord[]> {
  // In key order (by id) from the store: the fold's order is the clock's, sorted here.
  return orderEvents(await storedEventsOf(database, sheetId)) as EventRecord[];
}

/** The sheet with its log, folded; null when the sheet does not exist. */
export async function loadSheet(
  database: SkatDatabase,
  sheetId: string,
): Promise<LoadedSheet | null> {
  const [record, events] = await Promise.all([
    database.sheets.get(sheetId),
    storedEventsOf(database, sheetId),
  ]);
  if (!record) return null;
  // On top of the last read's fold where the log only grew (a flood's batches, issue 34).
  const { ordered, folded, refused } = await foldedAsking(() => judgedLogOf(record, events));
  return loadedOf(record, ordered, folded, refused);
}

/**
 * Appends one event to the sheet's log and marks the sheet changed (for the list's order).
 * Inside the caller's write transaction over `sheets`, `log` and `settings`. Its time is this
 * device's (eventTime), within the time range (domain/log-bounds.ts) whatever the device's clock
 * says. A clock past MAX_CLOCK (an earlier version's restore let one in) refuses the write with
 * 'history-full': the next clock would tie with it and the fold's order would be lost.
 * `seen`: the heads of the log as this phone knows it (domain/seen.ts): within its bounds by how it
 * is made (at most MAX_SEEN ids, each of an event already stored, which came in checked). An event
 * from another phone is checked with isSeenInBounds where it comes in.
 */
export async function appendEvent(
  database: SkatDatabase,
  loaded: LoadedSheet,
  change: SheetChange,
  id: string = newId(),
): Promise<EventRecord> {
  const device = await deviceId(database);
  const at = eventTime(loaded.events, device);
  const clock = nextClock(loaded.events);
  // Never a refused event (domain/log-judge.ts): the fold leaves it out, and an event that names
  // one it does not hold would count as concurrent with everything before it.
  const seen = headsOf(orderEvents(countedEvents(loaded.events, loaded.refused)));
  if (clock > MAX_CLOCK) refuseWrite(storeError('history-full'));
  const event: EventRecord = {
    id,
    sheetId: loaded.record.id,
    device,
    clock,
    at,
    change,
    seen,
  };
  await database.log.add(event);
  // Later than the sheet's last change here (the stats cache and the list's order rest on it).
  const updatedAt = boundedTime(Math.max(at, loaded.record.updatedAt + 1));
  await database.sheets.put({ ...loaded.record, updatedAt });
  return event;
}

/**
 * A new event's time: this device's clock, later than this device's own events (two within one
 * millisecond stay apart), and no other event's time of the sheet (a deal's version is its time:
 * an edit opened before must see it changed). Other phones' times do not move it: a phone whose
 * clock ran a year ahead made every later change on every phone show next year's date (issue 34).
 */
function eventTime(events: readonly EventRecord[], device: string): number {
  const own = events.reduce((max, e) => (e.device === device ? Math.max(max, e.at) : max), 0);
  const taken = new Set(events.map((event) => event.at));
  let at = boundedTime(Math.max(Date.now(), own + 1));
  // At most one step per event of the sheet.
  while (taken.has(at) && at < MAX_TIME) at += 1;
  return at;
}

/**
 * The sheet after one more event of this phone, folded with it: the write's checks judge it (a
 * read judges it again, domain/log-judge.ts, and agrees when those checks passed).
 */
export function withEvent(loaded: LoadedSheet, event: EventRecord): LoadedSheet {
  const record = { ...loaded.record, updatedAt: event.at };
  return loadedSheet(record, [...loaded.events, event], loaded.refused);
}
