// @vitest-environment jsdom
// Bock and Ramsch rounds and Ramsch deals where the sheet shows them, on the NYCSA evening of the
// house reference cases (nycsa-evening.ts has every value worked by hand).
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { DealDetailScreen } from '../../../src/ui/sheet/DealDetailScreen';
import { SheetScreen } from '../../../src/ui/sheet/SheetScreen';
import { emptyDatabase } from '../common/fresh-db';
import { storedDeals } from '../common/sheet-fixtures';
import { cellTexts, rowTexts } from '../common/table-cells';
import { nycsaSheet } from './nycsa-evening';

beforeEach(emptyDatabase);

function renderSheet(sheetId: string) {
  render(
    <SheetScreen
      sheetId={sheetId}
      links={{ sheets: '#/', newDeal: '#/new', deal: (id) => `#/deal/${id}` }}
    />,
  );
}

async function renderDeal(sheetId: string, number: number) {
  const dealId = (await storedDeals(sheetId))[number - 1]?.id ?? '';
  render(
    <DealDetailScreen
      sheetId={sheetId}
      dealId={dealId}
      links={{ sheets: '#/', sheet: '#/sheet', edit: '#/edit' }}
      onDeleted={() => {}}
    />,
  );
  await screen.findByRole('heading', { level: 1, name: `Deal ${number}` });
}

async function roundLines(deal: number): Promise<string[]> {
  const next = await screen.findByRole('region', { name: `Deal ${deal} of 12` });
  const rounds = within(next).queryByRole('list', { name: 'Bock and Ramsch rounds' });
  return rounds
    ? within(rounds)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    : [];
}

describe('the rounds beside the next deal', () => {
  test('a running Bock round: its deals left, the event behind it, the Ramsch round queued', async () => {
    renderSheet((await nycsaSheet(3)).id);
    expect(await roundLines(4)).toEqual([
      "Bock round ×2 · 2 of 3 deals left · after Carl's grand hand (deal 2)",
      'Queued: a Ramsch round of 3 deals',
    ]);
  });

  test('the Ramsch round after it, not shortened by the grand hand played instead', async () => {
    renderSheet((await nycsaSheet(5)).id);
    expect(await roundLines(6)).toEqual(['Ramsch round · 3 of 3 deals left']);
  });

  test('after a grand hand instead of the Ramsch, the same dealer deals again', async () => {
    renderSheet((await nycsaSheet(7)).id);
    expect(await roundLines(8)).toEqual(['Ramsch round · 2 of 3 deals left']);
    expect(screen.getByRole('region', { name: 'Deal 8 of 12' })).toHaveTextContent('Anna deals');
  });

  test('no round once they are over', async () => {
    renderSheet((await nycsaSheet(10)).id);
    expect(await roundLines(11)).toEqual([]);
  });
});

describe('rows of Bock and Ramsch deals', () => {
  test('each is marked, a Ramsch names its losers and winner with the losers’ entry', async () => {
    renderSheet((await nycsaSheet(10)).id);
    const list = await screen.findByRole('region', { name: 'The list' });
    const rows = within(list).getAllByRole('row');
    expect(cellTexts(rows[3])).toEqual([
      '3',
      'RamschBock ×2Ben loses, Anna winsCarl dealt',
      '−50',
      '0',
      '−14',
      '72',
    ]);
    expect(cellTexts(rows[4])).toEqual([
      '4',
      'Anna ♥ 1 top, KontraBock ×2Anna dealt',
      '−160',
      '−160',
      '−14',
      '72',
    ]);
    expect(cellTexts(rows[6])).toEqual([
      '6',
      'Ramsch, Jungfrau, Schieberamsch ×2Ramsch roundAnna and Ben lose, Carl winsCarl dealt',
      '−100',
      '−260',
      '−114',
      '116',
    ]);
    expect(cellTexts(rows[7])).toEqual([
      '7',
      'Ben Grand 2 tops handRamsch roundAnna dealt',
      '+96',
      '−260',
      '−18',
      '116',
    ]);
    expect(cellTexts(rows[9])).toEqual([
      '9',
      'Durchmarsch, Schieberamsch ×4Ramsch roundAnna winsBen dealt',
      '+480',
      '220',
      '−18',
      '91',
    ]);
  });

  test('the standings count a Ramsch as a game won and lost (NYCSA), Seeger-Fabian ±50', async () => {
    renderSheet((await nycsaSheet(10)).id);
    const standings = await screen.findByRole('region', { name: 'Standings' });
    const rows = within(standings).getAllByRole('row');
    // Seeger-Fabian: list + 50 × (won − lost) + 40 for each of Anna's two lost games.
    expect(rows.slice(1).map(rowTexts)).toEqual([
      ['1', 'Carl', '271', '91', '3 / 1'],
      ['2', 'Anna', '184', '184', '3 / 3'],
      ['3', 'Ben', '62', '−18', '2 / 2'],
    ]);
  });
});

