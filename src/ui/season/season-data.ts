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
