// @vitest-environment jsdom
// The night's printouts from their data (props): the result list in the DSkV order with each
// series and the fees, the prize list by the shares, each table's list as a sheet prints it.
// Figures by hand (night-fixture.ts): table 1 Seeger-Fabian Anna 30, Bernd 74 + 30 = 104,
// Clara 122 + 30 = 152, Dora −48 − 50 = −98; table 2 Fritz 72 + 50 = 122, Emil and Gabi 0.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { provideAnalysis } from '../../../src/domain/fold-log';
import { analysis } from '../../../src/domain/concurrency';
import { NightPrintout } from '../../../src/ui/nights/print/NightPrintout';
import { English, German } from '../../support/i18n';
import { prizesPayable } from '../../../src/domain/tournament/list-confirmation';
import { rowTexts } from '../../support/table-cells';
import { nightPrintOf } from './night-fixture';

provideAnalysis(analysis);

function rowsOf(table: HTMLElement): string[][] {
  return within(table).getAllByRole('row').map(rowTexts);
}

describe("a night's printouts", () => {
  test('the result list: place, name, points, won, lost, each series, the fees', () => {
    render(<NightPrintout print={nightPrintOf()} />, { wrapper: English });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Result list · Clubabend' }),
    ).toBeVisible();
    const table = screen.getByRole('table', { name: 'Result list Clubabend' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.getAttribute('aria-label') ?? th.textContent),
    ).toEqual([
      'Place',
      'Name',
      'Points',
      'Won',
      'Lost',
      'Series 1 points',
      'Series 1 won',
      'Series 1 lost',
      'Entry fee',
      'Lost-game fee',
      'Fees',
    ]);
    expect(rowsOf(table).slice(1)).toEqual([
      ['1', 'Clara', '152', '1', '0', '152', '1', '0', '€10.00', '€0.00', '€10.00'],
      ['2', 'Fritz', '122', '1', '0', '122', '1', '0', '€10.00', '€0.00', '€10.00'],
      ['3', 'Bernd', '104', '1', '0', '104', '1', '0', '€10.00', '€0.00', '€10.00'],
      ['4', 'Anna', '30', '0', '0', '30', '0', '0', '€10.00', '€0.00', '€10.00'],
      ['5', 'Emil', '0', '0', '0', '0', '0', '0', '€10.00', '€0.00', '€10.00'],
      ['5', 'Gabi', '0', '0', '0', '0', '0', '0', '€10.00', '€0.00', '€10.00'],
      ['7', 'Dora', '−98', '0', '1', '−98', '0', '1', '€10.00', '€0.50', '€10.50'],
    ]);
  });

  test('the prize list: the entry fees split 50/30/20', () => {
    render(<NightPrintout print={nightPrintOf()} />, { wrapper: English });
    expect(screen.getByText('Prize pool: €70.00 (from the entry fees)')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Prize list Clubabend' });
    expect(rowsOf(table)).toEqual([
      ['Place', 'Name', 'Share', 'Prize'],
      ['1', 'Clara', '50 %', '€35.00'],
      ['2', 'Fritz', '30 %', '€21.00'],
      ['3', 'Bernd', '20 %', '€14.00'],
    ]);
  });

  // Issue 31, item 10: Emil and Gabi share place 5, so places 5 and 6 (12 % and 10 %) are split
  // equally: 11 % each, €7.70 each; the column showed 12 % and 10 % beside equal prizes.
  test('players sharing a place: the share shown is the share paid', () => {
    render(<NightPrintout print={nightPrintOf([30, 20, 15, 13, 12, 10])} />, { wrapper: English });
    const table = screen.getByRole('table', { name: 'Prize list Clubabend' });
    expect(rowsOf(table).slice(4)).toEqual([
      ['4', 'Anna', '13 %', '€9.10'],
      ['5', 'Emil', '11 %', '€7.70'],
      ['5', 'Gabi', '11 %', '€7.70'],
    ]);
  });

  test('shares under 100 % leave a rest; shares over 100 % are refused', () => {
    const { unmount } = render(<NightPrintout print={nightPrintOf([50, 25])} />, {
      wrapper: English,
    });
    expect(screen.getByText('Not paid out: €17.50')).toBeVisible();
    unmount();
    render(<NightPrintout print={nightPrintOf([80, 30])} />, { wrapper: English });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The prize shares are not valid (each 0 % or more, together at most 100 %).',
    );
  });

  test("each table's list as the sheet prints it, headed by night, series and table", () => {
    render(<NightPrintout print={nightPrintOf()} />, { wrapper: English });
    const section = screen.getByRole('region', { name: 'Clubabend · Series 1 · Table 1' });
    expect(within(section).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Clubabend · Series 1 · Table 1',
    );
    const table = within(section).getByRole('table', {
      name: 'Skat list Clubabend · Series 1 · Table 1',
    });
    const rows = rowsOf(table);
    expect(rows[0]).toEqual([
      'No.',
      'Dealer',
      'Declarer',
      'Game',
      'Value',
      'Anna',
      'Bernd',
      'Clara',
      'Dora',
    ]);
    expect(rows.slice(1, 4).map((row) => [row[0], row[1], row[2], row[4]])).toEqual([
      ['1', 'Anna', 'Bernd', '+24'],
      ['2', 'Bernd', 'Clara', '+72'],
      ['3', 'Clara', 'Dora', '−48'],
    ]);
    // The Seeger-Fabian line under the deals: the decisive one.
    expect(rows.find((row) => row[0] === 'Seeger-Fabian')).toEqual([
      'Seeger-Fabian',
      '30',
      '104',
      '152',
      '−98',
    ]);
    expect(
      screen.getByRole('table', { name: 'Skat list Clubabend · Series 1 · Table 2' }),
    ).toBeVisible();
  });
});

describe('the prize list checks the confirmations (issue 33)', () => {
  const waiting = {
    series: 0,
    table: 2,
    sheetId: 's2',
    confirmed: false,
    players: [{ playerId: 'e', state: 'waiting' as const, at: null }],
  };
  test('a list not confirmed and no release: the list says so instead of paying', () => {
    const print = { ...nightPrintOf(), payable: prizesPayable([waiting], null) };
    render(<NightPrintout print={print} />, { wrapper: English });
    expect(
      screen.getByText(
        'Not payable yet: 1 list is not confirmed and the director has not released the prizes.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Prize list Clubabend' })).toBeNull();
  });

  test('German, and the director’s release pays', () => {
    const print = { ...nightPrintOf(), payable: prizesPayable([waiting, waiting], null) };
    const german = render(<NightPrintout print={print} />, { wrapper: German });
    expect(
      screen.getByText(
        'Noch nicht auszahlbar: 2 Listen sind nicht bestätigt, und der Spielleiter hat die Preise nicht freigegeben.',
      ),
    ).toBeVisible();
    german.unmount();
    const released = { at: 1, author: 'clara', reason: 'Tisch 2 ging früher' };
    const paid = { ...nightPrintOf(), payable: prizesPayable([waiting], released) };
    render(<NightPrintout print={paid} />, { wrapper: English });
    expect(screen.getByRole('table', { name: 'Prize list Clubabend' })).toBeVisible();
  });
});
