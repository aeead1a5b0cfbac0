import { INTL_TAG, type Locale } from './locale';

/**
 * Times of the sheet's history, the language's way and in the phone's time zone: "22:14" for a
 * change today, "23/11/2026, 22:14" (German "23.11.2026, 22:14") for one on another day, since an
 * evening's sheet may be reopened the next week.
 */
export function formatTime(at: number, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_TAG[locale], { hour: '2-digit', minute: '2-digit' }).format(
    new Date(at),
  );
}

/** The moment of a change with its day: "23/11/2026, 22:14". */
export function formatDateTime(at: number, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_TAG[locale], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(at));
}

/** The time alone when the change was today (`now`), else with its day. */
export function formatWhen(at: number, locale: Locale, now: number): string {
  const sameDay = new Date(at).toDateString() === new Date(now).toDateString();
  return sameDay ? formatTime(at, locale) : formatDateTime(at, locale);
}
