import { expect, test, type Response } from '../support/test';
import { DEAL_1, enterWonGame, startSheet } from '../support/e2e-flows';
import { withOfflineApp } from '../support/offline-app';

/*
 * Every screen (the sheet, list, start, deal entry and details, print, history, settings) is a separate
 * chunk, loaded on first use or right after the start. The service worker precaches them with the
 * rest, so each must open in a browser restarted with no network and no server, where nothing
 * could have been loaded before.
 */
test('every lazily loaded screen opens offline after a browser restart', async () => {
  await withOfflineApp(
    async (page) => {
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
    },
    { restart: true },
  );
});
