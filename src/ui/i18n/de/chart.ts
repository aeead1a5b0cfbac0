import type { Dictionary } from '../dictionary';
import { countPhrase } from '../format';
import { n } from './numbers';

const overDeals = countPhrase('de', { one: 'über # Spiel', other: 'über # Spiele' });

/** Diagramme: der Zwischenstand einer Liste Spiel für Spiel. */
export const chartStrings: Dictionary['chart'] = {
  open: 'Zwischenstand als Diagramm',
  title: 'Zwischenstand',
  points: {
    plain: 'Punkte der Liste nach jedem Spiel',
    'seeger-fabian': 'Seeger-Fabian-Punkte nach jedem Spiel',
  },
  bierlachsPoints: (limit) => `Restpunkte nach jedem Spiel; jede Runde beginnt bei ${n(limit)}`,
  empty: 'Noch keine Spiele: Das Diagramm beginnt mit dem ersten Spiel.',
  bockRound: 'Bockrunde',
  ramschRound: 'Ramschrunde',
  summary: (names, deals) =>
    `Liniendiagramm des Zwischenstands von ${names}, Spiel für Spiel, ${overDeals(deals)}.`,
  bierlachsSummary: (names, deals) =>
    `Liniendiagramm der Restpunkte von ${names}, Spiel für Spiel, ${overDeals(deals)}.`,
  roundEndsIn: (deals, count) =>
    count === 1
      ? `Eine Runde endete in Spiel ${deals}.`
      : `Runden endeten in den Spielen ${deals}.`,
  roundEnd: 'Ende einer Runde',
  bockIn: (deals) => `Bockrunden in den Spielen ${deals}.`,
  ramschIn: (deals) => `Ramschrunden in den Spielen ${deals}.`,
  numbersBelow: 'Alle Zahlen stehen in der Tabelle darunter.',
  dealRange: (first, last) => (first === last ? n(first) : `${n(first)}–${n(last)}`),
  numbers: 'Die Zahlen',
  deal: 'Spiel',
  rounds: 'Runden',
  start: 'Start',
  print: 'Diagramm drucken',
};
