// Tops counted from the cards themselves (ISkO 2.4): the app lets the table say "with 2" or
// "without 3", so this lives with the tests, which use it to pin down what those words mean.
import type { TopsHeld, TrumpGame } from '../../src/domain/deal';
import type { Card } from './cards';
import { isCard, sameCard } from './cards';
import type { Result } from '../../src/domain/result';
import { fail, ok } from '../../src/domain/result';

/** The jacks, highest first: they head every trump order (ISkO 2.4). */
const JACKS: readonly Card[] = (['clubs', 'spades', 'hearts', 'diamonds'] as const).map((suit) => ({
  suit,
  rank: 'J',
}));

/** The non-jack trumps of a suit game, highest first. */
const SUIT_TRUMP_RANKS = ['A', '10', 'K', 'Q', '9', '8', '7'] as const;

/** Trumps from the top: ♣J ♠J ♥J ♦J A 10 K Q 9 8 7 of trumps; in grand only the four jacks. */
export function trumpOrder(game: TrumpGame): readonly Card[] {
  if (game === 'grand') return JACKS;
  return [...JACKS, ...SUIT_TRUMP_RANKS.map((rank) => ({ suit: game, rank }))];
}

export interface TopsCount {
  readonly held: TopsHeld;
  readonly tops: number;
}

export type TopsError =
  | { readonly code: 'not-twelve-cards'; readonly count: number }
  | { readonly code: 'not-a-card' }
  | { readonly code: 'duplicate-card'; readonly card: Card };

/** The declarer's 10 cards and the skat: 12 different cards of the deck. */
function checkTwelveCards(cards: readonly Card[]): TopsError[] {
  const errors: TopsError[] = [];
  if (cards.length !== 12) errors.push({ code: 'not-twelve-cards', count: cards.length });
  if (!cards.every(isCard)) errors.push({ code: 'not-a-card' });
  cards.forEach((card, i) => {
    if (cards.findIndex((other) => sameCard(other, card)) !== i) {
      errors.push({ code: 'duplicate-card', card });
    }
  });
  return errors;
}

/**
 * "With N" or "without N" (ISkO 2.4), counted over the declarer's 10 cards plus the skat, even in a
 * hand game. With the club jack: the unbroken run held from the top. Without it: the tops above
 * the highest trump held (all of them when the declarer holds no trump at all).
 */
export function countTops(cards: readonly Card[], game: TrumpGame): Result<TopsCount, TopsError> {
  const errors = checkTwelveCards(cards);
  if (errors.length > 0) return fail(errors);
  const order = trumpOrder(game);
  const holds = order.map((trump) => cards.some((card) => sameCard(card, trump)));
  const held: TopsHeld = holds[0] === true ? 'with' : 'without';
  const firstBreak = holds.findIndex((h) => h !== holds[0]);
  return ok({ held, tops: firstBreak === -1 ? order.length : firstBreak });
}
