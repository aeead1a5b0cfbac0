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
  /** Bierlachs: what each player has left in the running round, and the rounds each lost. */
  left: 'Left',
  roundsLost: 'Rounds lost',
  /** The one line of a sheet that cannot be scored, with the reasons. */
  cannotScore: (reasons: string) => `This sheet could not be scored: ${reasons}`,
};
