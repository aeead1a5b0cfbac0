// @vitest-environment jsdom
import { upgradeRules } from '../../../src/domain/legacy/table-rules';
import 'fake-indexeddb/auto';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { emptyDatabase } from '../../support/fresh-db';
import { addDeal } from '../../../src/db/deals';
import { createSheet } from '../../../src/db/sheets';
import { sheetToCsv } from '../../../src/io/csv';
import { listDealLabel } from '../../../src/ui/common/game-label';
import { csvFormat } from '../../../src/ui/i18n/csv';
import { en } from '../../../src/ui/i18n/en';
import { PrintView } from '../../../src/ui/print/PrintView';
import { English, German } from '../../support/i18n';
import { englishWordsOn } from '../../support/english-words';
import { storedDeals } from '../../support/sheet-fixtures';
import { rowTexts } from '../../support/table-cells';
import { captureDownloads, forgetDownloadsAndShare } from './capture-downloads';
import { EVENING_DEALS, EVENING_PLAYERS, EVENING_RULES } from './example-sheets';
import { getSheet } from '../../support/db-reads';

async function seedEvening(rules = EVENING_RULES): Promise<string> {
  const created = await createSheet({
    name: 'Friday round',
    playerNames: EVENING_PLAYERS,
    setup: upgradeRules(rules),
  });
  if (!created.ok) throw new Error('sheet not created');
  for (const deal of EVENING_DEALS) {
    const added = await addDeal(created.value.id, deal);
    if (!added.ok) throw new Error(JSON.stringify(added.errors));
  }
  return created.value.id;
}

beforeEach(emptyDatabase);
afterEach(forgetDownloadsAndShare);

describe('PrintView', () => {
  test('Bock rounds: named under the title, and each Bock deal with its derived factor', async () => {
    // The won grand hand of deal 1 starts a round: deals 2-4 are Bock deals (table of 3).
    const sheetId = await seedEvening({
      ...EVENING_RULES,
      bock: { kind: 'rounds', events: ['grand-hand-won', 're'], pending: 'queue' },
    });
    render(<PrintView sheetId={sheetId} onBack={() => {}} />);
    const table = await screen.findByRole('table', { name: 'Skat list Friday round' });
    expect(
      screen.getByText(
        'Seeger-Fabian · Kontra/Re · no Ramsch · Bock after grand hand, Re (queued) · 5 of 36 deals',
      ),
    ).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    // Hearts without 1 lost: −2 × 20 × 2 = −80.
    expect(rowTexts(rows[2]).slice(3, 5)).toEqual(['Hearts without 1, Bock ×2', '−80']);
    expect(rowTexts(rows[3])[3]).toBe('passed, Bock ×2');
  });

  test('lays the sheet out like a paper list: deals, running totals, Seeger-Fabian', async () => {
    const sheetId = await seedEvening();
    render(<PrintView sheetId={sheetId} onBack={() => {}} />);
    const table = await screen.findByRole('table', { name: 'Skat list Friday round' });
    expect(screen.getByRole('heading', { level: 1, name: 'Friday round' })).toBeInTheDocument();

    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['No.', 'Dealer', 'Declarer', 'Game', 'Value', ...EVENING_PLAYERS]);

    const rows = within(table).getAllByRole('row');
    // Header, five deals, seven lines under them.
    expect(rows).toHaveLength(13);
    expect(rowTexts(rows[1])).toEqual([
      '1',
      'Anna',
      'Bernd',
      'Grand with 2 hand',
      '+96',
      '',
      '96',
      '',
    ]);
    expect(rowTexts(rows[5])).toEqual(['5', 'Bernd', 'Bernd', 'Clubs with 1', '−48', '', '48', '']);
    const seegerFabian = within(table).getByRole('row', { name: /^Seeger-Fabian/ });
    expect(rowTexts(seegerFabian)).toEqual(['Seeger-Fabian', '176', '88', '−50']);
  });

  test('a new deal appears at once (live query)', async () => {
    const sheetId = await seedEvening();
    render(<PrintView sheetId={sheetId} onBack={() => {}} />);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    await addDeal(sheetId, { kind: 'passed' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(14));
  });

  test('back and print do what they say', async () => {
    const sheetId = await seedEvening();
    const onBack = vi.fn();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    render(<PrintView sheetId={sheetId} onBack={onBack} />);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Back to the sheet' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  test('Download CSV saves the sheet as a CSV file named after it', async () => {
    const downloads = captureDownloads();
    const sheetId = await seedEvening();
    render(<PrintView sheetId={sheetId} onBack={() => {}} />);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(downloads.map((d) => [d.fileName, d.type])).toEqual([
      ['skat-friday-round.csv', 'text/csv'],
    ]);
    // The content is the io layer's CSV of the sheet as stored now (its format is tested there).
    const sheet = await getSheet(sheetId);
    if (!sheet) throw new Error('sheet gone');
    const english = csvFormat(en, (row) => listDealLabel(row.deal, en, { bock: row.bock }));
    expect(await downloads[0]?.text).toBe(sheetToCsv(sheet, await storedDeals(sheetId), english));
  });

  test('Back up this sheet saves a backup file holding this sheet only', async () => {
    const downloads = captureDownloads();
    const sheetId = await seedEvening();
    await createSheet({
      name: 'Another evening',
      playerNames: ['X', 'Y', 'Z'],
      setup: upgradeRules(EVENING_RULES),
    });
    render(<PrintView sheetId={sheetId} onBack={() => {}} />);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Back up this sheet' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.fileName).toBe('skat-friday-round.json');
    const file: unknown = JSON.parse((await downloads[0]?.text) ?? '');
    expect(file).toMatchObject({
      format: 'skat-scorekeeper-backup',
      sheets: [{ id: sheetId, name: 'Friday round', playerNames: [...EVENING_PLAYERS] }],
    });
  });
});

/** The words of the not-found screen in each language; the test is the same in both. */
const NOT_FOUND = [
  {
    language: 'English',
    wrapper: English,
    title: 'Sheet not found',
    message: 'This sheet does not exist on this device (any more).',
  },
  {
    language: 'German',
    wrapper: German,
    title: 'Liste nicht gefunden',
    message: 'Diese Liste gibt es auf diesem Gerät nicht (mehr).',
  },
] as const;

describe.each(NOT_FOUND)('PrintView in $language', ({ language, wrapper, title, message }) => {
  test('a sheet that does not exist says so', async () => {
    render(<PrintView sheetId="no-such-sheet" onBack={() => {}} />, { wrapper });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    if (language === 'German') expect(englishWordsOn()).toEqual([]);
  });
});
