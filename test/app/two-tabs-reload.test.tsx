// @vitest-environment jsdom
// Issue 10, item 5, after a reload: the version an edit was opened from is kept with its draft,
// so a change saved in another tab before the reload is still noticed (and not saved over).
import 'fake-indexeddb/auto';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, test } from 'vitest';
import { DealEntryRoute } from './deal-entry-route';
import { replaceDeal } from '../../src/db/deals';
import { draftKey, loadDraft } from '../../src/db/drafts';
import { German } from '../support/i18n';
import { emptyDatabase } from '../support/fresh-db';
import { sheetWith, trump } from '../support/sheet-fixtures';
import { THREE } from '../ui/entry/entry-kit';
import { getDeals } from '../support/db-reads';

beforeEach(emptyDatabase);

interface Words {
  readonly wrapper?: (props: { children: ReactNode }) => ReactNode;
  readonly region: string;
  readonly hand: string;
  readonly save: string;
  readonly conflict: RegExp;
  readonly keepMine: string;
}

const ENGLISH: Words = {
  region: 'Enter a deal',
  hand: 'Hand',
  save: 'Save deal',
  conflict: /changed in another tab/,
  keepMine: 'Save mine over it',
};

const GERMAN: Words = {
  wrapper: German,
  region: 'Spiel eintragen',
  hand: 'Hand',
  save: 'Spiel speichern',
  conflict: /in einem anderen Tab geändert/,
  keepMine: 'Meine Fassung speichern',
};

const storedResult = async (sheetId: string) => {
  const [deal] = await getDeals(sheetId);
  return deal?.deal.kind === 'trump' ? deal.deal : undefined;
};

describe.each([
  ['English', ENGLISH],
  ['German', GERMAN],
])('an edit resumed after a reload (%s)', (_, words) => {
  test('a change saved in another tab before the reload is a conflict on save', async () => {
    const user = userEvent.setup();
    // Deal 1: Bob (seat 1) wins clubs with 2.
    const sheet = await sheetWith(['Anna', 'Bob', 'Carl'], THREE, [trump(1, 'clubs', 2, true)]);
    const [deal] = await getDeals(sheet.id);
    if (!deal) throw new Error('stored');
    // No wrapper given: the English one the test setup puts around every render.
    const wrapper = words.wrapper ? { wrapper: words.wrapper } : {};
    const first = render(<DealEntryRoute sheetId={sheet.id} dealId={deal.id} />, wrapper);
    await screen.findByRole('region', { name: words.region });

    // This tab starts editing: the clubs become a hand game (kept as a draft, not saved yet).
    await user.click(screen.getByRole('button', { name: words.hand }));
    await waitFor(async () => expect(await loadDraft(draftKey(sheet.id, deal.id))).toBeDefined());
    first.unmount();

    // Meanwhile another tab saves the deal as spades with 1, won.
    await act(async () => {
      const saved = await replaceDeal(sheet.id, deal.id, trump(1, 'spades', 1, true));
      if (!saved.ok) throw new Error('the other tab saved');
    });

    // The reload: the entry resumes from its draft, and still knows what it was opened from.
    render(<DealEntryRoute sheetId={sheet.id} dealId={deal.id} />, wrapper);
    const region = await screen.findByRole('region', { name: words.region });
    expect(within(region).getByRole('button', { name: words.hand })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(region).getByRole('button', { name: words.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(words.conflict);
    // Nothing saved over the other tab's spades.
    expect(await storedResult(sheet.id)).toMatchObject({ game: 'spades' });

    // Saving knowingly writes this tab's version.
    await user.click(screen.getByRole('button', { name: words.keepMine }));
    await waitFor(async () =>
      expect(await storedResult(sheet.id)).toMatchObject({ game: 'clubs', announcement: 'hand' }),
    );
  }, 20_000);
});
