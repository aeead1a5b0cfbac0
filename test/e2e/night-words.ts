// The words a club night's browser walks read and tap, in English and German (src/ui/i18n/en and
// de: nights, sheet, entry, listConfirm), shared by club-night.spec.ts and results-night.spec.ts.
import { CLUB_LOGIN_DE, CLUB_LOGIN_EN } from '../support/club-login';

export interface NightWords {
  readonly locale: string;
  /** check-night's `--lang`. */
  readonly lang: 'en' | 'de';
  /** check-night's words for a night accepted (`lists` checked). */
  readonly checkAccepted: (lists: number) => RegExp;
  /** check-night's words for a figure of list `list`, deal `deal` (0-based) refused, and its place. */
  readonly checkRefused: (
    list: number,
    deal: number,
    series: number,
    table: number,
    dealShown: number,
  ) => RegExp;
  readonly login: typeof CLUB_LOGIN_EN;
  readonly clubRegion: string;
  readonly nights: string;
  readonly newNight: string;
  readonly nightName: string;
  readonly typedPlayers: string;
  readonly seriesCount: string;
  readonly dealsAtFour: string;
  readonly dealsAtThree: string;
  readonly create: string;
  readonly assignBy: string;
  readonly draw: string;
  readonly standings: string;
  readonly byHand: string;
  readonly handTables: string;
  readonly seed: string;
  readonly assign: (series: number) => string;
  readonly assignRefused: string;
  readonly tableOfFive: string;
  readonly atTwoTables: string;
  readonly series: (series: number) => string;
  readonly table: (table: number) => string;
  readonly joinLink: (table: number) => string;
  readonly progress: (deals: number, of: number) => string;
  readonly ranking: string;
  readonly rankingOf: string;
  readonly total: string;
  readonly publicLink: string;
  readonly publicStandings: string;
  readonly close: string;
  readonly closed: RegExp;
  readonly openSheet: (table: number) => string;
  readonly enterDeal: (deal: number) => string;
  readonly forehand: RegExp;
  readonly clubs: string;
  readonly grand: string;
  readonly tops: (n: number) => string;
  readonly won: string;
  readonly lost: string;
  readonly live: string;
  readonly synced: string;
  readonly tableRefused: string;
  /** A table link opened after its night closed (issue 31 item 9). */
  readonly linkClosed: string;
  readonly dealDetails: (deal: number) => string;
  readonly voidDeal: (deal: number) => string;
  readonly voidTitle: (deal: number) => string;
  readonly voidConfirm: string;
  readonly restoreDeal: (deal: number) => string;
  readonly backToSheet: string;
  readonly printouts: string;
  readonly exportResults: string;
  readonly resultList: (night: string) => string;
  readonly tableList: (night: string, series: number, table: number) => string;
  readonly backToNight: string;
  readonly season: string;
  readonly seasonTable: (year: string) => string;
  /** The director's panel of the tables' confirmations (listConfirm). */
  readonly confirmations: string;
  readonly confirmTable: (series: number, table: number) => string;
  readonly waitingFor: (names: string) => string;
  readonly confirmedBy: (names: string) => string;
  readonly allConfirmed: string;
  readonly withdrawn: (names: string) => string;
  readonly prizesWaiting: (lists: number) => string;
  readonly prizesConfirmed: string;
  /** The director's PINs (PinsPanel) and a table phone's confirm screen (ListConfirm). */
  readonly pinsHeading: string;
  readonly showPins: string;
  readonly atTable: string;
  readonly pin: string;
  readonly confirmList: string;
  readonly confirmedNow: (name: string) => string;
  readonly pinWrong: string;
  readonly withdrawnBy: (name: string, change: string) => string;
  readonly dealVoided: (deal: number) => string;
  /** The printed prize list: not payable yet, or its table. */
  readonly notPayable: (lists: number) => string;
  readonly prizeList: (night: string) => string;
}

