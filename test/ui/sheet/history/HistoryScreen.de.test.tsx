// @vitest-environment jsdom
// Der Verlauf einer Liste auf Deutsch: jede Änderung, die neueste zuerst, mit Vorher und Nachher.
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { undoLastChange } from '../../../../src/db/deals';
import { HistoryScreen } from '../../../../src/ui/sheet/history/HistoryScreen';
import { German } from '../../../support/i18n';
import { englishWordsOn } from '../../../support/english-words';
import { emptyDatabase } from '../../../support/fresh-db';
import { clockAt, eveningWithHistory } from './history-evening';

beforeAll(() => {
  process.env.TZ = 'Europe/Berlin';
});
beforeEach(emptyDatabase);
afterEach(() => {
  vi.useRealTimers();
});

describe('Der Verlauf auf Deutsch', () => {
  test('geändert, gestrichen, rückgängig – mit Uhrzeit, Vorher und Nachher', async () => {
    const { sheet } = await eveningWithHistory();
    await undoLastChange(sheet.id);
    render(<HistoryScreen sheetId={sheet.id} links={{ sheets: '#/', sheet: '#/liste' }} />, {
      wrapper: German,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Verlauf' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Jede Änderung, die neueste zuerst' });
    const items = within(list).getAllByRole('listitem');
    expect(items.slice(0, 4).map((item) => item.getAttribute('aria-label'))).toEqual([
      'Rückgängig: Spiel 1 geändert',
      'Spiel 1 geändert',
      'Spiel 2 gestrichen',
      'Spiel 1 geändert',
    ]);
    expect(items.at(-1)?.getAttribute('aria-label')).toBe('Spiel 1 eingetragen');
    expect(items[0]).toHaveTextContent(
      /^22:20Rückgängig: Spiel 1 geändertVorherBen: ♣ mit 1Wert \+24NachherBen: ♣ mit 3Wert \+48$/,
    );
    expect(items[1]).toHaveTextContent('später rückgängig gemacht');
    expect(items[2]).toHaveTextContent(
      'VorherCarl: Grand mit 1Wert −96NachherCarl: Grand mit 1 (gestrichen)Wert 0',
    );
    expect(englishWordsOn(document.body)).toEqual([]);
  });

  test('an einem anderen Tag mit Datum', async () => {
    const { sheet } = await eveningWithHistory();
    clockAt('2026-11-27T19:00:00Z');
    render(<HistoryScreen sheetId={sheet.id} links={{ sheets: '#/', sheet: '#/liste' }} />, {
      wrapper: German,
    });
    const list = await screen.findByRole('list', { name: 'Jede Änderung, die neueste zuerst' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      /^20\.11\.2026, 22:14Spiel 1 geändert/,
    );
  });
});
