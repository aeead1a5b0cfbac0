// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { SheetScreen } from '../../../src/ui/sheet/SheetScreen';
import { German } from '../../support/i18n';
import { englishWordsOn } from '../../support/english-words';
import { emptyDatabase } from '../../support/fresh-db';
import {
  FOUR,
  PASSED,
  sheetWith,
  THREE,
  THREE_WITH_BOCK,
  trump,
} from '../../support/sheet-fixtures';
import { cellTexts } from '../../support/table-cells';
import { standingsTexts } from '../../support/ui-standings';
import { DEALS, PLAYERS } from './evening-at-four';

beforeEach(emptyDatabase);

// The evening of SheetScreen.test.tsx, in German.

function renderSheet(sheetId: string) {
  render(
    <SheetScreen
      sheetId={sheetId}
      links={{ sheets: '#/', newDeal: '#/neu', deal: (id) => `#/spiel/${id}`, print: '#/druck' }}
    />,
    { wrapper: German },
  );
}

describe('SheetScreen auf Deutsch', () => {
  test('die Liste, der Stand und wer als Nächster gibt, in den Worten der Liste', async () => {
    const sheet = await sheetWith(PLAYERS, FOUR, DEALS, 'Freitag');
    renderSheet(sheet.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Freitag' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zurück zu den Listen' })).toHaveAttribute(
      'href',
      '#/',
    );
    expect(screen.getByRole('link', { name: 'Liste drucken oder teilen' })).toBeVisible();

    const next = screen.getByRole('region', { name: 'Spiel 6 von 8' });
    expect(next).toHaveTextContent('Ben gibt und setzt aus');
    expect(within(next).getByRole('link', { name: 'Spiel 6 eintragen' })).toBeVisible();

    const standings = screen.getByRole('region', { name: 'Stand' });
    expect(
      within(standings)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Pl.', 'Spieler', 'Punkte', 'Gew. / verl.']);

    const list = screen.getByRole('region', { name: 'Spielliste' });
    const rows = within(list).getAllByRole('row');
    expect(
      within(rows[0] ?? list)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Nr.', 'Spiel', 'Wert', ...PLAYERS]);
    expect([rows[1], rows[3], rows[5]].map(cellTexts)).toEqual([
      ['1', 'Ben ♣ mit 2Geber: Anna', '+36', '0', '36', '0', '0'],
      ['3', 'eingepasstGeber: Carl', '–', '0', '36', '−96', '0'],
      ['5', 'Dora ♥ mit 1, KontraGeber: Anna', '+40', '23', '36', '−96', '40'],
    ]);
    expect(within(list).getByRole('rowheader', { name: 'Summe' })).toBeVisible();
    expect(within(list).getByRole('link', { name: 'Spiel 2 im Einzelnen' })).toBeVisible();
    expect(
      await screen.findByRole('button', { name: 'Rückgängig: Spiel 5 eingetragen' }),
    ).toBeVisible();

    expect(englishWordsOn()).toEqual([]);
  });

  test('Endstand, Seeger-Fabian und Zahlen mit deutschem Tausenderpunkt', async () => {
    const rules = { ...THREE, kontraAllowed: true };
    // Ben Grand ouvert mit 4, verloren, mit Re: 11 × 24 = 264, −2 × 264 × 4 = −2112; SF −2162.
    // Anna and Carl get 40 each for his lost game.
    const lostGrandOuvert = trump(1, 'grand', 4, false, { announcement: 'ouvert', kontra: 're' });
    const sheet = await sheetWith(['Anna', 'Ben', 'Carl'], rules, [
      lostGrandOuvert,
      PASSED,
      PASSED,
    ]);
    renderSheet(sheet.id);
    // Platz, Name, Seeger-Fabian, Punkte, gewonnen / verloren
    expect(await standingsTexts('Endstand')).toEqual([
      '1Anna4000 / 0',
      '1Carl4000 / 0',
      '3Ben−2.162−2.1120 / 1',
    ]);
    const list = screen.getByRole('region', { name: 'Spielliste' });
    expect(within(list).getAllByRole('row')[1]).toHaveTextContent(
      'Ben Grand ouvert mit 4, ReGeber: Anna−2.112',
    );
    expect(screen.queryByRole('link', { name: /eintragen/ })).not.toBeInTheDocument();
    expect(englishWordsOn()).toEqual([]);
  });

  test('Bock: das nächste Spiel sagt, wie viele Bockspiele noch kommen', async () => {
    const sheet = await sheetWith(['Anna', 'Ben', 'Carl'], THREE_WITH_BOCK, [
      trump(1, 'grand', 1, true, { announcement: 'hand' }),
    ]);
    renderSheet(sheet.id);
    const next = await screen.findByRole('region', { name: 'Spiel 2 von 9' });
    expect(next).toHaveTextContent('Bock ×2 · noch 3 Bockspiele, dieses mitgezählt');
    expect(next).toHaveTextContent('Ben gibt');
    expect(englishWordsOn()).toEqual([]);
  });

  test('eine Liste, die es nicht mehr gibt', async () => {
    renderSheet('weg');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Diese Liste gibt es nicht mehr.' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zu den Listen' })).toHaveAttribute('href', '#/');
    expect(englishWordsOn()).toEqual([]);
  });
});
