import type { Dictionary } from '../dictionary';
import { countPhrase, formatList } from '../format';
import { n } from './numbers';

const roundCount = countPhrase('de', { one: '# Runde', other: '# Runden' });

/** Bierlachs: alle zählen vom Limit herunter; wer zuerst bei null ist, zahlt das Bier. */
export const bierlachsStrings: Dictionary['bierlachs'] = {
  limit: 'Limit beim Bierlachs',
  summary: (limit) => `Bierlachs ab ${n(limit)}`,
  buysBeer: (names) =>
    `${formatList(names, 'de')} ${names.length === 1 ? 'zahlt' : 'zahlen'} das Bier`,
  roundStarts: (round, limit) => `Runde ${n(round)}: alle bei ${n(limit)}`,
  standings: 'Stand beim Bierlachs',
  roundsLost: 'Verlorene Runden',
  count: 'Rest',
  countLong: 'Restpunkte in dieser Runde',
  rounds: 'Runden',
  roundLine: (round, first, last, loser) =>
    `Runde ${n(round)}, Spiele ${n(first)} bis ${n(last)}: ${loser}`,
  noRoundLost: 'Noch niemand ist bei null.',
  lostCount: (count) => roundCount(count),
  explainCount: (name, count) => `${name} hat noch ${count}, erklären`,
  countTitle: (name, count) => `${name}: noch ${count}`,
  countStart: (round, limit, deal) =>
    `Runde ${n(round)} begann bei ${n(limit)} mit Spiel ${n(deal)}`,
  countDeals: 'Die Spiele, die Punkte kosteten',
  countIs: 'Rest, wie auf der Liste',
  noDealsTook: 'Kein Spiel dieser Runde hat bisher Punkte gekostet.',
};
