// The season screen's one way to the club: every night's summary (the director module,
// sync/night/director.ts, loaded on demand).
import { ok, type Result } from '../../domain/result';
import type { ClubAccess, ClubProblem } from '../../sync/club-sheets';
import type { NightSummary } from '../../sync/night/director';
import { syncDoor } from '../common/sync-door';

export type { NightSummary };

/** Every night of the club, read once. */
export async function readSeasonNights(
  access: ClubAccess,
): Promise<Result<readonly NightSummary[], ClubProblem>> {
  const director = await syncDoor.nightDirector();
  const read = await director.readNights(access);
  return read.ok ? ok(read.value) : read;
}
