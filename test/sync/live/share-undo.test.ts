// Sharing is not a change anybody made (issue 31 item 12): right after "Share live" the sheet
// offered "Undo: changed the rules", then the players' names, then the sheet's name, each
// changing nothing visible and sending an undo to the club. The start events the share writes
// (sheet-start.ts) say what the sheet was started with; undo passes over them.
import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { addDeal } from '../../../src/db/deals';
import { getUndoChange, undoLastChange } from '../../../src/db/undo';
import { createSheet, renameSheet } from '../../../src/db/sheets';
import { upgradeRules } from '../../../src/domain/legacy/table-rules';
import { shareSheet } from '../../../src/sync/live/share';
import {
  clubsWon,
  expectOk,
  freshDatabase,
  RULES_3,
  THREE_PLAYERS,
} from '../../support/db-fixtures';

async function sharedFresh() {
  const database = freshDatabase();
  const sheet = expectOk(
    await createSheet(
      { playerNames: THREE_PLAYERS, setup: upgradeRules(RULES_3), name: 'Friday' },
      database,
    ),
  );
  expectOk(await shareSheet(database, sheet.id));
  return { database, sheetId: sheet.id };
}

describe('undo after sharing', () => {
  test('a fresh sheet just shared offers nothing to undo', async () => {
    const { database, sheetId } = await sharedFresh();
    expect(await getUndoChange(sheetId, database)).toBeNull();
    const undone = await undoLastChange(sheetId, database);
    expect(undone.ok).toBe(false);
  });

  test("a shared sheet's own changes are undone, then nothing: never the share's", async () => {
    const { database, sheetId } = await sharedFresh();
    expectOk(await addDeal(sheetId, clubsWon(0), database));
    expectOk(await renameSheet(sheetId, 'Friday night', database));
    expect(await getUndoChange(sheetId, database)).toEqual({ kind: 'renamed' });
    expectOk(await undoLastChange(sheetId, database));
    expect(await getUndoChange(sheetId, database)).toEqual({ kind: 'added', dealNumber: 1 });
    expectOk(await undoLastChange(sheetId, database));
    expect(await getUndoChange(sheetId, database)).toBeNull();
  });
});
