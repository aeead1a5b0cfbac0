import { expect, test, type Page } from '../support/test';
import { screenProblems } from '../support/layout-checks';
import { ENGLISH, dealRow, enterGame, startSheetWithPreset } from './house-flows';

/*
 * A player's name put right mid-sheet (issue 12: name changes on the record), in the built app on
 * a phone: the sheet, the list of sheets, the print and the history show the new name; undo takes
 * it back; a reload keeps the undone rename in the history.
 */

test.use({ viewport: { width: 360, height: 640 }, serviceWorkers: 'block' });

const NAMES = ['Anna', 'Ben', 'Carl'];
const RENAMED = 'Players renamed: Anna, Benno, Carl';
const UNDO_RENAME = 'Undo: changed the players’ names';

async function historyItems(page: Page) {
  await page.getByRole('link', { name: 'History of this sheet' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  return page.getByRole('list', { name: 'Every change, newest first' }).getByRole('listitem');
}

test('a player renamed mid-sheet: list, sheets, print, history; undo; reload', async ({ page }) => {
  await startSheetWithPreset(page, ENGLISH, 'pub', NAMES);
  // Deal 1, Anna deals at three: Ben (Middlehand) clubs with 1, 61 card points → +24.
  await enterGame(page, ENGLISH, NAMES, {
    number: 1,
    dealer: 0,
    game: { declarer: 1, game: 'clubs', matadors: 1, declarerPoints: 61 },
  });
  await expect(dealRow(page, ENGLISH, 1)).toContainText('Ben ♣ with 1');

  await page.getByRole('button', { name: 'Rename players' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename players' });
  await expect(dialog.getByRole('textbox', { name: 'Player 2 name' })).toHaveValue('Ben');
  // On the smallest phone: save on screen, 48 px targets, nothing cut off, even with an error shown.
  await dialog.getByRole('textbox', { name: 'Player 3 name' }).fill('');
  await dialog.getByRole('button', { name: 'Save names' }).click();
  await expect(dialog.getByText('Player 3 needs a name.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save names' })).toBeInViewport({ ratio: 1 });
  expect(await screenProblems(dialog)).toEqual({ small: [], clipped: [], wide: false });
  await dialog.getByRole('textbox', { name: 'Player 3 name' }).fill('Carl');
  await dialog.getByRole('textbox', { name: 'Player 2 name' }).fill('Benno');
  await dialog.getByRole('button', { name: 'Save names' }).click();
  await expect(dialog).toBeHidden();
  await expect(dealRow(page, ENGLISH, 1)).toContainText('Benno ♣ with 1');
  await expect(page.getByRole('region', { name: 'Standings' })).toContainText('Benno');

  await page.getByRole('link', { name: 'Print or share this sheet' }).click();
  // The print view's own table: the sheet says Benno too, and stays until the address is handled.
  await expect(page.getByRole('table', { name: /^Skat list / })).toContainText('Benno');
  await page.goBack();

  await page.getByRole('link', { name: 'Back to the sheets' }).click();
  await expect(page.getByRole('link', { name: /^Open / })).toContainText('Anna, Benno, Carl');
  await page.getByRole('link', { name: /^Open / }).click();

  let items = await historyItems(page);
  await expect(items.first()).toHaveAttribute('aria-label', RENAMED);
  await expect(items.first().locator('time')).toHaveText(/^\d{1,2}:\d\d/);
  await page.getByRole('link', { name: 'Back to the sheet', exact: true }).click();

  await page.getByRole('button', { name: UNDO_RENAME }).click();
  await expect(dealRow(page, ENGLISH, 1)).toContainText('Ben ♣ with 1');
  await expect(page.getByRole('button', { name: UNDO_RENAME })).toBeHidden();

  await page.reload();
  await expect(dealRow(page, ENGLISH, 1)).toContainText('Ben ♣ with 1');
  items = await historyItems(page);
  await expect(items.nth(0)).toHaveAttribute('aria-label', `Undone: ${RENAMED}`);
  await expect(items.nth(1)).toHaveAttribute('aria-label', RENAMED);
});
