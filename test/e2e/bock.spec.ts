import { expect, test, type Page } from '../support/test';
import { scaled } from '../support/cpu-throttle';
import { tapButtons } from './entry-flows';

/**
 * Bock rounds through the built app: a table of three plays Bock rounds after a won grand hand,
 * stacked. After the grand hand, the next 3 deals (one per player, the passed one included) are
 * Bock deals scored ×2, and the 4th is not. Values by hand from the rules reference.
 */

// The offline-ready banner is PWA's to test; here it would only cover buttons.
test.use({ serviceWorkers: 'block' });

function nextDealPanel(page: Page, number: number) {
  return page.getByRole('region', { name: `Deal ${number} of 36` });
}

/** Opens the entry of the next deal from the sheet, runs the taps, waits for the sheet again. */
async function enterDeal(page: Page, number: number, taps: () => Promise<void>) {
  await page.getByRole('link', { name: `Enter deal ${number}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Deal ${number} of 36` })).toBeVisible();
  await taps();
  await expect(page.getByRole('link', { name: `Enter deal ${number + 1}` })).toBeVisible();
}

/** Cell texts of the running list's rows (header and total row included). */
async function listRows(page: Page): Promise<string[][]> {
  const rows = page.getByRole('region', { name: 'The list' }).getByRole('row');
  return rows.evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')),
  );
}

test('Bock rounds after a won grand hand: the next 3 deals ×2, the 4th not', async ({ page }) => {
  test.setTimeout(scaled(90_000));
  await page.goto('/#/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New sheet' })).toBeVisible();
  for (const [seat, name] of ['Anna', 'Ben', 'Carl'].entries()) {
    await page.getByLabel(`Player ${seat + 1} name`, { exact: true }).fill(name);
  }
  await page.getByRole('radio', { name: 'Plain list' }).check();

  // House rules: Bock rounds, only after a won grand hand, rounds stacked.
  await page.getByRole('checkbox', { name: 'Bock rounds' }).check();
  await page.getByRole('button', { name: /^Bock after/ }).click();
  const events = page.getByRole('group', { name: 'A Bock round follows' });
  for (const name of ['Kontra lost (the declarer won)', 'Re', 'Game worth 100 or more']) {
    await events.getByRole('checkbox', { name, exact: true }).uncheck();
  }
  await expect(events.getByRole('checkbox', { name: 'Grand hand won' })).toBeChecked();
  await page.getByRole('radio', { name: 'Together (×4, ×8…)' }).check();
  await expect(page.getByRole('button', { name: /^Bock after/ })).toHaveAccessibleName(
    'Bock after grand hand · together',
  );
  await page.getByRole('button', { name: 'Start sheet' }).click();
  await expect(nextDealPanel(page, 1)).toBeVisible();
  await expect(nextDealPanel(page, 1)).not.toContainText('Bock');

  // Seats at 3: deal n is dealt by seat (n − 1) mod 3; Forehand sits left of the dealer.
  // 1, Anna deals: Ben grand hand with 1, won: (1 + game + hand) × 24 = 72 → Ben +72.
  //    A won grand hand: a Bock round of 3 deals follows (deals 2, 3, 4).
  await enterDeal(page, 1, () =>
    tapButtons(page, 'Ben, Forehand', 'Grand', 'with 1', 'Hand', 'Won'),
  );
  await expect(nextDealPanel(page, 2)).toContainText(
    'Bock ×2 · 3 Bock deals left, this one included',
  );

  // 2, Ben deals: Carl clubs with 2 by card points, 70: (2 + game) × 12 = 36, Bock ×2 → +72.
  //    The entry's live value already counts the Bock.
  await enterDeal(page, 2, async () => {
    await tapButtons(page, 'Carl, Forehand', 'Clubs (Kreuz)', 'with 2', 'Card points', '7', '0');
    await expect(page.getByLabel('Game value')).toContainText('won: 36 × 2 (Bock) = +72');
    await tapButtons(page, 'Save deal');
  });
  await expect(nextDealPanel(page, 3)).toContainText('Bock ×2 · 2 Bock deals left');

  // 3, Carl deals: Anna hearts with 1, lost: (1 + game) × 10 = 20, lost −2 × 20 × 2 = −80.
  await enterDeal(page, 3, () =>
    tapButtons(page, 'Anna, Forehand', 'Hearts (Herz)', 'with 1', 'Lost'),
  );
  await expect(nextDealPanel(page, 4)).toContainText('Bock ×2 · the last Bock deal');

  // 4, Anna deals: everyone passed. It counts as a deal and uses up the last Bock deal.
  await enterDeal(page, 4, () => tapButtons(page, 'Passed', 'Save passed deal'));
  await expect(nextDealPanel(page, 5)).not.toContainText('Bock');

  // 5, Ben deals: Carl clubs with 2, won: 36, no Bock any more → +36.
  await enterDeal(page, 5, () =>
    tapButtons(page, 'Carl, Forehand', 'Clubs (Kreuz)', 'with 2', 'Won'),
  );

  // Totals: Anna −80; Ben +72; Carl 72 + 36 = 108.
  expect(await listRows(page)).toEqual([
    [],
    ['1', 'Ben Grand with 1 handAnna dealt', '+72', '0', '72', '0'],
    ['2', 'Carl ♣ with 2Bock ×2Ben dealt', '+72', '0', '72', '72'],
    ['3', 'Anna ♥ with 1Bock ×2Carl dealt', '−80', '−80', '72', '72'],
    ['4', 'passedBock ×2Anna dealt', '–', '−80', '72', '72'],
    ['5', 'Carl ♣ with 2Ben dealt', '+36', '−80', '72', '108'],
    ['−80', '72', '108'],
  ]);

  // The deal that started the round says why; a Bock deal shows its factor.
  await page.getByRole('link', { name: 'Deal 1 details' }).click();
  await expect(
    page.getByText(
      'Bock round started: grand hand won. A Bock round is 3 deals, one per player; passed deals count.',
    ),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to the sheet', exact: true }).click();
  await page.getByRole('link', { name: 'Deal 3 details' }).click();
  await expect(page.getByRole('region', { name: 'List entry' })).toContainText(
    'lost: −2 × 20 × 2 (Bock) = −80',
  );
});
