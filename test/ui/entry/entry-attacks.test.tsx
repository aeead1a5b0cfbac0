// @vitest-environment jsdom
// Issue 10 (attack round): the entry against taps in the same instant, other tabs, and full sheets.
import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { addDeal } from '../../../src/db/deals';
import { draftKey, loadDraft } from '../../../src/db/drafts';
import type { DealRecord, SheetRecord } from '../../../src/db/records';
import { DealEntry } from '../../../src/ui/entry/DealEntry';
import { German } from '../../support/i18n';
import { getDeals } from '../../support/db-reads';
import { button, newSheet, THREE } from './entry-kit';

async function renderEntry(sheet: SheetRecord, deals: readonly DealRecord[] = []) {
  const onDone = vi.fn();
  const user = userEvent.setup();
  render(<DealEntry sheet={sheet} deals={deals} onDone={onDone} />);
  await screen.findByRole('region', { name: 'Enter a deal' });
  return { user, onDone };
}

/** Declarer, game and tops: the result step is next. */
async function upToTheResult(user: ReturnType<typeof userEvent.setup>) {
  await user.click(button('Bob, Forehand'));
  await user.click(button('Clubs (Kreuz)'));
  await user.click(button('with 2'));
}

/** Up to the result, then both buttons in one instant; the entry closes once either way. */
async function tapBoth(first: string, second: string) {
  const sheet = await newSheet();
  const { user, onDone } = await renderEntry(sheet);
  await upToTheResult(user);
  act(() => {
    fireEvent.click(button(first));
    fireEvent.click(button(second));
  });
  await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
  return { sheet, onDone };
}

describe('Won and Cancel in the same instant (item 14)', () => {
  test('Won first: the deal is saved once and the entry closes once', async () => {
    const { sheet } = await tapBoth('Won', 'Cancel');
    expect(await getDeals(sheet.id)).toHaveLength(1);
    expect(await loadDraft(draftKey(sheet.id))).toBeUndefined();
  });

  test('Cancel first: nothing is saved', async () => {
    const { sheet, onDone } = await tapBoth('Cancel', 'Won');
    // Long enough for a save that should not happen to land.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(await getDeals(sheet.id)).toEqual([]);
    expect(onDone).toHaveBeenCalledOnce();
  });
});

describe('the last deal entered in two tabs (item 6)', () => {
  test('the second save is refused with a visible reason, and nothing is stored', async () => {
    const sheet = await newSheet({ ...THREE, plannedDeals: 3 });
    const passed = { kind: 'passed' } as const;
    for (let i = 0; i < 2; i++) {
      const added = await addDeal(sheet.id, passed);
      if (!added.ok) throw new Error('added');
    }
    const deals = await getDeals(sheet.id);
    const { user, onDone } = await renderEntry(sheet, deals);
    // The other tab saves deal 3 first.
    await addDeal(sheet.id, passed);
    await user.click(button('Passed'));
    await user.click(button('Save passed deal'));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Not saved: /);
    expect(onDone).not.toHaveBeenCalled();
    expect(await getDeals(sheet.id)).toHaveLength(3);
  });

  test('in German too: a visible reason', async () => {
    const sheet = await newSheet({ ...THREE, plannedDeals: 3 });
    for (let i = 0; i < 3; i++) await addDeal(sheet.id, { kind: 'passed' });
    const deals = (await getDeals(sheet.id)).slice(0, 2);
    const user = userEvent.setup();
    render(<DealEntry sheet={sheet} deals={deals} onDone={() => {}} />, { wrapper: German });
    await user.click(await screen.findByRole('button', { name: 'Eingepasst' }));
    await user.click(screen.getByRole('button', { name: 'Eingepasst speichern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Nicht gespeichert: /);
    expect(await getDeals(sheet.id)).toHaveLength(3);
  });
});
