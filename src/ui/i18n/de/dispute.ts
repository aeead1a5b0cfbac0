import { countPhrase } from '../format';
import type { Dictionary } from '../dictionary';
import { n } from './numbers';

const dealCount = countPhrase('de', { one: '# Spiel', other: '# Spiele' });

/** Die Wörter, die einen Streit am Tisch klären: Regel-Links, Spitzen in der Eingabe zählen, … */
export const disputeStrings: Dictionary['dispute'] = {
  playedRules: 'Die Regeln dieser Liste',
  playedRuleNames: {
    'plain-list': 'Einfache Liste',
    'seeger-fabian': 'Seeger-Fabian',
    'kontra-re': 'Kontra/Re',
    ramsch: 'Ramsch',
    'bock-rounds': 'Bockrunden',
    'bock-rounds.ramsch-round': 'Ramschrunde',
    'bock-rounds.per-page': 'Eine Runde je Seite',
  },
  openInCalculator: 'Im Rechner öffnen',
  backToDeal: 'Zurück zum Spiel',
  explainTotal: (name, total) => `Stand von ${name}: ${total}, erklären`,
  totalTitle: (name, total) => `Stand von ${name}: ${total}`,
  totalDeal: (deal, game) => `Spiel ${n(deal)}: ${game}`,
  gameWon: 'Spiel gewonnen',
  gameLost: 'Spiel verloren',
  otherLost: (declarer) => `${declarer} hat verloren`,
  totalDeals: 'Die Spiele',
  totalSum: 'Die Summe',
  entriesPart: (deals) => `Punkte auf der Liste (${dealCount(deals)})`,
  wonPart: (games, each) => `Gewonnene Spiele: ${n(games)} × ${each}`,
  lostPart: (games, each) => `Verlorene Spiele: ${n(games)} × ${each}`,
  othersLostPart: (games, each) => `Verlorene Spiele der Mitspieler: ${n(games)} × ${each}`,
  totalIs: 'Stand, wie auf der Liste',
  noDeals: 'Noch kein Spiel hat diesen Stand verändert.',
  close: 'Schließen',
};
