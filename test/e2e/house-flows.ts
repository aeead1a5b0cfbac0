// Steps through the start screen, the deal entry and the sheet for evenings under house rules
// (Ramsch, Bock and Ramsch rounds), in English or German: a deal of a reference sheet
// (../shared/vectors/house, copied into the spec) becomes the taps a scorekeeper makes.
import { expect, type Locator, type Page } from '@playwright/test';

/** A game of a reference sheet: seats are table seats, as in the vectors' SHEET format. */
export interface VectorGame {
  readonly declarer: number;
  readonly game: 'clubs' | 'spades' | 'hearts' | 'diamonds' | 'grand' | 'null';
  /** Tops "with or without" (the value is the same): entered as "with". */
  readonly matadors?: number;
  readonly hand?: boolean;
  readonly declarerPoints?: number;
  /** Null only; "none" is a won null. */
  readonly declarerTricks?: 'none' | 'some' | 'all';
  readonly kontra?: 'kontra' | 're';
  /** Never above the game value in these sheets: "not overbid", so not entered. */
  readonly bid?: number;
}

/** A Ramsch of a reference sheet: one entry per table seat, null for the dealer sitting out. */
export interface VectorRamsch {
  readonly game: 'ramsch';
  readonly points: readonly (number | null)[];
  readonly noTrick?: readonly number[];
  readonly allTricks?: number;
  readonly doublings?: number;
}

export type VectorDeal = VectorGame | VectorRamsch;

/** What a reference sheet expects: totals per seat, and per deal its Bock, round and dealer. */
export interface VectorExpect {
  readonly list: readonly number[];
  readonly seegerFabian: readonly number[];
  readonly won: readonly number[];
  readonly lost: readonly number[];
  readonly bock: readonly number[];
  readonly ramschRound: readonly boolean[];
  readonly dealer: readonly number[];
}

type Seat = 'forehand' | 'middlehand' | 'rearhand';

export const ENGLISH = {
  locale: 'en-GB',
  playerName: (seat: number) => `Player ${seat + 1} name`,
  fourPlayers: '4 players',
  presets: { nycsa: 'NYCSA', pub: 'Pub' },
  startSheet: 'Start sheet',
  nextDeal: (deal: number) => new RegExp(`^Deal ${deal} of \\d+$`),
  enterDeal: (deal: number) => `Enter deal ${deal}`,
  entry: 'Enter a deal',
  seats: { forehand: 'Forehand', middlehand: 'Middlehand', rearhand: 'Rearhand' },
  games: {
    clubs: 'Clubs (Kreuz)',
    spades: 'Spades (Pik)',
    hearts: 'Hearts (Herz)',
    diamonds: 'Diamonds (Karo)',
    grand: 'Grand',
    null: 'Null',
  },
  withTops: (count: number) => `with ${count}`,
  hand: 'Hand',
  kontra: (level: 'none' | 'kontra' | 're') =>
    `Kontra: ${{ none: 'No Kontra', kontra: 'Kontra', re: 'Re' }[level]}`,
  cardPoints: 'Card points',
  saveDeal: 'Save deal',
  won: 'Won',
  passedRamsch: 'Passed: Ramsch',
  byPoints: 'Enter card points instead',
  grandHandInstead: 'Grand hand instead',
  ramschPoints: (name: string) => new RegExp(`^Card points of ${name}(: \\d+)?$`),
  noTrick: (name: string) => `${name} took no trick (Jungfrau)`,
  allTricks: (name: string) => `${name} took every trick (Durchmarsch)`,
  doublings: (count: number) =>
    count === 0
      ? /^Schieberamsch: not pushed$/
      : new RegExp(`^Schieberamsch: pushed .*×${2 ** count}\\)$`),
  saveRamsch: 'Save Ramsch',
  list: 'The list',
  standings: 'Standings',
  total: 'Total',
  dealtBy: (name: string) => `${name} dealt`,
  bock: (doublings: number) => `Bock ×${2 ** doublings}`,
  ramschRoundMark: 'Ramsch round',
  dealer: (name: string) => `${name} deals`,
  /** The page limit held a grand hand won back (NYCSA: one round per 32-deal page). */
  grandHandHeldBack: 'Held back, one round per page of 32 deals: grand hand won',
  rounds: 'Bock and Ramsch rounds',
  dealDetails: (deal: number) => `Deal ${deal} details`,
  /** The details screen's own heading: the sheet has links that name the deal too. */
  dealHeading: (deal: number) => `Deal ${deal}`,
  editDeal: (deal: number) => `Edit deal ${deal}`,
  backToSheet: 'Back to the sheet',
  print: 'Print or share this sheet',
  printTable: /^Skat list /,
  printRows: { total: 'Total', won: 'Won', lost: 'Lost', seegerFabian: 'Seeger-Fabian' },
  downloadCsv: 'Download CSV',
  csv: { delimiter: ',', total: 'Total', won: 'Games won' },
  noSheets: 'No sheets yet.',
  exportAll: 'Export all sheets',
  restoreFromFile: 'Restore from file',
  restoreTitle: 'Restore from this file?',
  restore: 'Restore',
  restored: 'Imported 1 sheet.',
};

