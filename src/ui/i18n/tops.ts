import type { TrumpDeal } from '../../domain/deal';
import type { Dictionary } from './dictionary';

/** "with 2", "without 3", or "2 tops" when the entry did not say whether ♣J was held. */
export function topsLabel(deal: TrumpDeal, t: Dictionary): string {
  return deal.topsHeld ? t.tops.held[deal.topsHeld](deal.tops) : t.tops.count(deal.tops);
}
