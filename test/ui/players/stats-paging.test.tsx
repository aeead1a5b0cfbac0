// @vitest-environment jsdom
// A big history on the statistics' pages, in English and German: the first count of the sheets
// shows how far it is (a progress bar, never a blank screen), and the group page shows its
// latest evenings first, more on demand, while its standings and totals count every evening.
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { db } from '../../../src/db/database';
import { addDeal } from '../../../src/db/deals';
import { createSheet } from '../../../src/db/sheets';
import { upgradeRules } from '../../../src/domain/legacy/table-rules';
import { GroupScreen } from '../../../src/ui/players/GroupScreen';
import { PlayersScreen } from '../../../src/ui/players/PlayersScreen';
import { English, German } from '../../support/i18n';
import { RULES_3, clubsWon, expectOk } from '../../support/db-fixtures';

const SHEETS = 45;

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  // 45 evenings of Anna, Ben and Carla: Anna wins clubs with 1 on 23 (Seeger-Fabian 24 + 50 =
  // 74 each), Ben on 22.
  for (let i = 0; i < SHEETS; i++) {
    const sheet = expectOk(
      await createSheet({
        name: `Evening ${String(i + 1)}`,
        playerNames: ['Anna', 'Ben', 'Carla'],
        setup: upgradeRules(RULES_3),
      }),
    );
    expectOk(await addDeal(sheet.id, clubsWon(i % 2)));
  }
});

const WORDS = {
  en: {
    wrapper: English,
    counting: 'Counting the sheets',
    counted: /^Sheets counted: \d+ of 45$/,
    players: 'All players',
    group: 'Players of the group',
    evenings: 'Evenings together (Seeger-Fabian points)',
    standings: 'Standings over time (Seeger-Fabian points)',
    total: 'All-time total',
    shown: (n: number) => `The latest ${String(n)} of 45 evenings`,
    more: 'Show more evenings',
    latest: '1,702 1,628 0',
  },
  de: {
    wrapper: German,
    counting: 'Die Listen werden gezählt',
    counted: /^Gezählte Listen: \d+ von 45$/,
    players: 'Alle Spieler',
    group: 'Spieler der Skatrunde',
    evenings: 'Gemeinsame Abende (Seeger-Fabian-Punkte)',
    standings: 'Stand im Lauf der Zeit (Seeger-Fabian-Punkte)',
    total: 'Gesamtwertung',
    shown: (n: number) => `Die letzten ${String(n)} von 45 Abenden`,
    more: 'Weitere Abende zeigen',
    latest: '1.702 1.628 0',
  },
} as const;

describe.each(['en', 'de'] as const)('a big history (%s)', (locale) => {
  const w = WORDS[locale];

  test('the first count of the sheets shows its progress, then the players', async () => {
    render(<PlayersScreen backHref="#/" groupHref="#/group" playerHref={(id) => `#/p/${id}`} />, {
      wrapper: w.wrapper,
    });
    const bar = await screen.findByRole('progressbar', { name: w.counting });
    expect(bar.getAttribute('aria-valuetext')).toMatch(w.counted);
    expect(bar).toHaveAttribute('aria-valuemax', String(SHEETS));
    const list = await screen.findByRole('list', { name: w.players });
    expect(within(list).getByRole('link', { name: 'Carla' })).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(await db.sheetStats.count()).toBe(SHEETS);
  });

  test('the group page: the latest 20 evenings first, more on demand', async () => {
    render(<GroupScreen backHref="#/players" sheetHref={(id) => `#/sheet/${id}`} />, {
      wrapper: w.wrapper,
    });
    const group = await screen.findByRole('group', { name: w.group }, { timeout: 5000 });
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Anna' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Ben' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Carla' }));
    const evenings = await screen.findByRole('table', { name: w.evenings });
    const standings = screen.getByRole('table', { name: w.standings });
    // A header row and 20 evenings; the latest first: its standings are the season's total.
    expect(within(evenings).getAllByRole('row')).toHaveLength(21);
    expect(within(standings).getAllByRole('row')).toHaveLength(21);
    expect(within(standings).getAllByRole('row')[1]).toHaveAccessibleName(
      expect.stringMatching(new RegExp(` ${w.latest}$`)) as unknown as string,
    );
    const total = screen.getByRole('table', { name: w.total });
    expect(within(total).getAllByRole('row')[1]).toHaveTextContent(/^1Anna1[.,]702/);
    expect(screen.getByRole('status')).toHaveTextContent(w.shown(20));

    await userEvent.click(screen.getByRole('button', { name: w.more }));
    expect(within(evenings).getAllByRole('row')).toHaveLength(41);
    expect(screen.getByRole('status')).toHaveTextContent(w.shown(40));
    await userEvent.click(screen.getByRole('button', { name: w.more }));
    expect(within(standings).getAllByRole('row')).toHaveLength(46);
    expect(screen.getByRole('status')).toHaveTextContent(w.shown(45));
    expect(screen.queryByRole('button', { name: w.more })).toBeNull();
    // The oldest evening last: one clubs won alone (Anna’s or Ben’s, if started in one ms).
    expect(within(standings).getAllByRole('row').at(-1)).toHaveAccessibleName(
      expect.stringMatching(/ (74 0|0 74) 0$/) as unknown as string,
    );
  });
});
