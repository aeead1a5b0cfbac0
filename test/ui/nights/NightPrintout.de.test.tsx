// @vitest-environment jsdom
// Die Ausdrucke eines Abends auf Deutsch: Ergebnisliste, Preisliste, Tischlisten (Zahlen wie in
// NightPrintout.test.tsx, von Hand in night-fixture.ts).
import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { provideAnalysis } from '../../../src/domain/fold-log';
import { analysis } from '../../../src/domain/concurrency';
import { NightPrintout } from '../../../src/ui/nights/print/NightPrintout';
import { German } from '../../support/i18n';
import { rowTexts } from '../../support/table-cells';
import { nightPrintOf } from './night-fixture';

provideAnalysis(analysis);

describe('Die Ausdrucke eines Abends', () => {
  test('Ergebnisliste mit Serie, Startgeld und Verlustspielgeld', () => {
    render(<NightPrintout print={nightPrintOf()} />, { wrapper: German });
    expect(screen.getByText('27.11.2026 · abgeschlossen')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Ergebnisliste Clubabend' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((th) => th.getAttribute('aria-label') ?? th.textContent),
    ).toEqual([
      'Platz',
      'Name',
      'Punkte',
      'Gewonnen',
      'Verloren',
      '1. Serie Punkte',
      '1. Serie Gewonnen',
      '1. Serie Verloren',
      'Startgeld',
      'Verlustspielgeld',
      'Summe',
    ]);
    expect(rowTexts(rows.at(-1))).toEqual([
      '7',
      'Dora',
      '−98',
      '0',
      '1',
      '−98',
      '0',
      '1',
      '10,00\u00a0€',
      '0,50\u00a0€',
      '10,50\u00a0€',
    ]);
  });

  test('Preisliste aus dem Startgeld', () => {
    render(<NightPrintout print={nightPrintOf([50, 30, 20])} />, { wrapper: German });
    expect(screen.getByText('Preisgeld: 70,00 € (aus dem Startgeld)')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Preisliste Clubabend' });
    expect(within(table).getAllByRole('row').map(rowTexts)[1]).toEqual([
      '1',
      'Clara',
      '50 %',
      '35,00\u00a0€',
    ]);
  });

  test('Preisliste: wer sich einen Platz teilt, teilt die Anteile, und der Anteil passt zum Preis', () => {
    render(<NightPrintout print={nightPrintOf([30, 20, 15, 13, 11, 10])} />, { wrapper: German });
    const table = screen.getByRole('table', { name: 'Preisliste Clubabend' });
    expect(within(table).getAllByRole('row').map(rowTexts).slice(5)).toEqual([
      ['5', 'Emil', '10,5 %', '7,35\u00a0€'],
      ['5', 'Gabi', '10,5 %', '7,35\u00a0€'],
    ]);
  });

  test('die Liste jedes Tisches mit Abend, Serie und Tisch in der Überschrift', () => {
    render(<NightPrintout print={nightPrintOf()} />, { wrapper: German });
    const section = screen.getByRole('region', { name: 'Clubabend · 1. Serie · Tisch 2' });
    const table = within(section).getByRole('table', {
      name: 'Skatliste Clubabend · 1. Serie · Tisch 2',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Nr.', 'Geber', 'Spieler', 'Spiel', 'Wert', 'Emil', 'Fritz', 'Gabi']);
  });
});
