import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '../support/test';
import { scaled } from '../support/cpu-throttle';
import { ENGLISH as HOUSE_ENGLISH, GERMAN as HOUSE_GERMAN, rowsOf } from './house-flows';

/**
 * A five-player evening in the built app on a phone, in English and in German: a sheet of 5 is
 * started through the new-sheet form (which says a sixth has no seat), 10 deals are entered through
 * the deal entry, and after each one the dealer, who sits out and the running totals are held
 * against the table below. Then the final standings with Seeger-Fabian, the printed list and the
 * CSV, a player's statistics and
 * the settle-up.
 *
 * Every figure here is worked out by hand from docs/five-at-the-table.md (the house rule: no rule
 * in ../shared/rules covers five) and the rules reference, never by the app's code:
 * - seats Anna 0, Ben 1, Cem 2, Dora 3, Emil 4, clockwise; Anna deals first and the deal passes
 *   to the left, so deal n is dealt by seat (n − 1) mod 5;
 * - the dealer and the third player on his left sit out; Forehand is the dealer's left neighbour,
 *   Middlehand the next, Rearhand the dealer's right neighbour;
 * - Seeger-Fabian at 5: won + value + 50; lost − 2 × value − 50 and +24 to each of the other four.
 */

test.use({ viewport: { width: 360, height: 640 }, serviceWorkers: 'block' });

const PLAYERS = ['Anna', 'Ben', 'Cem', 'Dora', 'Emil'] as const;
type Name = (typeof PLAYERS)[number];
type Hand = 'forehand' | 'middlehand' | 'rearhand';
type Game = 'clubs' | 'spades' | 'hearts' | 'diamonds' | 'grand' | 'null' | 'passed';

interface Deal {
  readonly dealer: Name;
  readonly alsoOut: Name;
  /** The three who play, Forehand, Middlehand, Rearhand. */
  readonly playing: readonly [Name, Name, Name];
  readonly declarer?: { readonly name: Name; readonly hand: Hand };
  readonly game: Game;
  readonly tops?: 'with 1' | 'with 2' | 'without 1';
  readonly won?: boolean;
  /** The list's running totals after the deal, seats 0 to 4. */
  readonly totals: readonly [number, number, number, number, number];
}

const HANDS: readonly Hand[] = ['forehand', 'middlehand', 'rearhand'];
const GAMES: readonly Game[] = ['clubs', 'spades', 'hearts', 'diamonds', 'grand', 'null'];
const TOPS: readonly NonNullable<Deal['tops']>[] = ['with 1', 'with 2', 'without 1'];

/** The word as one of the list's, or a thrown error: a typo in the table must not pass. */
function oneOf<T extends string>(list: readonly T[], word: string | undefined): T {
  const found = list.find((item) => item === word);
  if (found === undefined) throw new Error(`not one of ${list.join(', ')}: ${word}`);
  return found;
}

/**
 * A deal from one row of the table below: the dealer, who else sits out, the three who play
 * (Forehand first), the game ("Ben clubs with 1 won" or "passed") and the totals after it.
 */
function deal(
  dealer: Name,
  alsoOut: Name,
  players: string,
  game: string,
  totals: Deal['totals'],
): Deal {
  const [forehand, middlehand, rearhand] = players.split(' ');
  const playing = [forehand, middlehand, rearhand].map((word) => oneOf(PLAYERS, word));
  const seated = [playing[0] ?? dealer, playing[1] ?? dealer, playing[2] ?? dealer] as const;
  if (game === 'passed') return { dealer, alsoOut, playing: seated, game, totals };
  const [who, kind, ...rest] = game.split(' ');
  const name = oneOf(PLAYERS, who);
  const won = oneOf(['won', 'lost'], rest.pop()) === 'won';
  const declarer = { name, hand: oneOf(HANDS, HANDS[seated.indexOf(name)]) };
  const tops = rest.length ? { tops: oneOf(TOPS, rest.join(' ')) } : {};
  return {
    dealer,
    alsoOut,
    playing: seated,
    declarer,
    game: oneOf(GAMES, kind),
    ...tops,
    won,
    totals,
  };
}

