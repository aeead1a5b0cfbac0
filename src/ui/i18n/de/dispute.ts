import type { Dictionary } from '../dictionary';

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
};
