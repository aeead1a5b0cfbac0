// A sheet's log read again after it grew is judged and folded on top of the last read
// (db/fold-cache.ts): the same sheet as the whole log folded (loadedSheet, as every read did
// before), for a flood's batches, and again whole when the log or the sheet changed otherwise.
import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import type { SkatDatabase } from '../../src/db/database';
import { addDeal } from '../../src/db/deals';
import { judgedLogOf } from '../../src/db/fold-cache';
import { addIncomingEvents } from '../../src/db/incoming-events';
import type { EventRecord } from '../../src/db/records';
import { eventsOf, loadSheet, loadedSheet } from '../../src/db/sheet-log';
import { undoLastChange } from '../../src/db/undo';
import { clubsWon, expectOk, freshDatabase, sheetOfThree } from '../support/db-fixtures';

/** `count` renames of another phone after every event of the sheet, as a flood's batch. */
async function floodBatch(database: SkatDatabase, sheetId: string, count: number, from: number) {
  const batch: EventRecord[] = Array.from({ length: count }, (_, n) => ({
    id: crypto.randomUUID(),
    sheetId,
    device: 'flood',
    clock: 100 + from + n,
    at: 2_000_000 + from + n,
    change: { kind: 'sheet-renamed', name: `Flood ${from + n}` },
  }));
  await database.log.bulkAdd(batch);
}

/** The sheet read, and the same sheet with its whole log judged and folded. */
async function readAndWhole(database: SkatDatabase, sheetId: string) {
  const loaded = await loadSheet(database, sheetId);
  const record = await database.sheets.get(sheetId);
  if (!loaded || !record) throw new Error('no sheet');
  return { loaded, whole: loadedSheet(record, await eventsOf(database, sheetId)) };
}

async function floodedSheet() {
  const database = freshDatabase();
  const sheet = await sheetOfThree(database);
  expectOk(await addDeal(sheet.id, clubsWon(0), database));
  expectOk(await addDeal(sheet.id, clubsWon(1), database));
  return { database, sheetId: sheet.id };
}

describe('a sheet read again after its log grew', () => {
  test('batch by batch: the whole log folded, each batch judged alone', async () => {
    const { database, sheetId } = await floodedSheet();
    await loadSheet(database, sheetId);
    for (let from = 0; from < 600; from += 200) {
      await floodBatch(database, sheetId, 200, from);
      const { loaded, whole } = await readAndWhole(database, sheetId);
      expect(loaded).toEqual(whole);
      expect(loaded.sheet.name).toBe(`Flood ${from + 199}`);
    }
    const record = await database.sheets.get(sheetId);
    if (!record) throw new Error('no sheet');
    // The cache holds the last read: the same log again judges nothing, 50 more judge 50.
    const events = await eventsOf(database, sheetId);
    expect(judgedLogOf(record, events).judgedNow).toBe(0);
    await floodBatch(database, sheetId, 50, 600);
    expect(judgedLogOf(record, await eventsOf(database, sheetId)).judgedNow).toBe(50);
  });

  test('an undo after the flood: the whole log again, the deal gone', async () => {
    const { database, sheetId } = await floodedSheet();
    await floodBatch(database, sheetId, 100, 0);
    await loadSheet(database, sheetId);
    expectOk(await undoLastChange(sheetId, database));
    const { loaded, whole } = await readAndWhole(database, sheetId);
    expect(loaded).toEqual(whole);
    expect(loaded.sheet.name).toBe('Flood 98');
  });

  test('a deal marked tampered after the flood: counted nowhere', async () => {
    const { database, sheetId } = await floodedSheet();
    await floodBatch(database, sheetId, 100, 0);
    const before = await loadSheet(database, sheetId);
    const record = await database.sheets.get(sheetId);
    if (!before || !record) throw new Error('no sheet');
    const first = before.folded.deals[0]?.versionEvent ?? '';
    expectOk(await addIncomingEvents(database, record, [], [first]));
    const { loaded, whole } = await readAndWhole(database, sheetId);
    expect(loaded).toEqual(whole);
    expect(loaded.deals).toHaveLength(1);
  });
});
