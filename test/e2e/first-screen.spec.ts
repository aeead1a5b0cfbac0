import { expect, test } from '../support/test';

/*
 * index.html paints the first screen's shell before any of the app's code has run
 * (src/app/cold-start/first-screen.ts): a page of its own, with its language and a heading, which the app
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

test.describe('the list kept from the last start', () => {
  // No service worker: it would serve the app's code past the blocked requests.
  test.use({ serviceWorkers: 'block' });

  test('shows before the app’s code has run; a tap on it opens where the app then starts', async ({
    page,
  }) => {
    // A finished sheet of 3 passed deals: the next start opens at the list, not at a sheet.
    await page.goto('/#/new');
    for (const [seat, name] of ['Anna', 'Ben', 'Carl'].entries()) {
      await page.getByLabel(`Player ${seat + 1} name`, { exact: true }).fill(name);
    }
    await page.getByLabel('Number of deals').fill('3');
    await page.getByRole('button', { name: 'Start sheet' }).click();
    for (let deal = 1; deal <= 3; deal++) {
      await page
        .getByRole('region', { name: `Deal ${deal} of 3` })
        .getByRole('link', { name: 'Passed' })
        .click();
      await page.getByRole('button', { name: 'Save passed deal', exact: true }).click();
    }
    // Back on the sheet, all its deals dealt: the next start opens at the list.
    await expect(page.getByRole('region', { name: 'Final standings' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('skat-scorekeeper.starts-at-list')))
      .toBe('yes');
    await page.goto('/#/');
    const open = page.getByRole('link', { name: /^Open / });
    const label = (await open.getAttribute('aria-label')) ?? '';
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('skat-scorekeeper.list-snapshot')))
      .toContain(label);

    // The app's code never comes: what shows is index.html with the list kept.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Skat sheets' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Finished' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(page.getByRole('button', { name: /^Rename / })).toBeDisabled();
    await page.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(/#\/sheet\/[^/]+$/);

    // With its code, the app opens at the sheet tapped.
    await page.unroute('**/assets/*.js');
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: label.replace(/^Open /, '') }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Final standings' })).toBeVisible();
  });
});
