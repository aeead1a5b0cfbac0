import type { PoolSource } from '../../../domain/tournament/prizes';

/** English strings of a night's printouts: the result list, each table's list, the prize list. */
export const nightPrintStrings = {
  back: 'Back to the night',
  loadingTitle: 'Printouts',
  noLogin: 'Log in to the club (Settings › Club) to print a night.',
  readFailed: (problem: string) => `The night could not be read: ${problem}`,
  notPlanned: 'This night has no plan yet: nothing to print.',
  toolbarLabel: 'Print the night',
  print: 'Print',
  /** The line under the heading: the date, and whether the night is closed. */
  facts: (date: string, closed: boolean) => (closed ? `${date} · closed` : `${date} · still open`),

  resultList: 'Result list',
  resultListCaption: (night: string) => `Result list ${night}`,
  columns: {
    rank: 'Place',
    name: 'Name',
    points: 'Points',
    won: 'Won',
    lost: 'Lost',
    entryFee: 'Entry fee',
    lostGameFee: 'Lost-game fee',
    fees: 'Fees',
  },
  /** A series' columns: "S1 points", read out as "Series 1 points". */
  seriesShort: (series: number) => `S${series}`,
  seriesColumn: (series: number, column: string) => `Series ${series} ${column.toLowerCase()}`,
  total: 'Total',

  tableLists: 'Table lists',
  /** A table's list heading: the night, the series (1-based) and the table. */
  tableHeading: (night: string, series: number, table: number) =>
    `${night} · Series ${series} · Table ${table}`,
  noTableLists: 'No table list has been read.',
  cannotScore: 'This list holds a deal that cannot be scored.',

  prizeList: 'Prize list',
  prizeListCaption: (night: string) => `Prize list ${night}`,
  prizeColumns: { rank: 'Place', name: 'Name', share: 'Share', prize: 'Prize' },
  pool: (amount: string) => `Prize pool: ${amount}`,
  poolSource: {
    entry: 'from the entry fees',
    'entry-and-lost-games': 'from the entry and lost-game fees',
  } satisfies Record<PoolSource, string>,
  rest: (amount: string) => `Not paid out: ${amount}`,
  noShares: 'No prize shares are set for this night.',
  sharesInvalid: 'The prize shares are not valid (each 0 % or more, together at most 100 %).',
  percent: (share: number) => `${share} %`,
};
