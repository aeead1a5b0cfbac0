import type { ListKind, RoundPending } from '../../../domain/rules';

/** English strings of the print view: one object, so a German translation can follow. */
export const printStrings = {
  back: 'Back to the sheet',
  print: 'Print',
  downloadCsv: 'Download CSV',
  share: 'Share',
  backUpSheet: 'Back up this sheet',
  toolbarLabel: 'Print and export',
  notFoundTitle: 'Sheet not found',
  notFound: 'This sheet does not exist on this device (any more).',
  cannotScore: 'This sheet holds a deal that cannot be scored:',
  listKind: { plain: 'Plain list', 'seeger-fabian': 'Seeger-Fabian list' } satisfies Record<
    ListKind,
    string
  >,
  kontraOn: 'Kontra and Re played',
  /** `events`: the events named and listed ("grand hand won, Re"). */
  bockOn: (events: string, pending: RoundPending) =>
    pending === 'stack'
      ? `Bock rounds after ${events} (together)`
      : `Bock rounds after ${events} (one after another)`,

  columns: { number: 'No.', dealer: 'Dealer', declarer: 'Declarer', game: 'Game', entry: 'Value' },
  tableCaption: (sheetName: string) => `Skat list ${sheetName}`,

  totals: 'Total',
  won: 'Won',
  lost: 'Lost',
  wonLostPoints: (perGame: number) => `(Won − lost) × ${perGame}`,
  othersLostPoints: (perGame: number) => `Others’ lost games × ${perGame}`,
  seegerFabian: 'Seeger-Fabian',
  place: 'Place',

  shareTitle: (sheetName: string) => `Skat list ${sheetName}`,
  /** File names of the exports, from the sheet's name made safe for a file system. */
  csvFileName: (safeName: string) => `skat-${safeName}.csv`,
  backupFileName: (safeName: string) => `skat-${safeName}.json`,
  /** The file name part for a sheet whose name has no letter or digit left. */
  unnamedFile: 'sheet',
  shareFailed: 'Sharing did not work; the file was downloaded instead.',
  exportFailed: (reason: string) => `The file could not be made: ${reason}`,
};
