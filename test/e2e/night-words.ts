// The words a club night's browser walks read and tap, in English and German (src/ui/i18n/en and
// de: nights, sheet, entry, listConfirm), shared by club-night.spec.ts and results-night.spec.ts.
import { CLUB_LOGIN_DE, CLUB_LOGIN_EN } from '../support/club-login';

export const NIGHT_EN = {
  locale: 'en-US',
  /** check-night's `--lang`. */
  lang: 'en' as 'en' | 'de',
  /** check-night's words for a night accepted (`lists` checked). */
  checkAccepted: (lists: number) =>
    new RegExp(`^ok: 1 night\\(s\\), ${lists} lists, \\d+ deals; every figure follows`),
  /** check-night's words for a figure of list `list`, deal `deal` (0-based) refused, and its place. */
  checkRefused: (list: number, deal: number, series: number, table: number, shown: number) =>
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
  assign: (series: number) => `Assign series ${series}`,
  assignRefused: 'The tables were not assigned:',
  tableOfFive: 'table 1 has 5 players; a table has 3 or 4',
  atTwoTables: 'Anna is at two tables',
  series: (series: number) => `Series ${series}`,
  table: (table: number) => `Table ${table}`,
  joinLink: (table: number) => `Join link of table ${table}`,
  progress: (deals: number, of: number) => `deal ${deals} of ${of}`,
  ranking: 'Ranking',
  rankingOf: 'Ranking of',
  total: 'Total',
  publicLink: 'Public standings link',
  publicStandings: 'Standings',
  close: 'Close night',
  closed: /^Closed /,
  openSheet: (table: number) => `Open table ${table}'s sheet`,
  enterDeal: (deal: number) => `Enter deal ${deal}`,
  forehand: /, Forehand$/,
  clubs: 'Clubs (Kreuz)',
  grand: 'Grand',
  tops: (n: number) => `with ${n}`,
  won: 'Won',
  lost: 'Lost',
  live: 'Live sharing',
  synced: 'Live sharing: Synced',
  tableRefused:
    'Live sharing: Refused by the club server: the director closed the club night: this table enters no more deals',
  /** A table link opened after its night closed (issue 31 item 9). */
  linkClosed:
    "This table's club night is closed: the table enters no more deals. The director has the results.",
  dealDetails: (deal: number) => `Deal ${deal} details`,
  voidDeal: (deal: number) => `Void deal ${deal}`,
  voidTitle: (deal: number) => `Void deal ${deal}?`,
  voidConfirm: 'Void deal',
  restoreDeal: (deal: number) => `Restore deal ${deal}`,
  backToSheet: 'Back to the sheet',
  printouts: 'Printouts',
  exportResults: 'Export results',
  resultList: (night: string) => `Result list ${night}`,
  tableList: (night: string, series: number, table: number) =>
    `${night} · Series ${series} · Table ${table}`,
  backToNight: 'Back to the night',
  season: 'Season',
  seasonTable: (year: string) => `Season ranking ${year}`,
  /** The director's panel of the tables' confirmations (listConfirm). */
  confirmations: 'Lists confirmed',
  confirmTable: (series: number, table: number) => `Series ${series} · Table ${table}`,
  waitingFor: (names: string) => `Waiting for ${names}`,
  confirmedBy: (names: string) => `Confirmed by ${names}`,
  allConfirmed: 'Every player confirmed this list.',
  withdrawn: (names: string) =>
    `The list changed after it was confirmed: ${names} must confirm again`,
  prizesWaiting: (lists: number) =>
    lists === 1
      ? 'Prizes: 1 list is not confirmed yet.'
      : `Prizes: ${lists} lists are not confirmed yet.`,
  prizesConfirmed: 'Prizes: every list is confirmed, they can be paid.',
  /** The director's PINs (PinsPanel) and a table phone's confirm screen (ListConfirm). */
  pinsHeading: 'PINs for confirming the lists',
  showPins: 'Show PINs',
  atTable: 'Confirmations',
  pin: 'PIN',
  confirmList: 'Confirm the list',
  confirmedNow: (name: string) => `${name} confirmed the list.`,
  pinWrong: 'Not confirmed: that PIN is not this player’s: ask the director for yours.',
  withdrawnBy: (name: string, change: string) =>
    `${name}’s confirmation was withdrawn by a later change: ${change}`,
  dealVoided: (deal: number) => `Deal ${deal} voided`,
  /** The printed prize list: not payable yet, or its table. */
  notPayable: (lists: number) =>
    `Not payable yet: ${lists} lists are not confirmed and the director has not released the prizes.`,
  prizeList: (night: string) => `Prize list ${night}`,
};

export type NightWords = typeof NIGHT_EN;

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
