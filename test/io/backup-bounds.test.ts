// Issue 19: whatever the app accepts, it can show, export and restore. Clocks, times and ids
// are bounded where they enter (domain/log-bounds.ts): a file's log past the bounds is
// renumbered, clamped or re-id'd, appending refuses to go past them, and the app's own export of
// anything it holds restores.
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { SCHEMA_V2, openSkatDatabase, type SkatDatabase } from '../../src/db/database';
import { addDeal, undoLastChange, voidDeal } from '../../src/db/deals';
import type { EventRecord } from '../../src/db/records';
import { MAX_CLOCK, MAX_KEPT_CLOCK, MAX_TIME } from '../../src/domain/log-bounds';
import { appIdFor, isAppId, isDeviceId, isEventId } from '../../src/domain/bounded-log';
import { exportBackup, importBackup } from '../../src/io/backup';
import { de } from '../../src/ui/i18n/de';
import { en } from '../../src/ui/i18n/en';
import { storeErrorMessage } from '../../src/ui/i18n/errors';
import {
  PASSED,
  RULES_4,
  clubsWon,
  errorCodes,
  expectOk,
  freshDatabase,
  grandLost,
  sheetOfThree,
} from '../support/db-fixtures';
import { getDeals, getSheetHistory } from '../support/db-reads';
import { LOG_SHEET_ID, dumpDatabase, validBackupV4 } from './fixtures';
import { shownSheets } from './shown';

afterEach(() => {
  vi.restoreAllMocks();
});

type LogFile = ReturnType<typeof validBackupV4>;

/** The version-4 fixture with a change to its one sheet, as JSON text. */
function logFile(change: (sheet: LogFile['sheets'][number]) => void): string {
  const file = validBackupV4();
  const sheet = file.sheets[0];
  if (!sheet) throw new Error('fixture has a sheet');
  change(sheet);
  return JSON.stringify(file);
}

/** Every stored event of the database. */
async function storedEvents(database: SkatDatabase): Promise<EventRecord[]> {
  return (await dumpDatabase(database)).log as EventRecord[];
}

/** Exports the database, restores the file in a fresh one, and returns that one. */
async function restoredExport(database: SkatDatabase): Promise<SkatDatabase> {
  const restored = freshDatabase();
  expectOk(await importBackup(await exportBackup(undefined, database), restored));
  return restored;
}

describe('item 1: a huge clock in a file', () => {
  const hugeClock = () =>
    logFile((sheet) => {
      // The rename, the log's last change, at the last clock JSON carries exactly.
      const last = sheet.events.at(-1);
      if (last) last.clock = Number.MAX_SAFE_INTEGER;
    });

  test('is renumbered where it enters, in the same order: the same sheet, room to grow', async () => {
    const database = freshDatabase();
    const asIs = freshDatabase();
    expectOk(await importBackup(JSON.stringify(validBackupV4()), asIs));
    expectOk(await importBackup(hugeClock(), database));
    const clocks = (await getSheetHistory(LOG_SHEET_ID, database)).map((event) => event.clock);
    expect(clocks).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(Math.max(...clocks)).toBeLessThanOrEqual(MAX_KEPT_CLOCK);
    expect(await shownSheets(database)).toEqual(await shownSheets(asIs));
  });

  test('a void, an undo and two deals after it fold in the order made; the export restores', async () => {
    const database = freshDatabase();
    expectOk(await importBackup(hugeClock(), database));
    const [first] = await getDeals(LOG_SHEET_ID, database);
    expectOk(await voidDeal(LOG_SHEET_ID, first?.id ?? '', database));
    expectOk(await undoLastChange(LOG_SHEET_ID, database));
    const fourth = expectOk(await addDeal(LOG_SHEET_ID, clubsWon(1), database));
    const fifth = expectOk(await addDeal(LOG_SHEET_ID, grandLost(2), database));
    const deals = await getDeals(LOG_SHEET_ID, database);
    expect(deals.slice(3).map((deal) => deal.id)).toEqual([fourth.id, fifth.id]);
    // Every clock apart: no two events tie, so no random id decides the order.
    const clocks = (await storedEvents(database)).map((event) => event.clock);
    expect(new Set(clocks).size).toBe(clocks.length);
    const restored = await restoredExport(database);
    expect(await shownSheets(restored)).toEqual(await shownSheets(database));
  });

  test('appending past MAX_CLOCK (an earlier version let one in) is refused, nothing written', async () => {
    const database = freshDatabase();
    const sheet = await sheetOfThree(database);
    await database.log.add({
      id: crypto.randomUUID(),
      sheetId: sheet.id,
      device: crypto.randomUUID(),
      clock: MAX_CLOCK,
      at: 1_763_900_000_000,
      change: { kind: 'sheet-renamed', name: 'Poisoned' },
    });
    const before = await dumpDatabase(database);
    const added = await addDeal(sheet.id, PASSED, database);
    expect(errorCodes(added)).toEqual(['history-full']);
    expect(await dumpDatabase(database)).toStrictEqual(before);
    // Its export restores, renumbered: the restored copy takes changes again.
    const restored = await restoredExport(database);
    expectOk(await addDeal(sheet.id, PASSED, restored));
  });

  test('the refusal says what to do, in English and German', () => {
    expect(storeErrorMessage(en, { code: 'history-full' })).toMatch(
      /^This sheet takes no more changes: .* Export the sheet, delete it here and restore the export/,
    );
    expect(storeErrorMessage(de, { code: 'history-full' })).toMatch(
      /^Diese Liste nimmt keine Änderungen mehr an: .* Die Liste sichern, hier löschen und die Sicherung wiederherstellen/,
    );
  });
});