// Deal by deal, worked by hand:
//  1 Anna deals, Dora out: Ben (FH) clubs with 1 won: (1 + 1) × 12 = +24.
//  2 Ben deals, Emil out: Anna (RH) grand with 1 lost: (1 + 1) × 24 = 48, lost −96.
//  3 Cem deals, Anna out: Dora (FH) hearts with 2 won: (2 + 1) × 10 = +30.
//  4 Dora deals, Ben out: Emil (FH) null won: +23.
//  5 Emil deals, Cem out: passed.
//  6 Anna deals, Dora out: Cem (MH) spades with 1 lost: (1 + 1) × 11 = 22, lost −44.
//  7 Ben deals, Emil out: Anna (RH) diamonds with 2 won: (2 + 1) × 9 = +27.
//  8 Cem deals, Anna out: Ben (RH) grand with 2 won: (2 + 1) × 24 = +72.
//  9 Dora deals, Ben out: Cem (RH) clubs without 1 lost: (1 + 1) × 12 = 24, lost −48.
// 10 Emil deals, Cem out: Dora (RH) spades with 1 won: (1 + 1) × 11 = +22.
const DEALS: readonly Deal[] = [
  deal('Anna', 'Dora', 'Ben Cem Emil', 'Ben clubs with 1 won', [0, 24, 0, 0, 0]),
  deal('Ben', 'Emil', 'Cem Dora Anna', 'Anna grand with 1 lost', [-96, 24, 0, 0, 0]),
  deal('Cem', 'Anna', 'Dora Emil Ben', 'Dora hearts with 2 won', [-96, 24, 0, 30, 0]),
  deal('Dora', 'Ben', 'Emil Anna Cem', 'Emil null won', [-96, 24, 0, 30, 23]),
  deal('Emil', 'Cem', 'Anna Ben Dora', 'passed', [-96, 24, 0, 30, 23]),
  deal('Anna', 'Dora', 'Ben Cem Emil', 'Cem spades with 1 lost', [-96, 24, -44, 30, 23]),
  deal('Ben', 'Emil', 'Cem Dora Anna', 'Anna diamonds with 2 won', [-69, 24, -44, 30, 23]),
  deal('Cem', 'Anna', 'Dora Emil Ben', 'Ben grand with 2 won', [-69, 96, -44, 30, 23]),
  deal('Dora', 'Ben', 'Emil Anna Cem', 'Cem clubs without 1 lost', [-69, 96, -92, 30, 23]),
  deal('Emil', 'Cem', 'Anna Ben Dora', 'Dora spades with 1 won', [-69, 96, -92, 52, 23]),
];

// Seeger-Fabian after 10 deals: list + 50 × won − 50 × lost + 24 × games the others lost.
// Lost games: Anna (2), Cem (6 and 9), three in all.
//   Ben:  96 + 2 × 50 + 3 × 24 = 268 (won 2, lost 0)
//   Dora: 52 + 2 × 50 + 3 × 24 = 224 (won 2, lost 0)
//   Emil: 23 + 1 × 50 + 3 × 24 = 145 (won 1, lost 0)
//   Anna: −69 + 50 − 50 + 2 × 24 = −21 (won 1, lost 1)
//   Cem:  −92 − 2 × 50 + 1 × 24 = −168 (won 0, lost 2)
const STANDINGS = [
  // place, player, Seeger-Fabian, list, won / lost
  ['1', 'Ben', '268', '96', '2 / 0'],
  ['2', 'Dora', '224', '52', '2 / 0'],
  ['3', 'Emil', '145', '23', '1 / 0'],
  ['4', 'Anna', '−21', '−69', '1 / 1'],
  ['5', 'Cem', '−168', '−92', '0 / 2'],
] as const;

