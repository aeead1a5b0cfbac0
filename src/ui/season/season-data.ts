// The season screen's one way to the club: every night's summary (the director module,
// sync/club/night/director.ts), whether this login is a club admin (the director), and the season's
// rule as the club keeps it (sync/club/night/season-rule.ts) — each module loaded on demand.
import { ok, type Result } from '../../domain/result';
import type { SeasonRule } from '../../domain/tournament/season-rule';
import type { ClubAccess, ClubProblem } from '../../sync/club/club-sheets';
import type { NightSummary } from '../../sync/club/night/director';
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

/** Whether this login may choose the season's rule (a club admin); no when the server did not say. */
export async function isSeasonDirector(access: ClubAccess): Promise<boolean> {
  const read = await (await syncDoor.clubSheets()).isClubAdmin(access);
  return read.ok && read.value;
}

/** The season's rule as the club keeps it; null when the director chose none yet. */
export async function readClubRule(
  access: ClubAccess,
  season: string,
): Promise<Result<SeasonRule | null, ClubProblem>> {
  const read = await (await syncDoor.seasonRule()).readSeasonRule(access, season);
  return read.ok ? ok(read.value?.rule ?? null) : read;
}

/** The director's choice saved with the season in the club's database. */
export async function saveClubRule(
  access: ClubAccess,
  season: string,
  rule: SeasonRule,
): Promise<Result<SeasonRule, ClubProblem>> {
  const rules = await syncDoor.seasonRule();
  const written = await rules.writeSeasonRule(access, season, rule);
  return written.ok ? ok(written.value.rule) : written;
}
