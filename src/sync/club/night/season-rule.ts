// The season's rule in the club's database (protocol/season-doc.ts): read the newest choice of a
// season, and the director's writing of a new one. Plain requests with the member's session, each
// bounded in time; the read is one request of a bounded page.
import type { SeasonRule } from '../../../domain/tournament/season-rule';
import { fail, ok, type Result } from '../../../domain/result';
import { request, rowsOf, type ClubAccess, type ClubProblem } from '../club-sheets';
import { docOfSeasonRule, seasonRuleOfDoc, seasonRuleRange } from '../../protocol/season-doc';

/** The club's choice of a season's rule, as stored. */
export interface ClubSeasonRule {
  readonly rule: Required<SeasonRule>;
  readonly at: number;
  readonly author: string;
}

/** The newest documents read; the first of the form is taken (the server checked each). */
const NEWEST = 10;

/** The season's rule in force (the newest choice), or null when the director chose none yet. */
export async function readSeasonRule(
  access: ClubAccess,
  season: string,
): Promise<Result<ClubSeasonRule | null, ClubProblem>> {
  const range = seasonRuleRange(season);
  const query = new URLSearchParams({
    startkey: JSON.stringify(range.endkey),
    endkey: JSON.stringify(range.startkey),
    descending: 'true',
    include_docs: 'true',
    limit: String(NEWEST),
  });
  const listed = await request(access, 'GET', `_all_docs?${query.toString()}`);
  if (!listed.ok) return listed;
  for (const row of rowsOf(listed.value.body)) {
    const chosen = seasonRuleOfDoc(row.doc);
    if (chosen) return ok(chosen);
  }
  return ok(null);
}

/** The director's choice written as the season's new rule (the server refuses anyone else). */
export async function writeSeasonRule(
  access: ClubAccess,
  season: string,
  rule: SeasonRule,
  at: number = Date.now(),
): Promise<Result<ClubSeasonRule, ClubProblem>> {
  const doc = docOfSeasonRule(season, rule, at, access.name);
  const written = await request(access, 'PUT', encodeURIComponent(doc._id), doc);
  if (!written.ok) return fail(written.errors);
  return ok({ rule: doc.rule, at, author: access.name });
}
