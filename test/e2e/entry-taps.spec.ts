import { expect, test, type Page } from '@playwright/test';
import { startSheet } from '../support/e2e-flows';
import { BOB_CLUBS_WITH_2_WON } from '../ui/entry/typical-deal';

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

/**
 * Counts every real tap the page receives (a trusted pointerdown, whether or not the app reacts
 * to it), from the first script on: the page counts, not the test.
 */
async function countTaps(page: Page) {
  await page.addInitScript(() => {
    window.entryTaps = 0;
    window.addEventListener(
      'pointerdown',
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

/** What a person taps for "clubs with 2, won", by the question the entry's step asks. */
const TYPICAL_DEAL: Readonly<Record<string, string>> = {
  'Who played?': 'Bob, Forehand', // deal 1, Anna deals: Bob is Forehand
  'Which game?': 'Clubs (Kreuz)',
  'With or without how many?': 'with 2',
  Result: 'Won',
};

/**
 * Plays the entry as a person would: read the step the app shows, tap its answer, until the
 * sheet is back. The app decides how many taps that takes: a step more, or a tap it ignores
 * (the same step still showing), costs another tap; a question the typical deal has no answer
 * for fails.
 */
async function enterTypicalDeal(page: Page) {
  const entry = page.getByRole('region', { name: 'Enter a deal' });
  const saved = page.getByRole('link', { name: 'Enter deal 2' });
  const stepShown = entry.getByRole('heading', { level: 2 });
  await page.getByRole('link', { name: 'Enter deal 1' }).tap();
  for (let tap = 0; tap < 10; tap++) {
    await expect(entry.or(saved)).toBeVisible();
    if (await saved.isVisible()) return;
    const step = (await stepShown.textContent()) ?? '';
    const answer = TYPICAL_DEAL[step];
    if (answer === undefined) throw new Error(`the entry asked "${step}": not a typical step`);
    await entry.getByRole('button', { name: answer, exact: true }).tap();
    // The next step or the saved sheet; if the app ignored the tap, the next round taps again.
    await expect(stepShown.filter({ hasNotText: step }).or(saved))
      .toBeVisible()
      .catch(() => undefined);
  }
  throw new Error('the typical deal was not saved after 10 taps');
}

test('the typical deal "clubs with 2, won" takes at most 5 taps from the sheet', async ({
  page,
}) => {
  await countTaps(page);
  await startSheet(page);
  // Counted from the sheet screen: opening the entry is a tap too.
  const before = await taps(page);
  await enterTypicalDeal(page);
  const count = (await taps(page)) - before;
  console.log(`typical deal taps: ${count}`);
  // The issue asks for at most 5: Enter deal 1, Bob, Clubs, with 2, Won.
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(5);
  expect(await storedDeals(page)).toEqual([BOB_CLUBS_WITH_2_WON]);
});
