// @vitest-environment jsdom
// Issue 10 (attack round): backup files that are not what the app writes.
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { db } from '../../../src/db/database';
import { addDeal } from '../../../src/db/deals';
import { exportBackup } from '../../../src/io/backup';
import { SettingsScreen } from '../../../src/ui/settings/SettingsScreen';
import { German } from '../../support/i18n';
import { dumpDatabase, validBackup } from '../../io/fixtures';
import { EVENING_DEALS, EVENING_PLAYERS, EVENING_RULES } from '../print/example-sheets';
import { seedSheet } from './seed';
import { getDeals } from '../../support/db-reads';

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

/** The valid backup with a player "Jürgen", written as Latin-1 (one byte per character). */
function latin1Backup(): File {
  const file = validBackup();
  const sheet = file.sheets[0];
  if (sheet) sheet.playerNames = ['Anna', 'Jürgen', 'Carla', 'Dieter'];
  const text = JSON.stringify(file);
  const bytes = Uint8Array.from(text, (char) => char.charCodeAt(0));
  return new File([bytes], 'backup.json', { type: 'application/json' });
}

describe('a Latin-1 backup (item 13)', () => {
  test('is refused with a visible reason; nothing is imported', async () => {
    const before = await dumpDatabase(db);
    render(<SettingsScreen onBack={() => {}} onOpenSheet={() => {}} />);
    await userEvent.upload(screen.getByLabelText('Restore from file'), latin1Backup());
    expect(await screen.findByRole('alert')).toHaveTextContent('not UTF-8');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await dumpDatabase(db)).toStrictEqual(before);
  });

  test('in German too: a visible message', async () => {
    render(<SettingsScreen onBack={() => {}} onOpenSheet={() => {}} />, { wrapper: German });
    const input = document.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    await userEvent.upload(input, latin1Backup());
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(await db.sheets.count()).toBe(0);
  });
});

describe('a big restore (item 10)', () => {
  test('the file is parsed and checked once, not again for the import', async () => {
    const user = userEvent.setup();
    render(<SettingsScreen onBack={() => {}} onOpenSheet={() => {}} />);
    const text = JSON.stringify(validBackup());
    const parse = vi.spyOn(JSON, 'parse');
    await user.upload(
      screen.getByLabelText('Restore from file'),
      new File([text], 'backup.json', { type: 'application/json' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Imported 1 sheet.')).toBeVisible();
    expect(parse.mock.calls.filter(([arg]) => arg === text || arg === text.trim())).toHaveLength(1);
    parse.mockRestore();
  });

  test('is refused by its size in bytes before it is read', async () => {
    const file = new File(['{}'], 'huge.json', { type: 'application/json' });
    Object.defineProperty(file, 'size', { value: 50_000_001 });
    const read = vi.spyOn(file, 'arrayBuffer');
    const text = vi.spyOn(file, 'text');
    render(<SettingsScreen onBack={() => {}} onOpenSheet={() => {}} />);
    await userEvent.upload(screen.getByLabelText('Restore from file'), file);
    expect(await screen.findByRole('alert')).toHaveTextContent('larger than 50 MB');
    expect(read).not.toHaveBeenCalled();
    expect(text).not.toHaveBeenCalled();
  });
});

describe('a different copy of a sheet already here (item 9)', () => {
  test('says the copies differ, with their deals, and imports the file’s copy beside it', async () => {
    const user = userEvent.setup();
    const id = await seedSheet('Friday', EVENING_PLAYERS, EVENING_RULES, EVENING_DEALS.slice(0, 2));
    const backup = await exportBackup();
    // Here the evening went on: one more deal than the file has.
    const added = await addDeal(id, { kind: 'passed' });
    if (!added.ok) throw new Error('added');
    const hereBefore = await getDeals(id);

    render(<SettingsScreen onBack={() => {}} onOpenSheet={() => {}} />);
    await user.upload(
      screen.getByLabelText('Restore from file'),
      new File([backup], 'backup.json', { type: 'application/json' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(
      await screen.findByText(/copies differ: the file has 2 deals, this device 3 deals/),
    ).toBeVisible();
    expect(await getDeals(id)).toEqual(hereBefore);

    await user.click(screen.getByRole('button', { name: /as a separate sheet/ }));
    await vi.waitFor(async () => expect(await db.sheets.count()).toBe(2));
    const copy = (await db.sheets.toArray()).find((sheet) => sheet.id !== id);
    expect(copy?.name).toBe('Friday');
    expect(await getDeals(copy?.id ?? '')).toHaveLength(2);
    expect(await getDeals(id)).toEqual(hereBefore);
  });
});
