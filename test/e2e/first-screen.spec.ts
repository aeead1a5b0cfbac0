import { expect, test } from '@playwright/test';

/*
 * index.html paints the first screen's shell before any of the app's code has run
 * (src/app/first-screen.ts): a page of its own, with its language and a heading, which the app
 * replaces as soon as it shows its first screen.
 */

test.describe('before the app’s code has arrived', () => {
  test.use({ serviceWorkers: 'block' });
  test.beforeEach(async ({ page }) => {
    // The app's code never comes: what is seen is index.html alone.
    await page.route('**/assets/*.js', (route) => route.abort());
  });

  test('the page shows the app’s name as its heading, in English', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Skat Scorekeeper' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await expect(page).toHaveTitle('Skat Scorekeeper');
  });

  test.describe('in a German browser', () => {
    test.use({ locale: 'de-DE' });

    test('the page is German from the start', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Skat-Schreiber' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
      await expect(page.getByText('Schreibt die Skatliste am Tisch')).toBeVisible();
    });
  });
});

test('the app replaces the shell: one heading, the list’s', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Skat sheets' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await expect(page.getByRole('main')).toHaveCount(1);
});

test.describe('with the language chosen in Settings', () => {
  // No service worker: it would serve the app's code past the blocked requests.
  test.use({ locale: 'de-DE', serviceWorkers: 'block' });

  test('the next start’s shell speaks it, though the browser is German', async ({ page }) => {
    await page.goto('/#/settings');
    await page.getByRole('radio', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Skat Scorekeeper' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  });
});
