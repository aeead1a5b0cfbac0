import { expect, test, type Page } from '../support/test';
import { readFile } from 'node:fs/promises';

/** The print view of the built app at a phone viewport, reached from the sheet screen. */

declare global {
  interface Window {
    printCalls?: number;
  }
}

async function startSheetWithDeals(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByRole('button', { name: 'Dismiss' }), async (button) => {
    await button.click();
  });
  await page.goto('/#/new');
  for (const [seat, name] of ['Anna', 'Bob', 'Carl'].entries()) {
    await page.getByLabel(`Player ${seat + 1} name`).fill(name);
  }
  await page.getByRole('button', { name: 'Start sheet' }).click();
  const deals = [
    // Anna deals: Bob wins clubs with 2 (3 × 12 = 36).
    ['Bob, Forehand', 'Clubs (Kreuz)', 'with 2', 'Won'],
    // Bob deals: Carl loses diamonds with 1 (2 × 9 = 18): −36.
    ['Carl, Forehand', 'Diamonds (Karo)', 'with 1', 'Lost'],
  ];
  for (const [index, taps] of deals.entries()) {
    await page.getByRole('link', { name: `Enter deal ${index + 1}` }).click();
    for (const name of taps) await page.getByRole('button', { name, exact: true }).click();
    await expect(page.getByRole('link', { name: `Enter deal ${index + 2}` })).toBeVisible();
  }
}

test('the print view lists the deals like paper and prints without its controls', async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.printCalls = 0;
    window.print = () => {
      window.printCalls = (window.printCalls ?? 0) + 1;
    };
  });
  await startSheetWithDeals(page);
  await page.getByRole('link', { name: 'Print or share this sheet' }).click();

  const table = page.getByRole('table', { name: /^Skat list / });
  await expect(table.getByRole('row')).toHaveText([
    /No\.\s*Dealer\s*Declarer\s*Game\s*Value\s*Anna\s*Bob\s*Carl/,
    /1\s*Anna\s*Bob\s*Clubs with 2\s*\+36\s*36/,
    /2\s*Bob\s*Carl\s*Diamonds with 1\s*−36\s*−36/,
    /Total\s*0\s*36\s*−36/,
    /Won\s*0\s*1\s*0/,
    /Lost\s*0\s*0\s*1/,
    /\(Won − lost\) × 50\s*0\s*\+50\s*−50/,
    /Others’ lost games × 40\s*\+40\s*\+40\s*0/,
    // Seeger-Fabian: Anna 0 + 40 = 40, Bob 36 + 50 + 40 = 126, Carl −36 − 50 = −86.
    /Seeger-Fabian\s*40\s*126\s*−86/,
    /Place\s*2\s*1\s*3/,
  ]);

  const toolbar = page.getByRole('navigation', { name: 'Print and export' });
  await toolbar.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => window.printCalls)).toBe(1);

  // On paper: the list, without buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(toolbar).toBeHidden();
  await expect(page.getByRole('button', { name: 'Back to the sheet', exact: true })).toBeHidden();
  await expect(table).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('button', { name: 'Back to the sheet', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Enter deal 3' })).toBeVisible();
});

test('Download CSV saves the sheet as a spreadsheet file', async ({ page }) => {
  await startSheetWithDeals(page);
  await page.getByRole('link', { name: 'Print or share this sheet' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^skat-[a-z0-9-]+\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  const lines = csv.split('\r\n');
  expect(lines[0]).toContain('Anna,Bob,Carl');
  expect(lines[1]).toContain('36');
  expect(lines[2]).toContain('-36');
});
