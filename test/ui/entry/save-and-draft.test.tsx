// @vitest-environment jsdom
// Issue 10, item 3: the browser killed right after the saving tap must not leave the saved deal's
// draft behind (the next start offered "Continue deal 2" with deal 1 filled in, stored twice).
import 'fake-indexeddb/auto';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { db } from '../../../src/db/database';
import { addDeal } from '../../../src/db/deals';
import type * as Drafts from '../../../src/db/drafts';
import { draftKey, loadDraft } from '../../../src/db/drafts';
import { DealEntry } from '../../../src/ui/entry/DealEntry';
import { getDeals } from '../../support/db-reads';
import { newSheet } from './entry-kit';

// The tab dies after the deal's own write: any separate write after it never happens.
vi.mock('../../../src/db/drafts', async (importOriginal) => {
  const real = await importOriginal<typeof Drafts>();
  return { ...real, clearDraft: vi.fn(() => new Promise<never>(() => {})) };
});

describe('saving a deal', () => {
  test('removes its draft in the same write: nothing is left to continue', async () => {
    const sheet = await newSheet();
    const user = userEvent.setup();
    render(<DealEntry sheet={sheet} deals={[]} onDone={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Bob, Forehand' }));
    await user.click(screen.getByRole('button', { name: 'Clubs (Kreuz)' }));
    await user.click(screen.getByRole('button', { name: 'with 2' }));
    await user.click(screen.getByRole('button', { name: 'Won' }));
    await waitFor(async () => expect(await getDeals(sheet.id)).toHaveLength(1));
    // The moment the deal is stored, its draft is gone.
    expect(await loadDraft(draftKey(sheet.id))).toBeUndefined();
  });

  test('a refused save keeps the draft', async () => {
    const sheet = await newSheet();
    await db.drafts.put({ key: sheet.id, sheetId: sheet.id, draft: { kept: true }, updatedAt: 1 });
    const refused = await addDeal(
      sheet.id,
      {
        kind: 'trump',
        game: 'clubs',
        tops: 1,
        announcement: 'none',
        result: { kind: 'outcome', made: true, schneider: false, schwarz: false },
        declarer: 0,
        bid: 18,
        kontra: 'kontra',
        bock: 0,
      },
      db,
      { draftKey: draftKey(sheet.id) },
    );
    expect(refused.ok).toBe(false);
    expect(await loadDraft(draftKey(sheet.id))).toEqual({ kept: true });
  });
});
