import type { PoolSource } from '../../../domain/tournament/prizes';
import { countPhrase, formatList } from '../format';

const minutes = countPhrase('en', { one: '# minute', other: '# minutes' });
/** 1st, 2nd, 3rd, 4th … 11th, 21st. */
const ordinal = (n: number) =>
  `${n}${[11, 12, 13].includes(n % 100) ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;
const players = countPhrase('en', { one: '# player', other: '# players' });
/** "table 2 has not finished" / "tables 1 and 3 have not finished". */
const unfinishedTables = (tables: readonly number[]) =>
  tables.length === 1
    ? `table ${tables[0] ?? ''} has not finished`
    : `tables ${formatList(tables.map(String), 'en')} have not finished`;

/** Club nights and tournaments (issue 22): the club's nights, the director's screen, the public page. */
export const nightsStrings = {
  /** The way in, beside "Club sheets" in the settings' club section. */
  entry: 'Club nights',
  heading: 'Club nights',
  back: 'Back to the settings',
  intro: "The club's nights on its server: each night's tables, live ranking and results.",
  loading: 'Loading the nights…',
  noLogin: 'Log in to the club first (Settings, Club).',
  failed: (reason: string) => `The nights could not be read: ${reason}.`,
  clubOffline: 'no answer from the club server',
  codeMissing: "the app's club-night part could not be loaded; reload the app",
  empty: 'No nights yet.',
  listHeading: 'Nights',
  closed: 'closed',
  live: 'live',
  /** The link of a night in the list: its name, day and state. */
  nightLine: (name: string, date: string, state: string) => `${name}, ${date}, ${state}`,
  newNight: 'New night',
  season: 'Season',

  /** The new night's form (director only). */
  form: {
    heading: 'New night',
    name: 'Name of the night',
    defaultName: 'Club night',
    date: 'Date',
    rosterPlayers: 'Players from this device',
    noRoster: 'No players on this device yet: type the names below.',
    typedPlayers: 'More players, one name a line',
    playerCount: (count: number) => `${players(count)} in the night.`,
    seriesCount: 'Series',
    dealsAtFour: 'Deals at a 4-table',
    dealsAtThree: 'Deals at a 3-table',
    allowFive: 'Allow tables of 5',
    allowFiveHint:
      'The draw seats players left over from full 4-tables at tables of 5 instead of 3 where it can. At a 5-table the dealer and the third player on his left sit out each deal.',
    dealsAtFive: 'Deals at a 5-table',
    rules: 'Rules',
    lostFee: 'Lost-game fee in €',
    higherFrom: 'Higher fee from lost game (empty: never)',
    higherFee: 'Higher fee in €',
    entryFee: 'Entry fee in €',
    shares: 'Prize shares in %, best first',
    sharesHint: 'e.g. 50 30 20',
    pool: 'Prize pool from',
    poolSource: {
      entry: 'entry fees',
      'entry-and-lost-games': 'entry fees and lost-game fees',
    } satisfies Record<PoolSource, string>,
    create: 'Create night',
    creating: 'Creating the night…',
    cancel: 'Cancel',
    refused: 'The night was not created:',
  },

  /** Why a night (its plan, its form, a series' tables) is refused: one sentence per code. */
  problem: {
    'too-few-players': (count: number) =>
      `a night needs 3 to 400 players; it has ${players(count)}`,
    'no-table-split': (count: number) => `${players(count)} cannot be seated at tables of 3 and 4`,
    'table-size': (table: number, size: number) =>
      `table ${table} has ${players(size)}; a table has 3 or 4`,
    /** The same where the night allows tables of 5. */
    'table-size-five': (table: number, size: number) =>
      `table ${table} has ${players(size)}; a table has 3 to 5`,
    'player-twice': (name: string) => `${name} is at two tables`,
    'name-twice': (name: string) => `${name} is in the night twice`,
    'player-unknown': (name: string) => `${name} is not a player of this night`,
    'player-not-seated': (name: string) => `${name} has no table`,
    'player-absent': (name: string) => `${name} is absent from this series`,
    'series-length': (tableSize: number, deals: number) =>
      `${deals} deals cannot be played at a ${tableSize}-table: the number must divide by ${tableSize} (at most 96)`,
    'series-count': 'a night has 1 to 10 series',
    'fee-invalid': 'a fee is not an amount in € (e.g. 0.50)',
    'name-missing': 'the night needs a name',
    'date-invalid': 'the date is missing',
    'share-invalid': (place: number) => `the prize share of place ${place} is not a percentage`,
    'shares-over-100': 'the prize shares add up to more than 100 %',
    'seed-invalid': 'the seed must be 1 to 24 characters, without a space at either end',
    'seed-used': (series: number) =>
      `series ${series} was drawn with this seed: the same seed would seat the same tables`,
    'all-series-assigned': (count: number) => `all ${count} series are assigned already`,
    'no-previous-series': 'seating by standings needs a series played before',
    'table-logins-in-use':
      "all table logins of the club are in use: close an earlier night, or ask the club's admin for more",
    'night-databases-in-use':
      "every night database of the club holds a running night: close an earlier night, or ask the club's admin for more",
    'night-director-only': 'only a club admin may do this',
    'table-link-unknown': "no device keeps this table's link any more",
    'table-link-changed': 'another device made a new link for this table first; it is shown now',
    'table-other-sheet': "a table's phone may write only its own table",
    'night-sheet-table-only': "only the table's phone or a club admin may write a table's sheet",
  },

  /** The night's screen. */
  night: {
    back: 'Back to the club nights',
    loading: 'Loading the night…',
    notFound: 'This night is not on the club server.',
    status: {
      live: 'Live: the ranking follows the tables.',
      offline: 'No connection to the club server: the ranking shows what arrived.',
    },
    failed: (reason: string) => `Not connected: ${reason}.`,
    closedAt: (when: string) => `Closed ${when}.`,
    closedBadge: 'closed',
    readOnly: 'You see this night read-only: only a club admin assigns tables and closes it.',
    planLine: (players: string, series: number, four: number, three: number) =>
      `${players}, ${series} series, ${four} deals at a 4-table, ${three} at a 3-table.`,
    /** The plan line of a night that allows tables of 5. */
    planLineFive: (players: string, series: number, four: number, three: number, five: number) =>
      `${players}, ${series} series, ${four} deals at a 4-table, ${three} at a 3-table, ${five} at a 5-table.`,
    playerCount: players,

    assignHeading: (series: number) => `Series ${series}: tables`,
    allAssigned: 'Every series is assigned.',
    method: 'Assign by',
    methods: { draw: 'Draw', standings: 'Standings', hand: 'By hand' },
    seed: 'Seed of the draw',
    seedHint: 'The same seed gives the same tables.',
    newSeed: 'New seed',
    handHint: 'One table a line: its players in seat order, separated by commas (3 or 4).',
    handTables: 'Tables',
    assign: (series: number) => `Assign series ${series}`,
    assigning: 'Assigning the tables…',
    assignRefused: 'The tables were not assigned:',
    assigned: (series: number) => `Series ${series} is assigned. Give each table its link.`,

    drawRepeats: (pairs: number) =>
      pairs === 0
        ? 'Nobody sits with someone they sat with before.'
        : pairs === 1
          ? '1 pair sits together again: the draw could not keep them apart.'
          : `${pairs} pairs sit together again: the draw could not keep them apart.`,
    seriesHeading: (series: number) => `Series ${series}`,
    tableHeading: (table: number) => `Table ${table}`,
    progress: (deals: number, of: number) => `deal ${deals} of ${of}`,
    lastDeal: (ago: string) => `last deal ${ago}`,
    noDealYet: 'no deal yet',
    justNow: 'just now',
    minutesAgo: (count: number) => `${minutes(count)} ago`,
    stalled: 'no deal for a while: is this table still connected?',
    tableDone: 'done',
    tableLink: (table: number) => `Join link of table ${table}`,
    tableQr: (table: number) => `QR code of table ${table}'s join link`,
    linkElsewhere: "This table's link was made on the director's phone.",
    newLink: (table: number) => `New link for table ${table}`,
    newLinkWarning: (table: number) =>
      `Table ${table}'s current link stops working, and its phone needs the new link.`,
    newLinkConfirm: (table: number) => `Make the new link for table ${table}`,
    linkRenewed: (table: number) => `Table ${table} has a new link. The old one no longer works.`,
    linkRenewFailed: (reason: string) => `No new link was made: ${reason}.`,
    openSheet: (table: number) => `Open table ${table}'s sheet`,
    copy: 'Copy',

    rankingHeading: 'Ranking',
    rankingScope: 'Ranking of',
    total: 'Total',
    seriesScope: (series: number) => `Series ${series}`,
    noRanking: 'The ranking starts with the first series.',
    columns: {
      rank: 'Rank',
      name: 'Name',
      points: 'Points',
      won: 'Won',
      lost: 'Lost',
      fees: 'Fees',
    },

    publicHeading: 'Public standings',
    publicHelp:
      'Anyone with this link sees the ranking (names only), e.g. on a screen in the room.',
    publicLink: 'Public standings link',
    publicQr: 'QR code of the public standings link',
    publishFailed: (reason: string) => `The public standings were not updated: ${reason}.`,

    close: 'Close night',
    closeTitle: 'Close the night?',
    closeMessage:
      'The tables can no longer enter deals. The results are kept for the season; you can still correct a table.',
    /** The close dialog's warning, by the feed's progress (issue 34 item 9). */
    closeUnfinished: (tables: string) =>
      `Not finished: ${tables}. A deal a table has not sent by then counts nowhere: its phone shows it as not sent, and you enter it on the table's sheet.`,
    unfinishedTable: (series: number, table: number, deals: number, of: number) =>
      `series ${series}, table ${table} (deal ${deals} of ${of})`,
    /** An unfinished table after closing. */
    notFinished: "Not finished. A deal its phone shows as not sent: enter it on the table's sheet.",
    closing: 'Closing the night…',
    closeFailed: (reason: string) => `The night was not closed: ${reason}.`,
    correctHelp: "A correction after closing: open the table's sheet with your club login.",
    resultsFailed: (reason: string) => `The corrected results were not saved: ${reason}.`,

    printouts: 'Printouts',
    exportResults: 'Export results',
    exporting: 'Making the results file…',
    exported: (file: string) =>
      `Results file ${file} downloaded: the plan, the seating with its seed, every table's deals, the fees and the ranking. Anyone can check it with npm run check-night.`,
    exportFailed: (reason: string) => `The results were not exported: ${reason}.`,
    season: 'Season',
  },

  /** The public standings page (no login). */
  public: {
    heading: 'Standings',
    loading: 'Loading the standings…',
    notFound: 'These standings are not on the server.',
    damaged: 'These standings cannot be read.',
    offline: 'No answer from the server: showing the last standings read.',
    updated: (when: string) => `As of ${when}.`,
    closed: 'Final standings: the night is closed.',
    live: 'The night is being played: this page updates by itself.',
    tablesHeading: 'Tables',
  },

  /** The night's fees and prize pool, on its page (issue 31). */
  fees: {
    heading: 'Fees and prizes',
    entry: (amount: string) => `Entry fee ${amount} a player.`,
    lost: (amount: string) => `Lost-game fee ${amount} a lost game.`,
    higher: (amount: string, from: number) =>
      `${amount} from the ${ordinal(from)} lost game of a list.`,
    pool: (amount: string, source: string) => `Prize pool ${amount}, from the ${source}.`,
    shares: (shares: string) => `Prizes: ${shares} of the pool, best first.`,
    noShares: 'No prize shares set.',
  },

  /** The night's players changed between series (issue 31). */
  roster: {
    heading: (series: number) => `Players for series ${series}`,
    rule: 'A latecomer starts at 0 and counts from the series joined. A replacement plays under their own name: each counts their own series. Who is absent keeps the series played.',
    present: (count: string, series: number) => `${count} play series ${series}.`,
    absentHeading: 'Absent',
    markAbsent: (name: string) => `${name} is absent`,
    markBack: (name: string) => `${name} is back`,
    latecomer: "Latecomer's name",
    add: 'Add the latecomer',
    replaced: 'Player to replace',
    replacement: "Replacement's name",
    replace: 'Replace the player',
    saving: 'Saving…',
    refused: 'The players were not changed:',
    changed: 'The players are changed.',
    historyHeading: "Changes to the night's players",
    entry: {
      'player-added': (name: string, series: number) =>
        `Before series ${series}: ${name} joins (latecomer).`,
      'player-absent': (name: string, series: number) =>
        `Before series ${series}: ${name} is absent.`,
      'player-back': (name: string, series: number) => `Before series ${series}: ${name} is back.`,
      'player-replaced': (name: string, series: number, by: string) =>
        `Before series ${series}: ${by} replaces ${name}.`,
    },
    problem: {
      'name-missing': 'the new player needs a name (at most 40 characters)',
      'roster-series-passed': 'that series is seated already',
      'series-running': (series: number, tables: readonly number[]) =>
        `series ${series} is being played: ${unfinishedTables(tables)}; change the players when its tables are done`,
      'night-closed': 'the night is closed',
      'player-already-absent': (name: string) => `${name} is absent already`,
      'player-present': (name: string) => `${name} is not absent`,
    },
  },
};
