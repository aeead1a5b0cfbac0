// A Bierlachs sheet stored with its limit, backed up and restored: the same rules, deals and
// counts come back; a file with a limit of 0 or 100,000 is refused and nothing is written.
import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { addDeal } from '../../src/db/deals';
import { createSheet } from '../../src/db/sheets';
import { bierlachsSheet } from '../../src/domain/bierlachs';
import { upgradeRules } from '../../src/domain/legacy/table-rules';
import { scoreSheet } from '../../src/domain/sheet';
import { exportBackup, importBackup } from '../../src/io/backup';
import { checkDatabase } from '../db/check-stored';
import { clubsWon, expectOk, freshDatabase, grandLost, PASSED } from '../support/db-fixtures';
import { getDeals, getSheet } from '../support/db-reads';
import { dumpDatabase } from './fixtures';
import { expectRefused } from './refused';

const plain = upgradeRules({
  players: 3,
  firstDealer: 0,
  listKind: 'plain',
  kontraAllowed: true,
  plannedDeals: 12,
});
const SETUP = {
  ...plain,
  rules: { ...plain.rules, list: { kind: 'bierlachs', limit: 150 } },
} as const;

async function storedEvening() {
  const database = freshDatabase();
  const sheet = expectOk(
    await createSheet({ playerNames: ['Anna', 'Ben', 'Carla'], setup: SETUP }, database),
  );
  for (const deal of [clubsWon(1), grandLost(2), PASSED, clubsWon(0)]) {
    expectOk(await addDeal(sheet.id, deal, database));
  }
  return { database, sheet };
}

async function countsOf(sheetId: string, database: ReturnType<typeof freshDatabase>) {
  const stored = await getSheet(sheetId, database);
  if (!stored) throw new Error('stored');
  const deals = (await getDeals(sheetId, database)).map((record) => record.deal);
  const scored = scoreSheet(stored.setup, deals);
  if (!scored.ok || typeof stored.setup.rules.list === 'string') throw new Error('Bierlachs');
  const { counts, lost } = bierlachsSheet(scored.value.rows, 3, stored.setup.rules.list.limit);
  return { list: stored.setup.rules.list, counts, lost };
}

describe('a Bierlachs sheet in the database and in a backup', () => {
  test('is stored with its limit and counts: Carla bought the beer, round 2 runs', async () => {
    const { database, sheet } = await storedEvening();
    // 1 Ben clubs with 1 (24): Anna, Carla 126. 2 Carla grand lost (−144): −18, round over.
    // 3 passed: round 2 at 150. 4 Anna clubs with 1 (24): Ben, Carla 126.
    expect(await countsOf(sheet.id, database)).toEqual({
      list: { kind: 'bierlachs', limit: 150 },
      counts: [150, 126, 126],
      lost: [0, 0, 1],
    });
    expect(await checkDatabase(database)).toEqual([]);
  });

  test('export → import → export: the same file, the same limit, the same counts', async () => {
    const { database, sheet } = await storedEvening();
    const text = await exportBackup(undefined, database);
    const file = JSON.parse(text) as { sheets: { setup: unknown }[] };
    expect(file.sheets[0]?.setup).toEqual(SETUP);
    const target = freshDatabase();
    expectOk(await importBackup(text, target));
    expect(await countsOf(sheet.id, target)).toEqual(await countsOf(sheet.id, database));
    const again = JSON.parse(await exportBackup(undefined, target)) as Record<string, unknown>;
    const first = JSON.parse(text) as Record<string, unknown>;
    delete again.exportedAt;
    delete first.exportedAt;
    expect(again).toStrictEqual(first);
  });

  test.each([0, 100_000, 2.5])(
    'a file with a limit of %s is refused, nothing written',
    async (limit) => {
      const { database } = await storedEvening();
      const text = await exportBackup(undefined, database);
      const file = JSON.parse(text) as {
        sheets: { setup: { rules: { list: { limit: number } } } }[];
      };
      const list = file.sheets[0]?.setup.rules.list;
      if (list) list.limit = limit;
      const target = freshDatabase();
      const before = await dumpDatabase(target);
      await expectRefused(
        JSON.stringify(file),
        { database: target, before },
        'invalid-content',
        /sheet 1, setup, rules, list/,
        /Liste 1/,
      );
    },
  );
});
