// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { db } from '../../../src/db/database';
import { SHEETS_PER_PAGE, SheetListScreen } from '../../../src/ui/sheet-list/SheetListScreen';
import { English, German } from '../../support/i18n';
import { emptyDatabase } from '../../support/fresh-db';
import { PASSED, sheetWith, THREE } from '../../support/sheet-fixtures';
import { getSheet } from '../../support/db-reads';

beforeEach(emptyDatabase);

function renderList(wrapper = English) {
  render(
    <SheetListScreen
      newSheetHref="#/new"
      settingsHref="#/settings"
      sheetHref={(id) => `#/sheet/${id}`}
    />,
    { wrapper },
  );
}

describe('SheetListScreen', () => {
  test('sheets in progress and finished, each opening its sheet', async () => {
    const running = await sheetWith(['Anna', 'Ben', 'Carl'], THREE, [PASSED], 'Friday');
    // All 3 planned deals entered: finished.
    const done = await sheetWith(
      ['Dora', 'Erik', 'Fritz'],
      THREE,
      [PASSED, PASSED, PASSED],
      'Club',
    );
    renderList();

    const inProgress = await screen.findByRole('region', { name: 'In progress' });
    const open = within(inProgress).getByRole('link', { name: 'Open Friday' });
    expect(open).toHaveAttribute('href', `#/sheet/${running.id}`);
    expect(open).toHaveTextContent('Anna, Ben, Carl');
    expect(open).toHaveTextContent('1 of 3 deals');
    const finished = screen.getByRole('region', { name: 'Finished' });
    expect(within(finished).getByRole('link', { name: 'Open Club' })).toHaveAttribute(
      'href',
      `#/sheet/${done.id}`,
    );
    expect(screen.getByRole('link', { name: 'New sheet' })).toHaveAttribute('href', '#/new');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '#/settings');
  });

  test('an empty name is refused inside the dialog', async () => {
    const user = userEvent.setup();
    await sheetWith(['Anna', 'Ben', 'Carl'], THREE, [], 'Friday');
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Rename Friday' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename sheet' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Sheet name' }));
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The sheet name is empty.');
  });

  test('delete asks first: cancel keeps the sheet, confirm deletes it with its deals', async () => {
    const user = userEvent.setup();
    const sheet = await sheetWith(['Anna', 'Ben', 'Carl'], THREE, [PASSED, PASSED], 'Friday');
    renderList();

    await user.click(await screen.findByRole('button', { name: 'Delete Friday' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete “Friday”?' });
    expect(dialog).toHaveTextContent('its 2 deals');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await db.sheets.count()).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Delete Friday' }));
    dialog = screen.getByRole('dialog', { name: 'Delete “Friday”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete sheet' }));
    expect(await screen.findByText('No sheets yet. Start one for tonight’s game.')).toBeVisible();
    expect(await db.sheets.get(sheet.id)).toBeUndefined();
    expect(await db.log.filter((event) => event.sheetId === sheet.id).count()).toBe(0);
  });

  test('a long history opens with the most recent sheets; "Show more" pages on to the oldest', async () => {
    const user = userEvent.setup();
    const count = SHEETS_PER_PAGE + 2;
    for (let n = 1; n <= count; n++) {
      const sheet = await sheetWith(['Anna', 'Ben', 'Carl'], THREE, [], `Evening ${n}`);
      // Evening n was changed at time n: the newest is the last one made.
      await db.sheets.update(sheet.id, { updatedAt: n });
    }
    renderList();

    expect(await screen.findByRole('link', { name: `Open Evening ${count}` })).toBeVisible();
    expect(screen.getAllByRole('link', { name: /^Open / })).toHaveLength(SHEETS_PER_PAGE);
    expect(screen.getByRole('link', { name: 'Open Evening 3' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Open Evening 2' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open Evening 1' })).not.toBeInTheDocument();
    expect(
      screen.getByText(`Showing the ${SHEETS_PER_PAGE} most recent of ${count} sheets.`),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Show more sheets' }));
    expect(await screen.findByRole('link', { name: 'Open Evening 1' })).toBeVisible();
    expect(screen.getAllByRole('link', { name: /^Open / })).toHaveLength(count);
    expect(screen.queryByRole('button', { name: 'Show more sheets' })).not.toBeInTheDocument();
    expect(screen.queryByText(/most recent of/)).not.toBeInTheDocument();
  });

  test('a short history has no "Show more"', async () => {
    await sheetWith(['Anna', 'Ben', 'Carl'], THREE, [], 'Friday');
    renderList();
    expect(await screen.findByRole('link', { name: 'Open Friday' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Show more sheets' })).not.toBeInTheDocument();
  });
});

/** The words of renaming a sheet in each language; the test is the same in both. */
const RENAMING = [
  {
    language: 'English',
    wrapper: English,
    before: 'Friday',
    after: 'Friday at Anna’s',
    rename: (name: string) => `Rename ${name}`,
    dialog: 'Rename sheet',
    field: 'Sheet name',
    confirm: 'Rename',
    open: (name: string) => `Open ${name}`,
  },
  {
    language: 'German',
    wrapper: German,
    before: 'Freitag',
    after: 'Freitag bei Anna',
    rename: (name: string) => `${name} umbenennen`,
    dialog: 'Liste umbenennen',
    field: 'Name der Liste',
    confirm: 'Umbenennen',
    open: (name: string) => `${name} öffnen`,
  },
] as const;

describe.each(RENAMING)('SheetListScreen in $language', (words) => {
  test('rename in a dialog', async () => {
    const user = userEvent.setup();
    const sheet = await sheetWith(['Anna', 'Ben', 'Carl'], THREE, [], words.before);
    renderList(words.wrapper);
    await user.click(await screen.findByRole('button', { name: words.rename(words.before) }));
    const dialog = screen.getByRole('dialog', { name: words.dialog });
    const field = within(dialog).getByRole('textbox', { name: words.field });
    await user.clear(field);
    await user.type(field, words.after);
    await user.click(within(dialog).getByRole('button', { name: words.confirm }));

    expect(await screen.findByRole('link', { name: words.open(words.after) })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((await getSheet(sheet.id))?.name).toBe(words.after);
  });
});
