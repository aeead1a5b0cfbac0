// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { db } from '../../../src/db/database';
import { getSheetWithDeals } from '../../../src/db/sheet-reads';
import { listSheets } from '../../../src/db/sheets';
import { SettingsScreen } from '../../../src/ui/settings/SettingsScreen';
import { EVENING_DEALS, EVENING_PLAYERS, EVENING_RULES } from '../print/example-sheets';
import { captureDownloads } from '../print/capture-downloads';
import { seedSheet } from './seed';

async function wipe(): Promise<void> {
  await Promise.all(db.tables.map((table) => table.clear()));
}

/** Everything a restore must give back, in a comparable form. */
async function snapshot() {
  const summaries = await listSheets();
  const sheets = await Promise.all(
    summaries.map(async ({ sheet }) => ({
      sheet,
      deals: (await getSheetWithDeals(sheet.id))?.deals,
    })),
  );
  return sheets.sort((a, b) => a.sheet.id.localeCompare(b.sheet.id));
}

async function seedTwoSheets(): Promise<void> {
  await seedSheet('Friday round', EVENING_PLAYERS, EVENING_RULES, EVENING_DEALS);
  await seedSheet(
    'Club evening',
    ['Dora', 'Emil', 'Fritz', 'Gerda'],
    { players: 4, firstDealer: 3, listKind: 'plain', kontraAllowed: false, plannedDeals: 48 },
    [{ kind: 'passed' }, ...EVENING_DEALS.slice(0, 2)],
  );
}

function renderSettings(onOpenSheet = vi.fn()) {
  render(<SettingsScreen onBack={() => {}} onOpenSheet={onOpenSheet} />);
  return onOpenSheet;
}

async function exportAll(): Promise<string> {
  const downloads = captureDownloads();
  const button = screen.getByRole('button', { name: 'Export all sheets' });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
  await waitFor(() => expect(downloads).toHaveLength(1));
  const download = downloads[0];
  if (!download) throw new Error('no download');
  expect(download.fileName).toMatch(/^skat-backup-\d{4}-\d{2}-\d{2}\.json$/);
  expect(download.type).toBe('application/json');
  return download.text;
}

async function chooseFile(text: string, name = 'backup.json'): Promise<void> {
  await userEvent.upload(
    screen.getByLabelText('Restore from file'),
    new File([text], name, { type: 'application/json' }),
  );
}

beforeEach(wipe);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Backup and restore in the settings', () => {
  test('export, wipe, restore gives back every sheet and deal exactly', async () => {
    await seedTwoSheets();
    const before = await snapshot();
    renderSettings();
    const backup = await exportAll();

    await wipe();
    expect(await listSheets()).toEqual([]);

    await chooseFile(backup, 'skat-backup.json');
    const dialog = await screen.findByRole('dialog', { name: 'Restore from this file?' });
    expect(dialog).toHaveTextContent('“skat-backup.json” holds 2 sheets with 8 deals.');
    expect(dialog).toHaveTextContent('2 sheets will be added.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));

    expect(await screen.findByText('Imported 2 sheets.')).toBeInTheDocument();
    expect(await snapshot()).toEqual(before);
  });

  test('sheets already here are neither duplicated nor overwritten', async () => {
    await seedTwoSheets();
    renderSettings();
    const backup = await exportAll();
    const [kept] = await listSheets();
    if (!kept) throw new Error('no sheet');
    // Delete one sheet; the other stays and must not be touched by the restore.
    await db.log.filter((event) => event.sheetId !== kept.sheet.id).delete();
    await db.sheets.where('id').notEqual(kept.sheet.id).delete();
    const keptBefore = await snapshot();

    await chooseFile(backup);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('1 sheet will be added.');
    expect(dialog).toHaveTextContent('1 sheet already on this device will stay exactly as it is.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));

    expect(
      await screen.findByText('Imported 1 sheet, 1 already present (left as it was).'),
    ).toBeInTheDocument();
    const after = await snapshot();
    expect(after).toHaveLength(2);
    expect(after.find((s) => s.sheet.id === kept.sheet.id)).toEqual(keptBefore[0]);
  });

  test('a restored sheet can be opened from the summary', async () => {
    await seedSheet('Friday round', EVENING_PLAYERS, EVENING_RULES, EVENING_DEALS);
    const onOpenSheet = renderSettings();
    const backup = await exportAll();
    const [only] = await listSheets();
    await wipe();

    await chooseFile(backup);
    await userEvent.click(await screen.findByRole('button', { name: 'Restore' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Open Friday round' }));
    expect(onOpenSheet).toHaveBeenCalledWith(only?.sheet.id);
  });

  test('cancelling the confirmation writes nothing', async () => {
    await seedSheet('Friday round', EVENING_PLAYERS, EVENING_RULES, EVENING_DEALS);
    renderSettings();
    const backup = await exportAll();
    await wipe();

    await chooseFile(backup);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await listSheets()).toEqual([]);
  });

  test.each([
    ['not JSON', '{"format": "skat-scorekeeper-backup", '],
    ['another app’s file', JSON.stringify({ hello: 'world' })],
    [
      'a newer version',
      JSON.stringify({ format: 'skat-scorekeeper-backup', version: 99, sheets: [] }),
    ],
    ['an empty file', ''],
  ])('%s is refused with what is wrong, and nothing changes', async (_kind, text) => {
    await seedSheet('Friday round', EVENING_PLAYERS, EVENING_RULES, EVENING_DEALS);
    const before = await snapshot();
    renderSettings();

    await chooseFile(text);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This file was not restored. Nothing was changed.');
    // The first line is ours, the rest say what is wrong with the file.
    expect(within(alert).getAllByRole('listitem').length).toBeGreaterThan(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await snapshot()).toEqual(before);
  });

  test('a full disk during the restore is reported and nothing is written', async () => {
    await seedSheet('Friday round', EVENING_PLAYERS, EVENING_RULES, EVENING_DEALS);
    renderSettings();
    const backup = await exportAll();
    await wipe();
    vi.spyOn(db.log, 'bulkAdd').mockRejectedValue(
      new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
    );

    await chooseFile(backup);
    await userEvent.click(await screen.findByRole('button', { name: 'Restore' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('out of storage space');
    expect(await listSheets()).toEqual([]);
  });

  test('with no sheets there is nothing to export', async () => {
    renderSettings();
    expect(await screen.findByText('There are no sheets to back up yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export all sheets' })).toBeDisabled();
  });
});

describe('SettingsScreen', () => {
  test('has one heading, a section per concern, and a back button', async () => {
    const onBack = vi.fn();
    render(<SettingsScreen onBack={onBack} onOpenSheet={() => {}} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const sections = screen
      .getAllByRole('region')
      .map((region) => within(region).getByRole('heading', { level: 2 }).textContent);
    expect(sections).toEqual([
      'Language',
      'Keeping your sheets safe',
      'Backup',
      'Restore',
      'Screen',
      'Club',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Back to the sheets' }));
    expect(onBack).toHaveBeenCalledOnce();
  });
});