// Settle-up on Seeger-Fabian at 1 cent a point: each balance is (5 × own − sum) cents, the sum
// 268 + 224 + 145 − 21 − 168 = 448. Ben 1340 − 448 = +892, Dora 1120 − 448 = +672,
// Emil 725 − 448 = +277, Anna −105 − 448 = −553, Cem −840 − 448 = −1288 (they add up to 0).
const BALANCES: Readonly<Record<Name, number>> = {
  Ben: 892,
  Dora: 672,
  Emil: 277,
  Anna: -553,
  Cem: -1288,
};

// The printed list and the CSV, seats Anna, Ben, Cem, Dora, Emil: the list totals above, the
// Seeger-Fabian totals, places 4 1 5 2 3; games won 1 2 0 2 1, lost 1 0 2 0 0.
const PRINT = {
  totals: /^(Total|Summe)\s*−69\s*96\s*−92\s*52\s*23$/,
  seegerFabian: /^Seeger-Fabian\s*−21\s*268\s*−168\s*224\s*145$/,
  place: /^(Place|Platz)\s*4\s*1\s*5\s*2\s*3$/,
};
const CSV_TOTALS = ['-21', '268', '-168', '224', '145'];

// Anna's statistics: she played deals 2, 4, 5, 7, 9 and 10 (she sat out 1, 3, 6 and 8).
const ANNA = { deals: 6, list: '-69', seegerFabian: '-21' };

interface Words {
  readonly locale: string;
  readonly newSheet: string;
  readonly fivePlayers: string;
  readonly playerName: (seat: number) => string;
  readonly tableFull: string;
  readonly anyDeals: string;
  readonly start: string;
  readonly nextDeal: (n: number) => string;
  readonly fiveSitOut: (dealer: string, other: string) => string;
  readonly dealtBySatOut: (dealer: string, other: string) => string;
  readonly enterDeal: (n: number) => string;
  readonly entry: string;
  readonly hands: Readonly<Record<Hand, string>>;
  readonly games: Readonly<Record<Exclude<Game, 'passed'>, string>>;
  readonly tops: Readonly<Record<NonNullable<Deal['tops']>, string>>;
  readonly won: string;
  readonly lost: string;
  readonly passed: string;
  readonly savePassed: string;
  readonly list: string;
  readonly total: string;
  readonly finalStandings: string;
  readonly settleUp: string;
  readonly stakeOn: string;
  readonly stakeCents: string;
  readonly saveStake: string;
  readonly transfers: string;
  readonly pays: RegExp;
  readonly print: string;
  readonly printCaption: RegExp;
  readonly othersLost24: string;
  readonly downloadCsv: string;
  /** The CSV's delimiter and the words of its header and its last three lines. */
  readonly csv: readonly [string, string, string, string, string];
  readonly players: string;
  readonly playerTitle: (name: string) => string;
  readonly figures: string;
  readonly dealsPlayed: string;
  readonly listPoints: string;
  readonly seegerFabianPoints: string;
}

