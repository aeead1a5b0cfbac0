import { SUITS, type Game, type Suit } from '../../domain/deal';
import type { Dictionary } from '../i18n/dictionary';

/** The entry's words in the language in use. */
export type EntryWords = Dictionary['entry'];

export function playerName(s: EntryWords, names: readonly string[], seat: number): string {
  return names[seat] ?? s.unnamedPlayer(seat);
}

export function isSuit(game: Game): game is Suit {
  return (SUITS as readonly Game[]).includes(game);
}

/** A game as its chip and the value line name it: "♣ Clubs", "Grand". */
export function gameLabel(s: EntryWords, game: Game): string {
  const { symbol, name } = s.games[game];
  return isSuit(game) ? s.suitGame(symbol, name) : name;
}
