// @vitest-environment jsdom
// The player page in English and German: its figures, a refused rename (the name is another
// player's) and a refused merge (they sat at the same sheet), each with nothing changed.
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { db } from '../../../src/db/database';
import { addDeal } from '../../../src/db/deals';
import { createSheet } from '../../../src/db/sheets';
import { upgradeRules } from '../../../src/domain/legacy/table-rules';
import { GroupScreen } from '../../../src/ui/players/GroupScreen';
import { English, German } from '../../support/i18n';
import { renderAnna } from './render-anna';
import { RULES_3, clubsWon, expectOk, grandLost } from '../../support/db-fixtures';

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  const sheet = expectOk(
    await createSheet({
      name: 'Thursday',
      playerNames: ['Anna', 'Ben', 'Carla'],
      setup: upgradeRules(RULES_3),
    }),
  );
  expectOk(await addDeal(sheet.id, clubsWon(0)));
  expectOk(await addDeal(sheet.id, clubsWon(1)));
});

const WORDS = {
  en: {
    wrapper: English,
    title: 'Statistics: Anna',
    figures: 'Figures',
    deals: 'Deals played 2',
    list: 'List points 24',
    games: 'Games declared and won',
    clubs: 'Clubs 1 1',
    // Anna won her clubs (24, Seeger-Fabian 74) and Ben his: equal, both 1st.
    placed: ['Finished 1st 1', 'Finished 2nd 0', 'Finished 3rd 0'],
    wonLost: 'Games won / lost 1 / 0',
    share: 'Games won, share 100%',
    perList: 'Seeger-Fabian points per list, average 74',
    othersLost: 'Seeger-Fabian points from others’ lost games 0',
    rename: 'Rename player',
    name: 'Name',
    save: 'Save name',
    taken: 'Another player is already called Ben: choose another name.',
    choose: 'The other entry of this person',
    mergeGroup: 'Merge with another player',
    into: 'Same person as Carla',
    preview: 'Preview the merge',
    together: 'They sat at the same sheet: two people cannot be merged.',
    group: 'Players of the group',
    headToHead: 'Head to head',
    lost: 'Average value lost 72',
    worst: /^Worst evening: .*, -194 Seeger-Fabian points$/,
    best: /^Best evening: .*, 74 Seeger-Fabian points$/,
  },
  de: {
    wrapper: German,
    title: 'Statistik: Anna',
    figures: 'Zahlen',
    deals: 'Gespielte Spiele 2',
    list: 'Punkte der Liste 24',
    games: 'Gespielt und gewonnen',
    clubs: 'Kreuz 1 1',
    placed: ['1. Platz 1', '2. Platz 0', '3. Platz 0'],
    wonLost: 'Spiele gewonnen / verloren 1 / 0',
    share: 'Spiele gewonnen, Anteil 100 %',
    perList: 'Seeger-Fabian-Punkte je Liste, Durchschnitt 74',
    othersLost: 'Seeger-Fabian-Punkte aus verlorenen Spielen der Mitspieler 0',
    rename: 'Spieler umbenennen',
    name: 'Name',
    save: 'Namen speichern',
    taken: 'Ein anderer Spieler heißt schon Ben: wähle einen anderen Namen.',
    choose: 'Der andere Eintrag dieser Person',
    mergeGroup: 'Mit anderem Spieler zusammenführen',
    into: 'Dieselbe Person wie Carla',
    preview: 'Zusammenführung ansehen',
    together:
      'Die beiden saßen an derselben Liste: zwei Personen können nicht zusammengeführt werden.',
    group: 'Spieler der Skatrunde',
    headToHead: 'Direkter Vergleich',
    lost: 'Durchschnittlich verloren 72',
    worst: /^Schlechtester Abend: .*, -194 Seeger-Fabian-Punkte$/,
    best: /^Bester Abend: .*, 74 Seeger-Fabian-Punkte$/,
  },
} as const;

