// A sheet's event log in the database: read it, fold it (the domain's foldLog), append to it.
// Nothing folded is stored: the deals, the name, the players and the rules a repository function
// hands out are derived from the sheet record (the sheet as started) and its events.
import { Dexie } from 'dexie';
import { foldLog, type FoldedSheet } from '../domain/fold-log';
import { nextClock, orderEvents, type SheetChange } from '../domain/sheet-log';
import type { SheetDeal } from '../domain/sheet-deal';
import { newId, type SkatDatabase } from './database';
import { deviceId } from './device';
import type { DealRecord, EventRecord, SheetRecord } from './records';

/** The sheet's events in fold order (inside the caller's transaction, when there is one). */
export async function eventsOf(database: SkatDatabase, sheetId: string): Promise<EventRecord[]> {
  const events = await database.events
    .where('[sheetId+clock]')
    .between([sheetId, Dexie.minKey], [sheetId, Dexie.maxKey])
    .toArray();
  return orderEvents(events) as EventRecord[];
}

/** The sheet as it stands: as started, with the latest name, players and rules of its log. */
export function foldedSheetRecord(record: SheetRecord, folded: FoldedSheet): SheetRecord {
  return {
    ...record,
    name: folded.name ?? record.name,
    playerNames: folded.playerNames ?? record.playerNames,
    setup: folded.rules?.setup ?? record.setup,
    preset: folded.rules ? folded.rules.preset : record.preset,
  };
}

/** The folded deals in the shape the UI and import/export know. */
export function dealRecords(sheetId: string, folded: FoldedSheet): DealRecord[] {
  return folded.deals.map((deal, position) => ({
    id: deal.dealId,
    sheetId,
    position,
    deal: deal.deal,
    createdAt: deal.addedAt,
    updatedAt: deal.changedAt,
  }));
}

/** A sheet read with its log, folded. */
export interface LoadedSheet {
  /** The sheet as it stands (name, players and rules folded in). */
  readonly sheet: SheetRecord;
  /** The stored record: the sheet as started, and its `updatedAt`. */
  readonly record: SheetRecord;
  readonly events: readonly EventRecord[];
  readonly folded: FoldedSheet;
  readonly deals: DealRecord[];
}

export function loadedSheet(record: SheetRecord, events: readonly EventRecord[]): LoadedSheet {
  const folded = foldLog(events);
  return {
    sheet: foldedSheetRecord(record, folded),
    record,
    events,
    folded,
    deals: dealRecords(record.id, folded),
  };
}

/** The sheet with its log, folded; null when the sheet does not exist. */
export async function loadSheet(
  database: SkatDatabase,
  sheetId: string,
): Promise<LoadedSheet | null> {
  const [record, events] = await Promise.all([
    database.sheets.get(sheetId),
    eventsOf(database, sheetId),
  ]);
  return record ? loadedSheet(record, events) : null;
}

/**
 * Appends one event to the sheet's log and marks the sheet changed (for the list's order).
 * Inside the caller's write transaction over `sheets`, `events` and `settings`. Its time is later
 * than every event of the sheet, even within one millisecond: an edit opened before it must see
 * the deal changed.
 */
export async function appendEvent(
  database: SkatDatabase,
  loaded: LoadedSheet,
  change: SheetChange,
): Promise<EventRecord> {
  const lastAt = loaded.events.reduce((max, event) => Math.max(max, event.at), 0);
  const at = Math.max(Date.now(), lastAt + 1);
  const event: EventRecord = {
    id: newId(),
    sheetId: loaded.record.id,
    device: await deviceId(database),
    clock: nextClock(loaded.events),
    at,
    change,
  };
  await database.events.add(event);
  await database.sheets.put({ ...loaded.record, updatedAt: at });
  return event;
}

/** The sheet after one more event, folded as a read would fold it. */
export function withEvent(loaded: LoadedSheet, event: EventRecord): LoadedSheet {
  return loadedSheet({ ...loaded.record, updatedAt: event.at }, [...loaded.events, event]);
}

/** A deal as a log starts with it: its id, the deal, when it was added. */
export interface StartingDeal {
  readonly id: string;
  readonly deal: SheetDeal;
  readonly createdAt: number;
}

/**
 * The first events of a log whose deals come from elsewhere (a backup without history): each
 * deal added, in their order, at the time it was added.
 */
export function startingEvents(
  sheetId: string,
  deals: readonly StartingDeal[],
  device: string,
): EventRecord[] {
  return deals.map((deal, index) => ({
    id: newId(),
    sheetId,
    device,
    clock: index + 1,
    at: deal.createdAt,
    change: { kind: 'deal-added', dealId: deal.id, deal: deal.deal },
  }));
}
