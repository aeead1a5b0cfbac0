// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { db } from '../../../src/db/database';
import { SHEETS_PER_PAGE, SheetListScreen } from '../../../src/ui/sheet-list/SheetListScreen';
import { German } from '../../support/i18n';
import { englishWordsOn } from '../../support/english-words';
import { emptyDatabase } from '../../support/fresh-db';
import { PASSED, sheetWith, THREE } from '../../support/sheet-fixtures';

beforeEach(emptyDatabase);

function renderList() {
  render(
    <SheetListScreen
      newSheetHref="#/neu"
      settingsHref="#/einstellungen"
      sheetHref={(id) => `#/liste/${id}`}
    />,
    { wrapper: German },
  );
}

describe('Die Listen auf Deutsch', () => {
  test('laufende und abgeschlossene Listen, „1 von 3 Spielen“', async () => {
    const running = await sheetWith(['Anna', 'Ben', 'Carl'], THREE, [PASSED], 'Freitag');
    await sheetWith(['Dora', 'Erik', 'Fritz'], THREE, [PASSED, PASSED, PASSED], 'Vereinsabend');
    renderList();

    const inProgress = await screen.findByRole('region', { name: 'Laufend' });
    expect(screen.getByRole('heading', { level: 1, name: 'Skatlisten' })).toBeVisible();
    const open = within(inProgress).getByRole('link', { name: 'Freitag öffnen' });
    expect(open).toHaveAttribute('href', `#/liste/${running.id}`);
    expect(open).toHaveTextContent('1 von 3 Spielen');
    const finished = screen.getByRole('region', { name: 'Abgeschlossen' });
    expect(within(finished).getByRole('link', { name: 'Vereinsabend öffnen' })).toHaveTextContent(
      'alle 3 Spiele',
    );
    expect(screen.getByRole('link', { name: 'Neue Liste' })).toHaveAttribute('href', '#/neu');
    expect(screen.getByRole('link', { name: 'Einstellungen' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Freitag umbenennen' })).toBeVisible();
    expect(englishWordsOn()).toEqual([]);
  });

  test('Löschen nennt die Zahl der Spiele: „ihr 1 Spiel“, „ihre 2 Spiele“', async () => {
    const user = userEvent.setup();
    await sheetWith(['Anna', 'Ben', 'Carl'], THREE, [PASSED], 'Freitag');
    await sheetWith(['Anna', 'Ben', 'Carl'], THREE, [PASSED, PASSED], 'Samstag');
    renderList();

    await user.click(await screen.findByRole('button', { name: 'Freitag löschen' }));
    let dialog = screen.getByRole('dialog', { name: '„Freitag“ löschen?' });
    expect(dialog).toHaveTextContent('Die Liste und ihr 1 Spiel werden von diesem Gerät gelöscht.');
    expect(englishWordsOn()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));

    await user.click(screen.getByRole('button', { name: 'Samstag löschen' }));
    dialog = screen.getByRole('dialog', { name: '„Samstag“ löschen?' });
    expect(dialog).toHaveTextContent('Die Liste und ihre 2 Spiele werden');
    await user.click(within(dialog).getByRole('button', { name: 'Liste löschen' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Samstag öffnen' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Freitag öffnen' })).toBeVisible();
  });

  test('keine Listen, und eine lange Geschichte mit „Weitere Listen zeigen“', async () => {
    renderList();
    expect(
      await screen.findByText('Noch keine Listen. Für den heutigen Skatabend eine neue anlegen.'),
    ).toBeVisible();
    expect(englishWordsOn()).toEqual([]);

    // One sheet made the app's way, copied straight into the table: the paging is under test
    // here, not the making of 32 sheets (the English suite does that).
    const count = SHEETS_PER_PAGE + 2;
    const first = await sheetWith(['Anna', 'Ben', 'Carl'], THREE, [], 'Abend 1');
    await db.sheets.bulkPut(
      Array.from({ length: count - 1 }, (_, i) => ({
        ...first,
        id: `abend-${i + 2}`,
        name: `Abend ${i + 2}`,
        updatedAt: first.updatedAt + i + 2,
      })),
    );
    expect(
      await screen.findByText(`Die ${SHEETS_PER_PAGE} neuesten von ${count} Listen.`),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Weitere Listen zeigen' })).toBeVisible();
    expect(englishWordsOn()).toEqual([]);
  });
});
