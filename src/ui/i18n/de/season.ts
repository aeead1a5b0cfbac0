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
  bestLists: 'Die besten Listen zählen (0: alle)',
  absenceCredit: 'Gutschrift je verpasste Liste (leer: keine)',
  absencePenalty: 'Abzug je verpasste Liste',
  ruleWords: (rule, held) =>
    [
      rule.count === 'sum' ? 'Die Punkte der Listen zusammengezählt' : 'Der Schnitt je Liste',
      ...((rule.bestLists ?? 0) > 0 ? [`aus den besten ${rule.bestLists} von ${held} Listen`] : []),
    ].join(' ') +
    '.' +
    (rule.absenceCredit != null
      ? ` Jede verpasste Liste zählt als Liste mit ${rule.absenceCredit} Punkten.`
      : '') +
    ((rule.absencePenalty ?? 0) > 0
      ? ` ${rule.absencePenalty} Punkte Abzug je verpasste Liste.`
      : '') +
    (rule.minLists > 0 || rule.minNights > 0
      ? ` Gewertet ab ${rule.minLists} Listen an ${rule.minNights} Abenden.`
      : ''),
  ruleRefused: {
    'needs-more-lists': (needed, held) =>
      `Nicht geändert: Diese Regel braucht ${needed} Listen, gespielt wurden bisher ${held}.`,
    'needs-more-nights': (needed, held) =>
      `Nicht geändert: Diese Regel braucht ${needed} Abende, gespielt wurden bisher ${held}.`,
    'rule-invalid': 'Nicht geändert: Jede Zahl muss eine ganze Zahl sein.',
  },
  ruleSaved:
    'Die Regel ist mit der Saison in der Datenbank des Vereins gespeichert: Jedes Gerät des Vereins wertet danach. Gespielte Abende bleiben, wie sie gespielt wurden.',
  saveRule: 'Regel speichern',
  ruleDirectorOnly: 'Nur ein Vereinsadmin (der Spielleiter) ändert die Regel.',
  ruleSaveFailed: (problem) => `Die Regel wurde nicht gespeichert: ${problem}`,
  ruleReadFailed: (problem) => `Die Regel des Vereins ließ sich nicht lesen: ${problem}`,

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
  exportSeason: 'Saison exportieren',
  exportingSeason: 'Die Ergebnisdatei der Saison wird erstellt …',
  seasonExported: (file) =>
    `Saisondatei ${file} heruntergeladen: die Spiele und Zahlen jedes Abends, die Regel und die Wertung. Jeder kann sie mit npm run check-night prüfen.`,
  seasonExportFailed: (reason) => `Die Saison wurde nicht exportiert: ${reason}.`,
};