/** Every word the house evenings tap or read, in one language (the app's dictionaries). */
export type Words = typeof ENGLISH;

export const GERMAN: Words = {
  locale: 'de-DE',
  playerName: (seat) => `Name von Spieler ${seat + 1}`,
  fourPlayers: '4 Spieler',
  presets: { nycsa: 'New Yorker Regeln (NYCSA)', pub: 'Stammtisch' },
  startSheet: 'Liste beginnen',
  nextDeal: (deal) => new RegExp(`^Spiel ${deal} von \\d+$`),
  enterDeal: (deal) => `Spiel ${deal} eintragen`,
  entry: 'Spiel eintragen',
  seats: { forehand: 'Vorhand', middlehand: 'Mittelhand', rearhand: 'Hinterhand' },
  games: {
    clubs: 'Kreuz',
    spades: 'Pik',
    hearts: 'Herz',
    diamonds: 'Karo',
    grand: 'Grand',
    null: 'Null',
  },
  withTops: (count) => `mit ${count}`,
  hand: 'Hand',
  kontra: (level) => `Kontra: ${{ none: 'Kein Kontra', kontra: 'Kontra', re: 'Re' }[level]}`,
  cardPoints: 'Augen',
  saveDeal: 'Spiel speichern',
  won: 'Gewonnen',
  passedRamsch: 'Eingepasst: Ramsch',
  byPoints: 'Stattdessen Augen eintragen',
  grandHandInstead: 'Stattdessen Grand Hand',
  ramschPoints: (name) => new RegExp(`^Augen von ${name}(: \\d+)?$`),
  noTrick: (name) => `${name} hat keinen Stich (Jungfrau)`,
  allTricks: (name) => `${name} hat alle Stiche (Durchmarsch)`,
  doublings: (count) =>
    count === 0
      ? /^Schieberamsch: nicht geschoben$/
      : new RegExp(`^Schieberamsch: .*geschoben \\(×${2 ** count}\\)$`),
  saveRamsch: 'Ramsch speichern',
  list: 'Spielliste',
  standings: 'Stand',
  total: 'Summe',
  dealtBy: (name) => `Geber: ${name}`,
  bock: (doublings) => `Bock ×${2 ** doublings}`,
  ramschRoundMark: 'Ramschrunde',
  dealer: (name) => `${name} gibt`,
  grandHandHeldBack: 'Zurückgehalten, eine Runde je Seite von 32 Spielen: Grand Hand gewonnen',
  rounds: 'Bock- und Ramschrunden',
  dealDetails: (deal) => `Spiel ${deal} im Einzelnen`,
  dealHeading: (deal) => `Spiel ${deal}`,
  editDeal: (deal) => `Spiel ${deal} bearbeiten`,
  backToSheet: 'Zurück zur Liste',
  print: 'Liste drucken oder teilen',
  printTable: /^Skatliste /,
  printRows: {
    total: 'Summe',
    won: 'Gewonnen',
    lost: 'Verloren',
    seegerFabian: 'Seeger-Fabian',
  },
  downloadCsv: 'CSV herunterladen',
  csv: { delimiter: ';', total: 'Summe', won: 'Gewonnene Spiele' },
  noSheets: 'Noch keine Listen.',
  exportAll: 'Alle Listen sichern',
  restoreFromFile: 'Aus Datei wiederherstellen',
  restoreTitle: 'Aus dieser Datei wiederherstellen?',
  restore: 'Wiederherstellen',
  restored: '1 Liste wiederhergestellt.',
};

/** A table's players, named in seating order. */
export type Names = readonly string[];

const entryRegion = (page: Page, words: Words) => page.getByRole('region', { name: words.entry });

async function tap(page: Page, words: Words, ...names: readonly (string | RegExp)[]) {
  const region = entryRegion(page, words);
  for (const name of names) {
    await region
      .getByRole('button', typeof name === 'string' ? { name, exact: true } : { name })
      .click();
  }
}

async function typeDigits(page: Page, words: Words, value: number) {
  await tap(page, words, ...String(value).split(''));
}

/**
 * Starts a sheet through the start screen with a preset's rules, the first player dealing.
 * Players are chosen first: the preset fills the rules, not the table's size.
 */
