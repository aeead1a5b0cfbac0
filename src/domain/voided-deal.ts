// A voided deal (a misdeal, a deal played wrongly): a paper list crosses it out and keeps it.
// It is its own kind of deal on the list, wrapping the deal as entered, so nothing about the
// original is lost and "restore" brings it back unchanged.
//
// What a voided deal counts for (house-rules.md has no word on voiding; chosen with the table):
// - it scores 0 for every player and wins or loses nobody a game;
// - it shows no Bock event, so it starts no Bock or Ramsch round;
// - it keeps its place: it was dealt, so the deal moves on to the next dealer as after any deal,
//   it counts towards the planned number of deals, and it uses up one deal of a Bock or Ramsch
//   round running at its place (like a passed deal). Voiding never moves a later deal's dealer.
// - its place is not checked (the dealer declaring at four, a suit game in a Ramsch round): a
//   deal played wrongly is exactly what gets voided. Restoring it checks the sheet again.
import type { SheetDeal } from './sheet-deal';

export interface VoidedDeal {
  readonly kind: 'voided';
  /** The deal as entered (its latest version), kept for the list and for a restore. */
  readonly deal: SheetDeal;
}

/** Any deal a list holds: a deal as entered, or one crossed out. */
export type ListDeal = SheetDeal | VoidedDeal;

export function voidDeal(deal: SheetDeal): VoidedDeal {
  return { kind: 'voided', deal };
}

export function isVoided(deal: ListDeal): deal is VoidedDeal {
  return deal.kind === 'voided';
}

/** The deal as entered, voided or not: what an edit opens and a backup or the list shows. */
export function enteredDeal(deal: ListDeal): SheetDeal {
  return deal.kind === 'voided' ? deal.deal : deal;
}

/** What a voided deal adds to each seat: nothing, and no game won or lost. */
export interface VoidedScore {
  readonly list: readonly number[];
  readonly seegerFabian: readonly number[];
  readonly won: readonly number[];
  readonly lost: readonly number[];
}

/** The scorer of a voided deal: 0 for every seat of the table, in every list. */
export function scoreVoided(players: number): VoidedScore {
  const zeros = Array.from({ length: players }, () => 0);
  return { list: zeros, seegerFabian: zeros, won: zeros, lost: zeros };
}
