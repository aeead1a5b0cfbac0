// The statistics' cache built in batches: the first opening of many sheets reads each batch's
// logs as one key range, and says how far it is; every entry is the one its sheet gives alone.
import 'fake-indexeddb/auto';
import { expect, test } from 'vitest';
import { addDeal } from '../../src/db/deals';
import type { SkatDatabase } from '../../src/db/database';
import {
  refreshSheetStats,
  statsRecord,
  type StatsProgress,
} from '../../src/db/player-stats-cache';
import { loadSheet } from '../../src/db/sheet-log';
import { createSheet } from '../../src/db/sheets';
import { upgradeRules } from '../../src/domain/legacy/table-rules';
import { RULES_3, clubsWon, expectOk, freshDatabase, grandLost } from './fixtures';

const TABLES = [
  ['Anna', 'Ben', 'Carla'],
  ['Ben', 'Dieter', 'Anna'],
  ['Carla', 'Dieter', 'Ben'],
];

/** `count` sheets, each with its own deals (so a log read for the wrong sheet shows). */
async function sheets(database: SkatDatabase, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const names = TABLES[i % TABLES.length] ?? [];
    const sheet = expectOk(
      await createSheet(
        { name: `Evening ${String(i)}`, playerNames: names, setup: upgradeRules(RULES_3) },
        database,
      ),
    );
    for (let d = 0; d <= i % 4; d++) {
      const deal = (i + d) % 3 === 0 ? grandLost(d % 3) : clubsWon((i + d) % 3);
      expectOk(await addDeal(sheet.id, deal, database));
    }
    ids.push(sheet.id);
  }
  return ids;
}

/** Each sheet's entry as the sheet alone gives it. */
async function expectEveryEntryCorrect(database: SkatDatabase, ids: readonly string[]) {
  expect(await database.sheetStats.count()).toBe(ids.length);
  for (const id of ids) {
    const loaded = await loadSheet(database, id);
    if (!loaded) throw new Error(`no sheet ${id}`);
    expect(await database.sheetStats.get(id)).toEqual(statsRecord(loaded));
  }
}

test('the first build of many sheets: batches, progress up to the total, every entry right', async () => {
  const database = freshDatabase();
  const ids = await sheets(database, 95);
  const progress: StatsProgress[] = [];
  expect(await refreshSheetStats(database, (p) => progress.push(p))).toBe(95);
  expect(progress.length).toBeGreaterThan(1);
  expect(progress.at(-1)).toEqual({ done: 95, total: 95 });
  expect(progress.every((p, i) => i === 0 || p.done > (progress[i - 1]?.done ?? 0))).toBe(true);
  await expectEveryEntryCorrect(database, ids);
  // Up to date: nothing more to build, nothing reported.
  progress.length = 0;
  expect(await refreshSheetStats(database, (p) => progress.push(p))).toBe(0);
  expect(progress).toEqual([]);
});

test('more than half rebuilt: the ranges skip the sheets in between that are up to date', async () => {
  const database = freshDatabase();
  const ids = await sheets(database, 60);
  await refreshSheetStats(database);
  // Every other entry lost, and one up-to-date sheet's log changed meanwhile.
  await database.sheetStats.bulkDelete(ids.filter((_, i) => i % 2 === 0).slice(0, 35));
  expectOk(await addDeal(ids[1] ?? '', grandLost(0), database));
  await refreshSheetStats(database);
  await expectEveryEntryCorrect(database, ids);
});

test('a sheet changed after the build is rebuilt on the next read', async () => {
  const database = freshDatabase();
  const ids = await sheets(database, 45);
  await refreshSheetStats(database);
  const id = ids[7] ?? '';
  expectOk(await addDeal(id, grandLost(1), database));
  expect(await refreshSheetStats(database)).toBe(1);
  await expectEveryEntryCorrect(database, ids);
});
