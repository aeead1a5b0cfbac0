import type { TrumpDeal } from '../../domain/deal';

import { topsStrings } from './en/tops';

/** "with 2", "without 3", or "2 tops" when the entry did not say whether ♣J was held. */
export function topsLabel(deal: TrumpDeal): string {
  const s = topsStrings;
  return deal.topsHeld ? `${s.held[deal.topsHeld]} ${deal.tops}` : s.count(deal.tops);
}
