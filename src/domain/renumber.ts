// What deleting a deal in the middle would do to the deals after it: each moves up one place, so
// the dealer moves with it (and Bock and Ramsch rounds may shift). The sheet shows this before a
// delete — never a silent shift — and offers to void the deal instead, which changes no dealer.
import type { SheetSetup } from './rules';
import type { SheetSetupError } from './sheet-checks';
import type { ListDeal } from './voided-deal';
import { roundsOf } from './rounds';
import { scoreSheet } from './sheet';
import { errorDealIndex } from './sheet-checks';

/** One later deal that the delete would change. */
export interface RenumberedDeal {
  /** 0-based place now. */
  readonly index: number;
  /** 0-based place after the delete (one less). */
  readonly newIndex: number;
  readonly dealerBefore: number;
  readonly dealerAfter: number;
  /** What the sheet's checks find wrong with the deal at its new place; empty when it still fits. */
  readonly errors: readonly SheetSetupError[];
}

export interface RenumberPreview {
  /** The later deals that change dealer or no longer fit, in order. */
  readonly changed: readonly RenumberedDeal[];
  /** Whether the sheet still scores after the delete (no deal invalid). */
  readonly valid: boolean;
}

function errorsByDeal(setup: SheetSetup, deals: readonly ListDeal[]) {
  const scored = scoreSheet(setup, deals);
  const byDeal = new Map<number, SheetSetupError[]>();
  if (scored.ok) return { valid: true, byDeal };
  for (const error of scored.errors) {
    const index = errorDealIndex(error) ?? -1;
    byDeal.set(index, [...(byDeal.get(index) ?? []), error]);
  }
  return { valid: false, byDeal };
}

/** The effect of deleting deal `index` (0-based) on every later deal. */
export function renumberPreview(
  setup: SheetSetup,
  deals: readonly ListDeal[],
  index: number,
): RenumberPreview {
  const after = deals.filter((_, i) => i !== index);
  const dealersBefore = roundsOf(setup, deals).perDeal.map((rounds) => rounds.dealer);
  // The rounds give each deal its dealer without judging the deals, so a sheet that no longer
  // scores still shows who would deal.
  const dealersAfter = roundsOf(setup, after).perDeal.map((rounds) => rounds.dealer);
  const { valid, byDeal } = errorsByDeal(setup, after);
  const changed = after.slice(index).flatMap((_, offset) => {
    const newIndex = index + offset;
    const dealerBefore = dealersBefore[newIndex + 1] ?? -1;
    const dealerAfter = dealersAfter[newIndex] ?? -1;
    const errors = byDeal.get(newIndex) ?? [];
    if (dealerBefore === dealerAfter && errors.length === 0) return [];
    return [{ index: newIndex + 1, newIndex, dealerBefore, dealerAfter, errors }];
  });
  return { changed, valid };
}
