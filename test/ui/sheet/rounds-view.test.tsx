// @vitest-environment jsdom
// Bock and Ramsch rounds and Ramsch deals where the sheet shows them, on the NYCSA evening of the
// house reference cases (nycsa-evening.ts has every value worked by hand), in English and German.
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import { renderDealDetail } from './render-sheet';
import { beforeEach, describe, expect, test } from 'vitest';
import { SheetScreen } from '../../../src/ui/sheet/SheetScreen';
import { englishWordsOn } from '../../support/english-words';
import { emptyDatabase } from '../../support/fresh-db';
import { English, German } from '../../support/i18n';
import { storedDeals } from '../../support/sheet-fixtures';
import { cellTexts, rowTexts } from '../../support/table-cells';
import { nycsaSheet } from './nycsa-evening';

beforeEach(emptyDatabase);

const LANGUAGES = [
  {
    language: 'English',
    wrapper: English,
    german: false,
    deal: (number: number) => `Deal ${number}`,
    nextDeal: (number: number) => `Deal ${number} of 12`,
    rounds: 'Bock and Ramsch rounds',
    bockRunning: [
      "Bock round ×2 · 2 of 3 deals left · after Carl's grand hand (deal 2)",
      'Queued: a Ramsch round of 3 deals',
    ],
    ramschRound: 'Ramsch round · 2 of 3 deals left',
    annaDeals: 'Anna deals',
    list: 'The list',
    row3: 'RamschBock ×2Ben loses, Anna winsCarl dealt',
    row6: 'Ramsch, Jungfrau, Schieberamsch ×2Ramsch roundAnna and Ben lose, Carl winsCarl dealt',
    standings: 'Standings',
    losers: ['Losers', 'Anna and Ben'],
    winner: 'Winner',
    steps: 'How the value is reached',
    ramschSteps: [
      'Anna and Ben 60 points each, most points: both lose the flat 25 (house rules § Ramsch, value)',
      'Jungfrau (Carl, no trick) ×2 (house rules § Ramsch, value)',
      'Schieberamsch (pushed once) ×2 (house rules § Schieberamsch)',
    ],
    entry: 'List entry',
    ramschEntry: [
      'Anna and Ben 60 points each, most points: both lose the flat 25; Jungfrau (Carl, no trick) ×2; Schieberamsch (pushed once) ×2 = −100 each',
      'Winner: Carl, fewest points (0) (house rules § Ramsch, winner)',
      'Counts as a game: lost for Anna and Ben, won for Carl (Seeger-Fabian −50 each, +50) (house rules § Ramsch, on the list)',
    ],
    inRamschRound: 'Played in a Ramsch round.',
    bockRamschEntry: 'Ben 50 points, most points: loses the flat 25; Bock ×2 = −50',
    heldBack: 'Held back, one round per page of 32 deals: Kontra won',
  },
  {
    language: 'German',
    wrapper: German,
    german: true,
    deal: (number: number) => `Spiel ${number}`,
    nextDeal: (number: number) => `Spiel ${number} von 12`,
    rounds: 'Bock- und Ramschrunden',
    bockRunning: [
      'Bockrunde ×2 · noch 2 von 3 Spielen · nach Grand Hand von Carl (Spiel 2)',
      'Wartet: eine Ramschrunde mit 3 Spielen',
    ],
    ramschRound: 'Ramschrunde · noch 2 von 3 Spielen',
    annaDeals: 'Anna gibt',
    list: 'Spielliste',
    row3: 'RamschBock ×2Ben verliert, Anna gewinntGeber: Carl',
    row6: 'Ramsch, Jungfrau, geschoben ×2RamschrundeAnna und Ben verlieren, Carl gewinntGeber: Carl',
    standings: 'Stand',
    losers: ['Verlierer', 'Anna und Ben'],
    winner: 'Gewinner',
    steps: 'So entsteht der Wert',
    ramschSteps: [
      'Anna und Ben je 60 Augen, die meisten: beide verlieren fest 25 (Hausregeln § Ramsch, Wert)',
      'Jungfrau (Carl, kein Stich) ×2 (Hausregeln § Ramsch, Wert)',
      'Schieberamsch (einmal geschoben) ×2 (Hausregeln § Schieberamsch)',
    ],
    entry: 'Eintrag in die Liste',
    ramschEntry: [
      'Anna und Ben je 60 Augen, die meisten: beide verlieren fest 25; Jungfrau (Carl, kein Stich) ×2; Schieberamsch (einmal geschoben) ×2 = je −100',
      'Gewinner: Carl, die wenigsten Augen (0) (Hausregeln § Ramsch, Gewinner)',
      'Zählt als Spiel: verloren für Anna und Ben, gewonnen für Carl (Seeger-Fabian je −50, +50) (Hausregeln § Ramsch, auf der Liste)',
    ],
    inRamschRound: 'In einer Ramschrunde gespielt.',
    bockRamschEntry: 'Ben 50 Augen, die meisten: verliert fest 25; Bock ×2 = −50',
    heldBack: 'Zurückgehalten, eine Runde je Seite von 32 Spielen: Kontra gewonnen',
  },
] as const;
type Words = (typeof LANGUAGES)[number];
const [ENGLISH] = LANGUAGES;

