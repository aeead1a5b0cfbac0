// Every kind of deal a sheet can hold: a game with a declarer, a passed deal, or a Ramsch. `Deal`
// (deal.ts) stays the ISkO part that sheets saved before house rules hold.
import type { Deal, DealDraft } from './deal';
import type { DealError } from './errors';
import type { RuleDealError } from './house-errors';
import type { RamschDeal, RamschDealDraft, RamschError } from './ramsch-deal';
import type { Result } from './result';
import type { RuleSet } from './rules';
import { parseDeal, toDraft } from './parse-deal';
import { parseRamschDeal, ramschToDraft } from './parse-ramsch';
import { fail } from './result';

export type SheetDeal = Deal | RamschDeal;
export type SheetDealDraft = DealDraft | RamschDealDraft;
export type SheetDealError = DealError | RamschError | RuleDealError;

/**
 * The one way from a draft to any deal of a sheet. With the sheet's rules it also refuses what
 * those rules forbid before the deal has a place: a Bock field of its own where Bock is derived
 * (the vectors README: deals carry no Bock field), even one that says 0. Where a deal stands
 * (a Ramsch round, the dealer) is the sheet's check.
 */
export function parseSheetDeal(
  draft: SheetDealDraft,
  rules?: RuleSet,
): Result<SheetDeal, SheetDealError> {
  const bockDerived = rules?.bock.kind === 'rounds';
  if (bockDerived && draft.bock !== undefined) {
    return fail([{ code: 'bock-is-derived', field: 'bock' }]);
  }
  return draft.game === 'ramsch' ? parseRamschDeal(draft) : parseDeal(draft);
}

/** Any deal back as a draft (to edit it, or to store it in the reference format). */
export function toSheetDraft(deal: SheetDeal): SheetDealDraft {
  return deal.kind === 'ramsch' ? ramschToDraft(deal) : toDraft(deal);
}