const ENGLISH: Words = {
  locale: 'en-US',
  newSheet: 'New sheet',
  fivePlayers: '5 players',
  playerName: (seat) => `Player ${seat + 1} name`,
  tableFull: 'A table seats at most 5 players: for a sixth, start a second sheet.',
  anyDeals: 'Any number of deals',
  start: 'Start sheet',
  nextDeal: (n) => `Deal ${n} of 10`,
  fiveSitOut: (dealer, other) => `${dealer} deals and sits out · ${other} sits out too`,
  dealtBySatOut: (dealer, other) => `${dealer} dealt · ${other} sat out`,
  enterDeal: (n) => `Enter deal ${n}`,
  entry: 'Enter a deal',
  hands: HOUSE_ENGLISH.seats,
  games: HOUSE_ENGLISH.games,
  tops: { 'with 1': 'with 1', 'with 2': 'with 2', 'without 1': 'without 1' },
  won: 'Won',
  lost: 'Lost',
  passed: 'Passed',
  savePassed: 'Save passed deal',
  list: 'The list',
  total: 'Total',
  finalStandings: 'Final standings',
  settleUp: 'Settle up',
  stakeOn: 'Play for a stake',
  stakeCents: 'Cents per point',
  saveStake: 'Save stake',
  transfers: 'Who pays whom',
  pays: /^(\S+) pays (\S+) \$?€?\s?([\d.,]+)\s?€?$/,
  print: 'Print or share this sheet',
  printCaption: /^Skat list /,
  othersLost24: 'Others’ lost games × 24',
  downloadCsv: 'Download CSV',
  csv: [',', 'Deal,Dealer,Declarer,Game,Value', 'Total', 'Games won', 'Games lost'],
  players: 'Players',
  playerTitle: (name) => `Statistics: ${name}`,
  figures: 'Figures',
  dealsPlayed: 'Deals played',
  listPoints: 'List points',
  seegerFabianPoints: 'Seeger-Fabian points',
};

const GERMAN: Words = {
  locale: 'de-DE',
  newSheet: 'Neue Liste',
  fivePlayers: '5 Spieler',
  playerName: (seat) => `Name von Spieler ${seat + 1}`,
  tableFull:
    'An einem Tisch sitzen höchstens 5 Spieler: für einen sechsten eine zweite Liste beginnen.',
  anyDeals: 'Beliebige Anzahl Spiele',
  start: 'Liste beginnen',
  nextDeal: (n) => `Spiel ${n} von 10`,
  fiveSitOut: (dealer, other) => `${dealer} gibt und setzt aus · ${other} setzt auch aus`,
  dealtBySatOut: (dealer, other) => `Geber: ${dealer} · ${other} setzte aus`,
  enterDeal: (n) => `Spiel ${n} eintragen`,
  entry: 'Spiel eintragen',
  hands: HOUSE_GERMAN.seats,
  games: HOUSE_GERMAN.games,
  tops: { 'with 1': 'mit 1', 'with 2': 'mit 2', 'without 1': 'ohne 1' },
  won: 'Gewonnen',
  lost: 'Verloren',
  passed: 'Eingepasst',
  savePassed: 'Eingepasst speichern',
  list: 'Spielliste',
  total: 'Summe',
  finalStandings: 'Endstand',
  settleUp: 'Abrechnung',
  stakeOn: 'Um Geld spielen',
  stakeCents: 'Cent pro Punkt',
  saveStake: 'Einsatz speichern',
  transfers: 'Wer zahlt wem',
  pays: /^(\S+) zahlt (\S+) ([\d.,]+)\s?€$/,
  print: 'Liste drucken oder teilen',
  printCaption: /^Skatliste /,
  othersLost24: 'Verlorene Spiele der Mitspieler × 24',
  downloadCsv: 'CSV herunterladen',
  csv: [';', 'Nr.;Geber;Alleinspieler;Spiel;Wert', 'Summe', 'Gewonnene Spiele', 'Verlorene Spiele'],
  players: 'Spieler',
  playerTitle: (name) => `Statistik: ${name}`,
  figures: 'Zahlen',
  dealsPlayed: 'Gespielte Spiele',
  listPoints: 'Punkte der Liste',
  seegerFabianPoints: 'Seeger-Fabian-Punkte',
};

/** A number as the list shows it: a typographic minus. */
const shown = (n: number) => (n < 0 ? `−${-n}` : String(n));

