// The sheet's event log in the database: every change one event, void and restore, the sheet's
// own changes, the device id, the history.
import { upgradeRules } from '../../src/domain/legacy/table-rules';
import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import {
  addDeal,
  deleteDeal,
  getUndoChange,
  replaceDeal,
  restoreDeal,
  undoLastChange,
  voidDeal,
} from '../../src/db/deals';
import type { SkatDatabase } from '../../src/db/database';
import { changeSheetSetup } from '../../src/db/sheet-rules';
import {
  createSheet,
  deleteSheet,
  listSheets,
  renamePlayers,
  knownPlayerNames,
  renameSheet,
} from '../../src/db/sheets';
import type { EventRecord } from '../../src/db/records';
import { scoreSheet } from '../../src/domain/sheet';
import type { SheetChange } from '../../src/domain/sheet-log';
import { voidDeal as voided } from '../../src/domain/voided-deal';
import {
  FOUR_PLAYERS,
  PASSED,
  RULES_4,
  clubsWon,
  errorCodes,
  expectOk,
  freshDatabase,
  grandLost,
} from '../support/db-fixtures';
import { TABLE_OF_FOUR, storedSheet } from '../support/data-sheets';
import { getDealHistory, getDeals, getSheet, getSheetHistory } from '../support/db-reads';

// Table of four, first dealer seat 0: deal n (1-based) is dealt by seat (n − 1) mod 4, who sits out.
function sheetWith(database: SkatDatabase, deals = [clubsWon(1), clubsWon(2), clubsWon(3)]) {
  return storedSheet(database, TABLE_OF_FOUR, deals);
}

async function listed(sheetId: string, database: SkatDatabase) {
  return (await getDeals(sheetId, database)).map((d) => d.deal);
}