export const NIGHT_EN: NightWords = {
  locale: 'en-US',
  lang: 'en',
  checkAccepted: (lists) =>
    new RegExp(`^ok: 1 night\\(s\\), ${lists} lists, \\d+ deals; every figure follows`),
  checkRefused: (list, deal, series, table, shown) =>
    new RegExp(
      `^refused: figures\\.lists\\[${list}\\]\\.deals\\[${deal}\\]\\S* \\(series ${series}, table ${table}, deal ${shown}\\) is .+ in the file, but .+ from the logs$`,
    ),
  login: CLUB_LOGIN_EN,
  clubRegion: 'Club',
  nights: 'Club nights',
  newNight: 'New night',
  nightName: 'Name of the night',
  typedPlayers: 'More players, one name a line',
  seriesCount: 'Series',
  dealsAtFour: 'Deals at a 4-table',
  dealsAtThree: 'Deals at a 3-table',
  create: 'Create night',
  assignBy: 'Assign by',
  draw: 'Draw',
  standings: 'Standings',
  byHand: 'By hand',
  handTables: 'Tables',
  seed: 'Seed of the draw',
  assign: (series) => `Assign series ${series}`,
  assignRefused: 'The tables were not assigned:',
  tableOfFive: 'table 1 has 5 players; a table has 3 or 4',
  atTwoTables: 'Anna is at two tables',
  series: (series) => `Series ${series}`,
  table: (table) => `Table ${table}`,
  joinLink: (table) => `Join link of table ${table}`,
  progress: (deals, of) => `deal ${deals} of ${of}`,
  ranking: 'Ranking',
  rankingOf: 'Ranking of',
  total: 'Total',
  publicLink: 'Public standings link',
  publicStandings: 'Standings',
  close: 'Close night',
  closed: /^Closed /,
  openSheet: (table) => `Open table ${table}'s sheet`,
  enterDeal: (deal) => `Enter deal ${deal}`,
  forehand: /, Forehand$/,
  clubs: 'Clubs (Kreuz)',
  grand: 'Grand',
  tops: (n) => `with ${n}`,
  won: 'Won',
  lost: 'Lost',
  live: 'Live sharing',
  synced: 'Live sharing: Synced',
  tableRefused:
    'Live sharing: Refused by the club server: the director closed the club night: this table enters no more deals',
  linkClosed:
    "This table's club night is closed: the table enters no more deals. The director has the results.",
  dealDetails: (deal) => `Deal ${deal} details`,
  voidDeal: (deal) => `Void deal ${deal}`,
  voidTitle: (deal) => `Void deal ${deal}?`,
  voidConfirm: 'Void deal',
  restoreDeal: (deal) => `Restore deal ${deal}`,
  backToSheet: 'Back to the sheet',
  printouts: 'Printouts',
  exportResults: 'Export results',
  resultList: (night) => `Result list ${night}`,
  tableList: (night, series, table) => `${night} · Series ${series} · Table ${table}`,
  backToNight: 'Back to the night',
  season: 'Season',
  seasonTable: (year) => `Season ranking ${year}`,
  confirmations: 'Lists confirmed',
  confirmTable: (series, table) => `Series ${series} · Table ${table}`,
  waitingFor: (names) => `Waiting for ${names}`,
  confirmedBy: (names) => `Confirmed by ${names}`,
  allConfirmed: 'Every player confirmed this list.',
  withdrawn: (names) => `The list changed after it was confirmed: ${names} must confirm again`,
  prizesWaiting: (lists) =>
    lists === 1
      ? 'Prizes: 1 list is not confirmed yet.'
      : `Prizes: ${lists} lists are not confirmed yet.`,
  prizesConfirmed: 'Prizes: every list is confirmed, they can be paid.',
  pinsHeading: 'PINs for confirming the lists',
  showPins: 'Show PINs',
  atTable: 'Confirmations',
  pin: 'PIN',
  confirmList: 'Confirm the list',
  confirmedNow: (name) => `${name} confirmed the list.`,
  pinWrong: 'Not confirmed: that PIN is not this player’s: ask the director for yours.',
  withdrawnBy: (name, change) =>
    `${name}’s confirmation was withdrawn by a later change: ${change}`,
  dealVoided: (deal) => `Deal ${deal} voided`,
  notPayable: (lists) =>
    `Not payable yet: ${lists} lists are not confirmed and the director has not released the prizes.`,
  prizeList: (night) => `Prize list ${night}`,
};

