// @vitest-environment jsdom
// The group page keeps its players for the next visit, and names its ranking by the period chosen
// (issue 31, "What got in the way": it forgot its players on every visit, and said "Season total"
// while "All time" was chosen).
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test } from 'vitest';
import { addDeal } from '../../../src/db/deals';
import { db } from '../../../src/db/database';
import { mergePlayers } from '../../../src/db/roster';
import { createSheet } from '../../../src/db/sheets';
import { upgradeRules } from '../../../src/domain/legacy/table-rules';
import { implicitPlayerId } from '../../../src/domain/roster';
import { GroupScreen } from '../../../src/ui/players/GroupScreen';
import { English, German } from '../../support/i18n';
import { RULES_3, clubsWon, expectOk } from '../../support/db-fixtures';
import { emptyDatabase } from '../../support/fresh-db';

/** An evening of `names` with one deal, won by the first of them. */
async function evening(name: string, names: readonly string[]) {
  const sheet = expectOk(
    await createSheet({ name, playerNames: [...names], setup: upgradeRules(RULES_3) }),
  );
  expectOk(await addDeal(sheet.id, clubsWon(0)));
}

beforeEach(async () => {
  await emptyDatabase();
  await evening('Thursday', ['Anna', 'Ben', 'Carla']);
});

const WORDS = {
  en: {
    wrapper: English,
    group: 'Players of the group',
    season: 'Season',
    allTime: 'All-time total',
    year: 'Season total',
  },
  de: {
    wrapper: German,
    group: 'Spieler der Skatrunde',
    season: 'Jahr',
    allTime: 'Gesamtwertung',
    year: 'Jahreswertung',
  },
} as const;

function showGroup(locale: 'en' | 'de') {
  return render(<GroupScreen backHref="#/players" sheetHref={(id) => `#/sheet/${id}`} />, {
    wrapper: WORDS[locale].wrapper,
  });
}

test.each(['en', 'de'] as const)(
  'the group chosen is there again on the next visit (%s)',
  async (locale) => {
    const w = WORDS[locale];
    const first = showGroup(locale);
    const group = await screen.findByRole('group', { name: w.group });
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Anna' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Carla' }));
    await screen.findByRole('table', { name: w.allTime });
    first.unmount();

    showGroup(locale);
    const again = await screen.findByRole('group', { name: w.group });
    expect(within(again).getByRole('checkbox', { name: 'Anna' })).toBeChecked();
    expect(within(again).getByRole('checkbox', { name: 'Carla' })).toBeChecked();
    expect(within(again).getByRole('checkbox', { name: 'Ben' })).not.toBeChecked();
    expect(await screen.findByRole('table', { name: w.allTime })).toBeVisible();
  },
);

test.each(['en', 'de'] as const)(
  'the ranking is named by the period chosen (%s)',
  async (locale) => {
    const w = WORDS[locale];
    showGroup(locale);
    const group = await screen.findByRole('group', { name: w.group });
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Anna' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Ben' }));
    expect(await screen.findByRole('table', { name: w.allTime })).toBeVisible();
    const year = String(new Date().getFullYear());
    await userEvent.selectOptions(screen.getByRole('combobox', { name: w.season }), year);
    expect(await screen.findByRole('table', { name: w.year })).toBeVisible();
    expect(screen.queryByRole('table', { name: w.allTime })).toBeNull();
  },
);

test('a player merged since the visit is chosen as whom they became', async () => {
  // Dora played another evening with Anna; Carla is the same person under another name.
  await evening('Friday', ['Anna', 'Ben', 'Dora']);
  const first = showGroup('en');
  const group = await screen.findByRole('group', { name: 'Players of the group' });
  await userEvent.click(within(group).getByRole('checkbox', { name: 'Anna' }));
  await userEvent.click(within(group).getByRole('checkbox', { name: 'Carla' }));
  await screen.findByRole('table', { name: 'All-time total' });
  first.unmount();
  expectOk(await mergePlayers(implicitPlayerId('Carla'), implicitPlayerId('Dora')));

  showGroup('en');
  const again = await screen.findByRole('group', { name: 'Players of the group' });
  expect(within(again).getByRole('checkbox', { name: 'Anna' })).toBeChecked();
  expect(within(again).getByRole('checkbox', { name: 'Dora' })).toBeChecked();
  expect(within(again).queryByRole('checkbox', { name: 'Carla' })).toBeNull();
});

test('two evenings of one day are told apart by their start times', async () => {
  await evening('Late', ['Anna', 'Ben', 'Carla']);
  const sheets = (await db.sheets.toArray()).sort((a, b) => a.name.localeCompare(b.name));
  // 'Late' at 21:05, 'Thursday' at 19:30, the same day.
  const times = [new Date(2026, 10, 26, 21, 5), new Date(2026, 10, 26, 19, 30)];
  for (const [index, sheet] of sheets.entries()) {
    await db.sheets.update(sheet.id, { createdAt: times[index]?.getTime() ?? 0 });
  }
  showGroup('en');
  const group = await screen.findByRole('group', { name: 'Players of the group' });
  await userEvent.click(within(group).getByRole('checkbox', { name: 'Anna' }));
  await userEvent.click(within(group).getByRole('checkbox', { name: 'Ben' }));
  const evenings = await screen.findByRole('table', {
    name: 'Evenings together (Seeger-Fabian points)',
  });
  expect(within(evenings).getByRole('link', { name: '26/11/2026, 21:05' })).toBeVisible();
  expect(within(evenings).getByRole('link', { name: '26/11/2026, 19:30' })).toBeVisible();
});
