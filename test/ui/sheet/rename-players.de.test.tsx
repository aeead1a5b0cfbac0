// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { SheetScreen } from '../../../src/ui/sheet/SheetScreen';
import { German } from '../../support/i18n';
import { emptyDatabase } from '../../support/fresh-db';
import { FOUR, sheetWith } from '../../support/sheet-fixtures';
import { DEALS, PLAYERS } from './evening-at-four';
import { getSheet } from '../../support/db-reads';

beforeEach(emptyDatabase);

// rename-players.test.tsx, in German.

function renderSheet(sheetId: string) {
  render(
    <SheetScreen
      sheetId={sheetId}
      links={{ sheets: '#/', newDeal: '#/neu', deal: (id) => `#/spiel/${id}` }}
    />,
    { wrapper: German },
  );
}

const field = (dialog: HTMLElement, seat: number) =>
  within(dialog).getByRole('textbox', { name: `Name von Spieler ${seat}` });

async function retype(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  if (text !== '') await userEvent.type(input, text);
}

describe('Spieler umbenennen', () => {
  test('falsche Namen neben dem Feld, dann gespeichert, auf der Liste und rückgängig gemacht', async () => {
    const sheet = await sheetWith(PLAYERS, FOUR, DEALS, 'Freitag');
    renderSheet(sheet.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Spieler umbenennen' }));
    const dialog = screen.getByRole('dialog', { name: 'Spieler umbenennen' });
    expect(field(dialog, 1)).toHaveValue('Anna');

    await retype(field(dialog, 2), '');
    await retype(field(dialog, 3), 'DORA');
    await retype(field(dialog, 4), 'D'.repeat(41));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Namen speichern' }));
    expect(field(dialog, 2)).toHaveAccessibleDescription('Spieler 2 braucht einen Namen.');
    expect(field(dialog, 4)).toHaveAccessibleDescription(
      'Der Name von Spieler 4 ist länger als 40 Zeichen: bitte kürzen.',
    );
    await retype(field(dialog, 4), 'Dora');
    // Dora sitzt jetzt an Platz 4, DORA an Platz 3 davor: Platz 4 hat den Namen doppelt.
    expect(field(dialog, 4)).toHaveAccessibleDescription(
      'Spieler 4 hat denselben Namen wie ein anderer Spieler.',
    );
    expect(field(dialog, 3)).toHaveValue('DORA');
    expect((await getSheet(sheet.id))?.playerNames).toEqual(PLAYERS);

    await retype(field(dialog, 2), 'Benno');
    await retype(field(dialog, 3), 'Carl');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Namen speichern' }));
    const undo = await screen.findByRole('button', {
      name: 'Rückgängig: Namen der Spieler geändert',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    const list = screen.getByRole('region', { name: 'Spielliste' });
    // Spiel 1 war Bens Kreuz mit 2: dasselbe Spiel, mit seinem neuen Namen.
    // The undo and the list are read apart: wait for the list's own read, not the undo's moment.
    await waitFor(() =>
      expect(within(list).getAllByRole('row')[1]).toHaveTextContent('Benno ♣ mit 2'),
    );

    await userEvent.click(undo);
    await waitFor(() =>
      expect(within(list).getAllByRole('row')[1]).toHaveTextContent('Ben ♣ mit 2'),
    );
    expect((await getSheet(sheet.id))?.playerNames).toEqual(PLAYERS);
  });

  test('Abbrechen ändert nichts', async () => {
    const sheet = await sheetWith(PLAYERS, FOUR, DEALS, 'Freitag');
    renderSheet(sheet.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Spieler umbenennen' }));
    const dialog = screen.getByRole('dialog', { name: 'Spieler umbenennen' });
    expect(dialog).toHaveAccessibleDescription(
      'Die Sitzordnung bleibt: Nur die Namen ändern sich, in jedem Spiel und im Verlauf.',
    );
    await retype(field(dialog, 1), 'Anne');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((await getSheet(sheet.id))?.playerNames).toEqual(PLAYERS);
  });
});
