// The season screen's one way to the club: every night's summary (helper A's director module,
// loaded on demand), and the pure choice of a year's nights. `NightSummary` is declared here as
// src/sync/night/director.ts declares it, so the screen stands alone until the parts are put
// together; then it is the real import.
import { ok, type Result } from '../../domain/result';
import type { NightResult } from '../../domain/tournament/season';
import type { ClubAccess, ClubProblem } from '../../sync/club-sheets';

/** As director.ts: one night of the club, as the list of nights knows it. */
export interface NightSummary {
  readonly key: string;
  readonly name: string;
  /** YYYY-MM-DD. */
  readonly date: string;
  readonly closed: boolean;
  /** The latest night-results; null before the night is closed. */
  readonly results: readonly NightResult[] | null;
}

interface Director {
  readonly readNights: (
    access: ClubAccess,
  ) => Promise<Result<readonly NightSummary[], ClubProblem>>;
}

/** Every night of the club, read once. */
export async function readSeasonNights(
  access: ClubAccess,
): Promise<Result<readonly NightSummary[], ClubProblem>> {
  // @ts-expect-error -- helper A's module (src/sync/night/director.ts), merged by the lead.
  const director = (await import('../../sync/night/director')) as Director;
  const read = await director.readNights(access);
  return read.ok ? ok(read.value) : read;
}

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
