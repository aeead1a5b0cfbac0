// @vitest-environment jsdom
// Issue 34, item 2: events the app never writes (a member's curl, here brought by a backup) are
// refused by the log judge, kept, and shown. The sheet names each, in English and German: what
// it was, which phone sent it and why it does not count; the totals leave them out, and the next
// deal can still be entered.
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { importBackup } from '../../../src/io/backup';
import { SheetScreen } from '../../../src/ui/sheet/SheetScreen';
import { English, German } from '../../support/i18n';
import { eventId, LOG_SHEET_ID, OTHER_DEVICE, testId, validBackupV4 } from '../../io/fixtures';
import { emptyDatabase } from '../../support/fresh-db';

beforeEach(emptyDatabase);

const LINKS = { sheets: '#/', newDeal: '#/new-deal', deal: (id: string) => `#/deal/${id}` };

/**
 * The fixture's sheet (clubs with 2 by Anna, the grand voided, passed) and two events of another
 * phone: a void of a deal the sheet never had, and a "correction" of deal 3 that names deal 1's
 * entry. `more`: as many further voids of unknown deals (a flood).
 */
function backupWithRefusedEvents(more = 0): string {
  const file = validBackupV4();
  const [sheet] = file.sheets;
  if (!sheet) throw new Error('no sheet');
  const at = (clock: number) => 1_763_900_000_000 + clock * 60_000;
  const clubs = { game: 'clubs', declarer: 0, tops: 1, outcome: { made: true }, bid: 18 };
  const other = (n: number, clock: number, change: Record<string, unknown>) => ({
    id: eventId(n),
    device: OTHER_DEVICE,
    clock,
    at: at(clock),
    change,
  });
  const events = [
    ...sheet.events,
    other(9, 9, { kind: 'deal-voided', dealId: testId(99) }),
    other(10, 10, { kind: 'deal-replaced', dealId: testId(13), replaces: eventId(4), deal: clubs }),
    ...Array.from({ length: more }, (_, index) =>
      other(11 + index, 11 + index, { kind: 'deal-voided', dealId: testId(100 + index) }),
    ),
  ];
  return JSON.stringify({ ...file, sheets: [{ ...sheet, events, updatedAt: at(10 + more) }] });
}

/** A busy machine may take seconds for the database and the list: wait for the state. */
const STATE = { timeout: 15_000 };

const LANGUAGES = [
  {
    language: 'English',
    wrapper: English,
    title: 'Entries that do not count',
    voided:
      /^A deal voided \(phone 0002, .+\): the deal it changes was never entered on this sheet$/,
    corrected:
      /^Deal 3 corrected: Anna: Clubs 1 top \(phone 0002, .+\): it corrects a deal with another deal’s entry$/,
    help: /count nowhere: not in the totals/,
    next: 'Enter deal 4',
    more: '… and 7 more',
  },
  {
    language: 'German',
    wrapper: German,
    title: 'Einträge, die nicht zählen',
    voided:
      /^Ein Spiel gestrichen \(Gerät 0002, .+\): das Spiel, das er ändert, wurde auf dieser Liste nie eingetragen$/,
    corrected:
      /^Spiel 3 berichtigt: Anna: Kreuz 1 Spitze \(Gerät 0002, .+\): er berichtigt ein Spiel mit dem Eintrag eines anderen Spiels$/,
    help: /zählen nirgends: nicht im Stand/,
    next: 'Spiel 4 eintragen',
    more: '… und 7 weitere',
  },
] as const;

describe.each(LANGUAGES)('refused events ($language)', (words) => {
  test('each is named with what it was, who sent it and why; deals go on', async () => {
    expect(await importBackup(backupWithRefusedEvents())).toMatchObject({ ok: true });
    render(<SheetScreen sheetId={LOG_SHEET_ID} links={LINKS} />, { wrapper: words.wrapper });
    const notice = await screen.findByRole('region', { name: words.title }, STATE);
    const items = within(notice).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toStrictEqual([
      expect.stringMatching(words.voided),
      expect.stringMatching(words.corrected),
    ]);
    expect(notice).toHaveTextContent(words.help);
    // Not blocked: the next deal is offered, and the three deals stand as they were.
    expect(await screen.findByRole('link', { name: words.next }, STATE)).toBeVisible();
  });

  test('a flood names the first twenty and counts the rest', async () => {
    expect(await importBackup(backupWithRefusedEvents(25))).toMatchObject({ ok: true });
    render(<SheetScreen sheetId={LOG_SHEET_ID} links={LINKS} />, { wrapper: words.wrapper });
    const notice = await screen.findByRole('region', { name: words.title }, STATE);
    expect(within(notice).getAllByRole('listitem')).toHaveLength(20);
    expect(notice).toHaveTextContent(words.more);
  });
});

test('a sheet without refused events shows no such notice', async () => {
  expect(await importBackup(JSON.stringify(validBackupV4()))).toMatchObject({ ok: true });
  render(<SheetScreen sheetId={LOG_SHEET_ID} links={LINKS} />, { wrapper: English });
  expect(await screen.findByRole('link', { name: 'Enter deal 4' }, STATE)).toBeVisible();
  expect(screen.queryByRole('region', { name: 'Entries that do not count' })).toBeNull();
});