export async function startSheetWithPreset(
  page: Page,
  words: Words,
  preset: 'nycsa' | 'pub',
  names: Names,
): Promise<void> {
  await page.goto('/#/new');
  if (names.length === 4) await page.getByRole('radio', { name: words.fourPlayers }).check();
  for (const [seat, name] of names.entries()) {
    await page.getByLabel(words.playerName(seat), { exact: true }).fill(name);
  }
  await page.getByRole('radio', { name: words.presets[preset], exact: true }).check();
  await page.getByRole('button', { name: words.startSheet }).click();
  await expect(page.getByRole('region', { name: words.nextDeal(1) })).toBeVisible();
}

/**
 * From the sheet into the entry of the next deal. The one place that knows how the sheet's
 * "next deal" panel leads there, so a new panel (a button per declarer) changes only this.
 */
export async function openNextDeal(page: Page, words: Words, deal: number): Promise<void> {
  await page.getByRole('link', { name: words.enterDeal(deal), exact: true }).click();
  await expect(entryRegion(page, words)).toBeVisible();
}

/** Back on the sheet after a save: the next deal is offered. */
async function untilSaved(page: Page, words: Words, deal: number) {
  await expect(page.getByRole('region', { name: words.nextDeal(deal + 1) })).toBeVisible();
}

/** The seat a table seat has in a deal dealt by `dealer` (at 4 the dealer sits out). */
function seatOf(seat: number, dealer: number, players: number): Seat {
  const order: Seat[] = ['forehand', 'middlehand', 'rearhand'];
  const place = (seat - dealer - 1 + players) % players;
  const found = order[place];
  if (found === undefined) throw new Error(`seat ${seat} sits out when ${dealer} deals`);
  return found;
}

/**
 * The taps of a game once the entry is open: declarer, game, tops, Hand, Kontra, result. After
 * "Grand hand instead" the game is chosen already: the declarer leads on to the tops.
 */
async function tapGame(
  page: Page,
  words: Words,
  names: Names,
  dealer: number,
  game: VectorGame,
  grandChosen: boolean,
) {
  const name = names[game.declarer] ?? '';
  const seat = words.seats[seatOf(game.declarer, dealer, names.length)];
  await tap(page, words, `${name}, ${seat}`);
  if (!grandChosen) await tap(page, words, words.games[game.game]);
  if (game.game !== 'null') await tap(page, words, words.withTops(game.matadors ?? 1));
  if (game.hand) await tap(page, words, words.hand);
  // The Kontra button steps No Kontra → Kontra → Re.
  if (game.kontra) await tap(page, words, words.kontra('none'));
  if (game.kontra === 're') await tap(page, words, words.kontra('kontra'));
  if (game.game === 'null') {
    if (game.declarerTricks !== 'none') throw new Error('only a won null is entered here');
    await tap(page, words, words.won);
    return;
  }
  if (game.declarerPoints === undefined) throw new Error('games are entered with card points');
  await tap(page, words, words.cardPoints);
  await typeDigits(page, words, game.declarerPoints);
  await tap(page, words, words.saveDeal);
}

/**
 * A suit, grand or null game of a reference sheet through the entry; `dealer` from the vector's
 * expect (who sits where follows from it). In a Ramsch round, `instead` taps "Grand hand instead".
 */
export async function enterGame(
  page: Page,
  words: Words,
  names: Names,
  deal: { readonly number: number; readonly dealer: number; readonly game: VectorGame },
  options: { readonly instead?: boolean } = {},
): Promise<void> {
  await openNextDeal(page, words, deal.number);
  const instead = options.instead ?? false;
  if (instead) await tap(page, words, words.grandHandInstead);
  await tapGame(page, words, names, deal.dealer, deal.game, instead);
  await untilSaved(page, words, deal.number);
}

/** The Ramsch step's taps: two players' card points (the third the rest), marks, doublings. */
async function tapRamsch(page: Page, words: Words, names: Names, ramsch: VectorRamsch) {
  // A flat-scoring sheet (NYCSA) opens the Ramsch by its outcome (who lost, who won); the
  // reference sheets give card points, so the table here enters those instead.
  const region = entryRegion(page, words);
  await region.getByRole('button', { name: words.saveRamsch, exact: true }).waitFor();
  const byPoints = region.getByRole('button', { name: words.byPoints, exact: true });
  if ((await byPoints.count()) > 0) await byPoints.click();
  const typed = ramsch.points
    .flatMap((points, seat) => (points === null ? [] : [seat]))
    .slice(0, 2);
  for (const seat of typed) {
    await tap(page, words, words.ramschPoints(names[seat] ?? ''));
    await typeDigits(page, words, ramsch.points[seat] ?? 0);
  }
  if (ramsch.allTricks !== undefined) {
    // Every trick to one marks the other two as without a trick at once.
    await tap(page, words, words.allTricks(names[ramsch.allTricks] ?? ''));
  } else {
    for (const seat of ramsch.noTrick ?? [])
      await tap(page, words, words.noTrick(names[seat] ?? ''));
  }
  if (ramsch.doublings) await tap(page, words, words.doublings(ramsch.doublings));
  await tap(page, words, words.saveRamsch);
}

