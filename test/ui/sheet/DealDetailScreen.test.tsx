// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { DealDetailScreen } from '../../../src/ui/sheet/DealDetailScreen';
import { emptyDatabase } from '../../support/fresh-db';
import { FOUR, PASSED, sheetWith, storedDeals, trump } from '../../support/sheet-fixtures';
import { cellTexts } from '../../support/table-cells';

beforeEach(emptyDatabase);

const PLAYERS = ['Anna', 'Ben', 'Carl', 'Dora'];

async function renderDeal(dealNumber: number, deals: Parameters<typeof sheetWith>[2]) {
  const sheet = await sheetWith(PLAYERS, FOUR, deals);
  const stored = await storedDeals(sheet.id);
  const dealId = stored[dealNumber - 1]?.id;
  if (dealId === undefined) throw new Error(`no deal ${dealNumber}`);
  const onDeleted = vi.fn();
  render(
    <DealDetailScreen
      sheetId={sheet.id}
      dealId={dealId}
      links={{ sheets: '#/', sheet: '#/sheet', edit: '#/edit' }}
      onDeleted={onDeleted}
    />,
  );
  return { sheet, dealId, onDeleted };
}

describe('DealDetailScreen', () => {
  test('the rules reference overbid: hearts hand bid 33, with 1 → 30 < 33 → lost at 40 → −80', async () => {
    // Deal 2: Ben deals and sits out; Carl is Forehand, Dora Middlehand, Anna Rearhand.
    const overbid = trump(2, 'hearts', 1, true, { bid: 33, announcement: 'hand' });
    await renderDeal(2, [PASSED, overbid]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Deal 2' })).toBeVisible();
    const seats = screen.getByRole('region', { name: 'Seats' });
    expect(seats).toHaveTextContent('Dealer, sits outBen');
    expect(seats).toHaveTextContent('ForehandCarl');
    expect(seats).toHaveTextContent('RearhandAnna');

    // Made by the cards, lost by the bid (ISkO 5.4).
    expect(screen.getByText('made, but overbid: lost')).toBeVisible();
    const levels = screen.getByRole('region', { name: 'Game value' });
    const rows = within(levels).getAllByRole('row').slice(1);
    // Level name (with its reason), levels added, running total, ISkO rule.
    expect(rows.map((row) => within(row).getByRole('rowheader').firstChild?.textContent)).toEqual([
      'Tops',
      'Game',
      'Hand',
    ]);
    expect(rows.map((row) => cellTexts(row))).toEqual([
      ['1', '1', 'ISkO 5.2'],
      ['1', '2', 'ISkO 5.2'],
      ['1', '3', 'ISkO 5.2'],
    ]);
    expect(levels).toHaveTextContent('3 × 10 = 30');
    const over = screen.getByRole('region', { name: 'Overbid' });
    expect(over).toHaveTextContent('33');
    expect(over).toHaveTextContent('lost at 40');
    expect(over).toHaveTextContent('ISkO 5.4');
    expect(screen.getByRole('region', { name: 'List entry' })).toHaveTextContent('−80');
    const changes = screen.getByRole('region', { name: 'Change and total after this deal' });
    expect(within(changes).getByRole('row', { name: /Carl/ })).toHaveTextContent('−80 → −80');
    expect(within(changes).getByRole('row', { name: /Anna/ })).toHaveTextContent('0 → 0');
  });

  test('a passed deal explains that it counts without a score', async () => {
    await renderDeal(1, [PASSED]);
    expect(
      await screen.findByText(
        'Everyone passed: nobody scores, and the deal counts (the next player deals).',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Game value' })).not.toBeInTheDocument();
  });

  test('edit is a link to the entry; deleting the last deal asks, then deletes', async () => {
    const user = userEvent.setup();
    const { sheet, onDeleted } = await renderDeal(2, [trump(1, 'clubs', 2, true), PASSED]);
    expect(await screen.findByRole('link', { name: 'Edit deal 2' })).toHaveAttribute(
      'href',
      '#/edit',
    );
    await user.click(screen.getByRole('button', { name: 'Delete deal 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete deal 2?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await storedDeals(sheet.id)).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Delete deal 2' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete deal 2?' })).getByRole('button', {
        name: 'Delete deal',
      }),
    );
    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect((await storedDeals(sheet.id)).map((d) => d.deal)).toEqual([trump(1, 'clubs', 2, true)]);
  });

  test('a middle deal at four: void instead, or a renumber preview that refuses an invalid sheet', async () => {
    const user = userEvent.setup();
    // Ben plays deal 3 (Carl deals). Deleting deal 1 moves his game to deal 2, where Ben deals
    // and sits out (4 players): the renumbered sheet would be invalid.
    const { sheet, onDeleted } = await renderDeal(1, [PASSED, PASSED, trump(1, 'clubs', 2, true)]);
    await user.click(await screen.findByRole('button', { name: 'Delete deal 1' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete deal 1?' });
    expect(dialog).toHaveTextContent(
      'Deleting deal 1 moves 2 later deals up one place, so their dealers change.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Delete deal' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Renumber…' }));

    dialog = screen.getByRole('dialog', { name: 'Delete deal 1 and renumber?' });
    const items = within(dialog).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Deal 2 becomes deal 1: Anna deals instead of Ben');
    expect(dialog).toHaveTextContent('Deal 3 becomes deal 2: Ben deals instead of Carl');
    expect(dialog).toHaveTextContent('Then not valid:');
    expect(dialog).toHaveTextContent('sits out');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Renumbering is not possible');
    expect(within(dialog).getByRole('button', { name: 'Delete and renumber' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Void instead' }));
    await vi.waitFor(async () =>
      expect((await storedDeals(sheet.id)).map((d) => d.deal.kind)).toEqual([
        'voided',
        'passed',
        'trump',
      ]),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Restore deal 1' })).toBeVisible();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  test('a middle deal whose later deals stay valid: the preview, then delete and renumber', async () => {
    const user = userEvent.setup();
    // Deal 3 is Dora's (Carl deals); as deal 2 Ben deals and Dora may still play.
    const dora = trump(3, 'hearts', 1, true);
    const { sheet, onDeleted } = await renderDeal(1, [trump(1, 'clubs', 2, true), PASSED, dora]);
    await user.click(await screen.findByRole('button', { name: 'Delete deal 1' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete deal 1?' })).getByRole('button', {
        name: 'Renumber…',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete deal 1 and renumber?' });
    expect(dialog).toHaveTextContent('Deal 2 becomes deal 1: Anna deals instead of Ben');
    expect(dialog).toHaveTextContent('Deal 3 becomes deal 2: Ben deals instead of Carl');
    expect(dialog).not.toHaveTextContent('Then not valid:');
    expect(dialog).toHaveTextContent('Every later deal stays valid.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete and renumber' }));
    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect((await storedDeals(sheet.id)).map((d) => d.deal)).toEqual([PASSED, dora]);
  });
});
