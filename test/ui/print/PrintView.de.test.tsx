// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { type TableRules } from '../../../src/domain/legacy/table-rules';
import { PrintView } from '../../../src/ui/print/PrintView';
import { German } from '../../support/i18n';
import { englishWordsOn } from '../../support/english-words';
import { emptyDatabase } from '../../support/fresh-db';
import { sheetWith } from '../../support/sheet-fixtures';
import { rowTexts } from '../../support/table-cells';
import { captureDownloads } from './capture-downloads';
import { EVENING_DEALS, EVENING_PLAYERS, EVENING_RULES } from './example-sheets';

beforeEach(emptyDatabase);

async function renderPrint(rules: TableRules = EVENING_RULES) {
  const sheet = await sheetWith(EVENING_PLAYERS, rules, EVENING_DEALS, 'Freitagsrunde');
  render(<PrintView sheetId={sheet.id} onBack={() => {}} />, { wrapper: German });
  return screen.findByRole('table', { name: 'Skatliste Freitagsrunde' });
}

describe('Die Druckansicht auf Deutsch', () => {
  test('CSV und Sicherung tragen deutsche Dateinamen', async () => {
    const downloads = captureDownloads();
    await renderPrint();
    await userEvent.click(screen.getByRole('button', { name: 'CSV herunterladen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Diese Liste sichern' }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    expect(downloads.map((d) => d.fileName)).toEqual([
      'skatliste-freitagsrunde.csv',
      'skatliste-freitagsrunde-sicherung.json',
    ]);
  });

  test('die Liste wie auf Papier, mit der Seeger-Fabian-Wertung', async () => {
    const table = await renderPrint();
    expect(screen.getByRole('heading', { level: 1, name: 'Freitagsrunde' })).toBeVisible();
    expect(
      // Die Regeln der Liste in einer Zeile, dann wie weit sie ist.
      screen.getByText('Seeger-Fabian · Kontra/Re · kein Ramsch · kein Bock · 5 von 36 Spielen'),
    ).toBeVisible();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Nr.', 'Geber', 'Spieler', 'Spiel', 'Wert', ...EVENING_PLAYERS]);

    const rows = within(table).getAllByRole('row');
    expect(rowTexts(rows[1])).toEqual([
      '1',
      'Anna',
      'Bernd',
      'Grand mit 2 Hand',
      '+96',
      '',
      '96',
      '',
    ]);
    expect(rowTexts(rows[3])).toEqual(['3', 'Clara', '', 'eingepasst', '', '', '', '']);
    expect(rowTexts(rows[4])).toEqual(['4', 'Anna', 'Anna', 'Null, Kontra', '+46', '46', '', '']);
    expect(rowTexts(within(table).getByRole('row', { name: /^Seeger-Fabian/ }))).toEqual([
      'Seeger-Fabian',
      '176',
      '88',
      '−50',
    ]);
    expect(rowTexts(within(table).getByRole('row', { name: /^Platz/ }))).toEqual([
      'Platz',
      '1',
      '2',
      '3',
    ]);

    const toolbar = screen.getByRole('navigation', { name: 'Drucken und exportieren' });
    for (const name of ['Drucken', 'CSV herunterladen', 'Teilen', 'Diese Liste sichern']) {
      expect(within(toolbar).getByRole('button', { name })).toBeVisible();
    }
    expect(screen.getByRole('button', { name: 'Zurück zur Liste' })).toBeVisible();
    expect(englishWordsOn()).toEqual([]);
  });

  test('Bockrunden: unter dem Titel genannt, jedes Bockspiel mit seinem Faktor', async () => {
    const table = await renderPrint({
      ...EVENING_RULES,
      listKind: 'plain',
      bock: { kind: 'rounds', events: ['grand-hand-won', 're'], pending: 'queue' },
    });
    expect(screen.getByText(/Einfache Liste/)).toHaveTextContent(
      'Einfache Liste · Kontra/Re · kein Ramsch · Bock nach Grand Hand, Re (nacheinander) · 5 von 36 Spielen',
    );
    const rows = within(table).getAllByRole('row');
    // Herz ohne 1 verloren: −2 × 20 × 2 = −80.
    expect(rowTexts(rows[2]).slice(3, 5)).toEqual(['Herz ohne 1, Bock ×2', '−80']);
    expect(rowTexts(rows[3])[3]).toBe('eingepasst, Bock ×2');
    expect(englishWordsOn()).toEqual([]);
  });
});