function renderSheet(sheetId: string, w: Words = ENGLISH) {
  render(
    <SheetScreen
      sheetId={sheetId}
      links={{ sheets: '#/', newDeal: '#/new', deal: (id) => `#/deal/${id}` }}
    />,
    { wrapper: w.wrapper },
  );
}

async function renderDeal(sheetId: string, number: number, w: Words = ENGLISH) {
  const dealId = (await storedDeals(sheetId))[number - 1]?.id ?? '';
  renderDealDetail(sheetId, dealId, { wrapper: w.wrapper });
  await screen.findByRole('heading', { level: 1, name: w.deal(number) });
}

async function roundLines(deal: number, w: Words = ENGLISH): Promise<string[]> {
  const next = await screen.findByRole('region', { name: w.nextDeal(deal) });
  const rounds = within(next).queryByRole('list', { name: w.rounds });
  return rounds
    ? within(rounds)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    : [];
}

/** A German screen shows no English word (test/support/english-words.ts). */
function noEnglishOn(w: Words) {
  if (w.german) expect(englishWordsOn()).toEqual([]);
}

describe.each(LANGUAGES)('the rounds and Ramsch deals on the sheet ($language)', (w) => {
  test('a running Bock round: its deals left, the event behind it, the Ramsch round queued', async () => {
    renderSheet((await nycsaSheet(3)).id, w);
    expect(await roundLines(4, w)).toEqual(w.bockRunning);
  });

  test('after a grand hand instead of the Ramsch, the same dealer deals again', async () => {
    renderSheet((await nycsaSheet(7)).id, w);
    expect(await roundLines(8, w)).toEqual([w.ramschRound]);
    expect(screen.getByRole('region', { name: w.nextDeal(8) })).toHaveTextContent(w.annaDeals);
  });

  test('the list marks Bock and Ramsch deals, a Ramsch names losers and winner; the standings', async () => {
    renderSheet((await nycsaSheet(10)).id, w);
    const list = await screen.findByRole('region', { name: w.list });
    const rows = within(list).getAllByRole('row');
    expect(cellTexts(rows[3])).toEqual(['3', w.row3, '−50', '0', '−14', '72']);
    expect(cellTexts(rows[6])).toEqual(['6', w.row6, '−100', '−260', '−114', '116']);
    // Seeger-Fabian: list + 50 × (won − lost) + 40 for each of Anna's two lost games; a Ramsch
    // counts as a game won and lost (NYCSA).
    const standings = screen.getByRole('region', { name: w.standings });
    expect(within(standings).getAllByRole('row').slice(1).map(rowTexts)).toEqual([
      ['1', 'Carl', '271', '91', '3 / 1'],
      ['2', 'Anna', '184', '184', '3 / 3'],
      ['3', 'Ben', '62', '−18', '2 / 2'],
    ]);
    noEnglishOn(w);
  });

  test('a Ramsch in detail: losers, winner, each step with its house rule, the entry', async () => {
    await renderDeal((await nycsaSheet(10)).id, 6, w);
    const [losers, names] = w.losers;
    expect(screen.getByText(losers, { selector: 'dt' }).nextSibling).toHaveTextContent(names);
    expect(screen.getByText(w.winner, { selector: 'dt' }).nextSibling).toHaveTextContent('Carl');
    const steps = screen.getByRole('region', { name: w.steps });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(w.ramschSteps);
    const entry = screen.getByRole('region', { name: w.entry });
    for (const line of w.ramschEntry) expect(entry).toHaveTextContent(line);
    expect(screen.getByRole('region', { name: w.rounds })).toHaveTextContent(w.inRamschRound);
    noEnglishOn(w);
  });

  test('a Ramsch in a Bock round: Bock ×2 is a step of its own', async () => {
    await renderDeal((await nycsaSheet(3)).id, 3, w);
    expect(screen.getByRole('region', { name: w.entry })).toHaveTextContent(w.bockRamschEntry);
  });

  test('a deal whose event the page limit held back', async () => {
    await renderDeal((await nycsaSheet(4)).id, 4, w);
    expect(screen.getByRole('region', { name: w.rounds })).toHaveTextContent(w.heldBack);
    noEnglishOn(w);
  });
});

