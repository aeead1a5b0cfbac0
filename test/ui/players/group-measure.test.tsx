// @vitest-environment jsdom
// The group page says which measure each figure is in and never adds unlike points (issue 31,
// item 4): a plain list's evening counts in the club measure, Seeger-Fabian, like a Seeger-Fabian
// list's. By hand: on a plain list Anna wins clubs with 1 (24 on the list, Seeger-Fabian
// 24 + 50 = 74), Ben loses grand with 2 (−144 on the list, Seeger-Fabian −194, Anna and Carla
// +40): Anna 24 on the list but 114 Seeger-Fabian, Ben −144 and −194.
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test } from 'vitest';
import { addDeal } from '../../../src/db/deals';
import { createSheet } from '../../../src/db/sheets';
import { upgradeRules } from '../../../src/domain/legacy/table-rules';
import { GroupScreen } from '../../../src/ui/players/GroupScreen';
import { English, German } from '../../support/i18n';
import { RULES_3, clubsWon, expectOk, grandLost } from '../../support/db-fixtures';
import { emptyDatabase } from '../../support/fresh-db';

beforeEach(async () => {
  await emptyDatabase();
  const setup = upgradeRules({ ...RULES_3, listKind: 'plain' });
  const sheet = expectOk(
    await createSheet({ name: 'Plain', playerNames: ['Anna', 'Ben', 'Carla'], setup }),
  );
  for (const deal of [clubsWon(0), grandLost(1)]) expectOk(await addDeal(sheet.id, deal));
});

const WORDS = {
  en: {
    wrapper: English,
    group: 'Players of the group',
    total: 'All-time total',
    columns: ['Rank', 'Name', 'Seeger-Fabian points', 'Seeger-Fabian per 48 deals'],
    evenings: 'Evenings together (Seeger-Fabian points)',
    standings: 'Standings over time (Seeger-Fabian points)',
  },
  de: {
    wrapper: German,
    group: 'Spieler der Skatrunde',
    total: 'Gesamtwertung',
    columns: ['Platz', 'Name', 'Seeger-Fabian-Punkte', 'Seeger-Fabian je 48 Spiele'],
    evenings: 'Gemeinsame Abende (Seeger-Fabian-Punkte)',
    standings: 'Stand im Lauf der Zeit (Seeger-Fabian-Punkte)',
  },
} as const;

test.each(['en', 'de'] as const)(
  'a plain list’s evening counts in Seeger-Fabian points, and every table says so (%s)',
  async (locale) => {
    const w = WORDS[locale];
    render(<GroupScreen backHref="#/players" sheetHref={(id) => `#/sheet/${id}`} />, {
      wrapper: w.wrapper,
    });
    const group = await screen.findByRole('group', { name: w.group });
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Anna' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Ben' }));
    const total = await screen.findByRole('table', { name: w.total });
    expect(
      within(total)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(w.columns);
    const [, first, second] = within(total).getAllByRole('row');
    expect(first).toHaveTextContent(/^1Anna114/);
    expect(second).toHaveTextContent(/^2Ben-194/);
    const evenings = screen.getByRole('table', { name: w.evenings });
    const [, plain] = within(evenings).getAllByRole('row');
    expect(
      within(plain as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['114', '-194']);
    expect(screen.getByRole('table', { name: w.standings })).toBeVisible();
  },
);
