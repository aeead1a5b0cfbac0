// Issue 34, item 2: a restore never refuses a whole file for one sheet. A file with one good and
// one bad sheet restores the good one and names the bad one, with why, in English and German.
import 'fake-indexeddb/auto';
import { expect, test } from 'vitest';
import { importBackup } from '../../src/io/backup';
import { de } from '../../src/ui/i18n/de';
import { en } from '../../src/ui/i18n/en';
import { importErrorMessage } from '../../src/ui/i18n/errors';
import { expectOk, freshDatabase } from '../support/db-fixtures';
import { oneGoodOneBad } from './bad-sheet-fixture';
import type { validBackupV4 } from './fixtures';
import { LOG_SHEET_ID } from './fixtures';

test('a file with one good and one bad sheet restores the good one and names the bad one', async () => {
  const database = freshDatabase();
  const summary = expectOk(await importBackup(oneGoodOneBad(), database));
  expect(summary.imported).toBe(1);
  expect((await database.sheets.toArray()).map((sheet) => sheet.id)).toEqual([LOG_SHEET_ID]);
  expect(summary.unrestorable?.map((sheet) => sheet.name)).toEqual(['Broken']);
  const [bad] = summary.unrestorable ?? [];
  const words = (dictionary: typeof en) =>
    (bad?.errors ?? []).map((error) => importErrorMessage(dictionary, error)).join('\n');
  expect(words(en)).toMatch(/sheet 2, change 2: Tops run from 1 to 11/);
  expect(words(de)).toMatch(/Liste 2, Änderung 2: /);
});

test('a file whose only sheet is bad is still refused, in words', async () => {
  const file = JSON.parse(oneGoodOneBad()) as ReturnType<typeof validBackupV4>;
  file.sheets.shift();
  const result = await importBackup(JSON.stringify(file), freshDatabase());
  expect(result.ok).toBe(false);
});