describe.each(['en', 'de'] as const)('the player page (%s)', (locale) => {
  const w = WORDS[locale];

  test('figures from the stored deals', async () => {
    renderAnna(w.wrapper);
    expect(await screen.findByRole('heading', { level: 1, name: w.title })).toBeVisible();
    const figures = screen.getByRole('table', { name: w.figures });
    expect(within(figures).getByRole('row', { name: w.deals })).toBeVisible();
    expect(within(figures).getByRole('row', { name: w.list })).toBeVisible();
    const games = screen.getByRole('table', { name: w.games });
    expect(within(games).getByRole('row', { name: w.clubs })).toBeVisible();
  });

  // Issue 31, "What got in the way": games won and lost with a rate, placings, Seeger-Fabian per
  // list and the points from others' lost games.
  test('the figures a club player expects', async () => {
    renderAnna(w.wrapper);
    const figures = await screen.findByRole('table', { name: w.figures });
    for (const name of [...w.placed, w.wonLost, w.share, w.perList, w.othersLost]) {
      expect(within(figures).getByRole('row', { name })).toBeVisible();
    }
    expect(within(figures).queryByRole('row', { name: /4th|4\. Platz/ })).toBeNull();
  });

  // Issue 31, item 5: a plain list's evening, where Anna lost grand with 2 (game value 72, written
  // −144 on the list, Seeger-Fabian −194): the worst evening is in the measure it says, and the
  // average value lost is the game's value, not the doubled list entry.
  test('figures in the measure they name: game values, Seeger-Fabian evenings', async () => {
    const plain = expectOk(
      await createSheet({
        name: 'Plain',
        playerNames: ['Anna', 'Ben', 'Carla'],
        setup: upgradeRules({ ...RULES_3, listKind: 'plain' }),
      }),
    );
    expectOk(await addDeal(plain.id, grandLost(0)));
    renderAnna(w.wrapper);
    const figures = await screen.findByRole('table', { name: w.figures });
    expect(within(figures).getByRole('row', { name: w.lost })).toBeVisible();
    // The label and its link to the evening make one paragraph.
    const paragraph = (text: RegExp) =>
      screen.getByText((_, el) => el?.tagName === 'P' && text.test(el.textContent ?? ''));
    expect(paragraph(w.worst)).toBeVisible();
    expect(paragraph(w.best)).toBeVisible();
  });

  test('a rename to another player’s name is refused, nothing changed', async () => {
    renderAnna(w.wrapper);
    await userEvent.click(await screen.findByRole('button', { name: w.rename }));
    const dialog = screen.getByRole('dialog', { name: w.rename });
    const field = within(dialog).getByLabelText(w.name);
    await userEvent.clear(field);
    await userEvent.type(field, 'Ben');
    await userEvent.click(within(dialog).getByRole('button', { name: w.save }));
    expect(await within(dialog).findByText(w.taken)).toBeVisible();
    expect(await db.roster.count()).toBe(0);
  });

  test('a merge of two who sat at the same sheet is refused, nothing changed', async () => {
    renderAnna(w.wrapper);
    // The merge has its own heading, under which its choice is found (issue 31).
    const merge = await screen.findByRole('group', { name: w.mergeGroup });
    await userEvent.selectOptions(within(merge).getByLabelText(w.choose), w.into);
    await userEvent.click(screen.getByRole('button', { name: w.preview }));
    expect(await screen.findByText(w.together)).toBeVisible();
    expect(await db.roster.count()).toBe(0);
  });

  test('the group page: head to head of the chosen players', async () => {
    render(<GroupScreen backHref="#/players" sheetHref={(id) => `#/sheet/${id}`} />, {
      wrapper: w.wrapper,
    });
    const group = await screen.findByRole('group', { name: w.group });
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Anna' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Ben' }));
    const table = await screen.findByRole('table', { name: w.headToHead });
    // Anna and Ben both won 24 on the one sheet: nobody ahead.
    expect(within(table).getByRole('row', { name: 'Anna – 0' })).toBeVisible();
  });
});