describe('a Ramsch in the deal’s details', () => {
  test('losers, winner, each step with its house rule, the entry, the game counted', async () => {
    await renderDeal((await nycsaSheet(10)).id, 6);
    expect(screen.getByText('Losers', { selector: 'dt' }).nextSibling).toHaveTextContent(
      'Anna and Ben',
    );
    expect(screen.getByText('Winner', { selector: 'dt' }).nextSibling).toHaveTextContent('Carl');
    const steps = screen.getByRole('region', { name: 'How the value is reached' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Anna and Ben 60 points each, most points: both lose the flat 25 (house rules § Ramsch, value)',
      'Jungfrau (Carl, no trick) ×2 (house rules § Ramsch, value)',
      'Schieberamsch (pushed once) ×2 (house rules § Schieberamsch)',
    ]);
    const entry = screen.getByRole('region', { name: 'List entry' });
    expect(entry).toHaveTextContent(
      'Anna and Ben 60 points each, most points: both lose the flat 25; Jungfrau (Carl, no trick) ×2; Schieberamsch (pushed once) ×2 = −100 each',
    );
    expect(entry).toHaveTextContent(
      'Winner: Carl, fewest points (0) (house rules § Ramsch, winner)',
    );
    expect(entry).toHaveTextContent(
      'Counts as a game: lost for Anna and Ben, won for Carl (Seeger-Fabian −50 each, +50) (house rules § Ramsch, on the list)',
    );
    expect(screen.getByRole('region', { name: 'Bock and Ramsch rounds' })).toHaveTextContent(
      'Played in a Ramsch round.',
    );
    // Seeger-Fabian so far: Anna +50 (3) −210 (4) −150 = −310; Ben +86 (1) −100 (3) +40 (4)
    // −150 = −124; Carl +122 (2) +40 (4) +94 (5) +50 = 306.
    const changes = screen.getByRole('region', { name: 'Change and total after this deal' });
    expect(within(changes).getAllByRole('row').slice(1).map(rowTexts)).toEqual([
      ['Anna', '−100 → −260', '−150 → −310'],
      ['Ben', '−100 → −114', '−150 → −124'],
      ['Carl', '0 → 116', '+50 → 306'],
    ]);
  });

  test('a Ramsch in a Bock round: Bock ×2 is a step of its own', async () => {
    await renderDeal((await nycsaSheet(3)).id, 3);
    const steps = screen.getByRole('region', { name: 'How the value is reached' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Ben 50 points, most points: loses the flat 25 (house rules § Ramsch, value)',
      'Bock ×2 (house rules § Bock rounds)',
    ]);
    expect(screen.getByRole('region', { name: 'List entry' })).toHaveTextContent(
      'Ben 50 points, most points: loses the flat 25; Bock ×2 = −50',
    );
  });

  test('a game in a Bock round shows its Bock, and the event the page limit held back', async () => {
    await renderDeal((await nycsaSheet(4)).id, 4);
    expect(screen.getByRole('region', { name: 'List entry' })).toHaveTextContent('× 2 (Bock)');
    expect(screen.getByRole('region', { name: 'List entry' })).toHaveTextContent('−160');
    expect(screen.getByRole('region', { name: 'Bock and Ramsch rounds' })).toHaveTextContent(
      'Held back, one round per page of 32 deals: Kontra won',
    );
  });

  test('the grand hand instead of a Ramsch, and the deal that started a round', async () => {
    const sheet = await nycsaSheet(7);
    await renderDeal(sheet.id, 7);
    const rounds = screen.getByRole('region', { name: 'Bock and Ramsch rounds' });
    expect(rounds).toHaveTextContent(
      'Played in a Ramsch round: a grand hand instead of the Ramsch.',
    );
    expect(rounds).toHaveTextContent(
      'A grand hand in a Ramsch round: the same dealer deals again and the round is not shortened.',
    );
    expect(rounds).toHaveTextContent('Held back, one round per page of 32 deals: grand hand won');
  });
});
