// @vitest-environment jsdom
// Issue 33: a table phone that entered its last deal offline, on its first visit by the table's
// link (no service worker in control yet), could not fetch the confirmations' code. The failed
// import reached the screen's boundary, which replaced the whole sheet, and with it its live
// sharing: back online, the table's deals were never sent (the club-night walk's table 2). Here
// the confirmations' code cannot be fetched; the sheet and its live sharing must stay.
import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';
import { ScreenLoadBoundary } from '../../../src/app/ScreenLoadBoundary';
import { db } from '../../../src/db/database';
import { addDeal } from '../../../src/db/deals';
import { addIncomingEvents } from '../../../src/db/incoming-events';
import { createSheet } from '../../../src/db/sheets';
import { PRESETS } from '../../../src/domain/rules';
import { nightSheetId } from '../../../src/domain/tournament/night-log';
import { startEvents } from '../../../src/sync/live/sheet-start';
import { SheetScreen } from '../../../src/ui/sheet/SheetScreen';
import { clubsWon, expectOk } from '../../support/db-fixtures';
import { emptyDatabase } from '../../support/fresh-db';
import { English } from '../../support/i18n';
import { SHEET_LINKS } from './render-sheet';

const tries = vi.hoisted(() => ({ count: 0 }));
// What the browser says when a chunk cannot be fetched (offline, no service worker yet).
vi.mock('../../../src/ui/sheet/ListConfirm', () => {
  tries.count += 1;
  throw new TypeError('Failed to fetch dynamically imported module');
});

beforeEach(emptyDatabase);
vi.setConfig({ testTimeout: 20_000 });

/** A night's table sheet of 3 deals, all entered: its list is complete. */
async function completeTableSheet(): Promise<string> {
  const made = expectOk(
    await createSheet({
      playerNames: ['Anna', 'Ben', 'Clara'],
      setup: { players: 3, firstDealer: 0, plannedDeals: 3, rules: PRESETS.tournament },
      preset: 'tournament',
    }),
  );
  const sheet = {
    ...made,
    id: nightSheetId('0a1b2c3d', 0, 2, '0123456789abcdef012'),
    playerIds: ['name:Anna', 'name:Ben', 'name:Clara'],
  };
  expectOk(await addIncomingEvents(db, sheet, startEvents(sheet)));
  for (let deal = 1; deal <= 3; deal += 1) expectOk(await addDeal(sheet.id, clubsWon(deal % 3)));
  return sheet.id;
}

test('a complete table sheet whose confirmations cannot be fetched keeps the sheet and its live sharing', async () => {
  const sheetId = await completeTableSheet();
  render(
    <ScreenLoadBoundary>
      <SheetScreen sheetId={sheetId} links={SHEET_LINKS} />
    </ScreenLoadBoundary>,
    { wrapper: English },
  );
  await screen.findByRole('region', { name: 'Final standings' });
  await vi.waitFor(() => expect(tries.count).toBeGreaterThan(0));
  // The failed import has had its time to reach a boundary.
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(screen.queryByText(/This screen could not be opened/)).toBeNull();
  expect(screen.getByRole('region', { name: 'Final standings' })).toBeVisible();
  // The part that keeps the sheet live with the club (LiveSharing) is still on the screen.
  expect(await screen.findByRole('button', { name: 'Share live' })).toBeVisible();
  expect(screen.queryByRole('region', { name: 'Confirmations' })).toBeNull();
});
