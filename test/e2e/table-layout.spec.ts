import { expect, test, type Page } from '../support/test';
import { expectInThumbReach } from '../support/thumb-reach';

/**
 * The screens of SCREENS at the smallest phone we design for (360 × 640), light and dark: the
 * main action is on screen without scrolling, nothing is wider than the screen, and every button
 * and link is a 48 × 48 px target.
 */

test.use({ viewport: { width: 360, height: 640 }, serviceWorkers: 'block' });

/** Controls smaller than 48 × 48 px. The list's row links are exempt: they cover their row. */
async function smallTargets(page: Page): Promise<string[]> {
  const controls = page.locator(
    'main button:visible, main a:visible, main input:visible, header a, header button',
  );
  expect(await controls.count()).toBeGreaterThan(0);
  return controls.evaluateAll((elements) =>
    elements
      .filter((el) => !el.closest('table'))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        // A checkbox is tapped through its label, which is the target.
        const target = el.closest('label')?.getBoundingClientRect() ?? box;
        return target.width < 47.5 || target.height < 47.5;
      })
      .map((el) => el.getAttribute('aria-label') ?? el.textContent ?? el.tagName),
  );
}

async function fitsWidth(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
}

async function checkScreen(page: Page, mainAction: ReturnType<Page['getByRole']>) {
  await expect(mainAction).toBeInViewport({ ratio: 1 });
  await fitsWidth(page);
  expect(await smallTargets(page)).toEqual([]);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`every screen at 360 × 640, ${colorScheme}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/');
    await checkScreen(page, page.getByRole('link', { name: 'New sheet' }));

    await page.getByRole('link', { name: 'New sheet' }).click();
    await checkScreen(page, page.getByRole('button', { name: 'Start sheet' }));
    await page.getByRole('radio', { name: '4 players' }).check();
    const names = ['Maximilian', 'Anneliese', 'Friedrich', 'Konstantin'];
    for (const [seat, name] of names.entries()) {
      await page.getByLabel(`Player ${seat + 1} name`, { exact: true }).fill(name);
    }
    await checkScreen(page, page.getByRole('button', { name: 'Start sheet' }));
    await page.getByRole('button', { name: 'Start sheet' }).click();

    // A sheet with a long game name and big totals still fits.
    await page.getByRole('link', { name: 'Enter deal 1' }).click();
    await page.getByRole('button', { name: 'Anneliese, Forehand', exact: true }).click();
    await page.getByRole('button', { name: 'Grand', exact: true }).click();
    await page.getByRole('button', { name: 'with 4', exact: true }).click();
    await page.getByRole('button', { name: 'Ouvert', exact: true }).click();
    await page.getByRole('button', { name: 'Lost', exact: true }).click();
    // Grand ouvert with 4: 11 × 24 = 264 (the highest value), lost → −528.
    await expect(page.getByRole('region', { name: 'The list' })).toContainText('−528');
    await checkScreen(page, page.getByRole('link', { name: 'Enter deal 2' }));
    // One thumb (issue 11): deal 2's players (Anneliese deals and sits out), low on the screen.
    await expectInThumbReach(
      page.getByRole('region', { name: 'Deal 2 of 48' }),
      'link',
      ['Friedrich plays', 'Konstantin plays', 'Maximilian plays', 'Passed', 'Edit deal 1'],
      'sheet, deal 2',
    );

    await page.getByRole('link', { name: 'Deal 1 details' }).click();
    await checkScreen(page, page.getByRole('heading', { level: 1, name: 'Deal 1' }));
    await expect(page.getByRole('link', { name: 'Edit deal 1' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete deal 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete deal 1?' });
    await expect(dialog.getByRole('button', { name: 'Delete deal' })).toBeInViewport({ ratio: 1 });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('link', { name: 'Back to the sheet', exact: true }).click();

    await page.getByRole('link', { name: 'Back to the sheets' }).click();
    await checkScreen(page, page.getByRole('button', { name: /^Delete / }));
  });
}
