// A year's nights of the club, chosen from every night's summary (pure).
import type { NightResult } from '../../domain/tournament/season';
import type { NightSummary } from './season-data';

function yearOf(night: NightSummary): string {
  return /^\d{4}-/.test(night.date) ? night.date.slice(0, 4) : '';
}

/** The years the club has nights in, the latest first. */
export function seasonYears(nights: readonly NightSummary[]): string[] {
  const years = new Set(nights.map(yearOf).filter((year) => year !== ''));
  return [...years].sort().reverse();
}

/** A year's nights in the order played (date, then key): the ones the list links to. */
export function nightsOfYear(nights: readonly NightSummary[], year: string): NightSummary[] {
  return nights
    .filter((night) => yearOf(night) === year)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.key < b.key ? -1 : 1));
}

/** What the season counts: the closed nights with results, in the order played. */
export function countedResults(nights: readonly NightSummary[]): (readonly NightResult[])[] {
  return nights.flatMap((night) => (night.closed && night.results ? [night.results] : []));
}
