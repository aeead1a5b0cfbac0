/** English strings of the season ranking (the club's nights of a year added up). */
export const seasonStrings = {
  title: 'Season ranking',
  back: 'Back',
  loading: 'Reading the club’s nights…',
  noLogin: 'Log in to the club (Settings › Club) to see its season.',
  readFailed: (problem: string) => `The club’s nights could not be read: ${problem}`,
  noNights: 'No closed night with results yet.',

  year: 'Year',
  rule: 'Club rule',
  count: 'Count by',
  counts: { sum: 'Sum of points', average: 'Average per list' },
  minLists: 'At least lists',
  minNights: 'At least nights',
  ruleSaved: 'The rule is kept on this device for this club.',

  ranked: 'Ranking',
  rankedCaption: (year: string) => `Season ranking ${year}`,
  notQualified: 'Not yet qualified',
  notQualifiedCaption: (year: string) => `Not yet qualified ${year}`,
  notQualifiedHelp: (minLists: number, minNights: number) =>
    `Ranked from ${minLists} lists over ${minNights} nights on.`,
  nobody: 'Nobody.',

  /** The column headers, on screen and in the CSV file. */
  columns: {
    rank: 'Place',
    name: 'Name',
    points: 'Points',
    seegerFabian: 'Seeger-Fabian',
    lists: 'Lists',
    nights: 'Nights',
    won: 'Won',
    lost: 'Lost',
    qualified: 'Qualified',
  },
  /** The points column under the average rule. */
  pointsPerList: 'Points per list',
  yes: 'yes',
  no: 'no',

  nights: (count: number) => (count === 1 ? '1 night counted' : `${count} nights counted`),
  nightsList: 'Nights of the year',
  nightOpen: 'still open',

  exportLabel: 'Export the season ranking',
  downloadCsv: 'Download CSV',
  share: 'Share',
  shareTitle: (year: string) => `Season ranking ${year}`,
  shareFailed: 'Sharing did not work; the file was downloaded instead.',
  csvFileName: (year: string) => `skat-season-${year}.csv`,
};
