// @vitest-environment jsdom
// Issue 34, item 2, on the restore screen: a file with one good and one bad sheet. The
// confirmation says one sheet is left out; the good sheet is restored and the bad one named,
// with why, in English and German.
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { db } from '../../../src/db/database';
import { SettingsScreen } from '../../../src/ui/settings/SettingsScreen';
import { English, German } from '../../support/i18n';
import { oneGoodOneBad } from '../../io/bad-sheet-fixture';
import { LOG_SHEET_ID } from '../../io/fixtures';

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

const LANGUAGES = [
  {
    language: 'English',
    wrapper: English,
    choose: 'Restore from file',
    confirm: 'Restore',
    leftOut: '1 sheet of the file cannot be restored and is left out',
    named: '“Broken” was not restored. What is wrong:',
    why: /sheet 2, change 2: Tops run from 1 to 11/,
  },
  {
    language: 'German',
    wrapper: German,
    choose: 'Aus Datei wiederherstellen',
    confirm: 'Wiederherstellen',
    leftOut: '1 Liste der Datei lässt sich nicht wiederherstellen und wird ausgelassen',
    named: '„Broken“ wurde nicht wiederhergestellt. Was nicht stimmt:',
    why: /Liste 2, Änderung 2: /,
  },
] as const;

describe.each(LANGUAGES)('a file with one bad sheet ($language)', (words) => {
  test('restores the good sheet and names the bad one, with why', async () => {
    const user = userEvent.setup();
    render(<SettingsScreen onBack={() => {}} onOpenSheet={() => {}} />, {
      wrapper: words.wrapper,
    });
    await user.upload(
      screen.getByLabelText(words.choose),
      new File([oneGoodOneBad()], 'backup.json', { type: 'application/json' }),
    );
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    expect(dialog).toHaveTextContent(words.leftOut);
    await user.click(within(dialog).getByRole('button', { name: words.confirm }));

    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(within(alert).getByText(words.named)).toBeVisible();
    expect(alert).toHaveTextContent(words.why);
    expect((await db.sheets.toArray()).map((sheet) => sheet.id)).toEqual([LOG_SHEET_ID]);
  });
});