/** Text as read, no-break spaces as plain ones, runs of space as one. */
const plain = (text: string) =>
  text
    .replace(/\u00a0|\u202f/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

async function startFive(page: Page, w: Words) {
  await page.goto('/#/');
  await page.getByRole('link', { name: w.newSheet, exact: true }).click();
  await page.getByRole('radio', { name: w.fivePlayers }).check();
  for (const [seat, name] of PLAYERS.entries()) {
    await page.getByLabel(w.playerName(seat), { exact: true }).fill(name);
  }
  // Five seated: the form says a sixth has no seat, and keeps the five names.
  await expect(page.getByRole('note')).toHaveText(w.tableFull);
  await expect(page.getByLabel(w.playerName(5), { exact: true })).toHaveCount(0);
  for (const [seat, name] of PLAYERS.entries()) {
    await expect(page.getByLabel(w.playerName(seat), { exact: true })).toHaveValue(name);
  }
  await page.getByRole('textbox', { name: w.anyDeals }).fill('10');
  await page.getByRole('button', { name: w.start, exact: true }).click();
  await expect(page.getByRole('region', { name: w.nextDeal(1) })).toBeVisible();
}

/** The entry's buttons whose name starts with a player's name and a comma: the declarer step's. */
const declarerButtons = (page: Page, w: Words, name: Name) =>
  page
    .getByRole('region', { name: w.entry })
    .getByRole('button', { name: new RegExp(`^${name}, `) });

async function tap(page: Page, w: Words, ...names: readonly string[]) {
  const entry = page.getByRole('region', { name: w.entry });
  for (const name of names) await entry.getByRole('button', { name, exact: true }).click();
}

/** The declarer step offers the three who play, by seat, and nobody who sits out. */
async function expectDeclarerChoice(page: Page, w: Words, deal: Deal) {
  const offered = [
    `${deal.playing[0]}, ${w.hands.forehand}`,
    `${deal.playing[1]}, ${w.hands.middlehand}`,
    `${deal.playing[2]}, ${w.hands.rearhand}`,
  ];
  for (const [index, name] of deal.playing.entries()) {
    await expect(declarerButtons(page, w, name)).toHaveAccessibleName(offered[index] ?? '');
  }
  for (const out of [deal.dealer, deal.alsoOut]) {
    await expect(declarerButtons(page, w, out)).toHaveCount(0);
  }
}

async function enterDeal(page: Page, w: Words, n: number, deal: Deal) {
  const next = page.getByRole('region', { name: w.nextDeal(n) });
  await expect(next).toContainText(w.fiveSitOut(deal.dealer, deal.alsoOut));
  await page.getByRole('link', { name: w.enterDeal(n), exact: true }).click();
  await expectDeclarerChoice(page, w, deal);
  if (deal.game === 'passed') {
    await tap(page, w, w.passed, w.savePassed);
  } else {
    const declarer = deal.declarer;
    if (!declarer) throw new Error(`deal ${n} has no declarer`);
    await tap(page, w, `${declarer.name}, ${w.hands[declarer.hand]}`, w.games[deal.game]);
    if (deal.tops) await tap(page, w, w.tops[deal.tops]);
    await tap(page, w, deal.won ? w.won : w.lost);
  }
  if (n < DEALS.length) {
    await expect(page.getByRole('link', { name: w.enterDeal(n + 1), exact: true })).toBeVisible();
  }
}

/** The list after deal n: its row names who dealt and who sat out; the totals row is the table's. */
async function expectList(page: Page, w: Words, n: number, deal: Deal) {
  const list = page.getByRole('region', { name: w.list });
  await expect(list.getByRole('row')).toHaveCount(n + 2);
  await expect(list.getByRole('row').nth(n)).toContainText(
    w.dealtBySatOut(deal.dealer, deal.alsoOut),
  );
  await expect
    .poll(async () => (await rowsOf(list.getByRole('table'))).at(-1))
    .toEqual([w.total, ...deal.totals.map(shown)]);
}

/** The print view's totals, Seeger-Fabian (24 for another's lost game) and places; the CSV. */
async function expectPrintAndCsv(page: Page, w: Words) {
  await page.getByRole('link', { name: w.print }).click();
  const table = page.getByRole('table', { name: w.printCaption });
  await expect(table).toBeVisible();
  for (const row of [PRINT.totals, PRINT.seegerFabian, PRINT.place])
    await expect(table.getByRole('row').filter({ hasText: row })).toHaveCount(1);
  await expect(table.getByRole('row').filter({ hasText: w.othersLost24 })).toHaveCount(1);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: w.downloadCsv }).click();
  const text = (await readFile(await (await download).path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = text.split('\r\n');
  const [d, header, total, won, lost] = w.csv;
  // A label, then the empty dealer, declarer, game and value cells.
  const lead = (label: string) => [label, '', '', '', ''];
  expect(lines[0]).toBe([header, ...PLAYERS].join(d));
  expect(lines).toHaveLength(1 + DEALS.length + 3 + 1);
  expect(lines.slice(-4)).toEqual([
    [...lead(total), ...CSV_TOTALS].join(d),
    [...lead(won), '1', '2', '0', '2', '1'].join(d),
    [...lead(lost), '1', '0', '2', '0', '0'].join(d),
    '',
  ]);
  await page.goBack();
}

async function expectStatistics(page: Page, w: Words) {
  await page.goto('/#/players');
  await page.getByRole('link', { name: 'Anna', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: w.playerTitle('Anna') })).toBeVisible();
  const figures = page.getByRole('table', { name: w.figures });
  for (const [label, value] of [
    [w.dealsPlayed, String(ANNA.deals)],
    [w.listPoints, ANNA.list],
    [w.seegerFabianPoints, ANNA.seegerFabian],
  ] as const) {
    await expect(
      figures.getByRole('row', { name: `${label} ${value}`, exact: true }),
    ).toBeVisible();
  }
}

