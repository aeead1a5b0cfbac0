// @vitest-environment jsdom
// Issue 11: a tap on the sheet's next deal shows the entry in that tap's own render, from what the
// sheet screen shows (no database read first); a draft in progress is still resumed.
import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { DealEntryRoute } from './deal-entry-route';
import { getSheetWithDeals } from '../../src/db/sheet-reads';
import { draftKey, saveDraft } from '../../src/db/drafts';
import {
  shownSheet,
  useShowingSheet,
  type ShownSheet,
} from '../../src/ui/common/contracts/shown-sheet';
import { emptyDatabase } from '../support/fresh-db';
import { PASSED, sheetWith } from '../support/sheet-fixtures';
import { getDeals } from '../support/db-reads';

const RULES = {
  players: 3,
  firstDealer: 0,
  listKind: 'plain',
  kontraAllowed: false,
  plannedDeals: 6,
} as const;

beforeEach(emptyDatabase);

/** Stands in for the sheet screen: offers what it shows, like SheetScreen does. */
function ShowingSheet(props: { sheetId: string; value: ShownSheet; children?: ReactNode }) {
  useShowingSheet(props.sheetId, props.value);
  return <>{props.children}</>;
}

async function shownFriday(draftInProgress: boolean) {
  const sheet = await sheetWith(['Anna', 'Ben', 'Carl'], RULES, [PASSED], 'Friday');
  const stored = await getSheetWithDeals(sheet.id);
  if (!stored) throw new Error('stored');
  return { id: sheet.id, value: { sheet: stored.sheet, deals: stored.deals, draftInProgress } };
}

describe('the entry opened from the sheet', () => {
  test('shows in the same render as the tap, at deal 2, and saves like any entry', async () => {
    const friday = await shownFriday(false);
    const { rerender } = render(<ShowingSheet sheetId={friday.id} value={friday.value} />);
    rerender(
      <ShowingSheet sheetId={friday.id} value={friday.value}>
        <DealEntryRoute sheetId={friday.id} />
      </ShowingSheet>,
    );
    // No findBy: nothing has been read from the database yet.
    expect(screen.getByRole('region', { name: 'Enter a deal' })).toBeVisible();
    expect(screen.getByRole('heading', { name: /Deal 2/ })).toBeVisible();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Carl, Forehand' }));
    await user.click(screen.getByRole('button', { name: 'Clubs (Kreuz)' }));
    await user.click(screen.getByRole('button', { name: 'with 2' }));
    await user.click(screen.getByRole('button', { name: 'Won' }));
    await vi.waitFor(async () => expect(await getDeals(friday.id)).toHaveLength(2));
    const [, second] = await getDeals(friday.id);
    expect(second?.deal).toMatchObject({ kind: 'trump', game: 'clubs', tops: 2, declarer: 2 });
  });

  test('a draft in progress is read and resumed, not replaced by a fresh start', async () => {
    const friday = await shownFriday(true);
    // Deal 2 half entered: Carl declared, the game is next.
    await saveDraft(draftKey(friday.id), {
      version: 1,
      step: 'game',
      mode: 'quick',
      passed: false,
      draft: { declarer: 2 },
      bidsOpen: false,
    });
    const { rerender } = render(<ShowingSheet sheetId={friday.id} value={friday.value} />);
    rerender(
      <ShowingSheet sheetId={friday.id} value={friday.value}>
        <DealEntryRoute sheetId={friday.id} />
      </ShowingSheet>,
    );
    // The game step, where the draft stopped; a fresh start would ask for the declarer.
    expect(await screen.findByRole('button', { name: 'Clubs (Kreuz)' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Carl, Forehand' })).toBeNull();
  });

  test('is offered only while the sheet screen shows, and only for that sheet', async () => {
    const friday = await shownFriday(false);
    const { unmount } = render(<ShowingSheet sheetId={friday.id} value={friday.value} />);
    expect(shownSheet(friday.id)).toBe(friday.value);
    expect(shownSheet('another-sheet')).toBeUndefined();
    unmount();
    expect(shownSheet(friday.id)).toBeUndefined();
  });
});
