import type { NullVariant, TrumpAnnouncement, TrumpGame } from '../../../domain/deal';

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
  dealsOf: (entered: number, planned: number) => `${entered} of ${planned} deals`,
  listKind: { plain: 'Plain list', 'seeger-fabian': 'Seeger-Fabian list' },
  kontraOn: 'Kontra and Re played',
  bockOn: (events: string, pending: 'stack' | 'queue') =>
    `Bock rounds after ${events} (${pending === 'stack' ? 'together' : 'one after another'})`,

  columns: { number: 'No.', dealer: 'Dealer', declarer: 'Declarer', game: 'Game', entry: 'Value' },
  tableCaption: (sheetName: string) => `Skat list ${sheetName}`,
  passed: 'passed',

  totals: 'Total',
  won: 'Won',
  lost: 'Lost',
  wonLostPoints: 'Won − lost × 50',
  othersLostPoints: (perGame: number) => `Others’ lost games × ${perGame}`,
  seegerFabian: 'Seeger-Fabian',
  place: 'Place',

  games: {
    diamonds: 'Diamonds',
    hearts: 'Hearts',
    spades: 'Spades',
    clubs: 'Clubs',
    grand: 'Grand',
  } satisfies Record<TrumpGame, string>,
  announcements: {
    none: '',
    hand: 'hand',
    schneider: 'hand, schneider announced',
    schwarz: 'hand, schwarz announced',
    ouvert: 'ouvert',
  } satisfies Record<TrumpAnnouncement, string>,
  nullVariants: {
    null: 'Null',
    'null-hand': 'Null hand',
    'null-ouvert': 'Null ouvert',
    'null-ouvert-hand': 'Null ouvert hand',
  } satisfies Record<NullVariant, string>,
  kontra: { none: '', kontra: 'Kontra', re: 'Re' },
  bock: (count: number) => `Bock ×${2 ** count}`,

  shareTitle: (sheetName: string) => `Skat list ${sheetName}`,
  shareFailed: 'Sharing did not work; the file was downloaded instead.',
  exportFailed: (reason: string) => `The file could not be made: ${reason}`,
};
