import type { Card } from '../../domain/cards';
import type { Dictionary } from '../i18n/dictionary';

/** "♣J" / "♣B": the short face of a card, as on its button and in a run of cards. */
export function shortCard(t: Dictionary, card: Card): string {
  return `${t.game.suits[card.suit].symbol}${t.calculator.countTops.short[card.rank]}`;
}

/** "Jack of Clubs" / "Kreuz-Bube": what a screen reader says for a card. */
export function cardName(t: Dictionary, card: Card): string {
  const c = t.calculator.countTops;
  return c.card(t.game.suits[card.suit].name, c.ranks[card.rank]);
}

/** Cards in a row: "♣J ♠J ♥J". */
export function shortCards(t: Dictionary, cards: readonly Card[]): string {
  return cards.map((card) => shortCard(t, card)).join(' ');
}
