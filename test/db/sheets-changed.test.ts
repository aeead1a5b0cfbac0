import 'fake-indexeddb/auto';
import { describe, expect, test, vi } from 'vitest';
import { addDeal } from '../../src/db/deals';
import { draftKey, saveDraft } from '../../src/db/drafts';
import { setSetting } from '../../src/db/settings';
import { onSheetsChanged } from '../../src/db/sheets-changed';
import { createSheet, deleteSheet, renameSheet } from '../../src/db/sheets';
import { upgradeRules } from '../../src/domain/legacy/table-rules';
import { PASSED, RULES_3, THREE_PLAYERS, expectOk, freshDatabase } from '../support/db-fixtures';

async function newSheet(database: ReturnType<typeof freshDatabase>) {
  return expectOk(
    await createSheet(
      { name: 'Friday', playerNames: THREE_PLAYERS, setup: upgradeRules(RULES_3) },
      database,
    ),
  );
}

describe('onSheetsChanged', () => {
  test('says so after each write to a sheet or its log, until stopped', async () => {
    const database = freshDatabase();
    const changed = vi.fn();
    const stop = onSheetsChanged(changed, database);

    /** Runs a write and waits until `changed` has been called again since it began. */
    const saysSoAfter = async (write: () => Promise<unknown>) => {
      const before = changed.mock.calls.length;
      await write();
      await vi.waitFor(() => expect(changed.mock.calls.length).toBeGreaterThan(before));
    };
    let sheetId = '';
    await saysSoAfter(async () => (sheetId = (await newSheet(database)).id));
    await saysSoAfter(async () => expectOk(await addDeal(sheetId, PASSED, database)));
    await saysSoAfter(async () => expectOk(await renameSheet(sheetId, 'Saturday', database)));

    stop();
    const calls = changed.mock.calls.length;
    expectOk(await deleteSheet(sheetId, database));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(changed).toHaveBeenCalledTimes(calls);
  });

  test('not after writes to settings or drafts, nor to another database', async () => {
    const database = freshDatabase();
    const other = freshDatabase();
    const sheet = await newSheet(database);
    const changed = vi.fn();
    const stop = onSheetsChanged(changed, database);

    await setSetting('lastOpenedSheetId', sheet.id, database);
    await saveDraft(draftKey('draft-key'), { step: 'declarer' }, database);
    await newSheet(other);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(changed).not.toHaveBeenCalled();
    stop();
  });
});
