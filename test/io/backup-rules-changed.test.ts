import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { addDeal } from '../../src/db/deals';
import { changeSheetSetup } from '../../src/db/sheet-rules';
import { createSheet } from '../../src/db/sheets';
import { getSheet, getSheetHistory } from '../support/db-reads';
import { PRESETS, type SheetSetup } from '../../src/domain/rules';
import { exportBackup, importBackup } from '../../src/io/backup';
import { checkDatabase } from '../db/check-stored';
import { THREE_PLAYERS, clubsWon, expectOk, freshDatabase } from '../support/db-fixtures';
import { dumpDatabase } from './fixtures';

// The rules may change until the first deal (house-rules.md): the change is a `rules-changed`
// event of the sheet's log, and a backup must bring it back — the sheet is then scored under
// the rules chosen, not the preset it was started with.

const NYCSA: SheetSetup = { players: 3, firstDealer: 0, plannedDeals: 36, rules: PRESETS.nycsa };
const TOURNAMENT: SheetSetup = { ...NYCSA, rules: PRESETS.tournament };

describe('a backup carries a change of the rules', () => {
  test('started NYCSA, changed to Tournament before deal 1: restored as Tournament', async () => {
    const source = freshDatabase();
    const sheet = expectOk(
      await createSheet(
        { name: 'Club', playerNames: THREE_PLAYERS, setup: NYCSA, preset: 'nycsa' },
        source,
      ),
    );
    expectOk(await changeSheetSetup(sheet.id, TOURNAMENT, 'tournament', source));
    expectOk(await addDeal(sheet.id, clubsWon(0), source));
    const events = (await dumpDatabase(source)).log;

    const target = freshDatabase();
    expect(
      expectOk(await importBackup(await exportBackup(undefined, source), target)).imported,
    ).toBe(1);

    expect(await getSheet(sheet.id, target)).toMatchObject({
      setup: TOURNAMENT,
      preset: 'tournament',
    });
    // The very same events, the change of the rules among them.
    expect((await dumpDatabase(target)).log).toStrictEqual(events);
    const kinds = (await getSheetHistory(sheet.id, target)).map((entry) => entry.change.kind);
    expect(kinds).toContain('rules-changed');
    expect(await checkDatabase(target)).toEqual([]);
    // Still locked after the restore: deal 1 is on the sheet.
    const again = await changeSheetSetup(sheet.id, NYCSA, 'nycsa', target);
    expect(again.ok ? null : again.errors).toEqual([{ code: 'rules-locked', dealCount: 1 }]);
  });
});
