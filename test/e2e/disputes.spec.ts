import { expect, inEachLanguage, test, type Page } from '../support/test';
import { typePlayerNames } from '../support/e2e-flows';

/**
 * Disputes settled at the table, in the built app on a 360 × 640 phone, in English and German:
 * the tops counted by tapping cards in the entry, the game handed to the calculator and back
 * with nothing lost, the calculator's "what could I bid?" and "what does Null ouvert lose at 59?",
 * a rule opened from a deal's explanation, highlighted, and a total explained.
 *
 * Every number by hand from ../shared/rules/skat-scoring.md, never from the app's code:
 * - Deal 1, Anna deals: Bob (Forehand) plays Spades and holds ♣J ♠J ♥J, not ♦J: with 3 (2.4);
 *   with 3, game 4 × 11 = 44, won.
 * - Deal 2, Bob deals: Carl (Forehand) loses Null: 23 × 2 = −46.
 * - Seeger-Fabian at a table of 3 (the default tournament rules): Bob 44 + 50 (won) + 40 (Carl
 *   lost) = 134.
 * - Grand with 2 hand: with 2, game 3, hand 4 × 24 = 96; it covers every bid up to 96.
 * - Null ouvert is 46 < 59: a null game below its bid may not be played (skat-scoring.md, "Won or
 *   lost"), so the app refuses it and names Null ouvert hand (59), the variant that reaches it.
 */

test.use({ viewport: { width: 360, height: 640 }, serviceWorkers: 'block' });

/** Bids up to 96 (skat-scoring.md, Bids 3.3). */
const BIDS_TO_96 = [
  '18',
  '20',
  '22',
  '23',
  '24',
  '27',
  '30',
  '33',
  '35',
  '36',
  '40',
  '44',
  '45',
  '46',
  '48',
  '50',
  '54',
  '55',
  '59',
  '60',
  '63',
  '66',
  '70',
  '72',
  '77',
  '80',
  '81',
  '84',
  '88',
  '90',
  '96',
];

interface Words {
  readonly locale: string;
  readonly names: (seat: number) => string;
  readonly start: string;
  readonly entry: string;
  readonly enterDeal: (n: number) => string;
  readonly bob: string;
  readonly carl: string;
  readonly spades: string;
  readonly countTops: string;
  readonly jacks: readonly string[];
  readonly run: string;
  readonly use: string;
  readonly topsChip: string;
  readonly value44: string;
  readonly openInCalculator: string;
  readonly calculator: string;
  readonly hand: string;
  readonly value55: string;
  readonly backToDeal: string;
  readonly won: string;
  readonly lost: string;
  readonly dealDetails: string;
  /** The details screen's own heading (the sheet names the deal in its links too). */
  readonly dealHeading: string;
  readonly openRule: string;
  readonly ruleRegion: string;
  readonly backToSheet: string;
  readonly explainBob: string;
  readonly bobDialog: string;
  readonly sumTerms: readonly string[];
  readonly game: string;
  readonly tops: string;
  readonly value96: string;
  readonly highestBid: string;
  readonly bidsList: string;
  readonly bid: string;
  readonly nullRefused: string;
}

const ENGLISH: Words = {
  locale: 'en-GB',
  names: (seat) => `Player ${seat + 1} name`,
  start: 'Start sheet',
  entry: 'Enter a deal',
  enterDeal: (n) => `Enter deal ${n}`,
  bob: 'Bob, Forehand',
  carl: 'Carl, Forehand',
  spades: 'Spades (Pik)',
  countTops: 'Count the tops from the cards',
  jacks: ['Jack of Clubs', 'Jack of Spades', 'Jack of Hearts'],
  run: 'With 3: ♣J ♠J ♥J held from the top; the run breaks at ♦J, which is missing.',
  use: 'Use “with 3”',
  topsChip: 'Change the tops: with 3',
  value44: 'with 3, game 4 × 11 = 44',
  openInCalculator: 'Open in calculator',
  calculator: 'Calculator',
  hand: 'Hand',
  value55: 'with 3, game 4, hand 5 × 11 = 55',
  backToDeal: 'Back to the deal',
  won: 'Won',
  lost: 'Lost',
  dealDetails: 'Deal 1 details',
  dealHeading: 'Deal 1',
  openRule: 'Open the rule ISkO 5.2',
  ruleRegion: 'ISkO 5.2 Levels',
  backToSheet: 'Back to the sheet',
  explainBob: 'Bob’s total 134, explain',
  bobDialog: 'Bob’s total: 134',
  sumTerms: [
    'Entries on the list (1 deal)',
    'Games won: 1 × +50',
    'Games lost: 0 × −50',
    'Games the others lost: 1 × +40',
    'Total, as on the sheet',
  ],
  game: 'Game',
  tops: 'Number of tops',
  value96: 'with 2, game 3, hand 4 × 24 = 96',
  highestBid: 'Highest bid it covers: 96',
  bidsList: 'Bids it covers',
  bid: 'Bid',
  nullRefused:
    'Null ouvert is worth 46, below the bid of 59; only Null ouvert hand (59) would reach it.',
};