describe('the rounds beside the next deal', () => {
  test('the Ramsch round after it, not shortened by the grand hand played instead', async () => {
    renderSheet((await nycsaSheet(5)).id);
    expect(await roundLines(6)).toEqual(['Ramsch round · 3 of 3 deals left']);
  });

  test('no round once they are over', async () => {
    renderSheet((await nycsaSheet(10)).id);
    expect(await roundLines(11)).toEqual([]);
  });
});

describe('rows of Bock and Ramsch deals', () => {
  test('a game in a Bock round, and a grand hand and a Durchmarsch in the Ramsch round', async () => {
    renderSheet((await nycsaSheet(10)).id);
    const list = await screen.findByRole('region', { name: 'The list' });
    const rows = within(list).getAllByRole('row');
    expect(cellTexts(rows[4])).toEqual([
      '4',
      'Anna ♥ 1 top, KontraBock ×2Anna dealt',
      '−160',
      '−160',
      '−14',
      '72',
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
});

describe('a Ramsch in the deal’s details', () => {
  test('the change and total after a Ramsch, Seeger-Fabian beside the list', async () => {
    await renderDeal((await nycsaSheet(10)).id, 6);
    // Seeger-Fabian so far: Anna +50 (3) −210 (4) −150 = −310; Ben +86 (1) −100 (3) +40 (4)
    // −150 = −124; Carl +122 (2) +40 (4) +94 (5) +50 = 306.
    const changes = screen.getByRole('region', { name: 'Change and total after this deal' });
    expect(within(changes).getAllByRole('row').slice(1).map(rowTexts)).toEqual([
      ['Anna', '−100 → −260', '−150 → −310'],
      ['Ben', '−100 → −114', '−150 → −124'],
      ['Carl', '0 → 116', '+50 → 306'],
    ]);
  });

  test('a Ramsch in a Bock round: its steps', async () => {
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
  });

  test('a game in a Bock round shows its Bock in the entry', async () => {
    await renderDeal((await nycsaSheet(4)).id, 4);
    expect(screen.getByRole('region', { name: 'List entry' })).toHaveTextContent('× 2 (Bock)');
    expect(screen.getByRole('region', { name: 'List entry' })).toHaveTextContent('−160');
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
