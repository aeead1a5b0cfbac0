import { expect, test, type Page } from '@playwright/test';
import { DEAL_1, enterWonGame, startSheet } from '../support/e2e-flows';

/**
 * Issue 10 (attack round), in the built app: links and stored records that once blanked the app
 * for good, a deep link that stole the resume, and Won and Cancel tapped in the same instant.
 * Where data is at stake, IndexedDB is compared before and after.
 */

/** Every store of the app's database, as plain data (read in the page). */
async function dumpIndexedDb(page: Page): Promise<Record<string, unknown[]>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, unknown[]>>((resolve, reject) => {
        const open = indexedDB.open('skat-scorekeeper');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const database = open.result;
          const names = [...database.objectStoreNames];
          const tx = database.transaction(names, 'readonly');
          const dump: Record<string, unknown[]> = {};
          for (const name of names) {
            const request = tx.objectStore(name).getAll();
            request.onsuccess = () => (dump[name] = request.result);
          }
          tx.oncomplete = () => {
            database.close();
            resolve(dump);
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}

/** Errors the page threw or logged: a blank app shows up here first. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const listHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Skat sheets' });

async function dismissToasts(page: Page): Promise<void> {
  await page.addLocatorHandler(page.getByRole('button', { name: 'Dismiss' }), async (button) => {
    await button.click();
  });
}

test.beforeEach(async ({ page }) => {
  await dismissToasts(page);
});

test('item 4: a malformed % escape in the hash is an unknown route, and navigation recovers', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/#/sheet/%');
  await expect(listHeading(page)).toBeVisible();
  await page.goto('/#/sheet/x/deal/%ZZ');
  await expect(listHeading(page)).toBeVisible();
  await page.getByRole('link', { name: 'New sheet' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'New sheet' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('item 1: a sheet stored under an id with a lone surrogate does not blank the app; its data stays', async ({
  page,
}) => {
  await startSheet(page);
  await enterWonGame(page, DEAL_1);
  // As an import before the fix could store it: a copy of the sheet under an odd id.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('skat-scorekeeper');
        open.onsuccess = () => {
          const tx = open.result.transaction('sheets', 'readwrite');
          const store = tx.objectStore('sheets');
          const all = store.getAll();
          all.onsuccess = () => {
            const [sheet] = all.result as { id: string; name: string }[];
            store.put({ ...sheet, id: 'odd\uD800', name: 'Odd copy' });
          };
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
  const before = await dumpIndexedDb(page);
  const errors = collectErrors(page);
  // A fresh start returns to the sheet in progress; from there, the list.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Enter deal 2' })).toBeVisible();
  await page.evaluate(() => (window.location.hash = '#/'));
  await expect(listHeading(page)).toBeVisible();
  await expect(page.getByRole('link', { name: /Odd copy/ })).toBeVisible();
  expect(errors).toEqual([]);
  expect(await dumpIndexedDb(page)).toEqual(before);
});

test('item 12: a deep link to a missing sheet does not steal the resume', async ({ page }) => {
  await startSheet(page);
  const sheetHash = new URL(page.url()).hash;
  await page.goto('/#/sheet/999999');
  await expect(page.getByText('This sheet no longer exists.')).toBeVisible();
  await page.goto('/');
  await page.reload();
  await expect(page.getByRole('link', { name: 'Enter deal 1' })).toBeVisible();
  expect(new URL(page.url()).hash).toBe(sheetHash);
});

test('item 14: Won and Cancel tapped in the same instant — one wins, nothing twice', async ({
  page,
}) => {
  await startSheet(page);
  await page.getByRole('link', { name: 'Enter deal 1' }).click();
  await page.getByRole('button', { name: DEAL_1.declarer, exact: true }).click();
  await page.getByRole('button', { name: DEAL_1.game, exact: true }).click();
  await page.getByRole('button', { name: DEAL_1.tops, exact: true }).click();
  // Cancel first, Won in the same task: Cancel wins, nothing is saved.
  await page.evaluate(() => {
    const byText = (text: string) =>
      [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === text);
    byText('Cancel')?.click();
    byText('Won')?.click();
  });
  await expect(page.getByRole('link', { name: 'Enter deal 1' })).toBeVisible();
  const dump = await dumpIndexedDb(page);
  expect(dump.deals).toEqual([]);
  expect(dump.drafts).toEqual([]);
});
