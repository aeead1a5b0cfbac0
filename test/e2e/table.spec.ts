import { expect, test, type Page } from '../support/test';
import { scaled } from '../support/cpu-throttle';
import type { Deal } from '../../src/domain/deal';
import { scoreSheet } from '../../src/domain/sheet';
import type { SheetSetup } from '../../src/domain/rules';
import { storedLog } from './stored-log';
import { tapButtons } from './entry-flows';

/**
 * An evening at a table of four, through the built app at a phone viewport: start the sheet,
 * enter 12 deals covering every kind of game, edit one, delete one, undo, reload in the middle of
 * a deal, and check the totals against values computed by hand from the rules reference.
 * With UPDATE_SCREENSHOTS=1, screenshots of the main screens are written to docs/screenshots for
 * the README; otherwise none, so a test run leaves the working tree as it found it.
 */

// The service worker's "ready to work offline" banner is PWA's to test; here it would only
// cover the buttons at the bottom of the screen.
test.use({ serviceWorkers: 'block' });

const SHOTS = 'docs/screenshots';
const UPDATE_SCREENSHOTS = process.env.UPDATE_SCREENSHOTS === '1';

async function shot(page: Page, name: string) {
  if (UPDATE_SCREENSHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** Opens the entry of the next deal from the sheet, checks its number, runs the taps. */
async function enterDeal(page: Page, number: number, taps: () => Promise<void>) {
  await page.getByRole('link', { name: `Enter deal ${number}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Deal ${number} of 48` })).toBeVisible();
  await taps();
  await expect(page.getByRole('link', { name: `Enter deal ${number + 1}` })).toBeVisible();
}

/** A suit or grand game: declarer, game, tops, then the result step's taps. */
function trumpGame(page: Page, declarer: string, game: string, tops: string, result: string[]) {
  return () => tapButtons(page, declarer, game, tops, ...result);
}

function passed(page: Page) {
  return () => tapButtons(page, 'Passed', 'Save passed deal');
}

/** Cell texts of every row of the running list (header and total row included). */
async function listRows(page: Page): Promise<string[][]> {
  const rows = page.getByRole('region', { name: 'The list' }).getByRole('row');
  return rows.evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')),
  );
}

async function totalsRow(page: Page): Promise<string[]> {
  return (await listRows(page)).at(-1) ?? [];
}

/** Reads what the app stored, straight from IndexedDB (the sheet's log, folded). */
function stored(page: Page) {
  return storedLog(page);
}

const minus = (n: number) => (n < 0 ? `−${-n}` : String(n));

