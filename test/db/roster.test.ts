// Players kept across sheets in the database: the roster's renames and merges (checked, undone),
// the names every sheet shows, the new sheet's players, and the statistics' cache rebuilt lazily.
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { addDeal } from '../../src/db/deals';
import type { SkatDatabase } from '../../src/db/database';
import { playedSheets, readStatsData } from '../../src/db/player-stats-cache';
import {
  mergePlayers,
  previewMerge,
  renamePlayer,
  rosterEvents,
  sheetNames,
  undoRosterChange,
} from '../../src/db/roster';
import { getSheetWithDeals } from '../../src/db/sheet-reads';
import { deleteSheet, knownPlayerNames, renamePlayers, renameSheet } from '../../src/db/sheets';
import { playerStats } from '../../src/domain/player-stats';
import { implicitPlayerId } from '../../src/domain/roster';
import { clubsWon, errorCodes, expectOk, freshDatabase, grandLost } from '../support/db-fixtures';
import { SETUP_3, storedSheet } from '../support/data-sheets';

async function sheetOf(database: SkatDatabase, names: string[], declarers: number[]) {
  const deals = declarers.map((seat) => clubsWon(seat));
  const sheet = await storedSheet(
    database,
    { name: names.join(' '), playerNames: names, setup: SETUP_3 },
    deals,
  );
  return sheet.id;
}

async function shownNames(database: SkatDatabase, sheetId: string) {
  return (await getSheetWithDeals(sheetId, database))?.sheet.playerNames;
}

async function statsOf(database: SkatDatabase, playerId: string) {
  const { sheets, roster } = await readStatsData(database);
  return playerStats(playedSheets(sheets, roster), playerId);
}

const anna = implicitPlayerId('Anna');

describe('the roster', () => {
  test('a rename applies to every sheet at once; a taken name is refused, nothing changed', async () => {
    const database = freshDatabase();
    const s1 = await sheetOf(database, ['Anna', 'Ben', 'Carla'], [0]);
    const s2 = await sheetOf(database, ['Dieter', 'Anna', 'Ben'], [1]);
    expect(errorCodes(await renamePlayer(anna, 'Ben', database))).toEqual(['player-name-taken']);
    expect(await rosterEvents(database)).toEqual([]);
    expectOk(await renamePlayer(anna, ' Anne ', database));
    expect(await shownNames(database, s1)).toEqual(['Anne', 'Ben', 'Carla']);
    expect(await shownNames(database, s2)).toEqual(['Dieter', 'Anne', 'Ben']);
    expect(await knownPlayerNames(database)).toContain('Anne');
    expect(await knownPlayerNames(database)).not.toContain('Anna');
    // Her statistics follow her: two sheets, two games won.
    expect((await statsOf(database, anna)).summary.games.clubs).toEqual({ declared: 2, won: 2 });
  });

  test('a name freed by a rename is a new person on the next sheet; a typed current name is its player', async () => {
    const database = freshDatabase();
    await sheetOf(database, ['Anna', 'Ben', 'Carla'], [0]);
    expectOk(await renamePlayer(anna, 'Anne', database));
    const next = await sheetOf(database, ['Anna', 'Anne', 'Ben'], [0]);
    const stored = await database.sheets.get(next);
    expect(stored?.playerIds?.[1]).toBe(anna);
    expect(stored?.playerIds?.[0]).not.toBe(anna);
    expect(await shownNames(database, next)).toEqual(['Anna', 'Anne', 'Ben']);
    expect((await statsOf(database, anna)).summary.sheets).toBe(2);
  });

  test('a merge (with its preview) joins two entries of one person; two who sat together are refused', async () => {
    const database = freshDatabase();
    const s1 = await sheetOf(database, ['Anna', 'Ben', 'Carla'], [0]);
    const s2 = await sheetOf(database, ['Ann', 'Ben', 'Carla'], [0, 0]);
    const ann = implicitPlayerId('Ann');
    expect(errorCodes(await mergePlayers(ann, implicitPlayerId('Ben'), database))).toEqual([
      'players-sat-together',
    ]);
    expect(errorCodes(await previewMerge(anna, implicitPlayerId('Carla'), database))).toEqual([
      'players-sat-together',
    ]);
    expect(await rosterEvents(database)).toEqual([]);
    expect(expectOk(await previewMerge(ann, anna, database))).toEqual([s2]);
    // Issue 31, item 7: a rename is an event of the sheet's log; the preview reads it too.
    expectOk(await renameSheet(s2, 'Friday at Ben’s', database));
    expect((await sheetNames([s2], database)).map((sheet) => sheet.name)).toEqual([
      'Friday at Ben’s',
    ]);
    expectOk(await mergePlayers(ann, anna, database));
    expect(await shownNames(database, s2)).toEqual(['Anna', 'Ben', 'Carla']);
    expect((await statsOf(database, anna)).summary.games.clubs).toEqual({ declared: 3, won: 3 });
    expect((await statsOf(database, anna)).evenings.map((e) => e.sheetId).sort()).toEqual(
      [s1, s2].sort(),
    );
    // Undone: two players again.
    expectOk(await undoRosterChange(database));
    expect(await shownNames(database, s2)).toEqual(['Ann', 'Ben', 'Carla']);
    expect((await statsOf(database, anna)).summary.sheets).toBe(1);
    expect(errorCodes(await undoRosterChange(database))).toEqual(['nothing-to-undo']);
  });

  test('a rename of the seats on one sheet makes them the players of the new names', async () => {
    const database = freshDatabase();
    await sheetOf(database, ['Anna', 'Ben', 'Carla'], [0]);
    const s2 = await sheetOf(database, ['Ann', 'Ben', 'Carla'], [0]);
    expectOk(await renamePlayers(s2, ['Anna', 'Ben', 'Carla'], database));
    expect((await statsOf(database, anna)).summary.sheets).toBe(2);
  });

  // Issue 31, item 6: the new-sheet form already took "anna" and "Anna" for one name; the roster
  // did not, so a rename could make two "Ben"s and a later sheet a second Anna.
  test('a name in other letter case is the same name: a rename to it is refused, a later sheet seats that player', async () => {
    const database = freshDatabase();
    await sheetOf(database, ['Anna', 'Ben', 'Carl'], [0]);
    const carl = implicitPlayerId('Carl');
    expect(errorCodes(await renamePlayer(carl, 'ben', database))).toEqual(['player-name-taken']);
    expect(await rosterEvents(database)).toEqual([]);
    const next = await sheetOf(database, ['anna', 'Dieter', 'Emil'], [0]);
    expect(await shownNames(database, next)).toEqual(['Anna', 'Dieter', 'Emil']);
    expect((await statsOf(database, anna)).summary.sheets).toBe(2);
    expect(await knownPlayerNames(database)).not.toContain('anna');
    // A player renamed since is found by the name now, in any letter case.
    expectOk(await renamePlayer(carl, 'Carlo', database));
    const third = await sheetOf(database, ['CARLO', 'Ben', 'Dieter'], [0]);
    expect(await shownNames(database, third)).toEqual(['Carlo', 'Ben', 'Dieter']);
    expect((await statsOf(database, carl)).summary.sheets).toBe(2);
  });
});

