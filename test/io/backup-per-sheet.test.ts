// Issue 34, item 2: a restore never refuses a whole file for one sheet. A file with one good and
// one bad sheet restores the good one and names the bad one, with why, in English and German.
import 'fake-indexeddb/auto';
import { expect, test } from 'vitest';
import { importBackup } from '../../src/io/backup';
import { de } from '../../src/ui/i18n/de';
import { en } from '../../src/ui/i18n/en';
import { importErrorMessage } from '../../src/ui/i18n/errors';
import { expectOk, freshDatabase } from '../db/fixtures';
import { LOG_SHEET_ID, eventId, validBackupV4 } from './fixtures';

/** The valid file and a second sheet of it whose deal the core refuses (grand with 5). */
function oneGoodOneBad(): string {
  const file = validBackupV4();
  const [good] = file.sheets;
  if (!good) throw new Error('fixture has a sheet');
  const bad = structuredClone(good);
  bad.id = '0b6f7d1e-5555-4000-8000-000000000088';
  bad.name = 'Broken';
  bad.events = bad.events.map((event, index) => ({ ...event, id: eventId(40 + index) }));
  // Its own deals (a deal id belongs to one sheet).
  bad.events = bad.events.map((event) =>
    'dealId' in event.change
      ? {
          ...event,
          change: {
            ...event.change,
            dealId: `${String(event.change.dealId).slice(0, -2)}9${String(event.change.dealId).slice(-1)}`,
          },
        }
      : event,
  );
  const second = bad.events[1];
  if (!second) throw new Error('fixture has events');
  Object.assign(second.change, { deal: { ...(second.change as { deal: object }).deal, tops: 5 } });
  file.sheets.push(bad);
  return JSON.stringify(file);
}

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
