import { expect, test, type Page } from '../support/test';
import { entryRegion, LONG_NAMES, startSheet, tapEntry } from './entry-flows';

/**
 * Every control a player can reach on the way through a deal has an accessible name, computed
 * as a screen reader computes it (Playwright's accessible-name algorithm): the sheet list, the
 * start screen, the sheet, every step and result mode of the entry, the deal's details.
 */

test.use({ serviceWorkers: 'block' });

const CONTROLS =
  'button, [role=button], a[href], input, select, textarea, [role=radio], [role=checkbox], [role=switch]';

/** Checks every visible control on the screen; all failures are reported, not just the first. */
async function expectNamedControls(page: Page, screen: string) {
  const controls = page.locator(CONTROLS).filter({ visible: true });
  const count = await controls.count();
  expect(count, `${screen}: controls found`).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const control = controls.nth(i);
    const html = await control.evaluate((el) => el.outerHTML.slice(0, 160));
    await expect.soft(control, `${screen}: ${html}`).toHaveAccessibleName(/\S/);
  }
}

test('every control on the way through a deal has an accessible name', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'New sheet' })).toBeVisible();
  await expectNamedControls(page, 'sheet list');

  await page.getByRole('link', { name: 'New sheet' }).click();
  await page.getByRole('radio', { name: '4 players' }).check();
  await expect(page.getByRole('button', { name: 'Start sheet' })).toBeVisible();
  await expectNamedControls(page, 'start screen');

  await startSheet(page, LONG_NAMES, { kontra: true });
  await expectNamedControls(page, 'sheet, no deals');

  await page.getByRole('link', { name: 'Enter deal 1' }).click();
  // The entry's code may still be on its way (it loads on first use): wait for its first step.
  await expect(page.getByRole('button', { name: 'Anneliese, Forehand' })).toBeVisible();
  await expectNamedControls(page, 'entry: who played');
  await tapEntry(page, 'Anneliese, Forehand');
  await expectNamedControls(page, 'entry: game');
  await tapEntry(page, 'Clubs (Kreuz)');
  await expectNamedControls(page, 'entry: tops');
  await tapEntry(page, 'with 2');
  await expectNamedControls(page, 'entry: result');
  await tapEntry(page, 'Bid: not overbid');
  await expectNamedControls(page, 'entry: bids');
  await tapEntry(page, 'Bid 40', 'Card points', '9');
  await expectNamedControls(page, 'entry: card points');
  await tapEntry(page, 'Change the game: ♣ Clubs', 'Null');
  await expectNamedControls(page, 'entry: null result');
  await tapEntry(page, 'Change the declarer: Anneliese', 'Passed');
  await expectNamedControls(page, 'entry: passed');
  // Back from "passed": the declarer's choice returns to the deal kept so far, the null game.
  await tapEntry(page, 'Change the declarer: Passed', 'Friedrich, Middlehand');
  await tapEntry(page, 'Change the game: Null', 'Grand'); // with 2 is kept: on to the result
  await tapEntry(page, 'Won / lost', 'Won');

  await expect(page.getByRole('link', { name: 'Enter deal 2' })).toBeVisible();
  await expectNamedControls(page, 'sheet with a deal');
  await page.getByRole('link', { name: 'Deal 1 details' }).click();
  // The details' own heading: the sheet has an "Edit deal 1" link too (the last deal's edit).
  await expect(page.getByRole('heading', { level: 1, name: 'Deal 1' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit deal 1' })).toBeVisible();
  await expectNamedControls(page, 'deal details');
  await page.getByRole('link', { name: 'Edit deal 1' }).click();
  await expect(entryRegion(page)).toBeVisible();
  await expectNamedControls(page, 'entry: editing');
});
