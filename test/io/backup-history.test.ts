import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { describe, expect, test } from 'vitest';
import { SCHEMA_V3, openSkatDatabase, type SkatDatabase } from '../../src/db/database';
import { addDeal, deleteDeal, replaceDeal, restoreDeal, voidDeal } from '../../src/db/deals';
import { createSheet, renamePlayers, renameSheet } from '../../src/db/sheets';
import { undoLastChange } from '../../src/db/undo';
import { scoreSheet } from '../../src/domain/sheet';
import { upgradeRules } from '../../src/domain/legacy/table-rules';
import { exportBackup, importBackup } from '../../src/io/backup';
import { checkDatabase } from '../db/check-stored';
import {
  PASSED,
  RULES_3,
  THREE_PLAYERS,
  clubsWon,
  errorCodes,
  expectOk,
  freshDatabase,
  grandHandWon,
  grandLost,
} from '../support/db-fixtures';
import {
  HOUSE_SHEET_ID,
  LOG_DEVICE,
  LOG_SHEET_ID,
  dumpDatabase,
  eventId,
  testId,
  validBackupV3,
  validBackupV4,
} from './fixtures';
import { getDealHistory, getDeals, getSheet, getSheetHistory } from '../support/db-reads';

/**
 * A sheet with every kind of change: deals added, one corrected, one voided, one voided and
 * restored, one deleted, an undo, a rename of the sheet and of a player.
 */
async function sheetWithHistory(database: SkatDatabase): Promise<string> {
  const sheet = expectOk(
    await createSheet(
      { name: 'Club', playerNames: THREE_PLAYERS, setup: upgradeRules(RULES_3) },
      database,
    ),
  );
  const ids: string[] = [];
  for (const deal of [clubsWon(0), grandLost(1), PASSED, grandHandWon(0), clubsWon(1)]) {
    ids.push(expectOk(await addDeal(sheet.id, deal, database)).id);
  }
  const [first, second, third, fourth, fifth] = ids.map((id) => id);
  expectOk(await replaceDeal(sheet.id, first ?? '', clubsWon(2), database));
  expectOk(await voidDeal(sheet.id, second ?? '', database));
  expectOk(await voidDeal(sheet.id, fourth ?? '', database));
  expectOk(await restoreDeal(sheet.id, fourth ?? '', database));
  expectOk(await deleteDeal(sheet.id, fifth ?? '', database));
  expectOk(await undoLastChange(sheet.id, database));
  expectOk(await deleteDeal(sheet.id, third ?? '', database));
  expectOk(await renameSheet(sheet.id, 'Club night', database));
  expectOk(await renamePlayers(sheet.id, ['Anna', 'Ben', 'Clara'], database));
  return sheet.id;
}

/** The stored records themselves: the sheets as started and every event of every log. */
async function storedLogs(database: SkatDatabase) {
  const dump = await dumpDatabase(database);
  return { sheets: dump.sheets, events: dump.log };
}

