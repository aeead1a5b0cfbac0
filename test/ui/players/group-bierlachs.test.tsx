// @vitest-environment jsdom
// The group page on a Bierlachs evening, in English and German: head to head follows the sheet's
// own standings (fewer rounds lost, then more left), not the points; the club measure leaves the
// evening out and says so. Counts by hand from a limit of 100: Anna wins clubs with 1 twice
// (+24 each: Ben and Carla at 52), Ben loses grand with 2 (2 × 3 × 24 = 144: at −92 he buys the
// beer), Carla wins clubs (Anna and Ben at 76). Points: Anna 48, Carla 24; standings: Carla (no
// round lost, 100 left) before Anna (none lost, 76 left).
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { addDeal } from '../../../src/db/deals';
import { createSheet } from '../../../src/db/sheets';
import { upgradeRules } from '../../../src/domain/legacy/table-rules';
import { GroupScreen } from '../../../src/ui/players/GroupScreen';
import { English, German } from '../../support/i18n';
import { RULES_3, clubsWon, expectOk, grandLost } from '../../support/db-fixtures';
import { emptyDatabase } from '../../support/fresh-db';

beforeEach(async () => {
  await emptyDatabase();
  const plain = upgradeRules(RULES_3);
  const setup = {
    ...plain,
    rules: { ...plain.rules, list: { kind: 'bierlachs', limit: 100 } },
  } as const;
  const sheet = expectOk(
    await createSheet({ name: 'Beer', playerNames: ['Anna', 'Ben', 'Carla'], setup }),
  );
  for (const deal of [clubsWon(0), clubsWon(0), grandLost(1), clubsWon(2)]) {
    expectOk(await addDeal(sheet.id, deal));
  }
});

const WORDS = {
  en: {
    wrapper: English,
    group: 'Players of the group',
    headToHead: 'Head to head',
    total: 'All-time total',
    evenings: 'Evenings together (Seeger-Fabian points)',
    beerEvening: ['place 2, 0 rounds lost', 'place 1, 0 rounds lost'],
    leftOut:
      'Counted without one evening of Bierlachs: it counts down from a limit, so its points do not compare.',
  },
  de: {
    wrapper: German,
    group: 'Spieler der Skatrunde',
    headToHead: 'Direkter Vergleich',
    total: 'Gesamtwertung',
    evenings: 'Gemeinsame Abende (Seeger-Fabian-Punkte)',
    beerEvening: ['Platz 2, 0 Runden verloren', 'Platz 1, 0 Runden verloren'],
    leftOut:
      'Ohne Bierlachs gerechnet (ein Abend): Dort wird vom Limit heruntergezählt, die Punkte sind nicht vergleichbar.',
  },
} as const;

describe.each(['en', 'de'] as const)('the group page on a Bierlachs evening (%s)', (locale) => {
  const w = WORDS[locale];

  test('head to head by the sheet’s standings, the club measure without it', async () => {
    render(<GroupScreen backHref="#/players" sheetHref={(id) => `#/sheet/${id}`} />, {
      wrapper: w.wrapper,
    });
    const group = await screen.findByRole('group', { name: w.group });
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Anna' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Carla' }));
    const table = await screen.findByRole('table', { name: w.headToHead });
    // Anna has more points (48 to 24), but Carla finished ahead: more left, no round lost.
    expect(within(table).getByRole('row', { name: 'Anna – 0' })).toBeVisible();
    expect(within(table).getByRole('row', { name: 'Carla 1 –' })).toBeVisible();
    const total = screen.getByRole('table', { name: w.total });
    // No evening of a points list: no points in the season's total, no Seeger-Fabian per 48.
    expect(within(total).getByRole('row', { name: /^[12] Anna 0 –$/ })).toBeVisible();
    expect(within(total).getByRole('row', { name: /^[12] Carla 0 –$/ })).toBeVisible();
    expect(screen.getByText(w.leftOut)).toBeVisible();
    // Issue 31, item 11: the evening as its sheet shows it (place, rounds lost), not the list
    // points (48 and 24) that a Bierlachs sheet never shows.
    const evenings = screen.getByRole('table', { name: w.evenings });
    const [, beer] = within(evenings).getAllByRole('row');
    expect(
      within(beer as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(w.beerEvening);
  });
});