describe('every change is one event of the log', () => {
  test('add, edit, delete and undo each append one event; nothing is erased', async () => {
    const database = freshDatabase();
    const sheet = await sheetWith(database);
    const [first, second] = await getDeals(sheet.id, database);
    expectOk(await replaceDeal(sheet.id, first?.id ?? '', grandLost(1), database));
    expectOk(await deleteDeal(sheet.id, second?.id ?? '', database));
    expectOk(await undoLastChange(sheet.id, database));
    const history = await getSheetHistory(sheet.id, database);
    expect(history.map((e) => e.change.kind)).toEqual([
      'deal-added',
      'deal-added',
      'deal-added',
      'deal-replaced',
      'deal-deleted',
      'undone',
    ]);
    expect(history.map((e) => e.clock)).toEqual([1, 2, 3, 4, 5, 6]);
    // The replace names the version it replaced: the deal's first event.
    const replace = history[3]?.change;
    expect(replace?.kind === 'deal-replaced' && replace.replaces).toBe(history[0]?.id);
    expect(history[5]?.change).toEqual({ kind: 'undone', undoes: history[4]?.id });
  });

  test('every event carries this device’s id, made once and kept in the settings', async () => {
    const database = freshDatabase();
    const sheet = await sheetWith(database);
    const devices = new Set((await getSheetHistory(sheet.id, database)).map((e) => e.device));
    expect(devices.size).toBe(1);
    const [device] = devices;
    expect((await database.settings.get('deviceId'))?.value).toBe(device);
    expect(device).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('one deal’s history: its changes with the deal before and after', async () => {
    const database = freshDatabase();
    const sheet = await sheetWith(database);
    const [first] = await getDeals(sheet.id, database);
    const dealId = first?.id ?? '';
    expectOk(await replaceDeal(sheet.id, dealId, grandLost(1), database));
    expectOk(await voidDeal(sheet.id, dealId, database));
    const steps = await getDealHistory(sheet.id, dealId, database);
    expect(steps.map((s) => [s.event.change.kind, s.before, s.after, s.undone])).toEqual([
      ['deal-added', null, clubsWon(1), false],
      ['deal-replaced', clubsWon(1), grandLost(1), false],
      ['deal-voided', grandLost(1), voided(grandLost(1)), false],
    ]);
  });

  test('a refused change appends nothing', async () => {
    const database = freshDatabase();
    const sheet = await sheetWith(database);
    // Deal 4 is dealt by seat 3, who sits out.
    expect(errorCodes(await addDeal(sheet.id, clubsWon(3), database))).toEqual([
      'sheet-would-be-invalid',
    ]);
    expect(await getSheetHistory(sheet.id, database)).toHaveLength(3);
  });
});

describe('voidDeal and restoreDeal', () => {
  test('a voided deal stays at its place, crossed out, and scores 0; restore brings it back', async () => {
    const database = freshDatabase();
    const sheet = await sheetWith(database);
    const [, second] = await getDeals(sheet.id, database);
    const record = expectOk(await voidDeal(sheet.id, second?.id ?? '', database));
    expect(record.deal).toEqual(voided(clubsWon(2)));
    expect(await listed(sheet.id, database)).toEqual([
      clubsWon(1),
      voided(clubsWon(2)),
      clubsWon(3),
    ]);
    const scored = scoreSheet(sheet.setup, await listed(sheet.id, database));
    // Clubs with 1 won: 24 each; seat 2's is voided.
    expect(scored.ok && scored.value.totals.list).toEqual([0, 24, 0, 24]);
    expect(await getUndoChange(sheet.id, database)).toEqual({ kind: 'voided', dealNumber: 2 });
    expectOk(await restoreDeal(sheet.id, second?.id ?? '', database));
    expect(await listed(sheet.id, database)).toEqual([clubsWon(1), clubsWon(2), clubsWon(3)]);
    expect(await getUndoChange(sheet.id, database)).toEqual({ kind: 'restored', dealNumber: 2 });
  });

  test('voiding a middle deal at four moves no dealer: later deals stay valid', async () => {
    const database = freshDatabase();
    const sheet = await sheetWith(database, [clubsWon(1), clubsWon(2), clubsWon(1)]);
    const [, second] = await getDeals(sheet.id, database);
    // Deleting deal 2 would move seat 1's clubs onto his own deal: refused.
    expect(errorCodes(await deleteDeal(sheet.id, second?.id ?? '', database))).toEqual([
      'sheet-would-be-invalid',
    ]);
    expectOk(await voidDeal(sheet.id, second?.id ?? '', database));
    expect(await getDeals(sheet.id, database)).toHaveLength(3);
  });

  test('a voided deal counts towards the planned deals', async () => {
    const database = freshDatabase();
    const sheet = expectOk(
      await createSheet(
        { playerNames: FOUR_PLAYERS, setup: upgradeRules({ ...RULES_4, plannedDeals: 4 }) },
        database,
      ),
    );
    for (const deal of [clubsWon(1), clubsWon(2), clubsWon(3), clubsWon(0)])
      expectOk(await addDeal(sheet.id, deal, database));
    const [first] = await getDeals(sheet.id, database);
    expectOk(await voidDeal(sheet.id, first?.id ?? '', database));
    expect(errorCodes(await addDeal(sheet.id, PASSED, database))).toEqual(['sheet-complete']);
  });

  test('an edit of a voided deal corrects it, and it stays voided', async () => {
    const database = freshDatabase();
    const sheet = await sheetWith(database);
    const [first] = await getDeals(sheet.id, database);
    expectOk(await voidDeal(sheet.id, first?.id ?? '', database));
    const edited = expectOk(await replaceDeal(sheet.id, first?.id ?? '', grandLost(2), database));
    expect(edited.deal).toEqual(voided(grandLost(2)));
  });

  test('a restore that would break the sheet is refused', async () => {
    const database = freshDatabase();
    // Deal 1: seat 2 declares (seat 0 deals); deal 2: seat 0 declares (seat 1 deals).
    const sheet = await sheetWith(database, [clubsWon(2), clubsWon(0)]);
    const [first, second] = await getDeals(sheet.id, database);
    expectOk(await voidDeal(sheet.id, second?.id ?? '', database));
    // Deleting deal 1 moves the voided deal onto seat 0's own deal: allowed while voided.
    expectOk(await deleteDeal(sheet.id, first?.id ?? '', database));
    const restored = await restoreDeal(sheet.id, second?.id ?? '', database);
    expect(errorCodes(restored)).toEqual(['sheet-would-be-invalid']);
    expect(await listed(sheet.id, database)).toEqual([voided(clubsWon(0))]);
    expect(errorCodes(await restoreDeal(sheet.id, 'no-such-deal', database))).toEqual([
      'deal-not-found',
    ]);
  });

  test('voiding twice writes one event', async () => {
    const database = freshDatabase();
    const sheet = await sheetWith(database);
    const [first] = await getDeals(sheet.id, database);
    expectOk(await voidDeal(sheet.id, first?.id ?? '', database));
    expectOk(await voidDeal(sheet.id, first?.id ?? '', database));
    expect(await getSheetHistory(sheet.id, database)).toHaveLength(4);
  });
});

describe('the sheet’s own changes are events too', () => {
  test('a rename and new player names: the sheet shows them, the list too; undo takes them back', async () => {
    const database = freshDatabase();
    const sheet = await sheetWith(database);
    expectOk(await renameSheet(sheet.id, 'Friday', database));
    const renamed = expectOk(
      await renamePlayers(sheet.id, ['Anna', 'Ben', 'Carla', 'Dieter K.'], database),
    );
    expect(renamed.playerNames).toEqual(['Anna', 'Ben', 'Carla', 'Dieter K.']);
    // The corrected name is offered when the next sheet starts.
    expect(await knownPlayerNames(database)).toContain('Dieter K.');
    expect((await getSheet(sheet.id, database))?.name).toBe('Friday');
    const [summary] = await listSheets(database);
    expect([summary?.sheet.name, summary?.sheet.playerNames[3], summary?.dealCount]).toEqual([
      'Friday',
      'Dieter K.',
      3,
    ]);
    expect(await getUndoChange(sheet.id, database)).toEqual({ kind: 'players-renamed' });
    expectOk(await undoLastChange(sheet.id, database));
    expect(await getUndoChange(sheet.id, database)).toEqual({ kind: 'renamed' });
    expectOk(await undoLastChange(sheet.id, database));
    expect(await getSheet(sheet.id, database)).toMatchObject({
      name: sheet.name,
      playerNames: FOUR_PLAYERS,
    });
  });

  test('player names are checked like a new sheet’s', async () => {
    const database = freshDatabase();
    const sheet = await sheetWith(database);
    const twice = await renamePlayers(sheet.id, ['Anna', 'anna', 'Carla', 'Dieter'], database);
    expect(errorCodes(twice)).toEqual(['sheet-input-invalid']);
    const three = await renamePlayers(sheet.id, ['Anna', 'Ben', 'Carla'], database);
    expect(errorCodes(three)).toEqual(['sheet-input-invalid']);
    expect(await getSheetHistory(sheet.id, database)).toHaveLength(3);
  });

  test('rules change before deal 1 only; undoing a change of rules after a deal is refused', async () => {
    const database = freshDatabase();
    const sheet = await sheetWith(database, []);
    const seeger = upgradeRules({ ...RULES_4, listKind: 'seeger-fabian' });
    expectOk(await changeSheetSetup(sheet.id, seeger, null, database));
    expect((await getSheet(sheet.id, database))?.setup.rules.list).toBe('seeger-fabian');
    expectOk(await addDeal(sheet.id, clubsWon(1), database));
    expect(errorCodes(await changeSheetSetup(sheet.id, sheet.setup, null, database))).toEqual([
      'rules-locked',
    ]);
    // Undo takes back the deal first; then the rules may go back too.
    expectOk(await undoLastChange(sheet.id, database));
    expect(await getUndoChange(sheet.id, database)).toEqual({ kind: 'rules-changed' });
    expectOk(await undoLastChange(sheet.id, database));
    expect((await getSheet(sheet.id, database))?.setup.rules.list).toBe('plain');
  });
});

describe('a sheet’s events are one range of the log’s key [sheetId, id]', () => {
  // Sheet ids "a" and "ab": every key of "ab" starts with the same letter as the keys of "a",
  // so a range that were a prefix match would take the other sheet's events too.
  function event(sheetId: string, id: string, clock: number, change: SheetChange): EventRecord {
    return { id, sheetId, device: 'raw', clock, at: 1_700_000_000_000 + clock, change };
  }
  // Ids in the opposite order of the clocks: the store hands them out by id, the fold by clock.
  const EVENTS_A = [
    event('a', 'z', 1, { kind: 'deal-added', dealId: 'a-1', deal: clubsWon(1) }),
    event('a', 'y', 2, { kind: 'deal-added', dealId: 'a-2', deal: clubsWon(2) }),
    event('a', 'x', 3, { kind: 'deal-voided', dealId: 'a-1' }),
  ];
  const EVENTS_AB = [event('ab', 'w', 1, { kind: 'deal-added', dealId: 'ab-1', deal: PASSED })];

  async function twoSheets(): Promise<SkatDatabase> {
    const database = freshDatabase();
    const sheet = (id: string, name: string, updatedAt: number) => ({
      id,
      name,
      playerNames: FOUR_PLAYERS,
      setup: upgradeRules(RULES_4),
      preset: null,
      createdAt: 1_700_000_000_000,
      updatedAt,
    });
    await database.sheets.bulkAdd([
      sheet('a', 'Early', 1_700_000_000_003),
      sheet('ab', 'Late', 1_700_000_000_009),
    ]);
    await database.log.bulkAdd([...EVENTS_AB, ...EVENTS_A]);
    return database;
  }

  test('one sheet’s events in fold order, none of the other sheet’s', async () => {
    const database = await twoSheets();
    expect(await getSheetHistory('a', database)).toEqual(EVENTS_A);
    expect(await getSheetHistory('ab', database)).toEqual(EVENTS_AB);
  });

  test('the list counts each sheet’s own deals', async () => {
    const database = await twoSheets();
    const summaries = await listSheets(database);
    expect(summaries.map((s) => [s.sheet.id, s.dealCount])).toEqual([
      ['ab', 1],
      ['a', 2],
    ]);
  });

  test('deleting a sheet removes its events only', async () => {
    const database = await twoSheets();
    expectOk(await deleteSheet('a', database));
    expect(await database.log.toArray()).toEqual(EVENTS_AB);
    expect(await getDeals('ab', database)).toHaveLength(1);
  });
});
