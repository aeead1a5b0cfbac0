// @vitest-environment jsdom
// The share chart the player page will use ("each game's share of the games declared"): a table
// whose rows are read by a screen reader, the bars beside them decoration.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { ShareChart } from '../../../../src/ui/common/charts/ShareChart';
import { rowTexts } from '../../../support/table-cells';

describe('the share chart', () => {
  test('each row: what, how many, its whole percentage; the bars as long as the shares', () => {
    // 6 games declared: 3 clubs (50 %), 2 grand (33 %), 1 null (17 %): 50 + 33 + 17 = 100.
    const { container } = render(
      <ShareChart
        caption="Games declared"
        headings={{ label: 'Game', count: 'Declared', share: 'Share' }}
        rows={[
          { label: 'Clubs', count: 3 },
          { label: 'Grand', count: 2 },
          { label: 'Null', count: 1 },
        ]}
        formatCount={String}
        formatPercent={(percent) => `${percent} %`}
      />,
    );
    const table = screen.getByRole('table', { name: 'Games declared' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map(rowTexts)).toEqual([
      ['Game', 'Declared', 'Share'],
      ['Clubs', '3', '50 %'],
      ['Grand', '2', '33 %'],
      ['Null', '1', '17 %'],
    ]);
    const bars = [...container.querySelectorAll('svg[aria-hidden="true"] rect:last-child')];
    expect(bars.map((bar) => Number(bar.getAttribute('width')))).toEqual([
      50,
      (2 / 6) * 100,
      (1 / 6) * 100,
    ]);
  });
});