describe('a backup carries the history', () => {
  test('export → wipe → import restores every sheet with its full history exactly', async () => {
    const name = `history-${crypto.randomUUID()}`;
    const original = openSkatDatabase(name);
    const sheetId = await sheetWithHistory(original);
    const before = await storedLogs(original);
    const dealIds = (await getDeals(sheetId, original)).map((deal) => deal.id);
    const dealHistories = await Promise.all(
      dealIds.map((dealId) => getDealHistory(sheetId, dealId, original)),
    );
    const text = await exportBackup(undefined, original);

    await original.delete();
    const wiped = openSkatDatabase(name);
    expect((await storedLogs(wiped)).events).toEqual([]);
    expect(expectOk(await importBackup(text, wiped)).imported).toBe(1);

    // The very same events (ids, devices, clocks, times, changes) and the sheet as started.
    expect(await storedLogs(wiped)).toStrictEqual(before);
    expect(
      await Promise.all(dealIds.map((dealId) => getDealHistory(sheetId, dealId, wiped))),
    ).toStrictEqual(dealHistories);
    // 14 changes: 5 added, 1 replaced, 2 voided, 1 restored, 2 deleted, 1 undo, 2 renames.
    expect(await getSheetHistory(sheetId, wiped)).toHaveLength(14);
    expect(await checkDatabase(wiped)).toEqual([]);
  });

  test('a voided deal comes back voided, a deleted one stays deleted, an undone delete undone', async () => {
    const source = freshDatabase();
    const sheetId = await sheetWithHistory(source);
    const target = freshDatabase();
    expectOk(await importBackup(await exportBackup(undefined, source), target));

    const deals = (await getDeals(sheetId, target)).map((record) => record.deal);
    // Clubs corrected to seat 2's; the lost grand crossed out; the passed deal deleted; the
    // grand hand voided and restored; the last clubs deleted and brought back by the undo.
    expect(deals.map((deal) => deal.kind)).toEqual(['trump', 'voided', 'trump', 'trump']);
    expect(deals[0]).toEqual(clubsWon(2));
    expect(deals[1]).toEqual({ kind: 'voided', deal: grandLost(1) });
    expect(deals[2]).toEqual(grandHandWon(0));
    expect(deals[3]).toEqual(clubsWon(1));
    const sheet = await getSheet(sheetId, target);
    expect(sheet?.name).toBe('Club night');
    expect(sheet?.playerNames).toEqual(['Anna', 'Ben', 'Clara']);
    // The voided grand scores 0: it would have cost seat 1 a lost grand's value.
    const scored = scoreSheet(sheet?.setup ?? upgradeRules(RULES_3), deals);
    expect(scored.ok && scored.value.rows[1]?.listDelta).toEqual([0, 0, 0]);
  });

  test("a hand-written version-4 file folds to its log's sheet", async () => {
    const database = freshDatabase();
    expectOk(await importBackup(JSON.stringify(validBackupV4()), database));
    const sheet = await getSheet(LOG_SHEET_ID, database);
    expect(sheet?.name).toBe('Friday');
    const deals = await getDeals(LOG_SHEET_ID, database);
    expect(deals.map((deal) => deal.id)).toEqual([testId(11), testId(12), testId(13)]);
    expect(deals.map((deal) => deal.deal.kind)).toEqual(['trump', 'voided', 'passed']);
    const scored = scoreSheet(
      sheet?.setup ?? upgradeRules(RULES_3),
      deals.map((d) => d.deal),
    );
    // Clubs with 2 won: 3 × 12 = 36; the voided grand and the undone one count nothing.
    expect(scored.ok && scored.value.totals.list).toEqual([36, 0, 0]);
    const history = await getSheetHistory(LOG_SHEET_ID, database);
    expect(history.map((event) => event.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map(eventId));
    expect(history.every((event) => event.device === LOG_DEVICE)).toBe(true);
    expect(await checkDatabase(database)).toEqual([]);
  });

  test('a file of version 3 imports with its deals as the start of the history', async () => {
    const database = freshDatabase();
    expectOk(await importBackup(JSON.stringify(validBackupV3()), database));
    const history = await getSheetHistory(HOUSE_SHEET_ID, database);
    // Seven deals, each added at the time the file gives, in their order, by the upgrade.
    expect(history).toHaveLength(7);
    history.forEach((event, index) => {
      const dealId = `0b6f7d1e-4444-4000-8000-00000000000${index}`;
      expect(event).toMatchObject({
        id: `v4-added-${dealId}`,
        sheetId: HOUSE_SHEET_ID,
        device: 'v4-upgrade',
        clock: index + 1,
        at: 1_763_900_100_000 + index,
        change: { kind: 'deal-added', dealId },
      });
    });
    // Exported again, it is a file of version 4 with those events.
    const file = JSON.parse(await exportBackup(undefined, database));
    expect(file.version).toBe(5);
    expect(file.sheets[0].events[6].id).toBe('v4-added-0b6f7d1e-4444-4000-8000-000000000006');
    expect(file.sheets[0].deals).toBeUndefined();
  });

  test('an old file gives the same log as the database upgrade gives the same deals', async () => {
    // The same sheet twice: imported from its version-3 file, and stored by the app of version
    // 3 and opened by today's app (the upgrade to version 4).
    const imported = freshDatabase();
    expectOk(await importBackup(JSON.stringify(validBackupV3()), imported));
    const name = `v3-${crypto.randomUUID()}`;
    const old = new Dexie(name);
    old.version(3).stores(SCHEMA_V3);
    await old.open();
    await old.table('sheets').bulkAdd((await dumpDatabase(imported)).sheets ?? []);
    await old.table('deals').bulkAdd(await getDeals(HOUSE_SHEET_ID, imported));
    old.close();
    const upgraded = openSkatDatabase(name);
    expect(await getSheetHistory(HOUSE_SHEET_ID, upgraded)).toStrictEqual(
      await getSheetHistory(HOUSE_SHEET_ID, imported),
    );
    await upgraded.delete();
  });

  test('a different copy is added beside the one here with its whole history, under new ids', async () => {
    const database = freshDatabase();
    const text = JSON.stringify(validBackupV4());
    expectOk(await importBackup(text, database));
    // Here, deal 2 counts again: the copies differ.
    expectOk(await restoreDeal(LOG_SHEET_ID, testId(12), database));
    const summary = expectOk(await importBackup(text, database));
    expect(summary.differing).toEqual([
      { sheetId: LOG_SHEET_ID, name: 'Friday', fileDeals: 3, hereDeals: 3 },
    ]);
    expectOk(await importBackup(text, database, { copies: new Set([LOG_SHEET_ID]) }));
    const copy = (await database.sheets.toArray()).find((sheet) => sheet.id !== LOG_SHEET_ID);
    if (!copy) throw new Error('the copy was added');
    const history = await getSheetHistory(copy.id, database);
    expect(history).toHaveLength(8);
    const ids = new Set(history.map((event) => event.id));
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(eventId).filter((id) => ids.has(id))).toEqual([]);
    // The replace names the copy's own first event, the undo the copy's sixth.
    const [added, , , replaced, , sixth, undo] = history;
    expect(replaced?.change).toMatchObject({ kind: 'deal-replaced', replaces: added?.id });
    expect(undo?.change).toEqual({ kind: 'undone', undoes: sixth?.id });
    const deals = await getDeals(copy.id, database);
    expect(deals.map((deal) => deal.deal.kind)).toEqual(['trump', 'voided', 'passed']);
    expect(deals.map((deal) => deal.id)).not.toContain(testId(11));
    expect((await getSheet(copy.id, database))?.name).toBe('Friday');
    expect(await checkDatabase(database)).toEqual([]);
  });

  test('an event id already used here refuses the whole file', async () => {
    const database = freshDatabase();
    expectOk(await importBackup(JSON.stringify(validBackupV4()), database));
    const file = validBackupV4();
    const [sheet] = file.sheets;
    if (!sheet) throw new Error('fixture has a sheet');
    // Another sheet with other deals, but one event id of the sheet already here.
    sheet.id = '0b6f7d1e-5555-4000-8000-000000000099';
    sheet.events = sheet.events.map((event, index) => ({
      ...event,
      ...(index === 0 ? {} : { id: eventId(50 + index) }),
      change: {
        ...event.change,
        ...('dealId' in event.change
          ? { dealId: testId(Number(String(event.change.dealId).slice(-2)) + 50) }
          : {}),
        ...('replaces' in event.change ? { replaces: eventId(1) } : {}),
        ...('undoes' in event.change ? { undoes: eventId(55) } : {}),
      },
    }));
    const before = await dumpDatabase(database);
    expect(errorCodes(await importBackup(JSON.stringify(file), database))).toEqual(['id-conflict']);
    expect(await dumpDatabase(database)).toStrictEqual(before);
  });
});
