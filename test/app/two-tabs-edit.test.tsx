// @vitest-environment jsdom
// Issue 10, item 5: two tabs editing the same deal — the last save must not silently win.
import 'fake-indexeddb/auto';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { DealEntryRoute } from './deal-entry-route';
import { replaceDeal } from '../../src/db/deals';
import type { DealRecord } from '../../src/db/records';
import { DealEntry } from '../../src/ui/entry/DealEntry';
import { emptyDatabase } from '../support/fresh-db';
import { THREE_PLAIN, sheetWith, trump } from '../support/sheet-fixtures';
import { getDeals } from '../support/db-reads';

beforeEach(emptyDatabase);

/** Deal 1: Bob (seat 1) wins clubs with 2. */
async function sheetWithClubs() {
  const sheet = await sheetWith(['Anna', 'Bob', 'Carl'], THREE_PLAIN, [trump(1, 'clubs', 2, true)]);
  const [deal] = await getDeals(sheet.id);
  if (!deal) throw new Error('stored');
  return { sheet, deal };
}

/** The other tab saves the same deal as lost. */
async function otherTabSavesLost(sheetId: string, deal: DealRecord) {
  await act(async () => {
    const saved = await replaceDeal(sheetId, deal.id, trump(1, 'clubs', 2, false));
    if (!saved.ok) throw new Error('the other tab saved');
  });
}

const stored = async (sheetId: string) => (await getDeals(sheetId))[0];

describe('two tabs edit the same deal', () => {
  test('the entry notices the change underneath it, and does not save over it silently', async () => {
    const user = userEvent.setup();
    const { sheet, deal } = await sheetWithClubs();
    render(<DealEntryRoute sheetId={sheet.id} dealId={deal.id} />);
    await screen.findByRole('region', { name: 'Enter a deal' });
    await otherTabSavesLost(sheet.id, deal);
    expect(await screen.findByRole('alert')).toHaveTextContent('changed in another tab');
    // This tab's "Won" now saves nothing.
    await user.click(screen.getByRole('button', { name: /^Won$/ }));
    const after = await stored(sheet.id);
    expect(after?.deal.kind === 'trump' && after.deal.result).toMatchObject({ made: false });

    // Saving knowingly writes this tab's version.
    await user.click(screen.getByRole('button', { name: 'Save mine over it' }));
    await waitFor(async () => {
      const kept = await stored(sheet.id);
      expect(kept?.deal.kind === 'trump' && kept.deal.result).toMatchObject({ made: true });
    });
  });

  test('a stale entry is refused by the store, visibly', async () => {
    const user = userEvent.setup();
    const { sheet, deal } = await sheetWithClubs();
    // The entry is handed the deal as it was opened, and never sees the other tab's save.
    render(<DealEntry sheet={sheet} deals={[deal]} editing={deal} onDone={() => {}} />);
    await screen.findByRole('region', { name: 'Enter a deal' });
    await otherTabSavesLost(sheet.id, deal);
    await user.click(screen.getByRole('button', { name: /^Won$/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('changed in another tab');
    const after = await stored(sheet.id);
    expect(after?.deal.kind === 'trump' && after.deal.result).toMatchObject({ made: false });
  });

  test('"Show the other version" starts again from the stored deal', async () => {
    const user = userEvent.setup();
    const { sheet, deal } = await sheetWithClubs();
    render(<DealEntryRoute sheetId={sheet.id} dealId={deal.id} />);
    await screen.findByRole('region', { name: 'Enter a deal' });
    expect(screen.getByRole('button', { name: /^Won$/ })).toHaveAttribute('aria-pressed', 'true');
    await otherTabSavesLost(sheet.id, deal);
    await user.click(await screen.findByRole('button', { name: 'Show the other version' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByRole('button', { name: /^Lost$/ })).toHaveAttribute('aria-pressed', 'true');
  });
});
