import type { Dictionary } from '../dictionary';

/** Die Druckansicht: die Liste wie auf Papier, dazu CSV, Teilen und Sicherung. */
export const printStrings: Dictionary['print'] = {
  back: 'Zurück zur Liste',
  print: 'Drucken',
  downloadCsv: 'CSV herunterladen',
  share: 'Teilen',
  backUpSheet: 'Diese Liste sichern',
  toolbarLabel: 'Drucken und exportieren',
  notFoundTitle: 'Liste nicht gefunden',
  notFound: 'Diese Liste gibt es auf diesem Gerät nicht (mehr).',
  cannotScore: 'Auf dieser Liste steht ein Spiel, das sich nicht werten lässt:',
  listKind: { plain: 'Einfache Liste', 'seeger-fabian': 'Seeger-Fabian-Liste' },
  kontraOn: 'Mit Kontra und Re',
  bockOn: (events, pending) =>
    pending === 'stack'
      ? `Bockrunden nach ${events} (gleichzeitig)`
      : `Bockrunden nach ${events} (nacheinander)`,

  columns: { number: 'Nr.', dealer: 'Geber', declarer: 'Spieler', game: 'Spiel', entry: 'Wert' },
  tableCaption: (sheetName) => `Skatliste ${sheetName}`,

  totals: 'Summe',
  won: 'Gewonnen',
  lost: 'Verloren',
  wonLostPoints: (perGame) => `(Gewonnen − Verloren) × ${perGame}`,
  othersLostPoints: (perGame) => `Verlorene Spiele der Mitspieler × ${perGame}`,
  seegerFabian: 'Seeger-Fabian',
  place: 'Platz',

  shareTitle: (sheetName) => `Skatliste ${sheetName}`,
  csvFileName: (safeName) => `skatliste-${safeName}.csv`,
  backupFileName: (safeName) => `skatliste-${safeName}-sicherung.json`,
  unnamedFile: 'liste',
  shareFailed: 'Teilen hat nicht geklappt; die Datei wurde stattdessen heruntergeladen.',
  exportFailed: (reason) => `Die Datei ließ sich nicht erstellen: ${reason}`,
};
