// @vitest-environment jsdom
// Two phones added deal 4 at once (issue 21): the sheet says so in words, each version with its
// phone and time, and "Keep this one" or "Both, this first" decides; the totals follow. English
// and German.
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { importBackup } from '../../../src/io/backup';
import { SheetScreen } from '../../../src/ui/sheet/SheetScreen';
import { SettleUpScreen } from '../../../src/ui/settle/SettleUpScreen';
import { keepVersion } from '../../../src/db/conflicts';
import { getSheetLog } from '../../../src/db/sheet-reads';
import { English, German } from '../../support/i18n';
import { LOG_SHEET_ID, concurrentBackupV4 } from '../../io/fixtures';
import { emptyDatabase } from '../../support/fresh-db';
import { cellTexts } from '../../support/table-cells';

beforeEach(emptyDatabase);

const LINKS = { sheets: '#/', newDeal: '#/new-deal', deal: (id: string) => `#/deal/${id}` };
const STATE = { timeout: 15_000 };

async function totals() {
  const list = await screen.findByRole('region', { name: /^(The list|Spielliste)$/ });
  return cellTexts(within(list).getAllByRole('row').at(-1));
}

const LANGUAGES = [
  {
    language: 'English',
    wrapper: English,
    region: 'Entered on two phones at once',
    sentence:
      /^Deal 4 entered twice: Carla: Grand [^,]+, won, \+72 \(phone 0001, [^)]+\) · Ben: Clubs [^,]+, lost, −48 \(phone 0002, [^)]+\)$/,
    keepBen: /^Keep this one: Ben: Clubs [^,]+, lost, −48 \(phone 0002, [^)]+\)$/,
    keepCarla: /^Keep this one: Carla: Grand/,
    bothBenFirst: /^Keep both deals, this one first: Ben: Clubs [^,]+, lost, −48 \(phone 0002/,
    heldBack: /^Deal 4 was entered on two phones at once\. Decide it on the sheet first/,
  },
  {
    language: 'German',
    wrapper: German,
    region: 'Auf zwei Geräten gleichzeitig eingetragen',
    sentence:
      /^Spiel 4 doppelt eingetragen: Carla: Grand [^,]+, gewonnen, \+72 \(Gerät 0001, [^)]+\) · Ben: Kreuz [^,]+, verloren, −48 \(Gerät 0002, [^)]+\)$/,
    keepBen: /^Diese behalten: Ben: Kreuz [^,]+, verloren, −48 \(Gerät 0002, [^)]+\)$/,
    keepCarla: /^Diese behalten: Carla: Grand/,
    bothBenFirst:
      /^Beide Spiele behalten, dieses zuerst: Ben: Kreuz [^,]+, verloren, −48 \(Gerät 0002/,
    heldBack: /^Spiel 4 wurde auf zwei Geräten gleichzeitig eingetragen\. Entscheidet es zuerst/,
  },
] as const;

describe.each(LANGUAGES)('a deal entered on two phones at once ($language)', (w) => {
  test('shows both versions, and keeping one changes the totals', async () => {
    const user = userEvent.setup();
    expect((await importBackup(JSON.stringify(concurrentBackupV4()))).ok).toBe(true);
    render(<SheetScreen sheetId={LOG_SHEET_ID} links={LINKS} />, { wrapper: w.wrapper });
    const notice = await screen.findByRole('region', { name: w.region }, STATE);
    expect(within(notice).getByText(w.sentence)).toBeVisible();
    expect(within(notice).getByRole('button', { name: w.keepCarla })).toBeVisible();
    // Provisionally Carla's grand counts: +72 for her.
    await vi.waitFor(async () => expect(await totals()).toContain('72'), STATE);

    await user.click(within(notice).getByRole('button', { name: w.keepBen }));
    await vi.waitFor(
      () => expect(screen.queryByRole('region', { name: w.region })).toBeNull(),
      STATE,
    );
    const after = await totals();
    expect(after).not.toContain('72');
    expect(after).toContain('−48');
  });

  test('keeping both deals, Ben’s first, counts both, in that order', async () => {
    const user = userEvent.setup();
    expect((await importBackup(JSON.stringify(concurrentBackupV4()))).ok).toBe(true);
    render(<SheetScreen sheetId={LOG_SHEET_ID} links={LINKS} />, { wrapper: w.wrapper });
    const notice = await screen.findByRole('region', { name: w.region }, STATE);
    await user.click(within(notice).getByRole('button', { name: w.bothBenFirst }));
    await vi.waitFor(
      () => expect(screen.queryByRole('region', { name: w.region })).toBeNull(),
      STATE,
    );
    const list = await screen.findByRole('region', { name: /^(The list|Spielliste)$/ });
    const rows = within(list)
      .getAllByRole('row')
      .map((row) => row.textContent ?? '');
    const ben = rows.findIndex((row) => row.includes('−48'));
    const carla = rows.findIndex((row) => row.includes('72'));
    expect(ben).toBeGreaterThan(0);
    expect(carla).toBeGreaterThan(ben);
  });

  test('settling up is held back until the table decides', async () => {
    expect((await importBackup(JSON.stringify(concurrentBackupV4()))).ok).toBe(true);
    render(<SettleUpScreen sheetId={LOG_SHEET_ID} links={{ sheet: '#/sheet' }} />, {
      wrapper: w.wrapper,
    });
    expect(await screen.findByRole('alert', {}, STATE)).toHaveTextContent(w.heldBack);
    const versions = (await getSheetLog(LOG_SHEET_ID))?.folded.conflicts[0]?.versions ?? [];
    expect((await keepVersion(LOG_SHEET_ID, versions[0]?.id ?? '')).ok).toBe(true);
    await vi.waitFor(() => expect(screen.queryByText(w.heldBack)).toBeNull(), STATE);
  });
});
