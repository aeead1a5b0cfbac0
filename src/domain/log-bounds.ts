// What an event and a sheet may carry: the bounds every way in shares (a backup's restore today,
// events from other phones next). A clock, a time or an id outside them never reaches a log: a
// log coming in is renumbered, its times clamped and its ids re-id'd (bounded-log.ts: so
// whatever an earlier version let in, the app's own export restores), and appending refuses to
// go past them. Kept small: the database's writes and the time formatting load it at start.

/**
 * No event's clock goes past this (2^40, about 1.1 trillion): a change a second for 34,000
 * years. Appending refuses an event past it; a clock stays exact in JSON far below 2^53.
 */
export const MAX_CLOCK = 2 ** 40;

/**
 * A log coming in keeps its clocks up to this (2^32). An honest log's highest clock is at most its
 * number of events (a file holds 10,000 a sheet); a log past it is renumbered where it enters
 * (bounded-log.ts: renumberedLog), so it always has room for MAX_CLOCK − MAX_KEPT_CLOCK more changes.
 */
export const MAX_KEPT_CLOCK = 2 ** 32;

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
