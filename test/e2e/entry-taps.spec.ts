import { expect, test, type Page } from '@playwright/test';

/**
 * The deal entry in the built app, at a phone viewport: how many taps the typical deal
 * ("clubs with 2, won") takes, counted from the sheet screen. How every step fits the screen is
 * entry-layout.spec.ts's part.
 */

// Not a test of the service worker: its "ready to work offline" notice would cover the
// start screen's button at the bottom (test/e2e/pwa*.spec.ts cover the worker).
test.use({ serviceWorkers: 'block' });

declare global {
  interface Window {
    entryTaps?: number;
  }
}

/** Counts every real tap (trusted click) the page receives, from the first script on. */
async function countTaps(page: Page) {
  await page.addInitScript(() => {
    window.entryTaps = 0;
    document.addEventListener(
      'click',
      (event) => {
        if (event.isTrusted) window.entryTaps = (window.entryTaps ?? 0) + 1;
      },
      true,
    );
  });
}

const taps = (page: Page) => page.evaluate(() => window.entryTaps ?? 0);

/** The deals as the app stored them, read from its own IndexedDB database. */
function storedDeals(page: Page): Promise<unknown[]> {
  return page.evaluate(
    () =>
      new Promise<unknown[]>((resolve, reject) => {
        const opening = indexedDB.open('skat-scorekeeper');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const request = opening.result.transaction('deals').objectStore('deals').getAll();
          request.onerror = () => reject(request.error);
          request.onsuccess = () => {
            opening.result.close();
            resolve((request.result as { deal: unknown }[]).map((record) => record.deal));
          };
        };
      }),
  );
}

/** Starts a 3-player sheet through the app's own start screen; Anna deals first. */
async function startSheet(page: Page, names = ['Anna', 'Bob', 'Carl']) {
  await page.goto('/#/new');
  for (const [seat, name] of names.entries()) {
    await page.getByLabel(`Player ${seat + 1} name`, { exact: true }).fill(name);
  }
  await page.getByRole('button', { name: 'Start sheet' }).click();
}

async function openEntry(page: Page, dealNumber: number) {
  await page.getByRole('link', { name: `Enter deal ${dealNumber}` }).tap();
  await expect(page.getByRole('region', { name: 'Enter a deal' })).toBeVisible();
}

test('the typical deal "clubs with 2, won" takes 5 taps from the sheet', async ({ page }) => {
  await countTaps(page);
  await startSheet(page);
  // Counted from the sheet screen: opening the entry is a tap too.
  const before = await taps(page);
  await openEntry(page, 1);

  // Deal 1, Anna deals: Bob is Forehand.
  await page.getByRole('button', { name: 'Bob, Forehand' }).tap();
  await page.getByRole('button', { name: 'Clubs (Kreuz)' }).tap();
  await page.getByRole('button', { name: 'with 2', exact: true }).tap();
  await expect(page.getByLabel('Game value')).toContainText('with 2, game 3 × 12 = 36');
  await page.getByRole('button', { name: 'Won', exact: true }).tap();

  // Saved: the sheet is back and offers the next deal.
  await expect(page.getByRole('link', { name: 'Enter deal 2' })).toBeVisible();
  const count = (await taps(page)) - before;
  console.log(`typical deal taps: ${count}`);
  // The taps above, one each: Enter deal 1, Bob, Clubs, with 2, Won (the issue asks for ≤ 5).
  expect(count).toBe(5);
  expect(await storedDeals(page)).toEqual([
    {
      kind: 'trump',
      game: 'clubs',
      tops: 2,
      topsHeld: 'with',
      announcement: 'none',
      result: { kind: 'outcome', made: true, schneider: false, schwarz: false },
      declarer: 1,
      bid: 18,
      kontra: 'none',
      bock: 0,
    },
  ]);
});