const GERMAN: Words = {
  locale: 'de-DE',
  names: (seat) => `Name von Spieler ${seat + 1}`,
  start: 'Liste beginnen',
  entry: 'Spiel eintragen',
  enterDeal: (n) => `Spiel ${n} eintragen`,
  bob: 'Bob, Vorhand',
  carl: 'Carl, Vorhand',
  spades: 'Pik',
  countTops: 'Spitzen aus den Karten zählen',
  jacks: ['Kreuz-Bube', 'Pik-Bube', 'Herz-Bube'],
  run: 'Mit 3',
  use: '„mit 3“ übernehmen',
  topsChip: 'Spitzen ändern: mit 3',
  value44: 'mit 3, Spiel 4 × 11 = 44',
  openInCalculator: 'Im Rechner öffnen',
  calculator: 'Rechner',
  hand: 'Hand',
  value55: 'mit 3, Spiel 4, Hand 5 × 11 = 55',
  backToDeal: 'Zurück zum Spiel',
  won: 'Gewonnen',
  lost: 'Verloren',
  dealDetails: 'Spiel 1 im Einzelnen',
  dealHeading: 'Spiel 1',
  openRule: 'Regel ISkO 5.2 öffnen',
  ruleRegion: 'ISkO 5.2 Gewinnstufen',
  backToSheet: 'Zurück zur Liste',
  explainBob: 'Stand von Bob: 134, erklären',
  bobDialog: 'Stand von Bob: 134',
  sumTerms: [
    'Punkte auf der Liste (1 Spiel)',
    'Gewonnene Spiele: 1 × +50',
    'Verlorene Spiele: 0 × −50',
    'Verlorene Spiele der Mitspieler: 1 × +40',
    'Stand, wie auf der Liste',
  ],
  game: 'Spiel',
  tops: 'Anzahl Spitzen',
  value96: 'mit 2, Spiel 3, Hand 4 × 24 = 96',
  highestBid: 'Höchster Reizwert: 96',
  bidsList: 'Reizwerte bis dahin',
  bid: 'Reizwert',
  nullRefused: 'Null ouvert ist 46 wert, weniger als gereizt (59)',
};

const entryButton = (page: Page, w: Words, name: string) =>
  page.getByRole('region', { name: w.entry }).getByRole('button', { name, exact: true });

async function startSheet(page: Page, w: Words): Promise<void> {
  await page.goto('/#/new');
  await typePlayerNames(page, w.names, ['Anna', 'Bob', 'Carl']);
  await page.getByRole('button', { name: w.start }).click();
  await expect(page.getByRole('link', { name: w.enterDeal(1) })).toBeVisible();
}

