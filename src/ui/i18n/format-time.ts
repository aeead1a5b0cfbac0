import { isTimeInRange } from '../../domain/log-bounds';
import { INTL_TAG, type Locale } from './locale';

/*
 * Every time the app shows goes through here, and every function here is total: a time outside
 * the domain's range (domain/log-bounds.ts: 1970 to the year 9999; an earlier version's restore
 * let 9e15 in, past what Date can hold) is null, which the screens say in words ("unknown
 * time"), never a thrown RangeError and a broken screen.
 */

/** The moment as a Date, or null when the app cannot show it. */
function shownDate(at: number): Date | null {
  return isTimeInRange(at) ? new Date(at) : null;
}

const TIME = { hour: '2-digit', minute: '2-digit' } as const;
const DAY = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;

/** The moment written the language's way with `options`, or null when it cannot be shown. */
function formatShown(at: number, locale: Locale, options: Intl.DateTimeFormatOptions) {
  const date = shownDate(at);
  return date ? new Intl.DateTimeFormat(INTL_TAG[locale], options).format(date) : null;
}

/**
 * Times of the sheet's history, the language's way and in the phone's time zone: "22:14" for a
 * change today, "23/11/2026, 22:14" (German "23.11.2026, 22:14") for one on another day, since an
 * evening's sheet may be reopened the next week.
 */
export function formatTime(at: number, locale: Locale): string | null {
  return formatShown(at, locale, TIME);
}

/** The moment of a change with its day: "23/11/2026, 22:14". */
export function formatDateTime(at: number, locale: Locale): string | null {
  return formatShown(at, locale, { ...DAY, ...TIME });
}

/** A day the language's way: "23.11.2026" in German, "23/11/2026" in English. */
export function formatDate(at: number, locale: Locale): string | null {
  return formatShown(at, locale, DAY);
}

/** The time alone when the change was today (`now`), else with its day; null: unknown. */
export function formatWhen(at: number, locale: Locale, now: number): string | null {
  const date = shownDate(at);
  if (!date) return null;
  const sameDay = date.toDateString() === new Date(now).toDateString();
  return sameDay ? formatTime(at, locale) : formatDateTime(at, locale);
}

/** The machine-readable moment for a `<time dateTime>`; undefined when it cannot be shown. */
export function isoTime(at: number): string | undefined {
  return shownDate(at)?.toISOString();
}
