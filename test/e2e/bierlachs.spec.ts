import { expect, inEachLanguage, test, type Page } from '../support/test';
import { screenProblems } from '../support/layout-checks';
import { rowsOf } from './house-flows';
import { typePlayerNames } from '../support/e2e-flows';

/**
 * A Bierlachs evening in the built app on a small phone (360 × 640), in English and German: a
 * limit of 0 and of 100,000 refused on the start screen with the typed text kept, then a limit of
 * 100 and five deals, to the first player who reaches zero and buys the beer, and the new round
 * starting at the limit; no settle-up in money, and the sheet says why.
 *
 * The counts are worked out here from the deals entered (game values by hand, skat-scoring.md),
 * never by the app's code: a game won costs each opponent its value, a game lost costs the
 * declarer twice its value; the first deal that brings someone to 0 or below ends the round and
 * the lowest count buys the beer; the next deal starts again at the limit.
 *
 * Seats: Anna, Ben, Carl; Anna deals first. At a table of three the dealer's left is Forehand,
 * the dealer Rearhand.
 */

test.use({ viewport: { width: 360, height: 640 }, serviceWorkers: 'block' });

const PLAYERS = ['Anna', 'Ben', 'Carl'] as const;
const LIMIT = 100;

interface Deal {
  readonly declarer: number;
  /** The declarer's button: seat name and position in this deal. */
  readonly position: 'forehand' | 'middlehand' | 'rearhand';
  readonly game: 'clubs' | 'hearts' | 'grand';
  readonly tops: 1 | 2;
  readonly won: boolean;
  /** The game value by hand: (tops + 1) × base (clubs 12, hearts 10, grand 24). */
  readonly value: number;
}

const DEALS: readonly Deal[] = [
  // 1, Anna deals: Ben (Forehand) clubs with 2 = 3 × 12 = 36, won.
  { declarer: 1, position: 'forehand', game: 'clubs', tops: 2, won: true, value: 36 },
  // 2, Ben deals: Anna (Middlehand) hearts with 1 = 2 × 10 = 20, lost.
  { declarer: 0, position: 'middlehand', game: 'hearts', tops: 1, won: false, value: 20 },
  // 3, Carl deals: Anna (Forehand) grand with 1 = 2 × 24 = 48, won.
  { declarer: 0, position: 'forehand', game: 'grand', tops: 1, won: true, value: 48 },
  // 4, Anna deals: Carl (Middlehand) clubs with 2 = 36, won.
  { declarer: 2, position: 'middlehand', game: 'clubs', tops: 2, won: true, value: 36 },
  // 5, Ben deals: Ben (Rearhand) grand with 1 = 48, won.
  { declarer: 1, position: 'rearhand', game: 'grand', tops: 1, won: true, value: 48 },
];

/** The counts after each deal, the rounds' first deals and who lost each, from the deals alone. */
function bierlachs(deals: readonly Deal[]) {
  let counts: number[] = PLAYERS.map(() => LIMIT);
  const after: number[][] = [];
  const roundStarts = [0];
  const losers: string[][] = [];
  deals.forEach((deal, index) => {
    counts = counts.map((count, seat) => {
      if (deal.won) return seat === deal.declarer ? count : count - deal.value;
      return seat === deal.declarer ? count - 2 * deal.value : count;
    });
    after.push(counts);
    if (counts.some((count) => count <= 0)) {
      const lowest = Math.min(...counts);
      losers.push(PLAYERS.filter((_, seat) => counts[seat] === lowest));
      roundStarts.push(index + 1);
      counts = PLAYERS.map(() => LIMIT);
    }
  });
  return { after, now: counts, roundStarts, losers };
}

const EXPECTED = bierlachs(DEALS);

const minus = (value: number) => String(value).replace('-', '−');

