import type { Dictionary } from '../dictionary';

/**
 * Der CSV-Export auf Deutsch: Semikolon als Trennzeichen und UTF-8 mit BOM, so öffnet eine
 * deutsche Tabellenkalkulation die Datei richtig (Umlaute, ß).
 */
export const csvStrings: Dictionary['csv'] = {
  delimiter: ';',
  bom: true,
  deal: 'Nr.',
  dealer: 'Geber',
  declarer: 'Alleinspieler',
  game: 'Spiel',
  value: 'Wert',
  total: 'Summe',
  gamesWon: 'Gewonnene Spiele',
  gamesLost: 'Verlorene Spiele',
  left: 'Rest',
  roundsLost: 'Verlorene Runden',
  cannotScore: (reasons) => `Diese Liste kann nicht gewertet werden: ${reasons}`,
};
