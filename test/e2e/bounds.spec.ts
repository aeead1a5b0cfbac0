import { readFile, writeFile } from 'node:fs/promises';
import { expect, test, type Page } from '../support/test';
import { storedSetup } from '../support/stored-setup';
import { restoreBackup } from '../support/e2e-flows';
import { ENGLISH } from './house-flows';

/**
 * Issue 19, items 1 and 2 in the built app: a hostile backup (a change at clock 2^53 − 1, one
 * stamped past Date's range) is restored through the settings, its sheet opens and takes deals
 * in the order entered, and the app's own export of it restores again to the same sheet.
 */

const SHEET_ID = '0b6f7d1e-8888-4000-8000-000000000019';
const DEVICE = '0b6f7d1e-8888-4000-8000-0000000000de';
const NAME = 'Hostile evening';

/** A version-4 file: one deal at a time past Date's range, a rename at the last safe clock. */
function hostileFile(): string {
  const event = (n: number, clock: number, at: number, change: Record<string, unknown>) => ({
    id: `0b6f7d1e-8888-4000-8000-00000000000${n}`,
    device: DEVICE,
    clock,
    at,
    change,
  });
  return JSON.stringify({
    format: 'skat-scorekeeper-backup',
    version: 4,
    exportedAt: '2026-11-26T18:00:00.000Z',
    sheets: [
      {
        id: SHEET_ID,
        name: 'Thursday',
        playerNames: ['Anna', 'Bob', 'Carl'],
        setup: storedSetup({ players: 3 }),
        preset: null,
        createdAt: 1_763_900_000_000,
        updatedAt: Number.MAX_SAFE_INTEGER,
        events: [
          // Anna deals: Bob plays clubs with 1 and wins, 2 × 12 = +24.
          event(1, 1, 9_000_000_000_000_000, {
            kind: 'deal-added',
            dealId: '0b6f7d1e-8888-4000-8000-0000000000d1',
            deal: { game: 'clubs', declarer: 1, tops: 1, outcome: { made: true }, bid: 18 },
          }),
          event(2, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, {
            kind: 'sheet-renamed',
            name: NAME,
          }),
        ],
      },
    ],
  });
}

async function dismissToasts(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByRole('button', { name: 'Dismiss' }), async (button) => {
    await button.click();
  });
}

async function openSheet(page: Page): Promise<void> {
  await page.goto('/#/');
  await page.getByRole('link', { name: `Open ${NAME}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
}

async function enterDeal(page: Page, number: number, taps: readonly string[]): Promise<void> {
  await page.getByRole('link', { name: `Enter deal ${number}`, exact: true }).click();
  for (const name of taps) await page.getByRole('button', { name, exact: true }).click();
  await expect(
    page.getByRole('link', { name: `Enter deal ${number + 1}`, exact: true }),
  ).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await dismissToasts(page);
});

test('a hostile backup restores, its sheet opens and takes deals in order, and its export restores', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const hostile = test.info().outputPath('hostile.json');
  await writeFile(hostile, hostileFile());
  await restoreBackup(page, ENGLISH, hostile);

  await openSheet(page);
  // Bob deals: everyone passes. Carl deals: Anna plays clubs with 2 and wins, 3 × 12 = +36.
  await enterDeal(page, 2, ['Passed', 'Save passed deal']);
  await enterDeal(page, 3, ['Anna, Forehand', 'Clubs (Kreuz)', 'with 2', 'Won']);
  const list = await page.getByRole('region', { name: 'The list' }).innerText();
  const rows = page.getByRole('region', { name: 'The list' }).getByRole('row');
  await expect(rows.nth(1)).toContainText('Bob');
  await expect(rows.nth(2)).toContainText('passedBob dealt');
  await expect(rows.nth(3)).toContainText('Anna');
  await expect(rows.nth(3)).toContainText('+36');

  // The history opens; the time the file put past Date's range came in as the year 9999's end
  // (10000 in a time zone east of UTC).
  await page.goto(`/#/sheet/${SHEET_ID}/history`);
  const history = page.getByRole('list', { name: 'Every change, newest first' });
  await expect(history.getByRole('listitem')).toHaveCount(4);
  await expect(history.getByRole('listitem').last()).toContainText(/\/(9999|10000),/);

  // The app's own export: within the bounds, and it restores to the same sheet.
  await page.goto('/#/settings');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export all sheets' }).click();
  const exported = test.info().outputPath('exported.json');
  await (await download).saveAs(exported);
  const file = JSON.parse(await readFile(exported, 'utf8')) as {
    sheets: { events: { clock: number; at: number }[] }[];
  };
  const events = file.sheets[0]?.events ?? [];
  expect(events.map((event) => event.clock).sort((a, b) => a - b)).toEqual([1, 2, 3, 4]);
  expect(Math.max(...events.map((event) => event.at))).toBeLessThanOrEqual(253_402_300_799_999);

  await page.goto('/#/');
  await page.getByRole('button', { name: `Delete ${NAME}` }).click();
  await page.getByRole('button', { name: 'Delete sheet' }).click();
  await expect(page.getByRole('link', { name: `Open ${NAME}` })).toHaveCount(0);
  await restoreBackup(page, ENGLISH, exported);
  await openSheet(page);
  expect(await page.getByRole('region', { name: 'The list' }).innerText()).toBe(list);
  expect(errors).toEqual([]);
});