const ENGLISH = {
  locale: 'en-GB',
  names: (seat: number) => `Player ${seat + 1} name`,
  limit: 'Bierlachs limit',
  refused:
    'The Bierlachs limit is a whole number from 1 to 10,000: the points each player starts a round with.',
  start: 'Start sheet',
  newSheet: 'New sheet',
  enterDeal: (n: number) => `Enter deal ${n}`,
  positions: { forehand: 'Forehand', middlehand: 'Middlehand', rearhand: 'Rearhand' } as Readonly<
    Record<Deal['position'], string>
  >,
  games: { clubs: 'Clubs (Kreuz)', hearts: 'Hearts (Herz)', grand: 'Grand' } as Readonly<
    Record<Deal['game'], string>
  >,
  tops: (tops: number) => `with ${tops}`,
  won: 'Won',
  lost: 'Lost',
  rules: 'Bierlachs from 100',
  standings: 'Standings',
  rounds: 'Rounds',
  list: 'The list',
  roundLine: (round: number, first: number, last: number, losers: string[]) =>
    `Round ${round}, deals ${first} to ${last}: ${losers.join(' and ')} ${losers.length === 1 ? 'buys' : 'buy'} the beer`,
  buysBeer: (losers: string[]) =>
    `${losers.join(' and ')} ${losers.length === 1 ? 'buys' : 'buy'} the beer`,
  roundStarts: (round: number) => `Round ${round}: everyone at ${LIMIT}`,
  left: 'Left',
  number: minus,
  settle: 'Settle up',
  noSettleUp:
    'No settle-up in money on a Bierlachs sheet: the loser of each round buys the beer, and the points are not money.',
};

type Words = typeof ENGLISH;

const GERMAN: Words = {
  locale: 'de-DE',
  names: (seat) => `Name von Spieler ${seat + 1}`,
  limit: 'Limit beim Bierlachs',
  refused:
    'Das Limit beim Bierlachs ist eine ganze Zahl von 1 bis 10.000: die Punkte, mit denen jeder in eine Runde geht.',
  start: 'Liste beginnen',
  newSheet: 'Neue Liste',
  enterDeal: (n) => `Spiel ${n} eintragen`,
  positions: { forehand: 'Vorhand', middlehand: 'Mittelhand', rearhand: 'Hinterhand' },
  games: { clubs: 'Kreuz', hearts: 'Herz', grand: 'Grand' },
  tops: (tops) => `mit ${tops}`,
  won: 'Gewonnen',
  lost: 'Verloren',
  rules: 'Bierlachs ab 100',
  standings: 'Stand',
  rounds: 'Runden',
  list: 'Spielliste',
  roundLine: (round, first, last, losers) =>
    `Runde ${round}, Spiele ${first} bis ${last}: ${losers.join(' und ')} ${losers.length === 1 ? 'zahlt' : 'zahlen'} das Bier`,
  buysBeer: (losers) =>
    `${losers.join(' und ')} ${losers.length === 1 ? 'zahlt' : 'zahlen'} das Bier`,
  roundStarts: (round) => `Runde ${round}: alle bei ${LIMIT}`,
  left: 'Rest',
  number: minus,
  settle: 'Abrechnung',
  noSettleUp:
    'Beim Bierlachs gibt es keine Abrechnung in Geld: Wer eine Runde verliert, zahlt das Bier, und die Punkte sind kein Geld.',
};

async function refuseLimit(page: Page, w: Words, typed: string): Promise<void> {
  const limit = page.getByRole('textbox', { name: w.limit, exact: true });
  await limit.fill(typed);
  await expect(limit).toHaveAccessibleDescription(w.refused);
  await page.getByRole('button', { name: w.start, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: w.newSheet })).toBeVisible();
  await expect(limit).toHaveValue(typed);
  await expect(limit).toHaveAttribute('aria-invalid', 'true');
}

