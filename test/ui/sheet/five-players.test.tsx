// @vitest-environment jsdom
// A sheet of 5 (docs/five-at-the-table.md): the list and the next deal name both who sit out, and
// the new-sheet form offers 5 players and says a sixth has no seat.
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { addDeal } from '../../../src/db/deals';
import { db } from '../../../src/db/database';
import { createSheet } from '../../../src/db/sheets';
import { upgradeRules } from '../../../src/domain/legacy/table-rules';
import { StartSheetScreen } from '../../../src/ui/new-sheet/StartSheetScreen';
import { emptyDatabase } from '../../support/fresh-db';
import { FOUR, PASSED, trump } from '../../support/sheet-fixtures';
import { renderSheet } from './render-sheet';

beforeEach(emptyDatabase);

const FIVE = ['Anna', 'Ben', 'Cem', 'Dora', 'Emil'];
const TYPING_TIMEOUT_MS = 20_000;

async function sheetOfFive() {
  const setup = { ...upgradeRules({ ...FOUR, plannedDeals: 10 }), players: 5 as const };
  const created = await createSheet({ name: 'Five', playerNames: FIVE, setup });
  if (!created.ok) throw new Error(JSON.stringify(created.errors));
  // Deal 1: Anna deals, Dora (third on her left) sits out; Ben declares. Deal 2: passed.
  for (const deal of [trump(1, 'clubs', 1, true), PASSED]) {
    const added = await addDeal(created.value.id, deal);
    if (!added.ok) throw new Error(JSON.stringify(added.errors));
  }
  return created.value;
}

describe('a sheet of 5', () => {
  test('each row names the dealer and the other who sat out; the next deal says who sits out', async () => {
    const sheet = await sheetOfFive();
    renderSheet(sheet.id);
    const list = await screen.findByRole('region', { name: 'The list' });
    expect(within(list).getByText('Anna dealt · Dora sat out')).toBeInTheDocument();
    expect(within(list).getByText('Ben dealt · Emil sat out')).toBeInTheDocument();
    // Deal 3: Cem deals, the third on his left is Anna.
    const next = screen.getByRole('region', { name: /Deal 3 of 10/ });
    expect(
      within(next).getByText('Cem deals and sits out · Anna sits out too'),
    ).toBeInTheDocument();
  });

  test(
    'the new sheet offers 5 players (40 deals), and with 5 seated says a sixth has no seat',
    async () => {
      const user = userEvent.setup();
      const onStarted = vi.fn();
      render(<StartSheetScreen backHref="#/" onStarted={onStarted} />);
      await user.click(await screen.findByRole('radio', { name: '5 players' }));
      expect(screen.getAllByRole('combobox', { name: /Player \d name/ })).toHaveLength(5);
      expect(screen.queryByRole('note')).toBeNull();
      for (const [seat, name] of FIVE.entries()) {
        await user.type(screen.getByRole('combobox', { name: `Player ${seat + 1} name` }), name);
      }
      expect(screen.getByRole('note')).toHaveTextContent(
        'A table seats at most 5 players: for a sixth, start a second sheet.',
      );
      await user.click(screen.getByRole('button', { name: 'Start sheet' }));
      await vi.waitFor(() => expect(onStarted).toHaveBeenCalledTimes(1));
      const [started] = await db.sheets.toArray();
      expect(started?.setup.players).toBe(5);
      expect(started?.setup.plannedDeals).toBe(40);
    },
    TYPING_TIMEOUT_MS,
  );
});
