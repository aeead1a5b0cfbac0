import type { Game } from '../../domain/deal';
import type { Dictionary } from '../i18n/dictionary';

/** The entry's words in the language in use. */
export type EntryWords = Dictionary['entry'];

export function playerName(s: EntryWords, names: readonly string[], seat: number): string {
  return names[seat] ?? s.unnamedPlayer(seat);
}

/** A game as its button shows it: the suit symbol, the name, and a second name under it. */
export interface GameWords {
  readonly symbol: string | null;
  readonly name: string;
  readonly hint: string | null;
}

/** The game's name as every list writes it (the shared game words), with the entry's hint. */
export function gameWords(t: Dictionary, game: Game): GameWords {
  if (game === 'grand') return { symbol: null, name: t.game.grand, hint: null };
  if (game === 'null') return { symbol: null, name: t.game.nullVariants.null, hint: null };
  const { symbol, name } = t.game.suits[game];
  return { symbol, name, hint: t.entry.suitHints[game] };
}

/** A game as its chip and the value line name it: "♣ Clubs", "Grand". */
export function gameChipLabel(t: Dictionary, game: Game): string {
  const { symbol, name } = gameWords(t, game);
  return symbol === null ? name : t.entry.suitGame(symbol, name);
}
