// A backup made, or restored, while an upgrade's background work is not finished (issue 19): the
// upgraded sheets' first events wait in `startingLogs` (db/migrations/finish-upgrade.ts). The
// export holds them, and a restore finds their ids taken, as it would in `log`.
import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { openSkatDatabase } from '../../src/db/database';
import { listSheets } from '../../src/db/sheets';
import { exportBackup, importBackup } from '../../src/io/backup';
import { errorCodes, freshDatabase } from '../support/db-fixtures';
import { writeVersionOne } from '../db/version-one';
import { dumpDatabase } from './fixtures';

async function upgradedWaiting(sheets: number) {
  const name = `backup-waiting-${crypto.randomUUID()}`;
  const records = await writeVersionOne(name, sheets);
  const database = openSkatDatabase(name);
  await database.open();
  expect(await database.startingLogs.count()).toBe(sheets);
  return { database, records };
}

describe('a backup while the upgrade finishes in the background', () => {
  test('the export holds every deal, and restores elsewhere to the same sheets', async () => {
    const { database } = await upgradedWaiting(6);
    const target = freshDatabase();
    const result = await importBackup(await exportBackup(undefined, database), target);
    expect(result.ok).toBe(true);
    const here = await listSheets(database);
    expect(here.map((summary) => summary.dealCount)).toEqual(Array<number>(6).fill(36));
    expect(await listSheets(target)).toEqual(here);
  });

  test("a file whose deals are a waiting sheet's, under another sheet id, is refused", async () => {
    const { database, records } = await upgradedWaiting(3);
    const sheetId = records.sheets[1]?.id ?? '';
    const file = JSON.parse(await exportBackup([sheetId], database)) as {
      sheets: { id: string }[];
    };
    const [sheet] = file.sheets;
    if (sheet) sheet.id = crypto.randomUUID();
    const before = await dumpDatabase(database);
    expect(errorCodes(await importBackup(JSON.stringify(file), database))).toEqual(['id-conflict']);
    expect(await dumpDatabase(database)).toStrictEqual(before);
  });
});
