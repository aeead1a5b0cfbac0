// A season's rule as the club's database stores it (issue 33, "season rules as the club's data"):
// one document per choice of the director, never changed, so every phone of the club reads the
// same rule and the newest choice is the one in force. scripts/club/season-check.ts checks the same
// form on the server: only a club admin (the director) writes one.
import type { SeasonRule } from '../../domain/tournament/season-rule';
import { isRecord } from '../request';

/** A season is a year: "2026". */
export const SEASON_KEY = /^\d{4}$/;
/** The widest minimum or best-N a rule may name (a night a day, four series a night). */
export const MAX_RULE_COUNT = 2000;
/** The most points a rule may credit or take off a missed list (either sign for a credit). */
export const MAX_RULE_POINTS = 100_000;
/** Digits of the time in a rule's id, so the ids of a season sort by time. */
export const RULE_TIME_DIGITS = 15;

/**
 * A director's choice of the season's rule:
 *   _id:    "season:<year>:rule:<time, 15 digits>:by:<author>" — by time, so the newest is last;
 *   season: the year;
 *   author: the CouchDB user (a club admin) who chose it;
 *   at:     when (ms since 1970), the time in the id;
 *   rule:   the rule's figures (domain/tournament/season-rule.ts), every field present.
 */
export interface SeasonRuleDoc {
  readonly _id: string;
  readonly _rev?: string;
  readonly season: string;
  readonly author: string;
  readonly at: number;
  readonly rule: Required<SeasonRule>;
}

export function seasonRuleDocId(season: string, at: number, author: string): string {
  return `season:${season}:rule:${String(at).padStart(RULE_TIME_DIGITS, '0')}:by:${author}`;
}

/** The first and last key of a season's rule documents (`_all_docs` range). */
export function seasonRuleRange(season: string): { startkey: string; endkey: string } {
  return { startkey: `season:${season}:rule:`, endkey: `season:${season}:rule:\ufff0` };
}

/** The rule with every field written out: the form the server checks. */
export function fullRule(rule: SeasonRule): Required<SeasonRule> {
  return {
    count: rule.count,
    minLists: rule.minLists,
    minNights: rule.minNights,
    bestLists: rule.bestLists ?? 0,
    absenceCredit: rule.absenceCredit ?? null,
    absencePenalty: rule.absencePenalty ?? 0,
  };
}

export function docOfSeasonRule(
  season: string,
  rule: SeasonRule,
  at: number,
  author: string,
): SeasonRuleDoc {
  return { _id: seasonRuleDocId(season, at, author), season, author, at, rule: fullRule(rule) };
}

const count = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_RULE_COUNT;
const points = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= MAX_RULE_POINTS;

/** The rule figures a stored document carries; null for anything not of the form. */
export function ruleOfFigures(value: unknown): Required<SeasonRule> | null {
  if (!isRecord(value)) return null;
  const { count: by, minLists, minNights, bestLists, absenceCredit, absencePenalty } = value;
  if (by !== 'sum' && by !== 'average') return null;
  if (!count(minLists) || !count(minNights) || !count(bestLists)) return null;
  if (absenceCredit !== null && !points(absenceCredit)) return null;
  if (!points(absencePenalty) || absencePenalty < 0) return null;
  return { count: by, minLists, minNights, bestLists, absenceCredit, absencePenalty };
}

/** The choice a stored document carries (its id must match it); null for any other document. */
export function seasonRuleOfDoc(
  doc: unknown,
): { readonly rule: Required<SeasonRule>; readonly at: number; readonly author: string } | null {
  if (!isRecord(doc)) return null;
  const { season, author, at } = doc;
  if (typeof season !== 'string' || !SEASON_KEY.test(season)) return null;
  if (typeof author !== 'string' || typeof at !== 'number') return null;
  if (doc._id !== seasonRuleDocId(season, at, author)) return null;
  const rule = ruleOfFigures(doc.rule);
  return rule ? { rule, at, author } : null;
}
