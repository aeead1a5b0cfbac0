// @vitest-environment jsdom
// A voided deal on the sheet and its details screen (issue 12): crossed out, 0, restorable.
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderDealDetail } from './render-sheet';
import { beforeEach, describe, expect, test } from 'vitest';
import { voidDeal } from '../../../src/db/deals';
import { SheetScreen } from '../../../src/ui/sheet/SheetScreen';
import { German } from '../../support/i18n';
import { emptyDatabase } from '../../support/fresh-db';
import { FOUR, sheetWith, storedDeals } from '../../support/sheet-fixtures';
import { cellTexts } from '../../support/table-cells';
import { DEALS, PLAYERS } from './evening-at-four';

beforeEach(emptyDatabase);

const LINKS = {
  sheets: '#/',
  newDeal: '#/new-deal',
  deal: (id: string) => `#/deal/${id}`,
  print: '#/print',
};

/** The evening at four with deal 2 (Carl's grand, lost: −96) voided. */
async function eveningWithDeal2Voided() {
  const sheet = await sheetWith(PLAYERS, FOUR, DEALS);
  const second = (await storedDeals(sheet.id))[1];
  if (!second) throw new Error('no deal 2');
  await voidDeal(sheet.id, second.id);
  return { sheet, second };
}

describe('a voided deal on the list', () => {
  test('stays at its place, crossed out with its game, and scores 0; undo names it', async () => {
    const { sheet } = await eveningWithDeal2Voided();
    render(<SheetScreen sheetId={sheet.id} links={LINKS} />);
    const list = await screen.findByRole('region', { name: 'The list' });
    const rows = within(list).getAllByRole('row');
    expect(rows).toHaveLength(7);
    expect(cellTexts(rows[2])).toEqual([
      '2',
      'Carl Grand with 1voidedBen dealt',
      '0',
      '0',
      '36',
      '0',
      '0',
    ]);
    expect(
      within(rows[2] as HTMLElement)
        .getByText('Grand with 1')
        .closest('s'),
    ).not.toBeNull();
    // Carl's −96 is gone from every total; the later deals keep their dealers.
    expect(cellTexts(rows[3])).toEqual(['3', 'passedCarl dealt', '–', '0', '36', '0', '0']);
    expect(cellTexts(rows[6])).toEqual(['23', '36', '0', '40']);
    expect(await screen.findByRole('button', { name: 'Undo: voided deal 2' })).toBeVisible();
  });

  test('in German: "gestrichen"', async () => {
    const { sheet } = await eveningWithDeal2Voided();
    render(<SheetScreen sheetId={sheet.id} links={LINKS} />, { wrapper: German });
    const list = await screen.findByRole('region', { name: 'Spielliste' });
    const rows = within(list).getAllByRole('row');
    expect(rows[2]).toHaveTextContent('gestrichen');
    expect(
      await screen.findByRole('button', { name: 'Rückgängig: Spiel 2 gestrichen' }),
    ).toBeVisible();
  });
});

describe('Void deal / Restore deal on the deal-details screen', () => {
  test('voids the deal and restores it', async () => {
    const user = userEvent.setup();
    const sheet = await sheetWith(PLAYERS, FOUR, DEALS);
    const second = (await storedDeals(sheet.id))[1];
    renderDealDetail(sheet.id, second?.id ?? '');
    await user.click(await screen.findByRole('button', { name: 'Void deal 2' }));
    // Voiding asks first and says what it means; cancelling changes nothing.
    let dialog = screen.getByRole('dialog', { name: 'Void deal 2?' });
    expect(dialog).toHaveTextContent(
      'It stays on the list at its place, struck through, and scores 0 for everyone. The dealers of the later deals do not change.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect((await storedDeals(sheet.id))[1]?.deal).toEqual(DEALS[1]);
    await user.click(screen.getByRole('button', { name: 'Void deal 2' }));
    dialog = screen.getByRole('dialog', { name: 'Void deal 2?' });
    await user.click(within(dialog).getByRole('button', { name: 'Void deal' }));
    expect(await screen.findByText(/^Voided: the deal stays on the list/)).toBeVisible();
    expect(screen.getByText(/Deal 2: Grand with 1/)).toHaveTextContent('(voided)');
    expect((await storedDeals(sheet.id))[1]?.deal.kind).toBe('voided');

    await user.click(screen.getByRole('button', { name: 'Restore deal 2' }));
    expect(await screen.findByRole('button', { name: 'Void deal 2' })).toBeVisible();
    expect(screen.queryByText(/^Voided:/)).not.toBeInTheDocument();
    expect((await storedDeals(sheet.id))[1]?.deal).toEqual(DEALS[1]);
  });

  test('in German', async () => {
    const user = userEvent.setup();
    const sheet = await sheetWith(PLAYERS, FOUR, DEALS);
    const second = (await storedDeals(sheet.id))[1];
    renderDealDetail(sheet.id, second?.id ?? '', { wrapper: German });
    await user.click(await screen.findByRole('button', { name: 'Spiel 2 streichen' }));
    const dialog = screen.getByRole('dialog', { name: 'Spiel 2 streichen?' });
    expect(dialog).toHaveTextContent('Die Geber der späteren Spiele ändern sich nicht.');
    await user.click(within(dialog).getByRole('button', { name: 'Spiel streichen' }));
    expect(await screen.findByText(/^Gestrichen: Das Spiel bleibt/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Spiel 2 wieder werten' })).toBeVisible();
  });
});
