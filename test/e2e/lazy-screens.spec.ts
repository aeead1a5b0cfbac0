import { expect, test, type Response } from '../support/test';
import { rm } from 'node:fs/promises';
import { freshUserDataDir, launchProfile } from '../support/chromium';
import { DEAL_1, enterWonGame, startSheet, untilServiceWorkerControls } from '../support/e2e-flows';
import { BUILT_APP_DIR, serveBuiltApp } from '../support/static-server';

/*
 * Every screen (the sheet, list, start, deal entry and details, print, history, settings) is a separate
 * chunk, loaded on first use or right after the start. The service worker precaches them with the
 * rest, so each must open in a browser restarted with no network and no server, where nothing
 * could have been loaded before.
 */
test('every lazily loaded screen opens offline after a browser restart', async () => {
  const server = await serveBuiltApp(BUILT_APP_DIR);
  const profile = await freshUserDataDir();
  let context = await launchProfile(profile, { baseURL: server.url });
  try {
    const first = context.pages()[0] ?? (await context.newPage());
    await first.goto('/');
    await untilServiceWorkerControls(first);
    await context.close();
    await server.close();

    // The server is gone: the service worker is the only source (no browser offline emulation,
    // whose effect on service workers has changed between Chromium versions).
    context = await launchProfile(profile, { baseURL: server.url });
    const page = context.pages()[0] ?? (await context.newPage());
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response);
    });

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Skat sheets' })).toBeVisible();
    await startSheet(page);
    await enterWonGame(page, DEAL_1);
    await page.getByRole('link', { name: 'Deal 1 details' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Deal 1' })).toBeVisible();
    await page.goBack();
    await page.getByRole('link', { name: 'Print or share this sheet' }).click();
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await page.goBack();
    await page.getByRole('link', { name: 'History of this sheet' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Deal 1 added' })).toBeVisible();
    await page.goto('/#/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);

    // Every script came from the service worker's cache; the screens' own chunks among them.
    const names = scripts.map((response) => new URL(response.url()).pathname);
    for (const screen of [
      'SheetScreen',
      'SheetListScreen',
      'StartSheetScreen',
      'DealEntryRoute',
      'DealDetailScreen',
      'PrintView',
      'HistoryScreen',
      'SettingsScreen',
    ]) {
      expect(names.some((name) => name.includes(`/${screen}-`))).toBe(true);
    }
    expect(scripts.filter((response) => !response.fromServiceWorker())).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});
