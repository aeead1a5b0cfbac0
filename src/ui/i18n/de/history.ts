import type { Dictionary } from '../dictionary';
import { formatNumber } from '../format';

const n = (value: number) => formatNumber(value, 'de');

/**
 * Die Geschichte einer Liste. Ein ungültiges Spiel wird auf der Liste "gestrichen" (glossary-de.md
 * kennt kein eigenes Wort dafür): es bleibt stehen, durchgestrichen, und zählt 0.
 */
export const historyStrings: Dictionary['history'] = {
  voidedGame: (game) => `${game} (gestrichen)`,
  voidedMark: 'gestrichen',
  voidedExplained:
    'Gestrichen: Das Spiel bleibt an seinem Platz auf der Liste und zählt für alle 0. Es behält seinen Geber, zählt als gegebenes Spiel und löst keine Bock- oder Ramschrunde aus.',
  void: (deal) => `Spiel ${n(deal)} streichen`,
  restore: (deal) => `Spiel ${n(deal)} wieder werten`,
  undo: {
    voided: (deal) => `Spiel ${n(deal)} gestrichen`,
    restored: (deal) => `Spiel ${n(deal)} wieder gewertet`,
    renamed: 'Liste umbenannt',
    'players-renamed': 'Namen der Spieler geändert',
    'rules-changed': 'Regeln geändert',
  },
};