describe('item 2: times past the range', () => {
  test('a far-future time in a file is clamped to the year 9999; the export restores', async () => {
    const database = freshDatabase();
    const file = logFile((sheet) => {
      sheet.updatedAt = Number.MAX_SAFE_INTEGER;
      const third = sheet.events[2];
      if (third) third.at = 9_000_000_000_000_000;
      const last = sheet.events.at(-1);
      if (last) last.at = Number.MAX_SAFE_INTEGER;
    });
    expectOk(await importBackup(file, database));
    const times = (await storedEvents(database)).map((event) => event.at);
    expect(Math.max(...times)).toBe(MAX_TIME);
    expect((await database.sheets.get(LOG_SHEET_ID))?.updatedAt).toBe(MAX_TIME);
    // A new change after them is stamped within the range too.
    expectOk(await addDeal(LOG_SHEET_ID, clubsWon(1), database));
    expect(Math.max(...(await storedEvents(database)).map((event) => event.at))).toBe(MAX_TIME);
    const restored = await restoredExport(database);
    expect(await shownSheets(restored)).toEqual(await shownSheets(database));
  });

  // The sheet at the nearest end; its first change too (after 1970: a log's changes come after 0).
  test.each([
    ['past the year 9999', 9e15, MAX_TIME, MAX_TIME],
    ['before 1970', -5_000, 0, 1],
  ])("the device's clock %s stamps within the range", async (_, now, stamped, changed) => {
    vi.spyOn(Date, 'now').mockReturnValue(now);
    const database = freshDatabase();
    const sheet = await sheetOfThree(database);
    expect(sheet.createdAt).toBe(stamped);
    expectOk(await addDeal(sheet.id, PASSED, database));
    expect((await storedEvents(database)).map((event) => event.at)).toEqual([changed]);
  });
});

// Before ids in files were the app's UUIDs, a restore took any id; the upgrades kept them.
const LEGACY_SHEET = 'okid-1';
const LEGACY_DEALS = ['v2-four', 'v2-five', 'v2-six'];

/** A database written by schema version 2 holding a sheet and its deals under such ids. */
async function legacyDatabase(): Promise<SkatDatabase> {
  const name = `legacy-${crypto.randomUUID()}`;
  const old = new Dexie(name);
  old.version(1).stores(SCHEMA_V2);
  old.version(2).stores(SCHEMA_V2);
  await old.open();
  await old.table('sheets').add({
    id: LEGACY_SHEET,
    name: 'Old Thursday',
    playerNames: ['Anna', 'Ben', 'Carla', 'Dieter'],
    rules: { ...RULES_4, bock: { kind: 'off' } },
    createdAt: 1_600_000_000_000,
    updatedAt: 1_600_000_300_000,
  });
  await old.table('deals').bulkAdd(
    [clubsWon(1), PASSED, grandLost(3)].map((deal, position) => ({
      id: LEGACY_DEALS[position],
      sheetId: LEGACY_SHEET,
      position,
      deal,
      createdAt: 1_600_000_100_000 + position,
      updatedAt: 1_600_000_100_000 + position,
    })),
  );
  old.close();
  return openSkatDatabase(name);
}

describe('item 3: legacy ids kept by the upgrades', () => {
  test('"Export all sheets" restores in a fresh database, re-id\'d in the app\'s form', async () => {
    const database = await legacyDatabase();
    const restored = await restoredExport(database);
    expect(await shownSheets(restored)).toEqual(await shownSheets(database));
    const [sheet] = (await dumpDatabase(restored)).sheets as { id: string }[];
    expect(sheet?.id).toBe(appIdFor(LEGACY_SHEET));
    expect(isAppId(sheet?.id ?? '')).toBe(true);
    for (const event of await storedEvents(restored)) {
      expect(isEventId(event.id)).toBe(true);
      expect(isDeviceId(event.device)).toBe(true);
      expect('dealId' in event.change && isAppId(event.change.dealId)).toBe(true);
    }
    // The restored copy takes new deals.
    expectOk(await addDeal(appIdFor(LEGACY_SHEET), PASSED, restored));
  });

  test('restoring the file twice, or on the phone that holds the old ids, adds no second copy', async () => {
    const database = await legacyDatabase();
    const text = await exportBackup(undefined, database);
    const restored = freshDatabase();
    expect(expectOk(await importBackup(text, restored)).imported).toBe(1);
    expect(expectOk(await importBackup(text, restored))).toMatchObject({
      imported: 0,
      skippedExisting: 1,
    });
    expect(expectOk(await importBackup(text, database))).toMatchObject({
      imported: 0,
      skippedExisting: 1,
      differing: [],
    });
    expect(await database.sheets.count()).toBe(1);
  });
});
