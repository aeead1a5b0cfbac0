import { expect, test } from '@playwright/test';
import { writeFile } from 'node:fs/promises';

/**
 * A big restore in the built app: a backup of 600 sheets × 48 deals (about 9 MB) is chosen on
 * the settings screen. Its progress shows, the page keeps drawing frames while the file is
 * checked (in a worker) and written (in parts), and in the end every sheet and deal is stored.
 */

declare global {
  interface Window {
    /** Animation frames drawn since the test began counting. */
    restoreFrames: number;
  }
}

const SHEETS = 600;
const DEALS = 48;

/** Three deals a table of three plays, as the file carries them (drafts). */
function draft(index: number) {
  const declarer = index % 3;
  switch (index % 3) {
    case 0:
      return { game: 'clubs', declarer, tops: 2, outcome: { made: true }, bid: 18 };
    case 1:
      return { game: 'passed' };
    default:
      return { game: 'null', declarer, hand: true, declarerTricks: 'none', bid: 35 };
  }
}

const hex = (n: number) => n.toString(16).padStart(12, '0');

function bigBackup(): string {
  const start = 1_700_000_000_000;
  const sheets = Array.from({ length: SHEETS }, (_, s) => ({
    id: `0b6f7d1e-3333-4000-8000-${hex(s)}`,
    name: `Evening ${s + 1}`,
    playerNames: ['Anna', 'Bernd', 'Clara'],
    rules: {
      players: 3,
      firstDealer: 0,
      listKind: 'plain',
      kontraAllowed: false,
      plannedDeals: DEALS,
      bock: { kind: 'off' },
    },
    createdAt: start + s * 3_600_000,
    updatedAt: start + s * 3_600_000 + DEALS * 60_000,
    deals: Array.from({ length: DEALS }, (_, d) => ({
      id: `0b6f7d1e-4444-4000-8000-${hex(s * DEALS + d)}`,
      position: d,
      createdAt: start + s * 3_600_000 + d * 60_000,
      updatedAt: start + s * 3_600_000 + d * 60_000,
      deal: draft(d),
    })),
  }));
  return JSON.stringify({
    format: 'skat-scorekeeper-backup',
    version: 2,
    exportedAt: new Date(start).toISOString(),
    sheets,
  });
}

test('a big restore shows its progress, the page stays responsive, every sheet comes back', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const file = testInfo.outputPath('big-backup.json');
  await writeFile(file, bigBackup());
  await page.addLocatorHandler(page.getByRole('button', { name: 'Dismiss' }), async (button) => {
    await button.click();
  });
  await page.goto('/#/settings');
  await expect(page.getByRole('heading', { name: 'Restore' })).toBeVisible();
  // Frames drawn: a frozen page draws none.
  await page.evaluate(() => {
    window.restoreFrames = 0;
    const tick = () => {
      window.restoreFrames += 1;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const frames = () => page.evaluate(() => window.restoreFrames);

  await page.locator('input[type="file"]').setInputFiles(file);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`holds ${SHEETS} sheets with 28,800 deals`, {
    timeout: 120_000,
  });
  await dialog.getByRole('button', { name: 'Restore', exact: true }).click();

  const progress = page.getByRole('progressbar', { name: 'Restore progress' });
  await expect(progress).toBeVisible({ timeout: 30_000 });
  await expect(progress).toHaveAccessibleName('Restore progress');
  await expect(progress).toContainText(/Restoring the sheets… \d+%/);
  const before = await frames();
  await page.waitForTimeout(400);
  // While the sheets are written the page draws: the progress moves, a tap would be answered.
  expect(await frames()).toBeGreaterThan(before + 5);

  await expect(page.getByText(`Imported ${SHEETS} sheets.`)).toBeVisible({
    timeout: 180_000,
  });
  await expect(progress).toHaveCount(0);
  const stored = await page.evaluate(async () => {
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('skat-scorekeeper');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const count = (store: string) =>
      new Promise<number>((resolve) => {
        const request = database.transaction(store).objectStore(store).count();
        request.onsuccess = () => resolve(request.result);
      });
    // One event per deal: each restored sheet's log starts with the file's deals.
    const counts = { sheets: await count('sheets'), events: await count('log') };
    database.close();
    return counts;
  });
  expect(stored).toEqual({ sheets: SHEETS, events: SHEETS * DEALS });
});
