// A club's season rule as data (issue 33): how the lists of a season are counted. Clubs count
// seasons in many ways — an average with a minimum of lists, the best 7 of 12 series, a credit for
// an absent member, a penalty for absences — so the rule is a set of figures, not a formula, and
// one pure function (season.ts) applies it for the season page, the results file and its checker.
import { fail, ok, type Result } from '../result';

export interface SeasonRule {
  /** `sum` ranks by the counted lists' points, `average` by the points per counted list. */
  readonly count: 'sum' | 'average';
  /** Lists a player must have played to be ranked (0: no minimum). */
  readonly minLists: number;
  /** Nights a player must have played a list at to be ranked (0: no minimum). */
  readonly minNights: number;
  /** Only a player's best N lists count, "best N of M" with M the lists held (0: every list). */
  readonly bestLists?: number;
  /** Each list a player missed counts as a list of these points (absent or null: not at all). */
  readonly absenceCredit?: number | null;
  /** Points taken off the ranked figure for each list a player missed (absent or 0: none). */
  readonly absencePenalty?: number;
}

export const PLAIN_SUM: SeasonRule = {
  count: 'sum',
  minLists: 0,
  minNights: 0,
  bestLists: 0,
  absenceCredit: null,
  absencePenalty: 0,
};

/** Why a rule cannot be applied to a season: nothing is changed. */
export type SeasonRuleProblem =
  /** The best-N count or the minimum of lists asks for more lists than the season held. */
  | { readonly code: 'needs-more-lists'; readonly needed: number; readonly held: number }
  | { readonly code: 'needs-more-nights'; readonly needed: number; readonly held: number }
  | { readonly code: 'rule-invalid' };

const whole = (value: number) => Number.isSafeInteger(value) && value >= 0;

/**
 * The rule, if it can count a season that held `lists` lists over `nights` nights; refused when
 * it needs more of them than were played, or when a figure is not a whole number from 0.
 */
export function checkSeasonRule(
  rule: SeasonRule,
  held: { readonly lists: number; readonly nights: number },
): Result<SeasonRule, SeasonRuleProblem> {
  const figures = [rule.minLists, rule.minNights, rule.bestLists ?? 0, rule.absencePenalty ?? 0];
  const credit = rule.absenceCredit ?? null;
  if (!figures.every(whole) || (credit !== null && !Number.isSafeInteger(credit)))
    return fail([{ code: 'rule-invalid' }]);
  const needed = Math.max(rule.minLists, rule.bestLists ?? 0);
  if (needed > held.lists) return fail([{ code: 'needs-more-lists', needed, held: held.lists }]);
  if (rule.minNights > held.nights)
    return fail([{ code: 'needs-more-nights', needed: rule.minNights, held: held.nights }]);
  return ok(rule);
}