/**
 * A Ramsch through the entry: after a passed deal ("Passed: Ramsch"), or in a Ramsch round,
 * where the entry opens at the Ramsch.
 */
export async function enterRamsch(
  page: Page,
  words: Words,
  names: Names,
  deal: { readonly number: number; readonly ramsch: VectorRamsch; readonly inRound: boolean },
): Promise<void> {
  await openNextDeal(page, words, deal.number);
  if (!deal.inRound) await tap(page, words, words.passedRamsch);
  await tapRamsch(page, words, names, deal.ramsch);
  await untilSaved(page, words, deal.number);
}

/** Deals of a reference sheet in order, as the table would enter them. */
export async function enterDeals(
  page: Page,
  words: Words,
  names: Names,
  deals: readonly VectorDeal[],
  expected: VectorExpect,
  /** How many deals of the sheet are in already: `deals` continue from there. */
  from = 0,
): Promise<void> {
  for (const [offset, deal] of deals.entries()) {
    const index = from + offset;
    const number = index + 1;
    const dealer = expected.dealer[index] ?? 0;
    const inRound = expected.ramschRound[index] ?? false;
    if (deal.game === 'ramsch')
      await enterRamsch(page, words, names, { number, ramsch: deal, inRound });
    else await enterGame(page, words, names, { number, dealer, game: deal }, { instead: inRound });
  }
}

/** A shown number as a number: typographic minus, German thousands dots, an explicit plus. */
export function shownNumber(text: string): number {
  return Number(text.replace('−', '-').replace(/[.+\s]/g, ''));
}

/** The cells of a table's rows, whitespace collapsed; one array per row. */
export function rowsOf(table: Locator): Promise<string[][]> {
  return table
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll('th, td')].map((cell) =>
          (cell as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
        ),
      ),
    );
}

/** What the sheet shows per seat: list total, Seeger-Fabian (when the list is one), won, lost. */
export interface ShownTotals {
  readonly list: number[];
  readonly seegerFabian: number[] | null;
  readonly won: number[];
  readonly lost: number[];
  /** The list's total row, seat by seat. */
  readonly listTotalRow: number[];
}

/**
 * Reads the totals off the sheet screen: the standings (ranked, so found by name) and the list's
 * total row. Columns: rank, player, [SF,] points, won / lost.
 */
export async function readTotals(page: Page, words: Words, names: Names): Promise<ShownTotals> {
  const standings = await rowsOf(
    page.getByRole('region', { name: words.standings }).getByRole('table'),
  );
  const bySeat = names.map((name) => {
    // Not there yet (the sheet still loading): no numbers, so a poll reads again.
    return standings.slice(1).find((cells) => cells[1] === name) ?? [];
  });
  const withSf = (standings[0]?.length ?? 0) === 5;
  const wonLost = (row: string[]) => (row.at(-1) ?? '').split('/').map(shownNumber);
  const listRows = await rowsOf(page.getByRole('region', { name: words.list }).getByRole('table'));
  const last = listRows.at(-1) ?? [];
  const totalRow = last[0] === words.total ? last : [];
  return {
    list: bySeat.map((row) => shownNumber(row.at(-2) ?? '')),
    seegerFabian: withSf ? bySeat.map((row) => shownNumber(row[2] ?? '')) : null,
    won: bySeat.map((row) => wonLost(row)[0] ?? NaN),
    lost: bySeat.map((row) => wonLost(row)[1] ?? NaN),
    listTotalRow: totalRow.slice(1).map(shownNumber),
  };
}

/** The row of deal `n` in the running list. */
export function dealRow(page: Page, words: Words, deal: number): Locator {
  return page
    .getByRole('region', { name: words.list })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: words.dealDetails(deal) }) });
}

/**
 * Opens a deal's details from the sheet and waits for the details screen's own heading. The sheet
 * stays until the app has handled the new address, and names the deal too; after it, the details
 * show nothing until their data is read. A check in between sees the wrong screen or none.
 */
export async function openDealDetails(page: Page, words: Words, deal: number): Promise<void> {
  await page.getByRole('link', { name: words.dealDetails(deal) }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: words.dealHeading(deal), exact: true }),
  ).toBeVisible();
}