export const NIGHT_DE: NightWords = {
  locale: 'de-DE',
  lang: 'de',
  checkAccepted: (lists) =>
    new RegExp(`^in Ordnung: 1 Abend\\(e\\), ${lists} Listen, \\d+ Spiele; jede Zahl folgt`),
  checkRefused: (list, deal, series, table, shown) =>
    new RegExp(
      `^abgelehnt: figures\\.lists\\[${list}\\]\\.deals\\[${deal}\\]\\S* \\(${series}\\. Serie, Tisch ${table}, Spiel ${shown}\\) ist .+ in der Datei, aber .+ aus den Einträgen$`,
    ),
  login: CLUB_LOGIN_DE,
  clubRegion: 'Verein',
  nights: 'Vereinsabende',
  newNight: 'Neuer Abend',
  nightName: 'Name des Abends',
  typedPlayers: 'Weitere Spieler, ein Name je Zeile',
  seriesCount: 'Serien',
  dealsAtFour: 'Spiele am Vierertisch',
  dealsAtThree: 'Spiele am Dreiertisch',
  create: 'Abend anlegen',
  assignBy: 'Einteilen durch',
  draw: 'Auslosung',
  standings: 'Setzen nach Stand',
  byHand: 'Von Hand',
  handTables: 'Tische',
  seed: 'Startwert der Auslosung',
  assign: (series) => `${series}. Serie einteilen`,
  assignRefused: 'Die Tische wurden nicht eingeteilt:',
  tableOfFive: 'an Tisch 1 sitzen 5 Spieler; ein Tisch hat 3 oder 4',
  atTwoTables: 'Anna sitzt an zwei Tischen',
  series: (series) => `${series}. Serie`,
  table: (table) => `Tisch ${table}`,
  joinLink: (table) => `Beitrittslink für Tisch ${table}`,
  progress: (deals, of) => `Spiel ${deals} von ${of}`,
  ranking: 'Stand',
  rankingOf: 'Stand von',
  total: 'Gesamt',
  publicLink: 'Link zum öffentlichen Stand',
  publicStandings: 'Stand',
  close: 'Abend abschließen',
  closed: /^Abgeschlossen am /,
  openSheet: (table) => `Liste von Tisch ${table} öffnen`,
  enterDeal: (deal) => `Spiel ${deal} eintragen`,
  forehand: /, Vorhand$/,
  clubs: 'Kreuz',
  grand: 'Grand',
  tops: (n) => `mit ${n}`,
  won: 'Gewonnen',
  lost: 'Verloren',
  live: 'Live geteilt',
  synced: 'Live geteilt: Abgeglichen',
  tableRefused:
    'Live geteilt: Vom Vereinsserver abgelehnt: der Spielleiter hat den Vereinsabend abgeschlossen: an diesem Tisch wird nichts mehr eingetragen',
  linkClosed:
    'Der Vereinsabend dieses Tisches ist abgeschlossen: Hier werden keine Spiele mehr eingetragen. Die Ergebnisse hat der Spielleiter.',
  dealDetails: (deal) => `Spiel ${deal} im Einzelnen`,
  voidDeal: (deal) => `Spiel ${deal} streichen`,
  voidTitle: (deal) => `Spiel ${deal} streichen?`,
  voidConfirm: 'Spiel streichen',
  restoreDeal: (deal) => `Spiel ${deal} wieder werten`,
  backToSheet: 'Zurück zur Liste',
  printouts: 'Ausdrucke',
  exportResults: 'Ergebnisse exportieren',
  resultList: (night) => `Ergebnisliste ${night}`,
  tableList: (night, series, table) => `${night} · ${series}. Serie · Tisch ${table}`,
  backToNight: 'Zurück zum Abend',
  season: 'Jahreswertung',
  seasonTable: (year) => `Jahreswertung ${year}`,
  confirmations: 'Bestätigte Listen',
  confirmTable: (series, table) => `Serie ${series} · Tisch ${table}`,
  waitingFor: (names) => `Es fehlt noch: ${names}`,
  confirmedBy: (names) => `Bestätigt von ${names}`,
  allConfirmed: 'Alle Spieler haben diese Liste bestätigt.',
  withdrawn: (names) =>
    `Die Liste wurde nach der Bestätigung geändert: ${names} muss neu bestätigen`,
  prizesWaiting: (lists) =>
    lists === 1
      ? 'Preise: 1 Liste ist noch nicht bestätigt.'
      : `Preise: ${lists} Listen sind noch nicht bestätigt.`,
  prizesConfirmed: 'Preise: Alle Listen sind bestätigt, die Preise können ausgezahlt werden.',
  pinsHeading: 'PINs zum Bestätigen der Listen',
  showPins: 'PINs zeigen',
  atTable: 'Bestätigungen',
  pin: 'PIN',
  confirmList: 'Liste bestätigen',
  confirmedNow: (name) => `${name} hat die Liste bestätigt.`,
  pinWrong:
    'Nicht bestätigt: diese PIN gehört nicht zu diesem Spieler: den Spielleiter nach der eigenen fragen.',
  withdrawnBy: (name, change) =>
    `Die Bestätigung von ${name} wurde durch eine spätere Änderung zurückgezogen: ${change}`,
  dealVoided: (deal) => `Spiel ${deal} gestrichen`,
  notPayable: (lists) =>
    `Noch nicht auszahlbar: ${lists} Listen sind nicht bestätigt, und der Spielleiter hat die Preise nicht freigegeben.`,
  prizeList: (night) => `Preisliste ${night}`,
};