describe('the statistics cache', () => {
  test('rebuilt lazily for a sheet that changed since (a deal added), never stale', async () => {
    const database = freshDatabase();
    const s1 = await sheetOf(database, ['Anna', 'Ben', 'Carla'], [0]);
    expect((await statsOf(database, anna)).summary.deals).toBe(1);
    expectOk(await addDeal(s1, grandLost(0), database));
    const stats = await statsOf(database, anna);
    expect(stats.summary.deals).toBe(2);
    expect(stats.summary.games.grand).toEqual({ declared: 1, won: 0 });
  });

  test('a deleted sheet counts no more; a sheet written with an older time is counted', async () => {
    const database = freshDatabase();
    const s1 = await sheetOf(database, ['Anna', 'Ben', 'Carla'], [0]);
    await sheetOf(database, ['Anna', 'Ben', 'Dieter'], [0]);
    expect((await statsOf(database, anna)).summary.sheets).toBe(2);
    expectOk(await deleteSheet(s1, database));
    expect((await statsOf(database, anna)).summary.sheets).toBe(1);
    // As a restore writes it: the file's own (older) times.
    const [kept] = await database.sheets.toArray();
    if (!kept) throw new Error('no sheet left');
    await database.sheets.add({ ...kept, id: crypto.randomUUID(), createdAt: 1, updatedAt: 1 });
    expect((await statsOf(database, anna)).summary.sheets).toBe(2);
  });

  test("a player's statistics are the same whichever order the sheets are read in", async () => {
    const tables = [
      ['Anna', 'Ben', 'Carla'],
      ['Ben', 'Anna', 'Dieter'],
      ['Carla', 'Dieter', 'Anna'],
      ['Ben', 'Carla', 'Dieter'],
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.shuffledSubarray([0, 1, 2, 3], { minLength: 4, maxLength: 4 }),
        fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 3 }),
        async (order, declarers) => {
          const written = freshDatabase();
          const reversed = freshDatabase();
          for (const i of order) await sheetOf(written, tables[i] ?? [], declarers);
          for (const i of [...order].reverse()) await sheetOf(reversed, tables[i] ?? [], declarers);
          const a = await statsOf(written, anna);
          const b = await statsOf(reversed, anna);
          expect(b.summary).toEqual(a.summary);
          const sorted = (list: readonly { points: number }[]) =>
            list.map((e) => e.points).sort((x, y) => x - y);
          expect(sorted(b.evenings)).toEqual(sorted(a.evenings));
          expect(b.best?.points).toBe(a.best?.points);
          expect(b.worst?.points).toBe(a.worst?.points);
        },
      ),
      { numRuns: 6 },
    );
  });
});