/** Deal 1: the tops settled by the cards, handed to the calculator ("what if hand?") and back. */
async function topsFromTheCards(page: Page, w: Words): Promise<void> {
  await page.getByRole('link', { name: w.enterDeal(1) }).click();
  await entryButton(page, w, w.bob).click();
  await entryButton(page, w, w.spades).click();
  await entryButton(page, w, w.countTops).click();
  for (const jack of w.jacks) await page.getByRole('button', { name: jack, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: w.run })).toBeVisible();
  await page.getByRole('button', { name: w.use }).click();
  await expect(entryButton(page, w, w.topsChip)).toBeVisible();
  const entry = page.getByRole('region', { name: w.entry });
  await expect(entry).toContainText(w.value44);

  await page.getByRole('link', { name: w.openInCalculator }).click();
  await expect(page.getByRole('heading', { level: 1, name: w.calculator })).toBeVisible();
  await expect(page.getByTestId('calculator-value')).toContainText(w.value44);
  await page.getByRole('button', { name: w.hand, exact: true }).click();
  await expect(page.getByTestId('calculator-value')).toContainText(w.value55);
  await page.getByRole('link', { name: w.backToDeal }).click();
  // The entry's draft: the same step, the tops still with 3, the value still 44 (not hand).
  await expect(entryButton(page, w, w.topsChip)).toBeVisible();
  await expect(entry).toContainText(w.value44);
  await entryButton(page, w, w.won).click();
  await expect(page.getByRole('link', { name: w.enterDeal(2) })).toBeVisible();
}

async function carlLosesNull(page: Page, w: Words): Promise<void> {
  await page.getByRole('link', { name: w.enterDeal(2) }).click();
  await entryButton(page, w, w.carl).click();
  await entryButton(page, w, 'Null').click();
  await entryButton(page, w, w.lost).click();
  await expect(page.getByRole('link', { name: w.enterDeal(3) })).toBeVisible();
}

async function ruleFromTheExplanation(page: Page, w: Words): Promise<void> {
  const details = page.getByRole('heading', { level: 1, name: w.dealHeading, exact: true });
  await page.getByRole('link', { name: w.dealDetails }).click();
  await expect(details).toBeVisible();
  await page.getByRole('link', { name: w.openRule, exact: true }).first().click();
  const rule = page.getByRole('region', { name: w.ruleRegion });
  await expect(rule).toBeFocused();
  await expect(rule).toHaveAttribute('aria-current', 'true');
  await expect(rule).toBeInViewport();
  await page.goBack();
  // Back on the details before leaving them: until the app has handled the address, the rules
  // screen is still there, and its own back link leads elsewhere.
  await expect(details).toBeVisible();
  await page.getByRole('link', { name: w.backToSheet, exact: true }).click();
}

async function totalExplained(page: Page, w: Words): Promise<void> {
  await page.getByRole('button', { name: w.explainBob }).click();
  const dialog = page.getByRole('dialog', { name: w.bobDialog });
  await expect(dialog.getByRole('term')).toHaveText(w.sumTerms);
  await expect(dialog.getByRole('definition')).toHaveText(['+44', '+50', '0', '+40', '134']);
  await dialog.getByRole('button').last().click();
  await expect(dialog).toBeHidden();
}

async function calculatorAnswers(page: Page, w: Words): Promise<void> {
  await page.goto('/#/calculator');
  await page.getByRole('group', { name: w.game }).getByText('Grand', { exact: true }).click();
  await page.getByRole('group', { name: w.tops }).getByText('2', { exact: true }).click();
  await page.getByRole('button', { name: w.hand, exact: true }).click();
  await expect(page.getByTestId('calculator-value')).toContainText(w.value96);
  await expect(page.getByText(w.highestBid)).toBeVisible();
  await expect(page.getByRole('list', { name: w.bidsList }).getByRole('listitem')).toHaveText(
    BIDS_TO_96,
  );

  await page.getByRole('group', { name: w.game }).getByText('Null', { exact: true }).click();
  // Null takes over the hand toggle: off first, then ouvert.
  await page.getByRole('button', { name: w.hand, exact: true }).click();
  await page.getByRole('button', { name: 'Ouvert', exact: true }).click();
  await page.getByRole('textbox', { name: w.bid }).fill('59');
  await expect(page.getByRole('alert')).toContainText(w.nullRefused);
}

inEachLanguage([ENGLISH, GERMAN], (w) => {
  test('tops from the cards, the calculator and back, a rule, a total explained', async ({
    page,
  }) => {
    await startSheet(page, w);
    await topsFromTheCards(page, w);
    await carlLosesNull(page, w);
    await ruleFromTheExplanation(page, w);
    await totalExplained(page, w);
    await calculatorAnswers(page, w);
  });
});
