// @vitest-environment jsdom
// The sheet's chart of running totals (issue 20), in English: a plain list with a Bock round and a
// voided deal. The totals in the table are summed here from the deals this test enters.
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { voidDeal } from '../../../../src/db/deals';
import { SheetChartScreen } from '../../../../src/ui/sheet/chart/SheetChartScreen';
import { SheetScreen } from '../../../../src/ui/sheet/SheetScreen';
import { emptyDatabase } from '../../../support/fresh-db';
import {
  PASSED,
  THREE,
  THREE_WITH_BOCK,
  sheetWith,
  storedDeals,
  trump,
} from '../../../support/sheet-fixtures';
import { rowTexts } from '../../../support/table-cells';

beforeEach(emptyDatabase);

const PLAYERS = ['Anna', 'Ben', 'Carl'];
const LINKS = { sheets: '#/', sheet: '#/sheet/s' };

// A plain list at 3, a Bock round (3 deals) after a won grand hand; Anna deals first.
// Each deal with what it adds to Anna, Ben and Carl, worked by hand (ISkO):
const DEALS = [
  // 1 Ben grand hand with 1, won: (1 + game 1 + hand 1) × 24 = +72; starts the Bock round 2–4.
  { deal: trump(1, 'grand', 1, true, { announcement: 'hand' }), adds: [0, 72, 0] },
  // 2 Carl clubs with 1, won, Bock: 2 × 12 × 2 = +48 — voided below, so it adds nothing.
  { deal: trump(2, 'clubs', 1, true), adds: [0, 0, 0] },
  // 3 passed (a Bock deal used up).
  { deal: PASSED, adds: [0, 0, 0] },
  // 4 Anna clubs with 1, won, Bock: 2 × 12 × 2 = +48.
  { deal: trump(0, 'clubs', 1, true), adds: [48, 0, 0] },
  // 5 Ben clubs with 1, lost, no Bock any more: −2 × 2 × 12 = −48.
  { deal: trump(1, 'clubs', 1, false), adds: [0, -48, 0] },
];
const BOCK = [false, true, true, true, false];

/** The running totals after each deal, summed from the deals' worked values. */
function runningTotals(): number[][] {
  const totals = [0, 0, 0];
  return DEALS.map(({ adds }) => {
    adds.forEach((value, seat) => (totals[seat] = (totals[seat] ?? 0) + value));
    return [...totals];
  });
}

const written = (value: number) => (value < 0 ? `−${-value}` : String(value));

async function eveningWithDeal2Voided() {
  const sheet = await sheetWith(
    PLAYERS,
    THREE_WITH_BOCK,
    DEALS.map(({ deal }) => deal),
    'Friday',
  );
  const second = (await storedDeals(sheet.id))[1];
  if (!second) throw new Error('no deal 2');
  await voidDeal(sheet.id, second.id);
  return sheet;
}

describe('the sheet chart', () => {
  test('the table holds every deal’s running totals, its Bock round and the voided deal', async () => {
    const sheet = await eveningWithDeal2Voided();
    render(<SheetChartScreen sheetId={sheet.id} links={LINKS} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Running totals' })).toBeVisible();
    expect(screen.getByText('List points after each deal')).toBeVisible();
    const table = within(screen.getByRole('region', { name: 'The numbers' })).getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rowTexts(rows[0])).toEqual(['Deal', ...PLAYERS, 'Rounds']);
    const expected = runningTotals().map((totals, index) => [
      String(index + 1),
      ...totals.map(written),
      [BOCK[index] ? 'Bock ×2' : '', index === 1 ? 'voided' : ''].join(''),
    ]);
    expect(rows.slice(1).map(rowTexts)).toEqual(expected);
    // The voided deal keeps its place, its number struck through; its totals are the deal before's.
    expect(
      within(rows[2] as HTMLElement)
        .getByText('2')
        .closest('s'),
    ).not.toBeNull();
    expect(expected[1]?.slice(1, 4)).toEqual(expected[0]?.slice(1, 4));
  });

  test('the chart is one image named by what it shows, with a line per player and a legend', async () => {
    const sheet = await eveningWithDeal2Voided();
    render(<SheetChartScreen sheetId={sheet.id} links={LINKS} />);
    const image = await screen.findByRole('img', {
      name: 'Line chart of the running totals of Anna, Ben and Carl, deal by deal, over 5 deals. Bock rounds in deals 2–4. Every number is in the table below.',
    });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(image.querySelectorAll('path[fill="none"]')).toHaveLength(3);
    // The Bock round shaded: one band behind the lines.
    expect(image.querySelectorAll('rect[fill-opacity]')).toHaveLength(1);
    const legend = screen.getByRole('list');
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([...PLAYERS, 'Bock round']);
    expect(screen.getByRole('button', { name: 'Print the chart' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the sheet' })).toHaveAttribute(
      'href',
      LINKS.sheet,
    );
  });

  test('a Seeger-Fabian sheet charts its Seeger-Fabian points', async () => {
    // THREE: Seeger-Fabian at 3. Ben clubs with 2 won: 3 × 12 = 36, + 50 → 86;
    // Carl grand with 1 lost: −2 × 2 × 24 = −96, − 50 → −146; Anna and Ben + 40 each.
    const sheet = await sheetWith(PLAYERS, THREE, [
      trump(1, 'clubs', 2, true),
      trump(2, 'grand', 1, false),
    ]);
    render(<SheetChartScreen sheetId={sheet.id} links={LINKS} />);
    expect(await screen.findByText('Seeger-Fabian points after each deal')).toBeVisible();
    const rows = within(screen.getByRole('region', { name: 'The numbers' })).getAllByRole('row');
    // No Bock or Ramsch round, void or beer: no empty "Rounds" column (issue 31).
    expect(rowTexts(rows[0])).toEqual(['Deal', ...PLAYERS]);
    expect(rows.slice(1).map(rowTexts)).toEqual([
      ['1', '0', '86', '0'],
      ['2', written(0 + 40), written(86 + 40), written(-96 - 50)],
    ]);
  });

  test('a sheet without deals says the chart starts with the first deal', async () => {
    const sheet = await sheetWith(PLAYERS, THREE_WITH_BOCK);
    render(<SheetChartScreen sheetId={sheet.id} links={LINKS} />);
    expect(
      await screen.findByText('No deals yet: the chart starts with the first deal.'),
    ).toBeVisible();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  test('the sheet links to its chart', async () => {
    const sheet = await sheetWith(PLAYERS, THREE_WITH_BOCK, [PASSED]);
    render(
      <SheetScreen
        sheetId={sheet.id}
        links={{ sheets: '#/', newDeal: '#/new', deal: (id) => `#/deal/${id}`, chart: '#/chart' }}
      />,
    );
    expect(await screen.findByRole('link', { name: 'Running totals chart' })).toHaveAttribute(
      'href',
      '#/chart',
    );
  });
});
