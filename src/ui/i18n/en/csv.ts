/**
 * The CSV export in English: comma-separated, no byte order mark (as English spreadsheets
 * expect), English column headings.
 */
export const csvStrings = {
  delimiter: ',' as ',' | ';',
  bom: false,
  deal: 'Deal',
  dealer: 'Dealer',
  declarer: 'Declarer',
  game: 'Game',
  value: 'Value',
  total: 'Total',
  gamesWon: 'Games won',
  gamesLost: 'Games lost',
  /** The one line of a sheet that cannot be scored, with the reasons. */
  cannotScore: (reasons: string) => `This sheet could not be scored: ${reasons}`,
};
