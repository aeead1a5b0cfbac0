// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { renderSheet as renderWith } from './render-sheet';
import { emptyDatabase } from '../../support/fresh-db';
import { English, German } from '../../support/i18n';
import { FOUR, sheetWith, THREE } from '../../support/sheet-fixtures';
import { DEALS, PLAYERS } from './evening-at-four';
import { getSheet, getSheetHistory } from '../../support/db-reads';

beforeEach(emptyDatabase);

const ENGLISH_WORDS = {
  language: 'English',
  wrapper: English,
  rename: 'Rename players',
  seatsStay: 'The seats stay as they are: only the names change, on every deal and in the history.',
  field: (seat: number) => `Player ${seat} name`,
  save: 'Save names',
  cancel: 'Cancel',
  undo: 'Undo: changed the players’ names',
  list: 'The list',
  standings: 'Standings',
  clubsWith2: (name: string) => `${name} ♣ with 2`,
  tooLong: 'The name of player 1 is longer than 40 characters: please shorten it.',
  noName: 'Player 2 needs a name.',
  sameName: 'Player 4 has the same name as another player.',
};

const GERMAN_WORDS: typeof ENGLISH_WORDS = {
  language: 'German',
  wrapper: German,
  rename: 'Spieler umbenennen',
  seatsStay: 'Die Sitzordnung bleibt: Nur die Namen ändern sich, in jedem Spiel und im Verlauf.',
  field: (seat) => `Name von Spieler ${seat}`,
  save: 'Namen speichern',
  cancel: 'Abbrechen',
  undo: 'Rückgängig: Namen der Spieler geändert',
  list: 'Spielliste',
  standings: 'Stand',
  clubsWith2: (name) => `${name} ♣ mit 2`,
  tooLong: 'Der Name von Spieler 1 ist länger als 40 Zeichen: bitte kürzen.',
  noName: 'Spieler 2 braucht einen Namen.',
  sameName: 'Spieler 4 hat denselben Namen wie ein anderer Spieler.',
};

async function retype(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  if (text !== '') await userEvent.type(input, text);
}

// Written once, run in both languages: the German dialog must refuse, save and undo alike.
describe.each([ENGLISH_WORDS, GERMAN_WORDS])(
  'renaming the players of a sheet in $language',
  (w) => {
    const renderSheet = (sheetId: string) => renderWith(sheetId, { wrapper: w.wrapper });

    async function openDialog() {
      await userEvent.click(await screen.findByRole('button', { name: w.rename }));
      return screen.getByRole('dialog', { name: w.rename });
    }

    const field = (dialog: HTMLElement, seat: number) =>
      within(dialog).getByRole('textbox', { name: w.field(seat) });

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
      await userEvent.click(within(dialog).getByRole('button', { name: w.save }));

      expect(await screen.findByRole('button', { name: w.undo })).toBeVisible();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect((await getSheet(sheet.id))?.playerNames).toEqual(['Anna', 'Benno', 'Carl', 'Dora']);
      // Deal 1 was Ben's clubs with 2 (+36): the same deal, under his new name.
      const list = screen.getByRole('region', { name: w.list });
      // The undo and the list are read apart: wait for the list's own read, not the undo's moment.
      await waitFor(() =>
        expect(within(list).getAllByRole('row')[1]).toHaveTextContent(w.clubsWith2('Benno')),
      );
      expect(
        within(screen.getByRole('region', { name: w.standings })).getByText('Benno'),
      ).toBeVisible();

      await userEvent.click(screen.getByRole('button', { name: w.undo }));
      await waitFor(() =>
        expect(within(list).getAllByRole('row')[1]).toHaveTextContent(w.clubsWith2('Ben')),
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
      await userEvent.click(within(dialog).getByRole('button', { name: w.save }));

      expect(field(dialog, 1)).toHaveAccessibleDescription(w.tooLong);
      expect(field(dialog, 1)).toBeInvalid();
      expect(field(dialog, 2)).toHaveAccessibleDescription(w.noName);
      expect(field(dialog, 3)).toBeValid();
      // "anna" at seat 4 once seat 1 is Anna again: the start screen's rule, case and spaces aside.
      await retype(field(dialog, 1), 'Anna');
      expect(field(dialog, 4)).toHaveAccessibleDescription(w.sameName);
      expect(field(dialog, 1)).toBeValid();
      expect(field(dialog, 2)).toHaveValue('   ');
      expect(field(dialog, 4)).toHaveValue(' anna ');

      await userEvent.click(within(dialog).getByRole('button', { name: w.save }));
      expect(screen.getByRole('dialog', { name: w.rename })).toBeVisible();
      expect((await getSheet(sheet.id))?.playerNames).toEqual(PLAYERS);
      expect(await getSheetHistory(sheet.id)).toHaveLength(events);
    });

    test('cancel, or a save that changes nothing, leaves the sheet and its history alone', async () => {
      const sheet = await sheetWith(PLAYERS, FOUR, DEALS, 'Friday');
      renderSheet(sheet.id);
      const events = (await getSheetHistory(sheet.id)).length;

      let dialog = await openDialog();
      expect(dialog).toHaveAccessibleDescription(w.seatsStay);
      await retype(field(dialog, 3), 'Carlo');
      await userEvent.click(within(dialog).getByRole('button', { name: w.cancel }));
      expect(screen.queryByRole('dialog')).toBeNull();

      dialog = await openDialog();
      // Opened again: the names as they stand, not the cancelled ones.
      expect(field(dialog, 3)).toHaveValue('Carl');
      await retype(field(dialog, 3), ' Carl ');
      await userEvent.click(within(dialog).getByRole('button', { name: w.save }));
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
      await userEvent.click(within(dialog).getByRole('button', { name: w.save }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(await getSheetHistory(sheet.id)).toHaveLength(events);
      expect((await getSheet(sheet.id))?.playerNames).toEqual(['Anna', 'Ben', 'Carl']);
    });
  },
);
