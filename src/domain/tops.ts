// Tops counted from the cards themselves (ISkO 2.4): "with 2" or "without 3", so that a table
// that disputes the tops can tap the cards instead of arguing.
import type { TopsHeld, TrumpGame } from './deal';
import type { Card } from './cards';
import { isCard, sameCard } from './cards';
import type { Result } from './result';
import { fail, ok } from './result';

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

/**
 * The count with the cards behind it: `run` are the trumps from the top that make the tops (held
 * for "with", missing for "without"), `breaksAt` the first trump that breaks the run (missing
 * for "with", held for "without"), or null when the run goes through every trump.
 */
export interface TopsRun extends TopsCount {
  readonly run: readonly Card[];
  readonly breaksAt: Card | null;
}

export type TopsError =
  | { readonly code: 'not-twelve-cards'; readonly count: number }
  | { readonly code: 'not-a-card' }
  | { readonly code: 'duplicate-card'; readonly card: Card }
  | { readonly code: 'not-a-trump'; readonly card: Card };

function duplicates(cards: readonly Card[]): TopsError[] {
  return cards
    .filter((card, i) => cards.findIndex((other) => sameCard(other, card)) !== i)
    .map((card) => ({ code: 'duplicate-card', card }));
}

/** The declarer's 10 cards and the skat: 12 different cards of the deck. */
function checkTwelveCards(cards: readonly Card[]): TopsError[] {
  const errors: TopsError[] = [];
  if (cards.length !== 12) errors.push({ code: 'not-twelve-cards', count: cards.length });
  if (!cards.every(isCard)) errors.push({ code: 'not-a-card' });
  return [...errors, ...duplicates(cards)];
}

function isTrump(card: Card, game: TrumpGame): boolean {
  return trumpOrder(game).some((trump) => sameCard(trump, card));
}

/** The run from the top over the trumps held: the one rule behind both counts below. */
function runOf(trumpsHeld: readonly Card[], game: TrumpGame): TopsRun {
  const order = trumpOrder(game);
  const holds = order.map((trump) => trumpsHeld.some((card) => sameCard(card, trump)));
  const held: TopsHeld = holds[0] === true ? 'with' : 'without';
  const firstBreak = holds.findIndex((h) => h !== holds[0]);
  const tops = firstBreak === -1 ? order.length : firstBreak;
  return { held, tops, run: order.slice(0, tops), breaksAt: order[tops] ?? null };
}

/**
 * "With N" or "without N" (ISkO 2.4), counted over the declarer's 10 cards plus the skat, even in a
 * hand game. With the club jack: the unbroken run held from the top. Without it: the tops above
 * the highest trump held (all of them when the declarer holds no trump at all).
 */
export function countTops(cards: readonly Card[], game: TrumpGame): Result<TopsCount, TopsError> {
  const errors = checkTwelveCards(cards);
  if (errors.length > 0) return fail(errors);
  const { held, tops } = runOf(cards, game);
  return ok({ held, tops });
}

/**
 * The same count from the trumps alone (hand and skat), as a player taps them: only the trumps
 * decide the tops. Refuses a card twice and a card that is not a trump of the game.
 */
export function countTopsFromTrumps(
  trumpsHeld: readonly Card[],
  game: TrumpGame,
): Result<TopsRun, TopsError> {
  const errors: TopsError[] = [];
  for (const card of trumpsHeld) {
    if (!isCard(card)) errors.push({ code: 'not-a-card' });
    else if (!isTrump(card, game)) errors.push({ code: 'not-a-trump', card });
  }
  errors.push(...duplicates(trumpsHeld));
  return errors.length > 0 ? fail(errors) : ok(runOf(trumpsHeld, game));
}
