import { upgradeRules } from '../../src/domain/legacy/table-rules';
import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { addDeal } from '../../src/db/deals';
import { createSheet, listSheetPage, listSheets } from '../../src/db/sheets';
import type { SkatDatabase } from '../../src/db/database';
import type { SheetRecord } from '../../src/db/records';
import { RULES_3, THREE_PLAYERS, clubsWon, expectOk, freshDatabase } from '../support/db-fixtures';

const SHORT = { ...RULES_3, plannedDeals: 3 };

/** A 3-deal sheet with `deals` won clubs games, changed after every sheet made before it. */
async function sheetWithDeals(
  name: string,
  deals: number,
  database: SkatDatabase,
): Promise<SheetRecord> {
  // Distinct change times, so "the most recently changed first" has one answer.
  await new Promise((resolve) => setTimeout(resolve, 3));
  const sheet = expectOk(
    await createSheet({ name, playerNames: THREE_PLAYERS, setup: upgradeRules(SHORT) }, database),
  );
  for (let n = 0; n < deals; n++) expectOk(await addDeal(sheet.id, clubsWon(n % 3), database));
  return sheet;
}

/** Wednesday (all 3 deals), Thursday (1), Friday (none), Saturday (2): Saturday changed last. */
async function fourEvenings(database: SkatDatabase) {
  await sheetWithDeals('Wednesday', 3, database);
  await sheetWithDeals('Thursday', 1, database);
  await sheetWithDeals('Friday', 0, database);
  await sheetWithDeals('Saturday', 2, database);
}

const rows = (summaries: readonly { sheet: SheetRecord; dealCount: number; finished: boolean }[]) =>
  summaries.map((s) => [s.sheet.name, s.dealCount, s.finished]);

describe('listSheetPage', () => {
  test('the most recently changed sheets up to the limit, each with its own deals, and the total', async () => {
    const database = freshDatabase();
    await fourEvenings(database);
    const page = await listSheetPage(2, database);
    expect(rows(page.summaries)).toEqual([
      ['Saturday', 2, false],
      ['Friday', 0, false],
    ]);
    expect(page.total).toBe(4);
  });

  test('a limit beyond the number of sheets shows them all, the same as listSheets', async () => {
    const database = freshDatabase();
    await fourEvenings(database);
    const page = await listSheetPage(30, database);
    const all = [
      ['Saturday', 2, false],
      ['Friday', 0, false],
      ['Thursday', 1, false],
      ['Wednesday', 3, true],
    ];
    expect(rows(page.summaries)).toEqual(all);
    expect(page.total).toBe(4);
    expect(rows(await listSheets(database))).toEqual(all);
  });

  test('no sheets: an empty page and a total of 0', async () => {
    expect(await listSheetPage(30, freshDatabase())).toEqual({ summaries: [], total: 0 });
  });
});