test('a 4-player evening: 13 deals, edit, delete, undo, reload mid-deal', async ({ page }) => {
  test.setTimeout(scaled(120_000));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Skat sheets' })).toBeVisible();

  // Start the sheet: 4 players in seating order, Anna deals first, Seeger-Fabian, Kontra on.
  await page.getByRole('link', { name: 'New sheet' }).click();
  await page.getByRole('radio', { name: '4 players' }).check();
  for (const [seat, name] of ['Anna', 'Ben', 'Carl', 'Dora'].entries()) {
    await page.getByLabel(`Player ${seat + 1} name`, { exact: true }).fill(name);
  }
  await page.getByRole('checkbox', { name: 'Kontra and Re allowed' }).check();
  await expect(page.getByRole('radio', { name: '48 deals' })).toBeChecked();
  await shot(page, 'new-sheet');
  await page.getByRole('button', { name: 'Start sheet' }).click();

  // Give it a name on the list of sheets (the default is the date).
  await page.getByRole('link', { name: 'Back to the sheets' }).click();
  await page.getByRole('button', { name: /^Rename / }).click();
  await page.getByRole('textbox', { name: 'Sheet name' }).fill('Friday at Anna’s');
  await tapButtons(page, 'Rename');
  await page.getByRole('link', { name: 'Open Friday at Anna’s' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Friday at Anna’s' })).toBeVisible();

  // Seats: deal n is dealt by seat (n − 1) mod 4, who sits out; Forehand is the next seat.
  // 1, Anna deals: Ben clubs with 2, won: (2 + game) × 12 = 36 (edited to with 3 below).
  await enterDeal(page, 1, trumpGame(page, 'Ben, Forehand', 'Clubs (Kreuz)', 'with 2', ['Won']));
  // 2, Ben deals: Carl grand with 1, won schneider: (1 + game + schneider) × 24 = 72.
  await enterDeal(page, 2, trumpGame(page, 'Carl, Forehand', 'Grand', 'with 1', ['Won schneider']));
  // 3, Carl deals: Dora null, won: fixed 23 (ISkO 5.2.7).
  await enterDeal(page, 3, () => tapButtons(page, 'Dora, Forehand', 'Null', 'Won'));
  // 4, Dora deals: everyone passed; it counts as a deal, nobody scores.
  await enterDeal(page, 4, passed(page));
  // 5, Anna deals: Carl spades without 1, hand, schneider announced, won schneider:
  //    (1 + game + hand + schneider + announced) × 11 = 55.
  await enterDeal(page, 5, async () => {
    await tapButtons(page, 'Carl, Middlehand', 'Spades (Pik)', 'without 1', 'Schneider announced');
    await shot(page, 'deal-entry');
    await tapButtons(page, 'Won schneider');
  });
  // 6, Ben deals: Anna hearts with 1 hand, bid 33: (1 + game + hand) × 10 = 30 < 33, overbid:
  //    lost at 40, the smallest multiple of 10 reaching 33 (ISkO 5.4) → −80 (the rules' example).
  await enterDeal(page, 6, () =>
    tapButtons(
      page,
      'Anna, Rearhand',
      'Hearts (Herz)',
      'with 1',
      'Hand',
      'Bid: not overbid',
      'Bid 33',
      'Won',
    ),
  );
  // 7, Carl deals: Dora diamonds with 1, Kontra, lost: (1 + 1) × 9 = 18 × 2 = 36, lost → −72.
  await enterDeal(page, 7, () =>
    tapButtons(page, 'Dora, Forehand', 'Diamonds (Karo)', 'with 1', 'Kontra: No Kontra', 'Lost'),
  );
  // 8, Dora deals: Ben grand with 2 by card points, 95: schneider (≥ 90, ISkO 5.2.3):
  //    (2 + game + schneider) × 24 = 96.
  await enterDeal(page, 8, () =>
    tapButtons(page, 'Ben, Middlehand', 'Grand', 'with 2', 'Card points', '9', '5', 'Save deal'),
  );
  // 9, Anna deals: Dora null ouvert, lost: fixed 46, lost counts double → −92.
  await enterDeal(page, 9, () => tapButtons(page, 'Dora, Rearhand', 'Null', 'Ouvert', 'Lost'));
  // 10, Ben deals: Anna clubs with 1, Re: (1 + 1) × 12 = 24 × 4 = 96.
  await enterDeal(page, 10, () =>
    tapButtons(
      page,
      'Anna, Rearhand',
      'Clubs (Kreuz)',
      'with 1',
      'Kontra: No Kontra',
      'Kontra: Kontra',
      'Won',
    ),
  );
  // 11, Carl deals: passed.
  await enterDeal(page, 11, passed(page));
  // 12, Dora deals: Carl hearts with 3, lost: (3 + 1) × 10 = 40 → −80.
  await enterDeal(page, 12, trumpGame(page, 'Carl, Rearhand', 'Hearts (Herz)', 'with 3', ['Lost']));

  const values = async () => (await listRows(page)).slice(1, -1).map((cells) => cells[2]);
  await expect
    .poll(values)
    .toEqual(['+36', '+72', '+23', '–', '+55', '−80', '−72', '+96', '−92', '+96', '–', '−80']);

  // The overbid explained: levels with rule numbers, the multiplication, the reasoning.
  await page.getByRole('link', { name: 'Deal 6 details' }).click();
  await expect(page.getByRole('region', { name: 'Game value' })).toContainText(
    'with 1, game 2, hand 3 × 10 = 30',
  );
  await expect(page.getByRole('region', { name: 'Overbid' })).toContainText('lost at 40');
  await expect(page.getByText('made, but overbid: lost')).toBeVisible();
  await expect(page.getByRole('region', { name: 'List entry' })).toContainText('−80');
  await shot(page, 'deal-explanation');
  await page.getByRole('link', { name: 'Back to the sheet', exact: true }).click();

  // Edit deal 1: with 3 instead of with 2 → (3 + 1) × 12 = 48.
  // Exact names and the details' own heading first: the sheet's "Edit deal 12" (its last deal)
  // is there too until the app has handled the address, and "Edit deal 1" is part of its name.
  await page.getByRole('link', { name: 'Deal 1 details', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deal 1', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Edit deal 1', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Editing deal 1', exact: true })).toBeVisible();
  await tapButtons(page, 'Change the tops: with 2', 'with 3', 'Won');
  await expect(page.getByRole('heading', { level: 1, name: 'Deal 1' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'List entry' })).toContainText('+48');
  await page.getByRole('link', { name: 'Back to the sheet', exact: true }).click();
  await expect.poll(async () => (await listRows(page))[1]?.[2]).toBe('+48');

  // Delete deal 12 (asked first), then undo the delete.
  await page.getByRole('link', { name: 'Deal 12 details' }).click();
  await tapButtons(page, 'Delete deal 12');
  await page
    .getByRole('dialog', { name: 'Delete deal 12?' })
    .getByRole('button', {
      name: 'Delete deal',
    })
    .click();
  await expect(page.getByRole('link', { name: 'Enter deal 12' })).toBeVisible();
  // Carl's −80 is gone: Carl 72 + 55 = 127.
  await expect.poll(async () => (await totalsRow(page))[2]).toBe('127');
  await tapButtons(page, 'Undo: deleted deal 12');
  await expect(page.getByRole('link', { name: 'Enter deal 13' })).toBeVisible();
  await expect.poll(async () => (await totalsRow(page))[2]).toBe('47');

  // 13, Anna deals: Ben spades with 1, won: (1 + 1) × 11 = 22. Reload halfway through.
  await page.getByRole('link', { name: 'Enter deal 13' }).click();
  await tapButtons(page, 'Ben, Forehand', 'Spades (Pik)');
  await expect(page.getByRole('heading', { name: 'With or without how many?' })).toBeVisible();
  await expect.poll(async () => (await stored(page)).drafts).toBe(1);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Deal 13 of 48' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change the declarer: Ben' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change the game: ♠ Spades' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'With or without how many?' })).toBeVisible();
  expect((await stored(page)).deals).toHaveLength(12);
  await tapButtons(page, 'with 1', 'Won');
  await expect(page.getByRole('link', { name: 'Enter deal 14' })).toBeVisible();

  // Every saved deal survives a reload, and the totals are the hand-computed ones:
  //   Anna: −80 (6) + 96 (10) = 16
  //   Ben:  48 (1) + 96 (8) + 22 (13) = 166
  //   Carl: 72 (2) + 55 (5) − 80 (12) = 47
  //   Dora: 23 (3) − 72 (7) − 92 (9) = −141
  await page.reload();
  // Header, 13 deals, total.
  await expect(page.getByRole('region', { name: 'The list' }).getByRole('row')).toHaveCount(15);
  const rows = await listRows(page);
  expect(rows.at(-1)).toEqual(['16', '166', '47', '−141']);

  // Seeger-Fabian: list + 50 per game won − 50 per game lost + 30 for every game another
  // player lost (4 lost games: Anna 6, Dora 7 and 9, Carl 12).
  //   Ben:  166 + 3 × 50 + 4 × 30 = 436 (won 3, lost 0)
  //   Carl: 47 + (2 − 1) × 50 + 3 × 30 = 187 (won 2, lost 1)
  //   Anna: 16 + (1 − 1) × 50 + 3 × 30 = 106 (won 1, lost 1)
  //   Dora: −141 + (1 − 2) × 50 + 2 × 30 = −131 (won 1, lost 2)
  const standings = page.getByRole('region', { name: 'Standings' }).getByRole('row');
  await expect(standings).toHaveText([
    /#PlayerSFListWon \/ lost/,
    '1Ben4361663 / 0',
    '2Carl187472 / 1',
    '3Anna106161 / 1',
    '4Dora−131−1411 / 2',
  ]);
  await expect(page.getByRole('region', { name: 'Deal 14 of 48' })).toContainText(
    'Ben deals and sits out',
  );

  // The same stored deals through the scoring core give the same totals.
  const data = await stored(page);
  const core = scoreSheet(data.setup as SheetSetup, data.deals as Deal[]);
  expect(core.ok).toBe(true);
  if (core.ok) {
    expect(rows.at(-1)).toEqual(core.value.totals.list.map(minus));
    expect(core.value.totals.seegerFabian).toEqual([106, 436, 187, -131]);
  }
  await shot(page, 'sheet');
  await page.emulateMedia({ colorScheme: 'dark' });
  await shot(page, 'sheet-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  // The list of sheets: opening the app again returns to this sheet while it is in progress.
  await page.getByRole('link', { name: 'Back to the sheets' }).click();
  await expect(page.getByRole('link', { name: 'Open Friday at Anna’s' })).toContainText(
    '13 of 48 deals',
  );
  await shot(page, 'sheet-list');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Friday at Anna’s' })).toBeVisible();
});
