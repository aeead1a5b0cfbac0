import type { TopsHeld, TrumpDeal } from '../../domain/deal';

/** The words for a game's tops, the same on the sheet and on the printed list. */
export const topsStrings = {
  held: { with: 'with', without: 'without' } satisfies Record<TopsHeld, string>,
  /** Tops when the entry did not say whether the club jack was held. */
  count: (n: number) => (n === 1 ? '1 top' : `${n} tops`),
} as const;

/** "with 2", "without 3", or "2 tops" when the entry did not say whether ♣J was held. */
export function topsLabel(deal: TrumpDeal): string {
  const s = topsStrings;
  return deal.topsHeld ? `${s.held[deal.topsHeld]} ${deal.tops}` : s.count(deal.tops);
}
