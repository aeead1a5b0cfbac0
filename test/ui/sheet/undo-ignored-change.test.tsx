// @vitest-environment jsdom
// A change of a deal already deleted (issue 19, bug 5), brought by a backup (soon by another
// phone): the fold ignores it, so undo passes over it and takes back the delete. The deal comes
// back with that change (the fold's rule); the next undo takes the change back, naming deal 1.
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { importBackup } from '../../../src/io/backup';
import { SheetScreen } from '../../../src/ui/sheet/SheetScreen';
import { English, German } from '../../support/i18n';
import { eventId, LOG_SHEET_ID, testId, validBackupV4 } from '../../io/fixtures';
import { emptyDatabase } from '../../support/fresh-db';
import { cellTexts } from '../../support/table-cells';

beforeEach(emptyDatabase);

const LINKS = { sheets: '#/', newDeal: '#/new-deal', deal: (id: string) => `#/deal/${id}` };
const OTHER_PHONE = '0b6f7d1e-7777-4000-8000-000000000002';

/**
 * The fixture's sheet, its log replaced: three deals added, deal 1 (Anna's clubs with 1, +24)
 * deleted, then changed to clubs with 2 on another phone that had not seen the delete.
 */
function backupWithChangeOfDeletedDeal(): string {
  const file = validBackupV4();
  const [sheet] = file.sheets;
  if (!sheet) throw new Error('no sheet');
  const [added1, added2, added3] = sheet.events;
  const clubs = { game: 'clubs', declarer: 0, tops: 1, outcome: { made: true }, bid: 18 };
  const at = (clock: number) => 1_763_900_000_000 + clock * 60_000;
  const events = [
    added1,
    added2,
    added3,
    {
      id: eventId(4),
      device: sheet.events[0]?.device,
      clock: 4,
      at: at(4),
      change: { kind: 'deal-deleted', dealId: testId(11) },
    },
    {
      id: eventId(5),
      device: OTHER_PHONE,
      clock: 5,
      at: at(5),
      change: {
        kind: 'deal-replaced',
        dealId: testId(11),
        replaces: eventId(1),
        deal: { ...clubs, tops: 2 },
      },
    },
  ];
  return JSON.stringify({ ...file, sheets: [{ ...sheet, events, updatedAt: at(5) }] });
}

/** A busy machine may take seconds for the database and the list: wait for the state. */
const STATE = { timeout: 15_000 };

async function listRows() {
  const list = await screen.findByRole('region', { name: /^(The list|Spielliste)$/ });
  return within(list).getAllByRole('row');
}

/** Anna's entry of the first deal on the list (her column). */
async function firstDealValue() {
  return cellTexts((await listRows())[1])[2];
}

const LANGUAGES = [
  {
    language: 'English',
    wrapper: English,
    deleted: 'Undo: deleted deal 1',
    changed: 'Undo: changed deal 1',
    added: 'Undo: added deal 3',
  },
  {
    language: 'German',
    wrapper: German,
    deleted: 'Rückgängig: Spiel 1 gelöscht',
    changed: 'Rückgängig: Spiel 1 geändert',
    added: 'Rückgängig: Spiel 3 eingetragen',
  },
] as const;

describe.each(LANGUAGES)('undo after a change of a deleted deal ($language)', (w) => {
  test('names the delete, brings deal 1 back changed, then takes the change back', async () => {
    const user = userEvent.setup();
    const imported = await importBackup(backupWithChangeOfDeletedDeal());
    expect(imported.ok).toBe(true);
    render(<SheetScreen sheetId={LOG_SHEET_ID} links={LINKS} />, { wrapper: w.wrapper });
    // Two deals on the list (header, 2 deals, totals): the grand and the passed deal.
    await vi.waitFor(async () => expect(await listRows()).toHaveLength(4), STATE);

    await user.click(await screen.findByRole('button', { name: w.deleted }, STATE));
    // Deal 1 is back, as changed on the other phone: clubs with 2, 3 × 12 = +36.
    await vi.waitFor(async () => expect(await listRows()).toHaveLength(5), STATE);
    expect(await firstDealValue()).toBe('+36');

    await user.click(await screen.findByRole('button', { name: w.changed }, STATE));
    // As it was added: clubs with 1, 2 × 12 = +24.
    await vi.waitFor(async () => expect(await firstDealValue()).toBe('+24'), STATE);
    expect(await screen.findByRole('button', { name: w.added }, STATE)).toBeVisible();
  });
});
