import type { RuleSet } from '../domain/rules';
import {
  parseSheetDeal,
  toSheetDraft,
  type SheetDeal,
  type SheetDealError,
} from '../domain/sheet-deal';

/**
 * The highest position a deal may have. Only the order counts and a deleted deal leaves a gap, so
 * positions grow by one per deal ever added: two billion is out of reach, while the next position
 * (one more) is always a safe integer — near 2^53, "one more" is the same number, and two deals
 * once shared a place.
 */
export const MAX_POSITION = 2 ** 31;

/** Plain data equality (records are JSON-like: no dates, maps or cycles). */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every(
    (key) =>
      Object.prototype.hasOwnProperty.call(b, key) &&
      sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/** Why a deal may not be stored: a rule it breaks, or a shape the parser would not make. */
export type StoredDealProblem =
  | { readonly code: 'deal-breaks-rule'; readonly error: SheetDealError }
  | { readonly code: 'deal-not-parsed-form' };

/**
 * A stored deal must be exactly what the domain's parser makes of it: the rules (tops range,
 * announcements, legal bid, Ramsch points adding up…) hold, not only the shape. With the sheet's
 * rules, also what they refuse before a deal has a place (a Bock of its own where Bock is
 * derived). Empty when the deal may be stored.
 */
export function checkStoredDeal(deal: SheetDeal, rules?: RuleSet): StoredDealProblem[] {
  const reparsed = parseSheetDeal(toSheetDraft(deal), rules);
  if (!reparsed.ok) return reparsed.errors.map((error) => ({ code: 'deal-breaks-rule', error }));
  return sameData(reparsed.value, deal) ? [] : [{ code: 'deal-not-parsed-form' }];
}
