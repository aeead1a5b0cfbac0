// What an event and a sheet may carry: the bounds every way in shares (a backup's restore today,
// events from other phones next). A clock, a time or an id outside them never reaches a log: a
// log coming in is renumbered, its times clamped and its ids re-id'd (bounded-log.ts: so
// whatever an earlier version let in, the app's own export restores), and appending refuses to
// go past them. Kept small: the database's writes and the time formatting load it at start.

/**
 * The one bound of an event's clock (2^32), the same for every way in: the club server's
 * validation (scripts/club/design.ts), the phones' intake (db/incoming-events.ts, with a guest
 * link's relay: the same bridge), and the phone's own writes (db/sheet-log.ts refuses to go
 * past it). Two bounds split a sheet: an event between them was taken by some and refused by
 * others, each saying "Synced" (issue 34). 2^32 is what earlier versions took in, so they agree.
 */
export const MAX_CLOCK = 2 ** 32;

/**
 * How far an event's clock may go past the highest clock of the events it names in `seen` (or
 * past 0 when it names none): an honest phone's is exactly one past (its heads hold the log's
 * highest clock, domain/seen.ts), an earlier version's (no `seen`) at most its log's length.
 * Judged only by the event and the events it names, so every phone judges it alike, whatever the
 * order of arrival (domain/clock-step.ts). One hostile event cannot push a sheet to MAX_CLOCK:
 * that takes a chain of 2^16 events, more than a sheet holds (MAX_INCOMING).
 */
export const MAX_CLOCK_STEP = 2 ** 16;

/**
 * A log restored from a file keeps its clocks up to this (2^31), half the bound: a log past it
 * is renumbered where it enters (bounded-log.ts: renumberedLog), so a restored sheet always has
 * room for MAX_CLOCK − MAX_KEPT_CLOCK more changes. Intake can reach at most MAX_INCOMING steps
 * of MAX_CLOCK_STEP (2^29.3), below it: whatever a phone took in, its export restores unchanged.
 */
export const MAX_KEPT_CLOCK = 2 ** 31;

/** The earliest time an event or a sheet may carry: 1970-01-01 (ms since 1970, as Date.now()). */
export const MIN_TIME = 0;

/** The latest: the last millisecond of the year 9999 (UTC), well inside Date's range (8.64e15). */
export const MAX_TIME = 253_402_300_799_999;

/** A time the app can carry and show. */
export function isTimeInRange(at: number): boolean {
  return Number.isSafeInteger(at) && at >= MIN_TIME && at <= MAX_TIME;
}

/** The time brought into range: a device clock before 1970 or past 9999 stamps the nearest end. */
export function boundedTime(at: number): number {
  if (Number.isNaN(at)) return MIN_TIME;
  return Math.min(MAX_TIME, Math.max(MIN_TIME, Math.round(at)));
}
