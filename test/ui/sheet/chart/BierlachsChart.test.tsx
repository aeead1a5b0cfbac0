// @vitest-environment jsdom
// A Bierlachs sheet's chart, in English and German: what each player has left deal by deal from
// the limit, each round's end marked (an upright rule, named in the legend; the loser in the
// table), and the sheet's link to it. Counts by hand (skat-scoring.md): clubs with 2 = 3 × 12 =
// 36, grand with 1 lost = 2 × 2 × 24 = 96, hearts with 1 = 2 × 10 = 20.
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { SheetChartScreen } from '../../../../src/ui/sheet/chart/SheetChartScreen';
import { SheetScreen } from '../../../../src/ui/sheet/SheetScreen';
import { English, German } from '../../../support/i18n';
import { emptyDatabase } from '../../../support/fresh-db';
import { bierlachsSheet } from '../../../support/sheet-fixtures';
import { rowTexts } from '../../../support/table-cells';

beforeEach(emptyDatabase);

const LINKS = { sheets: '#/', sheet: '#/sheet/s' };

const WORDS = {
  en: {
    wrapper: English,
    title: 'Running totals',
    subtitle: 'Points left after each deal; each round starts at 100',
    chart:
      'Line chart of the points Anna, Ben and Carl have left, deal by deal, over 3 deals. A round ended in deal 2. Every number is in the table below.',
    legend: ['Anna', 'Ben', 'Carl', 'End of a round'],
    numbers: 'The numbers',
    head: ['Deal', 'Anna', 'Ben', 'Carl', 'Rounds'],
    beer: 'Ben buys the beer',
    link: 'Running totals chart',
  },
  de: {
    wrapper: German,
    title: 'Zwischenstand',
    subtitle: 'Restpunkte nach jedem Spiel; jede Runde beginnt bei 100',
    chart:
      'Liniendiagramm der Restpunkte von Anna, Ben und Carl, Spiel für Spiel, über 3 Spiele. Eine Runde endete in Spiel 2. Alle Zahlen stehen in der Tabelle darunter.',
    legend: ['Anna', 'Ben', 'Carl', 'Ende einer Runde'],
    numbers: 'Die Zahlen',
    head: ['Spiel', 'Anna', 'Ben', 'Carl', 'Runden'],
    beer: 'Ben zahlt das Bier',
    link: 'Zwischenstand als Diagramm',
  },
} as const;

describe.each(['en', 'de'] as const)('a Bierlachs sheet’s chart (%s)', (locale) => {
  const w = WORDS[locale];

  test('points left deal by deal, the round’s end marked, the numbers in a table', async () => {
    const sheet = await bierlachsSheet();
    render(<SheetChartScreen sheetId={sheet.id} links={LINKS} />, { wrapper: w.wrapper });
    expect(await screen.findByRole('heading', { level: 1, name: w.title })).toBeVisible();
    expect(screen.getByText(w.subtitle)).toBeVisible();
    const image = screen.getByRole('img', { name: w.chart });
    expect(image.querySelectorAll('path[fill="none"]')).toHaveLength(3);
    // The round's end: one upright rule (the grid's lines have no stroke width of their own).
    expect(image.querySelectorAll('line[stroke-width="2"]')).toHaveLength(1);
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(w.legend);
    const rows = within(screen.getByRole('region', { name: w.numbers })).getAllByRole('row');
    expect(rowTexts(rows[0])).toEqual(w.head);
    expect(rows.slice(1).map(rowTexts)).toEqual([
      ['1', '100', '64', '64', ''],
      ['2', '100', '−32', '64', w.beer],
      ['3', '80', '80', '100', ''],
    ]);
  });

  test('the Bierlachs sheet links to its chart', async () => {
    const sheet = await bierlachsSheet();
    render(
      <SheetScreen
        sheetId={sheet.id}
        links={{ sheets: '#/', newDeal: '#/new', deal: (id) => `#/deal/${id}`, chart: '#/chart' }}
      />,
      { wrapper: w.wrapper },
    );
    expect(await screen.findByRole('link', { name: w.link })).toHaveAttribute('href', '#/chart');
  });
});
