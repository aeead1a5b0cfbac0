import { upgradeRules } from '../../src/domain/legacy/table-rules';
import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { addDeal, getUndoChange } from '../../src/db/deals';
import { createSheet, knownPlayerNames, listSheets } from '../../src/db/sheets';
import { draftKey, saveDraft } from '../../src/db/drafts';
import { toStoreError } from '../../src/db/store-error';
import {
  RULES_3,
  THREE_PLAYERS,
  clubsWon,
  errorCodes,
  freshDatabase,
  sheetOfThree,
} from '../support/db-fixtures';
import { getDeals, getSheet } from '../support/db-reads';

function quotaExceeded(): DOMException {
  return new DOMException('The quota has been exceeded.', 'QuotaExceededError');
}

describe('a full disk or a failing database', () => {
  test('a full disk on the last write of addDeal: storage-full, nothing written', async () => {
    const database = freshDatabase();
    const sheet = await sheetOfThree(database);
    // The deal's event is written first; the sheet's last-change time, written last, hits the
    // full disk.
    database.sheets.hook('updating', () => {
      throw quotaExceeded();
    });
    const result = await addDeal(sheet.id, clubsWon(1), database);
    expect(errorCodes(result)).toEqual(['storage-full']);
    expect(await getDeals(sheet.id, database)).toEqual([]);
    expect(await getUndoChange(sheet.id, database)).toBeNull();
    expect(await getSheet(sheet.id, database)).toEqual(sheet);
  });

  test('a full disk while remembering players: the sheet is not created either', async () => {
    const database = freshDatabase();
    database.players.hook('creating', () => {
      throw quotaExceeded();
    });
    const result = await createSheet(
      { playerNames: THREE_PLAYERS, setup: upgradeRules(RULES_3) },
      database,
    );
    expect(errorCodes(result)).toEqual(['storage-full']);
    expect(await listSheets(database)).toEqual([]);
    expect(await knownPlayerNames(database)).toEqual([]);
  });

  test('any other failure is storage-failed, with what went wrong', async () => {
    const database = freshDatabase();
    database.drafts.hook('creating', () => {
      throw new DOMException('disk I/O error', 'UnknownError');
    });
    const result = await saveDraft(draftKey('sheet-1'), { game: 'grand' }, database);
    expect(errorCodes(result)).toEqual(['storage-failed']);
    const error = result.ok ? undefined : result.errors[0];
    expect(error?.code === 'storage-failed' ? error.detail : '').toContain('disk I/O error');
  });

  test('a closed database is reported, not thrown', async () => {
    const database = freshDatabase();
    database.close({ disableAutoOpen: true });
    const result = await createSheet(
      { playerNames: THREE_PLAYERS, setup: upgradeRules(RULES_3) },
      database,
    );
    expect(errorCodes(result)).toEqual(['storage-failed']);
  });

  test.each([
    ['a DOMException', quotaExceeded()],
    ['an Error named so', Object.assign(new Error('full'), { name: 'QuotaExceededError' })],
    [
      'wrapped by Dexie',
      Object.assign(new Error('aborted'), { name: 'AbortError', inner: quotaExceeded() }),
    ],
  ])('QuotaExceededError as %s is storage-full', (_, error) => {
    expect(toStoreError(error).code).toBe('storage-full');
  });
});
