// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { SheetScreen } from '../../../src/ui/sheet/SheetScreen';
import { emptyDatabase } from '../../support/fresh-db';
import { FOUR, sheetWith, THREE } from '../../support/sheet-fixtures';
import { DEALS, PLAYERS } from './evening-at-four';
import { getSheet, getSheetHistory } from '../../support/db-reads';

beforeEach(emptyDatabase);

function renderSheet(sheetId: string) {
  render(
    <SheetScreen
      sheetId={sheetId}
      links={{ sheets: '#/', newDeal: '#/new-deal', deal: (id) => `#/deal/${id}` }}
    />,
  );
}

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Rename players' }));
  return screen.getByRole('dialog', { name: 'Rename players' });
}

const field = (dialog: HTMLElement, seat: number) =>
  within(dialog).getByRole('textbox', { name: `Player ${seat} name` });

async function retype(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  if (text !== '') await userEvent.type(input, text);
}

describe('renaming the players of a sheet', () => {
  test('one field per seat, prefilled; saved, the list shows the new name and undo takes it back', async () => {
    const sheet = await sheetWith(PLAYERS, FOUR, DEALS, 'Friday');
    renderSheet(sheet.id);
    const dialog = await openDialog();
    expect(
      within(dialog)
        .getAllByRole('textbox')
        .map((box) => (box as HTMLInputElement).value),
    ).toEqual(['Anna', 'Ben', 'Carl', 'Dora']);

    await retype(field(dialog, 2), 'Benno');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save names' }));

    expect(
      await screen.findByRole('button', { name: 'Undo: changed the players’ names' }),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((await getSheet(sheet.id))?.playerNames).toEqual(['Anna', 'Benno', 'Carl', 'Dora']);
    // Deal 1 was Ben's clubs with 2 (+36): the same deal, under his new name.
    const list = screen.getByRole('region', { name: 'The list' });
    // The undo and the list are read apart: wait for the list's own read, not the undo's moment.
    await waitFor(() =>
      expect(within(list).getAllByRole('row')[1]).toHaveTextContent('Benno ♣ with 2'),
    );
    expect(
      within(screen.getByRole('region', { name: 'Standings' })).getByText('Benno'),
    ).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Undo: changed the players’ names' }));
    await waitFor(() =>
      expect(within(list).getAllByRole('row')[1]).toHaveTextContent('Ben ♣ with 2'),
    );
    expect((await getSheet(sheet.id))?.playerNames).toEqual(PLAYERS);
  });

  test('bad names are refused beside their field; what was typed stays and nothing is stored', async () => {
    const sheet = await sheetWith(PLAYERS, FOUR, DEALS, 'Friday');
    renderSheet(sheet.id);
    const events = (await getSheetHistory(sheet.id)).length;
    const dialog = await openDialog();

    await retype(field(dialog, 1), 'A'.repeat(41));
    await retype(field(dialog, 2), '   ');
    await retype(field(dialog, 4), ' anna ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save names' }));

    expect(field(dialog, 1)).toHaveAccessibleDescription(
      'The name of player 1 is longer than 40 characters: please shorten it.',
    );
    expect(field(dialog, 1)).toBeInvalid();
    expect(field(dialog, 2)).toHaveAccessibleDescription('Player 2 needs a name.');
    expect(field(dialog, 3)).toBeValid();
    // "anna" at seat 4 once seat 1 is Anna again: the start screen's rule, case and spaces aside.
    await retype(field(dialog, 1), 'Anna');
    expect(field(dialog, 4)).toHaveAccessibleDescription(
      'Player 4 has the same name as another player.',
    );
    expect(field(dialog, 1)).toBeValid();
    expect(field(dialog, 2)).toHaveValue('   ');
    expect(field(dialog, 4)).toHaveValue(' anna ');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save names' }));
    expect(screen.getByRole('dialog', { name: 'Rename players' })).toBeVisible();
    expect((await getSheet(sheet.id))?.playerNames).toEqual(PLAYERS);
    expect(await getSheetHistory(sheet.id)).toHaveLength(events);
  });

  test('cancel, or a save that changes nothing, leaves the sheet and its history alone', async () => {
    const sheet = await sheetWith(PLAYERS, FOUR, DEALS, 'Friday');
    renderSheet(sheet.id);
    const events = (await getSheetHistory(sheet.id)).length;

    let dialog = await openDialog();
    await retype(field(dialog, 3), 'Carlo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    dialog = await openDialog();
    // Opened again: the names as they stand, not the cancelled ones.
    expect(field(dialog, 3)).toHaveValue('Carl');
    await retype(field(dialog, 3), ' Carl ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save names' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await getSheetHistory(sheet.id)).toHaveLength(events);
    expect((await getSheet(sheet.id))?.playerNames).toEqual(PLAYERS);
  });

  // Issue 31, item 6: one rule for "the same name". "anna" is Anna, so a change of letter case
  // only is no change of the sheet's players (her name's case is changed on her player page).
  test('names are stored trimmed; a change of letter case only is the same player, nothing written', async () => {
    const sheet = await sheetWith(['Anna', 'Ben', 'Carl'], THREE, [], 'Sunday');
    renderSheet(sheet.id);
    const events = (await getSheetHistory(sheet.id)).length;
    const dialog = await openDialog();
    await retype(field(dialog, 1), '  anna  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save names' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await getSheetHistory(sheet.id)).toHaveLength(events);
    expect((await getSheet(sheet.id))?.playerNames).toEqual(['Anna', 'Ben', 'Carl']);
  });
});
