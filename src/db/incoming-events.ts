// Events that arrive from elsewhere (another phone of a shared sheet, through the club's server):
// added to the sheet's log once each, whatever how often they arrive. Each is held to the bounds
// every way in shares (domain/log-bounds.ts, bounded-log.ts: the app's id forms, a clock and a
// time in range). An import renumbers and re-ids what is out of bounds (io/backup-read/bounds.ts);
// an event of a shared sheet cannot be changed (its id is how every phone knows it), so here it
// is refused instead, with a code. The shape and the deal itself are checked before this by the
// caller (sync/live/incoming.ts: the import's own checks).
import { isDeviceId, isEventId, isAppId } from '../domain/bounded-log';
import { boundedTime, isTimeInRange, MAX_CLOCK } from '../domain/log-bounds';
import { ok, type Result } from '../domain/result';
import { isSeenInBounds } from '../domain/seen';
import type { SkatDatabase } from './database';
import { MAX_TAMPERED } from './record-schema';
import type { EventRecord, SheetRecord } from './records';
import { sameData } from './stored-deal';
import { writeTransaction, type StoreError } from './store-error';

export const INCOMING_REFUSALS = [
  /** Its id, device, clock, time or `seen` is outside the bounds (domain/log-bounds.ts, seen.ts). */
  'event-out-of-bounds',
  /** It names another sheet than the one it is added to. */
  'event-other-sheet',
  /** An event of this id is stored already with other content: events never change. */
  'event-differs',
  /** An event of this id belongs to another sheet of this device. */
  'event-id-taken',
] as const;
export type IncomingRefusal = (typeof INCOMING_REFUSALS)[number];

/** One event refused, and why. */
export interface RefusedEvent {
  readonly eventId: string;
  readonly code: IncomingRefusal;
}

export interface IncomingResult {
  /** The events written now (those already stored are not counted again). */
  readonly added: number;
  readonly refused: readonly RefusedEvent[];
}

/** At most this many events in one call (a sheet's file holds at most 10,000). */
export const MAX_INCOMING = 10_000;

/** Refuses an event outside the bounds, or of another sheet; null when it is within them. */
export function incomingBoundsRefusal(sheetId: string, event: EventRecord): IncomingRefusal | null {
  if (event.sheetId !== sheetId) return 'event-other-sheet';
  const inBounds =
    isEventId(event.id) &&
    isDeviceId(event.device) &&
    Number.isSafeInteger(event.clock) &&
    event.clock >= 1 &&
    event.clock <= MAX_CLOCK &&
    isTimeInRange(event.at) &&
    (event.seen === undefined || isSeenInBounds(event.seen));
  return inBounds ? null : 'event-out-of-bounds';
}

/** The record with these events marked tampered too; the same record when none is new. */
function withTampered(record: SheetRecord, tampered: readonly string[]): SheetRecord {
  const marked = new Set(record.tampered ?? []);
  const fresh = tampered.filter((id) => !marked.has(id));
  if (fresh.length === 0) return record;
  const all = [...marked, ...new Set(fresh)].slice(0, MAX_TAMPERED);
  return { ...record, tampered: all };
}

/**
 * Adds the events of one sheet that came from elsewhere, each once: an event stored already
 * (the same id, the same content) is passed over, so the same delivery twice writes nothing the
 * second time. `sheet`: the sheet as started, written when this device does not have it yet
 * (joining a shared sheet); a stored sheet is kept as it is. One transaction: a failure writes
 * nothing. The sheet's `updatedAt` moves to now (this device's time). `tampered`: events found tampered
 * with on the club's server (sync/live/bridge.ts), marked on the sheet in the same transaction (a
 * mark is never taken back: one branch written is enough).
 */
export async function addIncomingEvents(
  database: SkatDatabase,
  sheet: SheetRecord,
  events: readonly EventRecord[],
  tampered: readonly string[] = [],
): Promise<Result<IncomingResult, StoreError>> {
  if (!isAppId(sheet.id)) {
    return ok({
      added: 0,
      refused: events.map((event) => ({ eventId: event.id, code: 'event-other-sheet' as const })),
    });
  }
  const batch = events.slice(0, MAX_INCOMING);
  return writeTransaction(database, ['sheets', 'log', 'startingLogs'], async () => {
    // Only the batch's events are looked up by the log's key, never the whole log: a flood's 40
    // batches each read 10,000 events (issue 34, item 5).
    const [byKey, starting] = await Promise.all([
      database.log.bulkGet(batch.map((event) => [sheet.id, event.id])),
      database.startingLogs.get(sheet.id),
    ]);
    const ours = [...(starting?.events ?? []), ...byKey.flatMap((event) => event ?? [])];
    const stored = new Map(ours.map((event) => [event.id, event]));
    const refused: RefusedEvent[] = [];
    const fresh = new Map<string, EventRecord>();
    for (const event of batch) {
      const bounds = incomingBoundsRefusal(sheet.id, event);
      const known = stored.get(event.id) ?? fresh.get(event.id);
      if (bounds) refused.push({ eventId: event.id, code: bounds });
      else if (known) {
        if (!sameData(known, event)) refused.push({ eventId: event.id, code: 'event-differs' });
      } else fresh.set(event.id, event);
    }
    // The log's key keeps ids apart within a sheet; its `id` index finds one of any sheet.
    const elsewhere = await database.log
      .where('id')
      .anyOf([...fresh.keys()])
      .toArray();
    for (const taken of elsewhere) {
      fresh.delete(taken.id);
      refused.push({ eventId: taken.id, code: 'event-id-taken' });
    }
    const written = [...fresh.values()];
    if (written.length > 0) await database.log.bulkAdd(written);
    const here = await database.sheets.get(sheet.id);
    const record = withTampered(here ?? sheet, tampered);
    // New events or a new mark change the sheet's scores: `updatedAt` moves to now, as a change
    // here would (sheet-log.ts appendEvent), so its cached stats are made again
    // (player-stats-cache.ts). This device's time, not the events': another phone's clock a
    // year ahead would put the sheet, and every later change of it, in next year (issue 34).
    const changed = written.length > 0 || (here !== undefined && record !== here);
    const updatedAt = changed
      ? boundedTime(Math.max(Date.now(), record.updatedAt + 1))
      : record.updatedAt;
    if (updatedAt !== record.updatedAt || record !== here) {
      await database.sheets.put({ ...record, updatedAt });
    }
    return ok({ added: written.length, refused });
  });
}