/** Each player's net in cents from the transfers shown: paid out negative, received positive. */
async function netOfTransfers(page: Page, w: Words): Promise<Record<string, number>> {
  const items = page.getByRole('list', { name: w.transfers }).getByRole('listitem');
  const net: Record<string, number> = {};
  for (const text of (await items.allTextContents()).map(plain)) {
    const match = w.pays.exec(text);
    if (!match) throw new Error(`not a transfer: ${text}`);
    const [, payer = '', payee = '', amount = ''] = match;
    const cents = Number(amount.replace(/[.,]/g, ''));
    net[payer] = (net[payer] ?? 0) - cents;
    net[payee] = (net[payee] ?? 0) + cents;
  }
  return net;
}

for (const w of [ENGLISH, GERMAN]) {
  test.describe(`five at the table (${w.locale})`, () => {
    test.use({ locale: w.locale });

    test('a five-player evening of 10 deals: rotation, totals, standings, print, CSV, statistics, settle-up', async ({
      page,
    }) => {
      test.setTimeout(scaled(180_000));
      await startFive(page, w);
      for (const [index, deal] of DEALS.entries()) {
        await enterDeal(page, w, index + 1, deal);
        await expectList(page, w, index + 1, deal);
      }

      const standings = page.getByRole('region', { name: w.finalStandings });
      await expect
        .poll(async () => (await rowsOf(standings.getByRole('table'))).slice(1))
        .toEqual(STANDINGS.map((row) => [...row]));

      await expectPrintAndCsv(page, w);
      await expect(standings).toBeVisible();
      await page.getByRole('link', { name: w.settleUp, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.settleUp })).toBeVisible();
      await page.getByRole('checkbox', { name: w.stakeOn }).check();
      await page.getByRole('textbox', { name: w.stakeCents }).fill('1');
      await page.getByRole('button', { name: w.saveStake }).click();
      // At most four transfers settle five players; each one's net is the hand-worked balance.
      const items = page.getByRole('list', { name: w.transfers }).getByRole('listitem');
      await expect(items.first()).toBeVisible();
      expect(await items.count()).toBeLessThanOrEqual(4);
      expect(await netOfTransfers(page, w)).toEqual(BALANCES);

      await expectStatistics(page, w);
    });
  });
}
