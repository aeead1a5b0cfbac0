import type { Dictionary } from '../dictionary';

/** Die Jahreswertung: die Abende eines Jahres nach der Regel des Vereins zusammengezählt. */
export const seasonStrings: Dictionary['season'] = {
  title: 'Jahreswertung',
  back: 'Zurück',
  loading: 'Die Abende des Vereins werden gelesen …',
  noLogin: 'Für die Jahreswertung zuerst beim Verein anmelden (Einstellungen › Verein).',
  readFailed: (problem) => `Die Abende des Vereins ließen sich nicht lesen: ${problem}`,
  noNights: 'Noch kein abgeschlossener Abend mit Ergebnis.',

  year: 'Jahr',
  rule: 'Regel des Vereins',
  count: 'Wertung nach',
  counts: { sum: 'Summe der Punkte', average: 'Schnitt je Liste' },
  minLists: 'Mindestens Listen',
  minNights: 'Mindestens Abende',
  ruleSaved: 'Die Regel bleibt für diesen Verein auf diesem Gerät gespeichert.',

  ranked: 'Wertung',
  rankedCaption: (year) => `Jahreswertung ${year}`,
  notQualified: 'Noch nicht gewertet',
  notQualifiedCaption: (year) => `Noch nicht gewertet ${year}`,
  notQualifiedHelp: (minLists, minNights) =>
    `Gewertet ab ${minLists} Listen an ${minNights} Abenden.`,
  nobody: 'Niemand.',

  columns: {
    rank: 'Platz',
    name: 'Name',
    points: 'Punkte',
    seegerFabian: 'Seeger-Fabian',
    lists: 'Listen',
    nights: 'Abende',
    won: 'Gewonnen',
    lost: 'Verloren',
    qualified: 'Gewertet',
  },
  pointsPerList: 'Punkte je Liste',
  yes: 'ja',
  no: 'nein',

  nights: (count) => (count === 1 ? '1 Abend gezählt' : `${count} Abende gezählt`),
  nightsList: 'Die Abende des Jahres',
  nightOpen: 'noch offen',

  exportLabel: 'Jahreswertung exportieren',
  downloadCsv: 'CSV herunterladen',
  share: 'Teilen',
  shareTitle: (year) => `Jahreswertung ${year}`,
  shareFailed: 'Teilen hat nicht geklappt; die Datei wurde stattdessen heruntergeladen.',
  csvFileName: (year) => `skat-jahreswertung-${year}.csv`,
};
