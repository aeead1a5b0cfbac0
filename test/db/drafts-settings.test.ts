import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import {
  anyDraftInProgress,
  clearDraft,
  draftKey,
  loadDraft,
  saveDraft,
} from '../../src/db/drafts';
import { getSetting, setSetting } from '../../src/db/settings';
import { openSkatDatabase } from '../../src/db/database';
import { deleteSheet } from '../../src/db/sheets';
import { expectOk, freshDatabase, sheetOfThree } from '../support/db-fixtures';

describe('drafts', () => {
  test('a saved draft survives reopening the database until it is cleared', async () => {
    const name = `test-${crypto.randomUUID()}`;
    const first = openSkatDatabase(name);
    const sheet = await sheetOfThree(first);
    const draft = { step: 'tops', game: 'clubs', declarer: 2 };
    expectOk(await saveDraft(draftKey(sheet.id), draft, first));
    const reopened = openSkatDatabase(name);
    expect(await loadDraft(draftKey(sheet.id), reopened)).toEqual(draft);
    expect(await anyDraftInProgress(reopened)).toBe(true);
    expectOk(await clearDraft(draftKey(sheet.id), reopened));
    expect(await loadDraft(draftKey(sheet.id), reopened)).toBeUndefined();
    expect(await anyDraftInProgress(reopened)).toBe(false);
  });

  test('a new-deal draft and an edit draft of the same sheet are kept apart', async () => {
    const database = freshDatabase();
    expectOk(await saveDraft(draftKey('sheet-1'), { game: 'grand' }, database));
    expectOk(await saveDraft(draftKey('sheet-1', 'deal-7'), { game: 'null' }, database));
    expectOk(await saveDraft(draftKey('sheet-1'), { game: 'spades' }, database));
    expect(await loadDraft(draftKey('sheet-1'), database)).toEqual({ game: 'spades' });
    expect(await loadDraft(draftKey('sheet-1', 'deal-7'), database)).toEqual({ game: 'null' });
  });

  test('a draft kept under the older packed key is still read, then moves to the pair', async () => {
    const database = freshDatabase();
    const older = { sheetId: 'sheet-1', draft: { game: 'null' }, updatedAt: 1 };
    await database.drafts.put({ ...older, key: 'sheet-1:deal-7' });
    await database.drafts.put({ ...older, key: 'sheet-1', draft: { game: 'grand' } });
    expect(await loadDraft(draftKey('sheet-1', 'deal-7'), database)).toEqual({ game: 'null' });
    expect(await loadDraft(draftKey('sheet-1'), database)).toEqual({ game: 'grand' });
    expectOk(await saveDraft(draftKey('sheet-1', 'deal-7'), { game: 'spades' }, database));
    expect(await database.drafts.get('sheet-1:deal-7')).toBeUndefined();
    expect(await loadDraft(draftKey('sheet-1', 'deal-7'), database)).toEqual({ game: 'spades' });
    expectOk(await clearDraft(draftKey('sheet-1'), database));
    expect(await loadDraft(draftKey('sheet-1'), database)).toBeUndefined();
  });

  test('a sheet id with a colon is not read as a sheet and a deal', async () => {
    const database = freshDatabase();
    expectOk(await saveDraft(draftKey('a:b'), { game: 'grand' }, database));
    expect(await loadDraft(draftKey('a', 'b'), database)).toBeUndefined();
  });

  test('a draft left behind by a sheet deleted in another tab is no entry in progress', async () => {
    const database = freshDatabase();
    const sheet = await sheetOfThree(database);
    expectOk(await deleteSheet(sheet.id, database));
    // The other tab's entry writes its draft after the delete has gone through.
    expectOk(await saveDraft(draftKey(sheet.id), { game: 'grand' }, database));
    expect(await anyDraftInProgress(database)).toBe(false);
  });

  test('no draft, no entry in progress', async () => {
    expect(await anyDraftInProgress(freshDatabase())).toBe(false);
  });
});

describe('settings', () => {
  test('defaults: wake lock on, no sheet opened yet', async () => {
    const database = freshDatabase();
    expect(await getSetting('wakeLock', database)).toBe(true);
    expect(await getSetting('lastOpenedSheetId', database)).toBeNull();
  });

  test('a setting keeps its value', async () => {
    const database = freshDatabase();
    expectOk(await setSetting('wakeLock', false, database));
    expectOk(await setSetting('lastOpenedSheetId', 'sheet-9', database));
    expect(await getSetting('wakeLock', database)).toBe(false);
    expect(await getSetting('lastOpenedSheetId', database)).toBe('sheet-9');
  });

  test('a stored value of the wrong type reads as the default', async () => {
    const database = freshDatabase();
    await database.settings.put({ key: 'wakeLock', value: 'yes' });
    expect(await getSetting('wakeLock', database)).toBe(true);
  });
});
