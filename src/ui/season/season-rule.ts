// A season rule as typed on the season screen, and the rule an earlier version kept on this device
// per club (the club database's address): since the rule is the club's, kept with the season in
// the club's database, the director's phone moves a kept rule there once and forgets it here.
import { PLAIN_SUM, type SeasonRule } from '../../domain/tournament/season-rule';

export const DEFAULT_RULE: SeasonRule = PLAIN_SUM;

const KEY_PREFIX = 'skat-season-rule:';
/** Minimums beyond any season (a night a day, four series a night). */
const MAX_MINIMUM = 2000;

function minimum(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0
    ? Math.min(value, MAX_MINIMUM)
    : 0;
}

/** Points as kept or typed: whole, within a season's reach (a credit may be below 0). */
function points(value: number): number {
  return Number.isSafeInteger(value) ? Math.max(-MAX_POINTS, Math.min(value, MAX_POINTS)) : 0;
}
const MAX_POINTS = 100_000;

/** The rule an earlier version kept on this device for this club; null when none (or damaged). */
export function keptRule(club: string): SeasonRule | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY_PREFIX + club) ?? 'null') as Partial<
      Record<keyof SeasonRule, unknown>
    > | null;
    if (!value || typeof value !== 'object') return null;
    return {
      count: value.count === 'average' ? 'average' : 'sum',
      minLists: minimum(value.minLists),
      minNights: minimum(value.minNights),
      bestLists: minimum(value.bestLists),
      absenceCredit: typeof value.absenceCredit === 'number' ? points(value.absenceCredit) : null,
      absencePenalty: minimum(value.absencePenalty),
    };
  } catch {
    return null;
  }
}

/** The kept rule forgotten, once it is the club's. */
export function forgetKeptRule(club: string): void {
  try {
    localStorage.removeItem(KEY_PREFIX + club);
  } catch {
    // A blocked storage: nothing was kept there either.
  }
}

/** A minimum as typed in a number field: whole, 0 or more. */
export function typedMinimum(text: string): number {
  return minimum(Number.parseInt(text, 10));
}

/** A credit as typed: empty for none, else whole points. */
export function typedCredit(text: string): number | null {
  return text.trim() === '' ? null : points(Number.parseInt(text, 10));
}
