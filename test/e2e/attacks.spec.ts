import { expect, test, type Page } from '../support/test';
import { DEAL_1, DEAL_2, enterWonGame, startSheet } from '../support/e2e-flows';
import { dealsOfDump, type DumpedDeal } from './stored-log';

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
  expect(dump.log).toEqual([]);
  expect(dump.drafts).toEqual([]);
});

/** The sheet open in the page: its id, from the hash. */
function sheetIdOf(page: Page): string {
  return decodeURIComponent(new URL(page.url()).hash.split('/')[2] ?? '');
}

type StoredDeal = DumpedDeal<{
  readonly result?: { readonly made: boolean; readonly schneider?: boolean };
}>;

/** A sheet's deals, folded from the dumped `log` store. */
const dealsOf = (dump: Record<string, unknown[]>, sheetId: string): StoredDeal[] =>
  dealsOfDump(dump.log, sheetId);

test('item 9: a different copy of a sheet already here — both counts said, imported beside it, the one here untouched', async ({
  page,
}) => {
  await startSheet(page);
  const sheetId = sheetIdOf(page);
  await enterWonGame(page, DEAL_1);
  // The file is saved after deal 1; here the evening goes on with deal 2.
  await page.goto('/#/settings');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export all sheets' }).click();
  const path = test.info().outputPath('backup.json');
  await (await download).saveAs(path);
  await page.goto(`/#/sheet/${sheetId}`);
  await enterWonGame(page, DEAL_2);
  const before = await dumpIndexedDb(page);

  await page.goto('/#/settings');
  await page.getByLabel('Restore from file').setInputFiles(path);
  await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
  await expect(
    page.getByText(/the copies differ: the file has 1 deal, this device 2 deals/),
  ).toBeVisible();
  expect(await dumpIndexedDb(page)).toEqual(before);

  await page.getByRole('button', { name: /as a separate sheet/ }).click();
  await expect.poll(async () => (await dumpIndexedDb(page)).sheets?.length).toBe(2);
  const after = await dumpIndexedDb(page);
  // The sheet here and its deals exactly as before; the file's copy is a sheet of its own.
  expect(after.sheets).toContainEqual(before.sheets?.[0]);
  expect(dealsOf(after, sheetId)).toEqual(dealsOf(before, sheetId));
  const copy = (after.sheets as { id: string }[]).find((sheet) => sheet.id !== sheetId);
  expect(dealsOf(after, copy?.id ?? '')).toHaveLength(1);
  await page.goto('/#/');
  await expect(page.getByRole('link', { name: /^Open / })).toHaveCount(2);
});

test('item 5: two tabs edit the same deal — the second save shows the conflict, nothing is lost silently', async ({
  page,
  context,
}) => {
  await startSheet(page);
  const sheetId = sheetIdOf(page);
  await enterWonGame(page, DEAL_1);
  const [deal] = dealsOf(await dumpIndexedDb(page), sheetId);
  const editHash = `/#/sheet/${encodeURIComponent(sheetId)}/deal/${encodeURIComponent(deal?.id ?? '')}/edit`;

  // Both tabs open the edit of deal 1 (won).
  const other = await context.newPage();
  await dismissToasts(other);
  await page.goto(editHash);
  await other.goto(editHash);
  await expect(page.getByRole('heading', { name: 'Editing deal 1' })).toBeVisible();
  await expect(other.getByRole('heading', { name: 'Editing deal 1' })).toBeVisible();

  // The other tab saves first: lost.
  await other.getByRole('button', { name: 'Lost', exact: true }).click();
  // A saved edit goes back to the deal's own screen.
  await expect(other.getByRole('heading', { level: 1, name: 'Deal 1' })).toBeVisible();
  const saved = await dumpIndexedDb(page);
  expect(dealsOf(saved, sheetId)[0]?.deal.result).toMatchObject({ made: false });

  // This tab's save does not overwrite it silently: it says so, and stores nothing.
  await page.getByRole('button', { name: 'Won schneider', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('changed in another tab');
  const refused = await dumpIndexedDb(page);
  expect(refused.sheets).toEqual(saved.sheets);
  expect(refused.log).toEqual(saved.log);
  // This tab's version is not lost either: its draft stays, with the version it was opened from.
  expect(refused.drafts).toHaveLength(1);
  expect(refused.drafts?.[0]).toMatchObject({ draft: { openedFrom: deal?.updatedAt } });

  // Saved over it knowingly: this tab's version, one deal, no draft left.
  await page.getByRole('button', { name: 'Save mine over it' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deal 1' })).toBeVisible();
  const after = await dumpIndexedDb(page);
  expect(dealsOf(after, sheetId)).toHaveLength(1);
  expect(dealsOf(after, sheetId)[0]?.deal.result).toMatchObject({ made: true, schneider: true });
  expect(after.drafts).toEqual([]);
});
