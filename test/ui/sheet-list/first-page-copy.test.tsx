// @vitest-environment jsdom
// Issue 11: the list opens at once from a copy of its first page, marked busy, and the database's
// answer replaces it; a damaged copy is never shown.
import 'fake-indexeddb/auto';
import { render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { SheetListScreen } from '../../../src/ui/sheet-list/SheetListScreen';
import { readFirstPageCopy, writeFirstPageCopy } from '../../../src/ui/sheet-list/first-page-copy';
import type { ListedSheet } from '../../../src/ui/sheet-list/listed-sheet';
import { emptyDatabase } from '../../support/fresh-db';
import { PASSED, sheetWith, THREE } from '../../support/sheet-fixtures';

beforeEach(emptyDatabase);

const KEY = 'skat-scorekeeper.list-first-page';

const TUESDAY: ListedSheet = {
  id: 'tuesday',
  name: 'Tuesday',
  playerNames: ['Anna', 'Ben', 'Carl'],
  plannedDeals: 36,
  dealCount: 12,
  finished: false,
  startedAt: 1_700_000_000_000,
};

function renderList() {
  render(<SheetListScreen newSheetHref="#/new" sheetHref={(id) => `#/sheet/${id}`} />);
}

describe("the list's first-page copy", () => {
  test('shows before the database answers, busy; the real list then replaces it', async () => {
    writeFirstPageCopy({ sheets: [TUESDAY], total: 1 });
    const friday = await sheetWith(['Dora', 'Erik', 'Fritz'], THREE, [PASSED], 'Friday');
    renderList();

    // In the first render: nothing has been read yet.
    const fromCopy = screen.getByRole('region', { name: 'In progress' });
    expect(fromCopy).toHaveAttribute('aria-busy', 'true');
    expect(within(fromCopy).getByRole('link', { name: 'Open Tuesday' })).toHaveTextContent(
      '12 of 36 deals',
    );

    const real = await screen.findByRole('link', { name: 'Open Friday' });
    expect(real).toHaveAttribute('href', `#/sheet/${friday.id}`);
    expect(screen.queryByRole('link', { name: 'Open Tuesday' })).toBeNull();
    expect(screen.getByRole('region', { name: 'In progress' })).not.toHaveAttribute('aria-busy');
    // And the next opening starts from what the database said.
    await waitFor(() => expect(readFirstPageCopy()?.sheets.map((s) => s.name)).toEqual(['Friday']));
    expect(readFirstPageCopy()).toEqual({
      sheets: [
        {
          id: friday.id,
          name: 'Friday',
          playerNames: ['Dora', 'Erik', 'Fritz'],
          plannedDeals: 3,
          dealCount: 1,
          finished: false,
          startedAt: friday.createdAt,
        },
      ],
      total: 1,
    });
  });

  test('without a copy the list waits for the database, as before', async () => {
    await sheetWith(['Dora', 'Erik', 'Fritz'], THREE, [], 'Friday');
    renderList();
    expect(screen.queryByRole('region', { name: 'In progress' })).toBeNull();
    expect(await screen.findByRole('link', { name: 'Open Friday' })).toBeVisible();
  });

  test.each([
    ['not JSON', '{"version":1,'],
    ['another version', JSON.stringify({ version: 1, sheets: [TUESDAY], total: 1 })],
    [
      'a sheet without a name',
      JSON.stringify({ version: 2, sheets: [{ ...TUESDAY, name: 7 }], total: 1 }),
    ],
    [
      'a negative deal count',
      JSON.stringify({ version: 2, sheets: [{ ...TUESDAY, dealCount: -1 }], total: 1 }),
    ],
    ['more sheets than in all', JSON.stringify({ version: 2, sheets: [TUESDAY], total: 0 })],
    ['no sheets list', JSON.stringify({ version: 2, total: 1 })],
  ])('a copy with %s is ignored', (_, stored) => {
    localStorage.setItem(KEY, stored);
    expect(readFirstPageCopy()).toBeNull();
    renderList();
    expect(screen.queryByRole('link', { name: 'Open Tuesday' })).toBeNull();
  });

  test('a storage that refuses to write costs nothing but the head start', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => writeFirstPageCopy({ sheets: [TUESDAY], total: 1 }, full)).not.toThrow();
    expect(readFirstPageCopy(full)).toBeNull();
  });
});
