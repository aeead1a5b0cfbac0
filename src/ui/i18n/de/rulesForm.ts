import type { Dictionary } from '../dictionary';

/** Die Hausregeln auf dem Formular "Neue Liste" und die Regelzeile der Liste. */
export const rulesFormStrings: Dictionary['rulesForm'] = {
  presets: 'Regeln',
  ownRules: 'Eigene Regeln: keine der Vorgaben',
  ramschScoringFlat: 'ein fester Wert',
  flatValue: 'Fester Wert eines Ramschs',
  pageLimit: 'Nur eine Bockrunde je Seite',
  pageLength: 'Spiele je Seite',
  stake: 'Um Geld spielen',
  stakeCents: 'Cent pro Punkt',
  sheetRules: (preset, summary) =>
    preset === null ? `Regeln: ${summary}` : `Regeln: ${preset} – ${summary}`,
  changeRules: 'Regeln ändern',
  changeRulesTitle: 'Regeln dieser Liste ändern',
  changeRulesHint: 'Bis Spiel 1 gespeichert ist. Danach stehen die Regeln fest.',
  saveRules: 'Regeln speichern',
  rulesLocked: 'Mit dem ersten Spiel festgelegt: Die Regeln können nicht mehr geändert werden.',
};
