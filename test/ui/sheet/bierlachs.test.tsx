// @vitest-environment jsdom
// A Bierlachs sheet: each player's column counts down from the limit, the first at zero buys the
// beer, the next deal starts a new round at the limit. Counts by hand (skat-scoring.md): clubs
// with 2 = 3 × 12 = 36, grand with 1 lost = 2 × 2 × 24 = 96, hearts with 1 = 2 × 10 = 20.
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { SheetScreen } from '../../../src/ui/sheet/SheetScreen';
import { German } from '../../support/i18n';
import { emptyDatabase } from '../../support/fresh-db';
import { bierlachsSheet, trump } from '../../support/sheet-fixtures';

beforeEach(emptyDatabase);

// The evening is BEER_EVENING (test/support/sheet-fixtures.ts): Ben buys the beer after deal 2.

function renderSheet(sheetId: string, german: boolean) {
  const links = { sheets: '#/', newDeal: '#/new-deal', deal: (id: string) => `#/deal/${id}` };
  render(<SheetScreen sheetId={sheetId} links={links} />, german ? { wrapper: German } : {});
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

const WORDS = {
  en: {
    standings: 'Standings',
    roundsLost: 'Rounds lost',
    rounds: 'Rounds',
    list: 'The list',
    roundLine: 'Round 1, deals 1 to 2: Ben buys the beer',
    mark: 'Ben buys the beer',
    round1: 'Round 1: everyone at 100',
    round2: 'Round 2: everyone at 100',
    now: 'Left',
    final: 'Final standings',
    explain: 'Anna has 80 left, explain',
    title: 'Anna: 80 left',
    started: 'Round 2 started at 100 with deal 3',
    deals: 'The deals that took points',
    deal3: /^Deal 3: .*Hearts.*−20$/,
    close: 'Close',
  },
  de: {
    standings: 'Stand',
    roundsLost: 'Verlorene Runden',
    rounds: 'Runden',
    list: 'Spielliste',
    roundLine: 'Runde 1, Spiele 1 bis 2: Ben zahlt das Bier',
    mark: 'Ben zahlt das Bier',
    round1: 'Runde 1: alle bei 100',
    round2: 'Runde 2: alle bei 100',
    now: 'Rest',
    final: 'Endstand',
    explain: 'Anna hat noch 80, erklären',
    title: 'Anna: noch 80',
    started: 'Runde 2 begann bei 100 mit Spiel 3',
    deals: 'Die Spiele, die Punkte kosteten',
    deal3: /^Spiel 3: .*Herz.*−20$/,
    close: 'Schließen',
  },
} as const;

describe.each([
  ['en', false],
  ['de', true],
] as const)('a Bierlachs sheet (%s)', (language, german) => {
  const w = WORDS[language];

  test('standings by rounds lost, then what is left; the rounds and who bought the beer', async () => {
    const sheet = await bierlachsSheet();
    renderSheet(sheet.id, german);
    const standings = await screen.findByRole('region', { name: w.standings });
    expect(within(standings).getByRole('columnheader', { name: w.roundsLost })).toBeVisible();
    const rows = within(standings).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Carl',
      'Anna',
      'Ben',
    ]);
    expect(rows.map(cells)).toEqual([
      ['1', '0', '100'],
      ['2', '0', '80'],
      ['3', '1', '80'],
    ]);
    const rounds = screen.getByRole('region', { name: w.rounds });
    expect(
      within(rounds)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([w.roundLine]);
  });

  test('the list counts down, marks who buys the beer, and starts round 2 at the limit', async () => {
    const sheet = await bierlachsSheet();
    renderSheet(sheet.id, german);
    const list = await screen.findByRole('region', { name: w.list });
    const rows = within(list).getAllByRole('row');
    const text = rows.map((row) => row.textContent);
    const starts = [text.indexOf(w.round1), text.indexOf(w.round2)];
    expect(starts[0]).toBe(1);
    const deal = (index: number) => cells(rows[index] as HTMLElement).slice(-3);
    // Deals 1 and 2 follow round 1's line, deal 3 round 2's.
    expect(deal(2)).toEqual(['100', '64', '64']);
    expect(deal(3)).toEqual(['100', '−32', '64']);
    expect(rows[3]).toHaveTextContent(w.mark);
    expect(starts[1]).toBe(4);
    expect(deal(5)).toEqual(['80', '80', '100']);
    const foot = rows.at(-1) as HTMLElement;
    expect(within(foot).getByRole('rowheader')).toHaveTextContent(w.now);
    expect(cells(foot)).toEqual(['80', '80', '100']);
  });

  // Issue 31, item 11: the last deal ended a round, and the finished sheet showed everyone at
  // the limit (the count of a round that never started).
  test('a finished sheet whose last deal ended a round shows the counts it ended with', async () => {
    // Anna wins clubs with 2 twice (36 each): Ben and Carl 28; Ben loses grand with 1 (−96): −68.
    const lastEndsRound = [
      trump(0, 'clubs', 2, true),
      trump(0, 'clubs', 2, true),
      trump(1, 'grand', 1, false),
    ];
    const sheet = await bierlachsSheet({ deals: lastEndsRound, plannedDeals: 3 });
    renderSheet(sheet.id, german);
    const standings = await screen.findByRole('region', { name: w.final });
    const rows = within(standings).getAllByRole('row').slice(1);
    expect(rows.map(cells)).toEqual([
      ['1', '0', '100'],
      ['2', '0', '28'],
      ['3', '1', '−68'],
    ]);
    const list = screen.getByRole('region', { name: w.list });
    const foot = within(list).getAllByRole('row').at(-1) as HTMLElement;
    expect(within(foot).getByRole('rowheader')).toHaveTextContent(w.now);
    expect(cells(foot)).toEqual(['100', '−68', '28']);
  });

  test('a disputed count opens the sum: the round started at the limit, minus each deal', async () => {
    const user = userEvent.setup();
    const sheet = await bierlachsSheet();
    renderSheet(sheet.id, german);
    await user.click(await screen.findByRole('button', { name: w.explain }));
    const dialog = screen.getByRole('dialog', { name: w.title });
    expect(dialog).toHaveTextContent(w.started);
    const lines = within(within(dialog).getByRole('list', { name: w.deals })).getAllByRole(
      'listitem',
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toHaveTextContent(w.deal3);
    await user.click(within(dialog).getByRole('button', { name: w.close }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
