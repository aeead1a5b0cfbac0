// The 32 cards of a Skat deck, for counting tops from the cards (tops.ts).
import type { Suit } from './deal';
import { SUITS } from './deal';

/** Card ranks from lowest to highest in the order of a suit (jacks aside). */
export const RANKS = ['7', '8', '9', 'Q', 'K', '10', 'A', 'J'] as const;
export type Rank = (typeof RANKS)[number];

export interface Card {
  readonly suit: Suit;
  readonly rank: Rank;
}

/** Card points: Ace 11, Ten 10, King 4, Queen 3, Jack 2, 9/8/7 nothing; 120 in all. */
export const CARD_POINTS: Readonly<Record<Rank, number>> = {
  '7': 0,
  '8': 0,
  '9': 0,
  Q: 3,
  K: 4,
  '10': 10,
  A: 11,
  J: 2,
};

/** The 32 cards of a Skat deck. */
export const DECK: readonly Card[] = SUITS.flatMap((suit) => RANKS.map((rank) => ({ suit, rank })));

export function cardPoints(cards: readonly Card[]): number {
  return cards.reduce((sum, card) => sum + CARD_POINTS[card.rank], 0);
}

export function sameCard(a: Card, b: Card): boolean {
  return a.suit === b.suit && a.rank === b.rank;
}

export function isCard(value: { suit: unknown; rank: unknown }): value is Card {
  return DECK.some((card) => card.suit === value.suit && card.rank === value.rank);
}
