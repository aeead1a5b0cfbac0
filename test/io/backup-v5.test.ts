// Backup version 5: what version 4 did not know (the players' roster, a sheet's money, the
// Bierlachs list) travels in a file that says so. It comes back whole; a file of version 4 with
// the same content reads exactly as before; a newer version (6) is refused, nothing written.
import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { mergePlayers, renamePlayer } from '../../src/db/roster';
import { changeSheetMoney } from '../../src/db/sheet-money';
import { loadSheet } from '../../src/db/sheet-log';
import { getSheetWithDeals } from '../../src/db/sheet-reads';
import type { Money } from '../../src/domain/money';
import { implicitPlayerId } from '../../src/domain/roster';
import { exportBackup, importBackup } from '../../src/io/backup';
import { BACKUP_VERSION } from '../../src/io/backup-format';
import { readBackupFile } from '../../src/io/backup-read';
import { checkDatabase } from '../db/check-stored';
import { clubsWon, errorCodes, expectOk, freshDatabase, grandLost } from '../support/db-fixtures';
import { BIERLACHS_3, SETUP_3, storedSheet } from '../support/data-sheets';
import { dumpDatabase } from './fixtures';

const MONEY: Money = {
  centsPerPoint: 0.5,
  currency: 'EUR',
  roundTo: 10,
  lostGameFee: { cents: 50, raised: null },
};

/** A plain evening with a stake, a Bierlachs evening, and Ann merged into Anna, renamed Anne. */
async function source() {
  const database = freshDatabase();
  const money = await storedSheet(
    database,
    { name: 'Money', playerNames: ['Anna', 'Ben', 'Carla'], setup: SETUP_3 },
    [clubsWon(0)],
  );
  const beer = await storedSheet(
    database,
    { name: 'Beer', playerNames: ['Ann', 'Ben', 'Dieter'], setup: BIERLACHS_3 },
    [clubsWon(0), grandLost(1), clubsWon(2)],
  );
  expectOk(await changeSheetMoney(money.id, MONEY, database));
  expectOk(await mergePlayers(implicitPlayerId('Ann'), implicitPlayerId('Anna'), database));
  expectOk(await renamePlayer(implicitPlayerId('Anna'), 'Anne', database));
  return { database, money: money.id, beer: beer.id };
}

/** Everything a restore writes: the sheets, their logs and the roster. */
async function restoredContent(database: ReturnType<typeof freshDatabase>) {
  const { sheets, log, roster, startingLogs } = await dumpDatabase(database);
  return { sheets, log, roster, startingLogs };
}

describe('backup version 5', () => {
  test('roster, money and Bierlachs round-trip in a file of version 5', async () => {
    const { database, money, beer } = await source();
    const text = await exportBackup(undefined, database);
    const file = JSON.parse(text) as Record<string, unknown>;
    expect(BACKUP_VERSION).toBe(5);
    expect(file).toMatchObject({ version: 5, roster: expect.any(Array) });

    const target = freshDatabase();
    expect(expectOk(await importBackup(text, target)).imported).toBe(2);
    expect(await restoredContent(target)).toStrictEqual(await restoredContent(database));
    expect((await loadSheet(target, money))?.folded.money).toEqual({ money: MONEY });
    const restoredBeer = await loadSheet(target, beer);
    expect(restoredBeer?.sheet.setup.rules.list).toEqual({ kind: 'bierlachs', limit: 100 });
    // Ann, merged into Anna and renamed: Anne on the sheet, as the roster says.
    expect((await getSheetWithDeals(beer, target))?.sheet.playerNames).toEqual([
      'Anne',
      'Ben',
      'Dieter',
    ]);
    expect(await checkDatabase(target)).toEqual([]);
    // Exported again: the same file.
    const again = JSON.parse(await exportBackup(undefined, target)) as Record<string, unknown>;
    delete again.exportedAt;
    delete file.exportedAt;
    expect(again).toStrictEqual(file);
  });

  test('the same content in a file of version 4 reads exactly as before', async () => {
    const { database } = await source();
    const text = await exportBackup(undefined, database);
    const four = JSON.stringify({ ...(JSON.parse(text) as object), version: 4 });
    const readFour = expectOk(readBackupFile(four));
    expect(readFour).toStrictEqual(expectOk(readBackupFile(text)));
    const target = freshDatabase();
    expectOk(await importBackup(four, target));
    expect(await restoredContent(target)).toStrictEqual(await restoredContent(database));
  });

  test('a file of version 6 is refused as newer, nothing written', async () => {
    const { database } = await source();
    const text = await exportBackup(undefined, database);
    const six = JSON.stringify({ ...(JSON.parse(text) as object), version: 6 });
    const target = freshDatabase();
    const before = await dumpDatabase(target);
    const result = await importBackup(six, target);
    expect(errorCodes(result)).toEqual(['newer-version']);
    if (!result.ok) expect(result.errors[0]).toMatchObject({ version: 6, newestKnown: 5 });
    expect(await dumpDatabase(target)).toStrictEqual(before);
  });
});
