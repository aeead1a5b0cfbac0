import { n } from './numbers';

/** The players (kept across sheets), a player's page, a group of players, and the roster. */
export const playersStrings = {
  /** The sheet list's link, and the players list's title. */
  open: 'Players',
  title: 'Players',
  empty: 'No players yet: start a sheet.',
  list: 'All players',
  loading: 'Counting every sheet…',
  /** The statistics' first count of a big history, as it goes: "1,200 of 10,000". */
  counting: 'Counting the sheets',
  countingDone: (done: string, total: string) => `Sheets counted: ${done} of ${total}`,
  groupLink: 'A group of players',
  /** The player page's title. */
  playerTitle: (name: string) => `Statistics: ${name}`,
  backToPlayers: 'Back to the players',
  missing: 'This player is not on any sheet.',
  // The choice of sheets.
  period: 'Period',
  allTime: 'All time',
  chosenPeriod: 'Chosen period',
  from: 'From',
  to: 'To',
  withGroup: 'Only evenings with',
  // The figures.
  seegerFabianPer48: 'Seeger-Fabian per 48 deals',
  /** Under the club measure, when Bierlachs evenings were among them: "one evening", "3 evenings". */
  per48LeftOut: (evenings: string) =>
    `Counted without ${evenings} of Bierlachs: it counts down from a limit, so its points do not compare.`,
  noDeals: 'No deals',
  figures: 'Figures',
  sheetsPlayed: 'Sheets played',
  dealsPlayed: 'Deals played',
  games: 'Games declared and won',
  game: 'Game',
  declared: 'Declared',
  won: 'Won',
  hand: 'Hand',
  schneiderMade: 'Schneider made',
  schneiderAnnounced: 'Schneider announced',
  schwarzMade: 'Schwarz made',
  schwarzAnnounced: 'Schwarz announced',
  overbid: 'Overbid',
  ramschLost: 'Ramsch lost',
  jungfrau: 'Jungfrau',
  durchmarsch: 'Durchmarsch',
  kontraGiven: 'Kontra given',
  kontraWon: 'Kontra won',
  averageWon: 'Average value won',
  averageLost: 'Average value lost',
  listPoints: 'List points',
  seegerFabianPoints: 'Seeger-Fabian points',
  /** Games the player declared, won and lost, all games together. */
  gamesWonLost: 'Games won / lost',
  /** The share of declared games won: "62 %". */
  gamesWonRate: 'Games won, share',
  seegerFabianPerList: 'Seeger-Fabian points per list, average',
  /** The 40 (table of 3) or 30 (table of 4) for each game another player lost. */
  othersLost: 'Seeger-Fabian points from others’ lost games',
  /** How often the player finished in a place: "Finished 1st". */
  placed: (place: number) =>
    `Finished ${n(place)}${place === 1 ? 'st' : place === 2 ? 'nd' : place === 3 ? 'rd' : 'th'}`,
  evenings: 'Evenings',
  best: 'Best evening',
  worst: 'Worst evening',
  /** A link to an evening's sheet: "Best evening: 12 May 2026, 245 points". */
  /** Best and worst evening, in the club measure they are chosen by. */
  eveningLink: (date: string, points: string) => `${date}, ${points} Seeger-Fabian points`,
  /** Why Bierlachs evenings are not best or worst: "2 Bierlachs evenings … 3 rounds lost on them." */
  bierlachsNotRanked: (evenings: string, lost: string) =>
    `Not ranked by points: ${evenings} of Bierlachs, won or lost by rounds (${lost} lost).`,
  bierlachsEvenings: (count: number) => (count === 1 ? 'one evening' : `${n(count)} evenings`),
  roundsLost: (count: number) => (count === 1 ? 'one round' : `${n(count)} rounds`),
  // The charts.
  seegerFabianChart: 'Seeger-Fabian per evening',
  /** The chart as one image for a screen reader. */
  seegerFabianSummary: (name: string, evenings: number) =>
    evenings === 1
      ? `Line chart of ${name}’s Seeger-Fabian points on one evening.`
      : `Line chart of ${name}’s Seeger-Fabian points, evening by evening, over ${n(evenings)} evenings.`,
  seegerFabianLeftOut: (count: number) =>
    count === 1
      ? 'One Bierlachs evening is left out: a Bierlachs list counts no Seeger-Fabian points.'
      : `${n(count)} Bierlachs evenings are left out: a Bierlachs list counts no Seeger-Fabian points.`,
  noSeegerFabianEvenings: 'No evening with Seeger-Fabian points yet.',
  /** The table of the numbers behind the chart. */
  seegerFabianNumbers: 'Seeger-Fabian per evening: the numbers',
  evening: 'Evening',
  per48: 'Per 48 deals',
  gameShares: 'Share of the games declared',
  share: 'Share',
  percent: (value: string) => `${value}%`,
  noGamesDeclared: 'No game declared yet.',
  // Rename and merge.
  rename: 'Rename player',
  renameLabel: 'Name',
  renameSave: 'Save name',
  renameHint: 'The new name shows on every sheet at once.',
  merge: 'Merge with another player',
  mergeInto: (name: string) => `Same person as ${name}`,
  mergeChoose: 'The other entry of this person',
  mergePreview: 'Preview the merge',
  mergeTitle: (from: string, into: string) => `Merge ${from} into ${into}?`,
  mergeSheets: (count: number) =>
    count === 1 ? 'This sheet changes:' : `These ${String(count)} sheets change:`,
  mergeConfirm: 'Merge',
  cancel: 'Cancel',
  // The roster's history.
  history: 'Changes of players',
  historyEmpty: 'No player renamed or merged yet.',
  renamed: (before: string, after: string) => `${before} renamed to ${after}`,
  merged: (from: string, into: string) => `${from} merged into ${into}`,
  undone: 'undone',
  undo: 'Undo the last change of players',
  // Refusals.
  nameTaken: (name: string) => `Another player is already called ${name}: choose another name.`,
  satTogether: (count: number) =>
    count === 1
      ? 'They sat at the same sheet: two people cannot be merged.'
      : `They sat at the same ${String(count)} sheets: two people cannot be merged.`,
  nameInvalid:
    'This name cannot be used: it is empty, too long, or holds an invisible or control character.',
  samePlayer: 'That is the same player.',
  nothingToUndo: 'Nothing to undo.',
  // The group page.
  groupTitle: 'Group of players',
  groupChoose: 'Players of the group',
  groupHint: 'Choose at least two players: their evenings together count.',
  /** In the club measure: a plain list's evening counts by its Seeger-Fabian points too. */
  groupEvenings: 'Evenings together (Seeger-Fabian points)',
  /** A member on a Bierlachs evening, as its sheet ranks them (it shows no points). */
  bierlachsPlace: (rank: number, roundsLost: number) =>
    `place ${n(rank)}, ${n(roundsLost)} ${roundsLost === 1 ? 'round' : 'rounds'} lost`,
  groupNone: 'These players never sat at the same sheet.',
  date: 'Date',
  sheet: 'Sheet',
  standings: 'Standings over time (Seeger-Fabian points)',
  afterEvening: 'After',
  headToHead: 'Head to head',
  headToHeadHint:
    'How often the player of the row finished ahead of the player of the column: by points, on a Bierlachs evening by fewer rounds lost, then more points left.',
  /** The group's ranking table, named by the period chosen: all time, a year, two dates. */
  allTimeTotal: 'All-time total',
  seasonTotal: 'Season total',
  periodTotal: 'Total of the chosen period',
  season: 'Season',
  rank: 'Rank',
  name: 'Name',
  points: 'Points',
  /** Under the group's evenings (the latest first): "The latest 20 of 3,334 evenings". */
  eveningsShown: (shown: string, total: string) => `The latest ${shown} of ${total} evenings`,
  showMore: 'Show more evenings',
};
