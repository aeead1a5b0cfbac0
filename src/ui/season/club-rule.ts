// The season's rule as the screen reads it: the club's choice for the year, or, when the director
// chose none yet, a rule this device kept before the rule was the club's — moved into the club's
// database once by the director's phone and forgotten here — else the plain sum.
import { ok, type Result } from '../../domain/result';
import type { SeasonRule } from '../../domain/tournament/season-rule';
import type { ClubAccess, ClubProblem } from '../../sync/club/club-sheets';
import { readClubRule, saveClubRule } from './season-data';
import { DEFAULT_RULE, forgetKeptRule, keptRule } from './season-rule';

export async function clubRuleOf(
  access: ClubAccess,
  season: string,
  director: boolean,
): Promise<Result<SeasonRule, ClubProblem>> {
  const read = await readClubRule(access, season);
  if (!read.ok || read.value !== null) return read.ok ? ok(read.value ?? DEFAULT_RULE) : read;
  const kept = director ? keptRule(access.server) : null;
  if (kept === null) return ok(DEFAULT_RULE);
  const moved = await saveClubRule(access, season, kept);
  if (!moved.ok) return ok(kept);
  forgetKeptRule(access.server);
  return moved;
}
