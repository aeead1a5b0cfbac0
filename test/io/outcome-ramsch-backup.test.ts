// A Ramsch told by its outcome (flat scoring) in the database and in a backup: a new value
// shape in the same table and the same file version; records and files of the old shape read
// exactly as before. Records and files here are written by hand.
import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { addDeal } from '../../src/db/deals';
import { createSheet } from '../../src/db/sheets';
import type { RamschOutcomeDeal } from '../../src/domain/ramsch-deal';
import { PRESETS } from '../../src/domain/rules';
import { exportBackup, importBackup } from '../../src/io/backup';
import { checkDatabase, checkStoredSheet } from '../db/check-stored';
import { expectOk, freshDatabase, THREE_PLAYERS } from '../support/db-fixtures';
import { HOUSE_SHEET_ID, validBackupV3 } from './fixtures';
import { getDeals, getSheet } from '../support/db-reads';
import { PLAIN_RAMSCH } from '../support/ramsch-round-deals';
import type { SkatDatabase } from '../../src/db/database';

const CARLA_LOSES: RamschOutcomeDeal = {
  kind: 'ramsch',
  tally: 'outcome',
  playing: [true, true, true],
  losers: [2],
  winner: 1,
  noTrick: [],
  allTricks: null,
  doublings: 0,
  bock: 0,
};

const setup = { players: 3, firstDealer: 0, plannedDeals: 36, rules: PRESETS.nycsa } as const;

async function nycsaSheet(database: SkatDatabase) {
  return expectOk(
    await createSheet({ playerNames: THREE_PLAYERS, setup, preset: 'nycsa' }, database),
  );
}

function record(deal: unknown, position = 0, sheetId = HOUSE_SHEET_ID) {
  return {
    id: `0b6f7d1e-5555-4000-8000-00000000000${position}`,
    sheetId,
    position,
    deal,
    createdAt: 1_763_900_100_000,
    updatedAt: 1_763_900_100_000,
  };
}

describe('the database', () => {
  test('stores an outcome Ramsch as given and reads it back', async () => {
    const database = freshDatabase();
    const sheet = await nycsaSheet(database);
    expectOk(await addDeal(sheet.id, CARLA_LOSES, database));
    expect((await getDeals(sheet.id, database)).map((r) => r.deal)).toEqual([CARLA_LOSES]);
    expect(await checkDatabase(database)).toEqual([]);
  });

  test('hand-written records: the old shape and the outcome shape read; a mixed one is refused', async () => {
    const database = freshDatabase();
    const sheet = await nycsaSheet(database);
    const sheetRecord = await getSheet(sheet.id, database);
    // Plain copies written straight into records, past addDeal's checks.
    const before = { ...PLAIN_RAMSCH };
    const outcome = { ...CARLA_LOSES };
    expect(
      checkStoredSheet(sheetRecord, [record(before, 0, sheet.id), record(outcome, 1, sheet.id)]),
    ).toEqual([]);
    const mixed = { ...outcome, points: [50, 40, 30] };
    expect(checkStoredSheet(sheetRecord, [record(mixed, 0, sheet.id)])).not.toEqual([]);
    // The winner must fit the losers: two losers leave the third as the winner, not "none".
    const wrong = { ...outcome, losers: [0, 2], winner: null };
    expect(checkStoredSheet(sheetRecord, [record(wrong, 0, sheet.id)]).join(' ')).toContain(
      'two players tie for the most card points, so player 2 has the fewest alone and wins',
    );
  });

  test("a sheet scoring the loser's own points refuses it and writes nothing", async () => {
    const database = freshDatabase();
    const pub = { ...setup, rules: PRESETS.pub };
    const sheet = expectOk(await createSheet({ playerNames: THREE_PLAYERS, setup: pub }, database));
    const result = await addDeal(sheet.id, CARLA_LOSES, database);
    expect(result.ok).toBe(false);
    expect(JSON.stringify(result)).toContain('ramsch-outcome-not-flat');
    expect(await getDeals(sheet.id, database)).toEqual([]);
  });
});

describe('a version-3 backup', () => {
  const outcomeDraft = {
    game: 'ramsch',
    tally: 'outcome',
    playing: [true, true, true],
    losers: [2],
    winner: 1,
    noTrick: [],
    doublings: 0,
  };

  function withOutcomeFirst() {
    const file = validBackupV3();
    const sheet = file.sheets[0];
    if (!sheet?.deals[0]) throw new Error('fixture');
    sheet.deals[0].deal = outcomeDraft;
    return file;
  }

  test('an outcome Ramsch imports, scores as flat 25, and exports the same', async () => {
    const database = freshDatabase();
    expectOk(await importBackup(JSON.stringify(withOutcomeFirst()), database));
    const deals = (await getDeals(HOUSE_SHEET_ID, database)).map((r) => r.deal);
    expect(deals[0]).toEqual(CARLA_LOSES);
    expect(await checkDatabase(database)).toEqual([]);
    const exported = JSON.parse(await exportBackup(undefined, database)) as {
      version: number;
      sheets: { events: { change: { deal?: unknown } }[] }[];
    };
    // Version 4: each deal in the event that adds it.
    expect(exported.version).toBe(5);
    expect(exported.sheets[0]?.events[0]?.change.deal).toEqual({ ...outcomeDraft, winner: 1 });
    // The Ramsch told by points stays in the shape version 3 always wrote: no `tally`.
    expect(exported.sheets[0]?.events[5]?.change.deal).toEqual({
      game: 'ramsch',
      points: [0, 120, 0],
      noTrick: [0, 2],
      allTricks: 1,
      doublings: 1,
    });
  });

  test('an outcome Ramsch with card points, or one that does not fit, is refused', async () => {
    for (const deal of [
      { ...outcomeDraft, points: [50, 40, 30] },
      { ...outcomeDraft, losers: [2], winner: 2 },
    ]) {
      const file = withOutcomeFirst();
      const sheet = file.sheets[0];
      if (!sheet?.deals[0]) throw new Error('fixture');
      sheet.deals[0].deal = deal;
      const database = freshDatabase();
      const result = await importBackup(JSON.stringify(file), database);
      expect(result.ok).toBe(false);
      expect(await getDeals(HOUSE_SHEET_ID, database)).toEqual([]);
    }
  });
});
