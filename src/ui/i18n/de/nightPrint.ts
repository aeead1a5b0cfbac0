import type { Dictionary } from '../dictionary';
import { nightsStrings } from './nights';

/** Die Ausdrucke eines Abends: Ergebnisliste, die Liste jedes Tisches, Preisliste. */
export const nightPrintStrings: Dictionary['nightPrint'] = {
  back: 'Zurück zum Abend',
  loadingTitle: 'Ausdrucke',
  noLogin: 'Zum Drucken eines Abends zuerst beim Verein anmelden (Einstellungen › Verein).',
  readFailed: (problem) => `Der Abend ließ sich nicht lesen: ${problem}`,
  notPlanned: 'Für diesen Abend gibt es noch keinen Plan: nichts zu drucken.',
  toolbarLabel: 'Den Abend drucken',
  print: 'Drucken',
  facts: (date, closed) => (closed ? `${date} · abgeschlossen` : `${date} · noch offen`),

  resultList: 'Ergebnisliste',
  resultListCaption: (night) => `Ergebnisliste ${night}`,
  // The printed list heads its columns as the night's ranking on screen does, plus the fees.
  columns: {
    ...nightsStrings.night.columns,
    entryFee: 'Startgeld',
    lostGameFee: 'Verlustspielgeld',
    fees: 'Summe',
  },
  seriesShort: (series) => `${series}. S.`,
  seriesColumn: (series, column) => `${series}. Serie ${column}`,
  total: 'Gesamt',

  tableLists: 'Tischlisten',
  tableHeading: (night, series, table) => `${night} · ${series}. Serie · Tisch ${table}`,
  noTableLists: 'Es wurde keine Tischliste gelesen.',
  cannotScore: 'Auf dieser Liste steht ein Spiel, das sich nicht werten lässt.',

  prizeList: 'Preisliste',
  prizeListCaption: (night) => `Preisliste ${night}`,
  prizeColumns: { rank: 'Platz', name: 'Name', share: 'Anteil', prize: 'Preis' },
  pool: (amount) => `Preisgeld: ${amount}`,
  poolSource: {
    entry: 'aus dem Startgeld',
    'entry-and-lost-games': 'aus Start- und Verlustspielgeld',
  },
  rest: (amount) => `Nicht ausgezahlt: ${amount}`,
  noShares: 'Für diesen Abend sind keine Preisanteile festgelegt.',
  sharesInvalid: 'Die Preisanteile sind ungültig (jeder 0 % oder mehr, zusammen höchstens 100 %).',
  percent: (share) => `${String(share).replace('.', ',')} %`,
};
