// @vitest-environment jsdom
// The history says who made each change once more than one phone wrote the sheet (issue 21):
// this phone, or another by the end of its id. English and German.
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { importBackup } from '../../../../src/io/backup';
import { HistoryScreen } from '../../../../src/ui/sheet/history/HistoryScreen';
import { createSheet } from '../../../../src/db/sheets';
import { addDeal } from '../../../../src/db/deals';
import { upgradeRules } from '../../../../src/domain/legacy/table-rules';
import { English, German } from '../../../support/i18n';
import { LOG_SHEET_ID, concurrentBackupV4 } from '../../../io/fixtures';
import { RULES_3, THREE_PLAYERS, clubsWon } from '../../../support/db-fixtures';
import { emptyDatabase } from '../../../support/fresh-db';

beforeEach(emptyDatabase);

const LINKS = { sheets: '#/', sheet: '#/sheet' };
const STATE = { timeout: 15_000 };

describe.each([
  { language: 'English', wrapper: English, list: 'Every change, newest first', phone: 'phone' },
  {
    language: 'German',
    wrapper: German,
    list: 'Jede Änderung, die neueste zuerst',
    phone: 'Gerät',
  },
] as const)('who made each change ($language)', (w) => {
  test('a log of two phones: every change names its phone', async () => {
    expect((await importBackup(JSON.stringify(concurrentBackupV4()))).ok).toBe(true);
    render(<HistoryScreen sheetId={LOG_SHEET_ID} links={LINKS} />, { wrapper: w.wrapper });
    const list = await screen.findByRole('list', { name: w.list }, STATE);
    expect(await within(list).findAllByText(`${w.phone} 0002`, {}, STATE)).not.toHaveLength(0);
    expect(within(list).getAllByText(`${w.phone} 0001`)).not.toHaveLength(0);
  });

  test('a sheet of this phone alone names no phone', async () => {
    const sheet = await createSheet({ playerNames: THREE_PLAYERS, setup: upgradeRules(RULES_3) });
    expect(sheet.ok).toBe(true);
    if (!sheet.ok) return;
    expect((await addDeal(sheet.value.id, clubsWon(0))).ok).toBe(true);
    render(<HistoryScreen sheetId={sheet.value.id} links={LINKS} />, { wrapper: w.wrapper });
    const list = await screen.findByRole('list', { name: w.list }, STATE);
    expect(within(list).queryByText(new RegExp(`${w.phone} |this phone|dieses Gerät`))).toBeNull();
  });
});
