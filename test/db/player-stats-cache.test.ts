// The statistics' cache built in batches: the first opening of many sheets reads each batch's
// logs as one key range, and says how far it is; every entry is the one its sheet gives alone.
import 'fake-indexeddb/auto';
import { expect, test } from 'vitest';
import { addDeal } from '../../src/db/deals';
import type { SkatDatabase } from '../../src/db/database';
import {
  playedSheets,
  readStatsData,
  refreshSheetStats,
  STATS_FORMAT,
  STATS_FORMAT_KEY,
  statsRecord,
  type StatsProgress,
} from '../../src/db/player-stats-cache';
import { loadSheet } from '../../src/db/sheet-log';
import { headToHead } from '../../src/domain/player-stats';
import { implicitPlayerId } from '../../src/domain/roster';
import { clubsWon, expectOk, freshDatabase, grandLost } from '../support/db-fixtures';
import { BIERLACHS_3, SETUP_3, storedSheet } from '../support/data-sheets';

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
    const deals = Array.from({ length: 1 + (i % 4) }, (_, d) =>
      (i + d) % 3 === 0 ? grandLost(d % 3) : clubsWon((i + d) % 3),
    );
    const name = `Evening ${String(i)}`;
    const sheet = await storedSheet(database, { name, playerNames: names, setup: SETUP_3 }, deals);
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

/**
 * A Bierlachs evening from 100 where points and standings disagree: Anna wins clubs twice (+24
 * each: Ben and Carla at 52), Ben loses grand with 2 (−144: at −92 he buys the beer), then Carla
 * wins clubs (Anna and Ben at 76). Points: Anna 48, Carla 24, Ben −144; the sheet's standings:
 * Carla (no round lost, 100 left), Anna (none lost, 76 left), Ben (one lost).
 */
async function bierlachsEvening(database: SkatDatabase): Promise<string> {
  const beer = { name: 'Beer', playerNames: ['Anna', 'Ben', 'Carla'], setup: BIERLACHS_3 };
  const deals = [clubsWon(0), clubsWon(0), grandLost(1), clubsWon(2)];
  return (await storedSheet(database, beer, deals)).id;
}

test('a Bierlachs sheet keeps its standings: head to head by them, not by points', async () => {
  const database = freshDatabase();
  const id = await bierlachsEvening(database);
  const { sheets, roster } = await readStatsData(database);
  expect((await database.sheetStats.get(id))?.bierlachsRanks).toEqual([2, 3, 1]);
  const [anna, carla] = [implicitPlayerId('Anna'), implicitPlayerId('Carla')];
  expect(headToHead(playedSheets(sheets, roster), [anna, carla]).ahead).toEqual([
    [0, 0],
    [1, 0],
  ]);
});

test('entries of an older format (no stamp) are dropped and built again', async () => {
  const database = freshDatabase();
  const id = await bierlachsEvening(database);
  await refreshSheetStats(database);
  const entry = await database.sheetStats.get(id);
  if (!entry) throw new Error('no entry');
  // As the cache before Bierlachs standings wrote it.
  const older = { ...entry };
  delete older.bierlachsRanks;
  await database.sheetStats.put(older);
  await database.settings.delete(STATS_FORMAT_KEY);
  expect(await refreshSheetStats(database)).toBe(1);
  expect(await database.sheetStats.get(id)).toEqual(entry);
  expect((await database.settings.get(STATS_FORMAT_KEY))?.value).toBe(STATS_FORMAT);
  // Stamped: nothing to build again.
  expect(await refreshSheetStats(database)).toBe(0);
});
