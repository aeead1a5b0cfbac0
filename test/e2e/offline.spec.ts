import { test, type BrowserContext, type Page } from '../support/test';
import { rm } from 'node:fs/promises';
import { freshUserDataDir, launchProfile } from '../support/chromium';
import {
  DEAL_1,
  DEAL_2,
  enterWonGame,
  expectNoNetwork,
  expectSheetWithTwoDeals,
  startSheet,
  untilServiceWorkerControls,
} from '../support/e2e-flows';
import { BUILT_APP_DIR, serveBuiltApp } from '../support/static-server';

/*
 * After one visit with the network on, the app must start and work with none: start a sheet,
 * enter deals, reload, open a new tab, restart the browser. "None" is made real by shutting the
 * test's own server down, so nothing can come from it. The browser's offline emulation is not
 * used: what it does (navigator.onLine, which requests it blocks) differs between Chromium
 * versions, and the app must work without a server whatever the browser believes.
 */

interface Evening {
  context: BrowserContext;
  page: Page;
  profile: string;
  baseURL: string;
}

/** First visit online, then the network goes away; the sheet and its deals are made offline. */
async function playOfflineEvening(): Promise<Evening> {
  const server = await serveBuiltApp(BUILT_APP_DIR);
  const profile = await freshUserDataDir();
  const context = await launchProfile(profile, { baseURL: server.url });
  const page = context.pages()[0] ?? (await context.newPage());
  await test.step('first visit, online', async () => {
    await page.goto('/');
    await untilServiceWorkerControls(page);
  });
  await test.step('the network goes away', async () => {
    await server.close();
    await expectNoNetwork(page);
  });
  await test.step('a sheet with two deals, entered offline', async () => {
    await startSheet(page);
    await enterWonGame(page, DEAL_1);
    await enterWonGame(page, DEAL_2);
    await expectSheetWithTwoDeals(page);
  });
  return { context, page, profile, baseURL: server.url };
}

let evening: Evening | undefined;

test.afterEach(async () => {
  if (!evening) return;
  await evening.context.close();
  await rm(evening.profile, { recursive: true, force: true });
  evening = undefined;
});

test('offline, a reload shows the sheet with its deals', async () => {
  evening = await playOfflineEvening();
  await evening.page.reload();
  await expectSheetWithTwoDeals(evening.page);
  await expectNoNetwork(evening.page);
});

test('offline, a new tab opens the sheet with its deals', async () => {
  evening = await playOfflineEvening();
  const sheetUrl = evening.page.url();
  const tab = await evening.context.newPage();
  await tab.goto(sheetUrl);
  await expectSheetWithTwoDeals(tab);
});

test('offline, after closing and reopening the browser, the app returns to the sheet', async () => {
  evening = await playOfflineEvening();
  await evening.context.close();

  // The same profile on disk, a new browser process, still no server: start as the installed
  // app does, at its start URL.
  evening.context = await launchProfile(evening.profile, { baseURL: evening.baseURL });
  const page = evening.context.pages()[0] ?? (await evening.context.newPage());
  await page.goto('/');
  await expectSheetWithTwoDeals(page);
  await expectNoNetwork(page);
});
