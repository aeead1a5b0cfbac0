import { expect, test, type Page } from '../support/test';
import { scaled } from '../support/cpu-throttle';
import { rm } from 'node:fs/promises';
import { freshUserDataDir, launchProfile } from '../support/chromium';
import { DEAL_1, DEAL_2, startSheet, untilServiceWorkerControls } from '../support/e2e-flows';
import { BUILT_APP_DIR, serveBuiltApp } from '../support/static-server';

/*
 * A new version is deployed while a deal is being entered. The mechanism is the real one: the
 * test's server starts serving a byte-different sw.js (what every deploy does), the page checks
 * for an update (registration.update(), as the browser does on navigations and periodically), the
 * browser installs the new worker, and — registerType 'prompt', no skipWaiting — leaves it waiting.
 * The page must not reload and must not offer the update until the entry is finished.
 *
 * No fixed waits: a reload clears a marker in the page, and an offer shown while the test watches
 * an entry is recorded by the page itself, so neither can slip between two looks. And once the
 * offer has been seen (the app surely knows of the update), a second entry must make it go.
 */

declare global {
  interface Window {
    /** Set by the test; a reload would clear it. */
    sameDocument?: true;
    /** Set by the test while a deal entry is in progress. */
    watchingEntry?: boolean;
    /** Set by the page if the update was offered while the test watched an entry. */
    offeredDuringEntry?: true;
  }
}

const OFFER = 'New version available';

/** Records, from the first script on, any moment the offer is on screen during a watched entry. */
function recordOffersDuringEntry(offer: string) {
  const look = () => {
    if (window.watchingEntry && document.body?.textContent?.includes(offer)) {
      window.offeredDuringEntry = true;
    }
  };
  new MutationObserver(look).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
  });
}

const watchEntry = (page: Page, watching: boolean) =>
  page.evaluate((on) => (window.watchingEntry = on), watching);

const draftsStored = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('skat-scorekeeper');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('drafts').objectStore('drafts').count();
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result);
          };
        };
      }),
  );

const hasWaitingWorker = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null);

test('an update waiting does not reload during a deal entry, and is offered once it is saved', async () => {
  const server = await serveBuiltApp(BUILT_APP_DIR);
  const profile = await freshUserDataDir();
  const context = await launchProfile(profile, { baseURL: server.url });
  await context.addInitScript(recordOffersDuringEntry, OFFER);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const offer = page.getByText(OFFER);
    await page.goto('/');
    await untilServiceWorkerControls(page);
    await startSheet(page);

    await test.step('a deal entry is in progress (its draft is stored)', async () => {
      await page.getByRole('link', { name: 'Enter deal 1' }).click();
      await page.getByRole('button', { name: DEAL_1.declarer, exact: true }).click();
      await page.getByRole('button', { name: DEAL_1.game, exact: true }).click();
      await expect.poll(() => draftsStored(page)).toBe(1);
      await page.evaluate(() => (window.sameDocument = true));
      await watchEntry(page, true);
    });

    await test.step('a new version is deployed and waits', async () => {
      server.publishNewServiceWorker();
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      await expect.poll(() => hasWaitingWorker(page), { timeout: scaled(15_000) }).toBe(true);
    });

    await test.step('the entry goes on undisturbed and is saved', async () => {
      await page.getByRole('button', { name: DEAL_1.tops, exact: true }).click();
      await watchEntry(page, false);
      await page.getByRole('button', { name: 'Won', exact: true }).click();
      await expect(page.getByRole('link', { name: 'Enter deal 2' })).toBeVisible();
    });

    await test.step('with the deal saved, the update is offered — and never was before', async () => {
      await expect(offer).toBeVisible();
      expect(await page.evaluate(() => window.offeredDuringEntry)).toBeUndefined();
      expect(await page.evaluate(() => window.sameDocument)).toBe(true);
      expect(await hasWaitingWorker(page)).toBe(true);
    });

    await test.step('a new entry hides the offer until that deal is saved too', async () => {
      await page.getByRole('link', { name: 'Enter deal 2' }).click();
      await page.getByRole('button', { name: DEAL_2.declarer, exact: true }).click();
      await expect.poll(() => draftsStored(page)).toBe(1);
      await expect(offer).toHaveCount(0);
      await watchEntry(page, true);
      await page.getByRole('button', { name: DEAL_2.game, exact: true }).click();
      await page.getByRole('button', { name: DEAL_2.tops, exact: true }).click();
      await watchEntry(page, false);
      await page.getByRole('button', { name: 'Won', exact: true }).click();
      await expect(page.getByRole('link', { name: 'Enter deal 3' })).toBeVisible();
      await expect(offer).toBeVisible();
      expect(await page.evaluate(() => window.offeredDuringEntry)).toBeUndefined();
      expect(await page.evaluate(() => window.sameDocument)).toBe(true);
    });

    await test.step('Update applies the new version and reloads into the same sheet', async () => {
      const reloaded = page.waitForEvent('load');
      await page.getByRole('button', { name: 'Update' }).click();
      await reloaded;
      expect(await page.evaluate(() => window.sameDocument)).toBeUndefined();
      await untilServiceWorkerControls(page);
      expect(await hasWaitingWorker(page)).toBe(false);
      const list = page.getByRole('region', { name: 'The list' });
      await expect(list.getByRole('link', { name: 'Deal 2 details' })).toBeVisible();
      await expect(offer).toHaveCount(0);
    });
  } finally {
    await context.close();
    await server.close();
    await rm(profile, { recursive: true, force: true });
  }
});