async function enterDeal(page: Page, w: Words, deal: Deal, number: number): Promise<void> {
  await page.getByRole('link', { name: w.enterDeal(number), exact: true }).click();
  const declarer = `${PLAYERS[deal.declarer]}, ${w.positions[deal.position]}`;
  for (const name of [declarer, w.games[deal.game], w.tops(deal.tops), deal.won ? w.won : w.lost]) {
    await page.getByRole('button', { name, exact: true }).click();
  }
  await expect(
    page.getByRole('link', { name: w.enterDeal(number + 1), exact: true }),
  ).toBeVisible();
}

inEachLanguage([ENGLISH, GERMAN], (w) => {
  test('a Bierlachs evening from 100 to its first loser, and the next round from 100', async ({
    page,
  }) => {
    await page.goto('/#/new');
    await expect(page.getByRole('heading', { level: 1, name: w.newSheet })).toBeVisible();
    await typePlayerNames(page, w.names, PLAYERS);
    await page.getByRole('radio', { name: 'Bierlachs', exact: true }).check();
    const limit = page.getByRole('textbox', { name: w.limit, exact: true });
    await expect(limit).toHaveValue('500');
    expect(await screenProblems(page.locator('body'))).toEqual({
      small: [],
      clipped: [],
      wide: false,
    });
    await refuseLimit(page, w, '0');
    await refuseLimit(page, w, '100000');
    await limit.fill(String(LIMIT));
    await expect(limit).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: w.start, exact: true }).click();
    await expect(page.getByRole('link', { name: w.enterDeal(1), exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(w.rules) })).toBeVisible();

    for (const [index, deal] of DEALS.entries()) await enterDeal(page, w, deal, index + 1);

    // The first loser: the round they lost, and the new round from the limit.
    expect(EXPECTED.losers.length).toBeGreaterThan(0);
    const firstLoss = (EXPECTED.roundStarts[1] ?? 0) - 1;
    const rounds = page.getByRole('region', { name: w.rounds, exact: true });
    await expect(rounds.getByRole('listitem')).toHaveText([
      w.roundLine(1, 1, firstLoss + 1, EXPECTED.losers[0] ?? []),
    ]);

    // The list: a line where each round starts, each player's count after every deal, the
    // loser marked on the deal that ended the round, what is left now under it.
    const list = page.getByRole('region', { name: w.list, exact: true });
    const expectedRows: string[][] = [];
    DEALS.forEach((_, index) => {
      const round = EXPECTED.roundStarts.indexOf(index);
      if (round !== -1) expectedRows.push([w.roundStarts(round + 1)]);
      expectedRows.push((EXPECTED.after[index] ?? []).map(w.number));
    });
    const shown = (await rowsOf(list.getByRole('table'))).slice(1);
    const counts = shown.map((row) => (row.length === 1 ? row : row.slice(-3)));
    expect(counts).toEqual([...expectedRows, EXPECTED.now.map(w.number)]);
    expect(shown.at(-1)?.[0]).toBe(w.left);
    const lossRow = list.getByRole('row').filter({ hasText: w.buysBeer(EXPECTED.losers[0] ?? []) });
    await expect(lossRow).toHaveCount(1);
    await expect(lossRow).toContainText(w.number(Math.min(...(EXPECTED.after[firstLoss] ?? []))));

    // The standings: fewest rounds lost first, then the highest count now.
    const lost = PLAYERS.map((name) => EXPECTED.losers.filter((l) => l.includes(name)).length);
    const order = PLAYERS.map((name, seat) => ({
      name,
      lost: lost[seat] ?? 0,
      left: EXPECTED.now[seat] ?? 0,
    })).sort((a, b) => a.lost - b.lost || b.left - a.left);
    const standings = page.getByRole('region', { name: w.standings, exact: true });
    await expect
      .poll(async () =>
        (await rowsOf(standings.getByRole('table'))).slice(1).map((r) => r.slice(1)),
      )
      .toEqual(order.map((p) => [p.name, String(p.lost), w.number(p.left)]));

    // No settle-up in money: where a points list offers it, the sheet says why.
    await expect(page.getByText(w.noSettleUp, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: w.settle, exact: true })).toHaveCount(0);
  });
});
