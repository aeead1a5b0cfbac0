// The director's change of a night's players between series (domain/tournament/night-roster.ts):
// judged as the fold will judge it (nothing written when refused, every problem a code), and not
// while a series is played or after closing, then written as one event of the night's log.
import { fail, ok, type Result } from '../../../domain/result';
import {
  rosterChangeOpen,
  withRosterChange,
  type RosterChange,
  type SeriesTable,
} from '../../../domain/tournament/night-roster';
import type { ClubAccess } from '../club-sheets';
import { writeNightEvent, type DirectorNight, type NightWriteProblem } from './director';
import type { RosterProblem } from '../../../domain/tournament/night-roster';

export type RosterWriteProblem = NightWriteProblem | RosterProblem;

/** The change written, or every reason it is refused (nothing written). */
export async function changeRoster(
  access: ClubAccess,
  night: DirectorNight,
  tables: readonly SeriesTable[],
  change: RosterChange,
): Promise<Result<void, RosterWriteProblem>> {
  const open = rosterChangeOpen(night.closed !== null, tables);
  if (!open.ok) return open;
  if (!night.plan) return fail([{ code: 'doc-malformed' }]);
  const changed = withRosterChange(night.plan, change);
  if (!changed.ok) return changed;
  const written = await writeNightEvent(access, night.key, change);
  return written.ok ? ok(undefined) : written;
}
