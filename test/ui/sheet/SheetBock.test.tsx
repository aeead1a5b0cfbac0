// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { renderDealDetail, renderSheet } from './render-sheet';
import { beforeEach, describe, expect, test } from 'vitest';
import { emptyDatabase } from '../../support/fresh-db';
import {
  PASSED,
  sheetWith,
  storedDeals,
  THREE_WITH_BOCK,
  trump,
} from '../../support/sheet-fixtures';

beforeEach(emptyDatabase);

const PLAYERS = ['Anna', 'Ben', 'Carl'];
const BOCK_RULES = THREE_WITH_BOCK;

// Table of 3, Anna deals first, a Bock round after a won grand hand (3 deals: 2, 3 and 4):
// 1 Ben grand hand with 1, won: game 2, hand 3 × 24 = 72 → +72, starts the round.
// 2 Carl clubs with 1, won: 2 × 12 = 24, Bock ×2 → +48.
// 3 passed: uses up the second Bock deal. Deal 4 is the last Bock deal.
const DEALS = [
  trump(1, 'grand', 1, true, { announcement: 'hand' }),
  trump(2, 'clubs', 1, true),
  PASSED,
];

async function renderDeal(sheetId: string, dealNumber: number) {
  const dealId = (await storedDeals(sheetId))[dealNumber - 1]?.id ?? '';
  renderDealDetail(sheetId, dealId);
}

describe('Bock on the sheet', () => {
  test('the next deal says Bock and how many Bock deals are left', async () => {
    const sheet = await sheetWith(PLAYERS, BOCK_RULES, DEALS.slice(0, 1));
    renderSheet(sheet.id);
    const next = await screen.findByRole('region', { name: 'Deal 2 of 9' });
    expect(next).toHaveTextContent('Bock ×2 · 3 Bock deals left, this one included');
  });

  test('the last Bock deal, and no Bock once the round is over', async () => {
    const sheet = await sheetWith(PLAYERS, BOCK_RULES, DEALS);
    renderSheet(sheet.id);
    const next = await screen.findByRole('region', { name: 'Deal 4 of 9' });
    expect(next).toHaveTextContent('Bock ×2 · the last Bock deal');

    const after = await sheetWith(PLAYERS, BOCK_RULES, [...DEALS, trump(0, 'clubs', 1, true)]);
    renderSheet(after.id);
    const fifth = await screen.findByRole('region', { name: 'Deal 5 of 9' });
    expect(fifth).not.toHaveTextContent('Bock');
  });

  test('rows in a Bock round carry a Bock marker; the value is scored with it', async () => {
    const sheet = await sheetWith(PLAYERS, BOCK_RULES, DEALS);
    renderSheet(sheet.id);
    const list = await screen.findByRole('region', { name: 'The list' });
    const rows = within(list).getAllByRole('row');
    const cells = (i: number) =>
      within(rows[i] ?? list)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(1)).toEqual(['1', 'Ben Grand with 1 handAnna dealt', '+72', '0', '72', '0']);
    expect(cells(2)).toEqual(['2', 'Carl ♣ with 1Bock ×2Ben dealt', '+48', '0', '72', '48']);
    expect(cells(3)).toEqual(['3', 'passedBock ×2Carl dealt', '–', '0', '72', '48']);
  });

  test('the deal that started a round says why', async () => {
    const sheet = await sheetWith(PLAYERS, BOCK_RULES, DEALS);
    await renderDeal(sheet.id, 1);
    expect(
      await screen.findByText(
        'Bock round started: grand hand won. A Bock round is 3 deals, one per player; passed deals count.',
      ),
    ).toBeVisible();
  });

  test('a Bock deal shows its factor and the list entry multiplied by it', async () => {
    const sheet = await sheetWith(PLAYERS, BOCK_RULES, DEALS);
    await renderDeal(sheet.id, 2);
    expect(await screen.findByRole('heading', { level: 1, name: 'Deal 2' })).toBeVisible();
    expect(screen.getByText('Bock', { selector: 'dt' }).nextSibling).toHaveTextContent('Bock ×2');
    const entry = screen.getByRole('region', { name: 'List entry' });
    expect(entry).toHaveTextContent('won: 24 × 2 (Bock) = +48');
    expect(screen.queryByText(/Bock round started/)).not.toBeInTheDocument();
  });
});
