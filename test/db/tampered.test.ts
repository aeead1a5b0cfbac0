// Issue 30: events of a shared sheet found tampered with on the club's server (sync/live/bridge.ts)
// are marked on the sheet's record beside its log; every version counts nowhere. The mark is
// written with the incoming events, moves the sheet's `updatedAt` (its cached stats are made
// again), and travels with a backup: the sheet stays exportable and restorable, and the restored
// copy (or a copy beside it, with fresh ids) still counts the event nowhere.
import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import type { SkatDatabase } from '../../src/db/database';
import { addDeal, replaceDeal } from '../../src/db/deals';
import { addIncomingEvents } from '../../src/db/incoming-events';
import { scoreStoredSheet } from '../../src/db/scored-sheet';
import { loadSheet } from '../../src/db/sheet-log';
import { exportBackup, importBackup } from '../../src/io/backup';
import { clubsWon, expectOk, freshDatabase, PASSED, sheetOfThree } from '../support/db-fixtures';

/** A sheet of three deals whose first deal's event is marked tampered; its id and that event. */
async function markedSheet(database: SkatDatabase) {
  const sheet = await sheetOfThree(database);
  expectOk(await addDeal(sheet.id, clubsWon(0), database));
  expectOk(await addDeal(sheet.id, PASSED, database));
  expectOk(await addDeal(sheet.id, clubsWon(2), database));
  const loaded = await loadSheet(database, sheet.id);
  const eventId = loaded?.folded.deals[0]?.versionEvent ?? '';
  const record = await database.sheets.get(sheet.id);
  if (!record) throw new Error('no sheet');
  expectOk(await addIncomingEvents(database, record, [], [eventId]));
  return { sheetId: sheet.id, eventId, updatedBefore: record.updatedAt };
}

async function countedDeals(database: SkatDatabase, sheetId: string) {
  const loaded = await loadSheet(database, sheetId);
  if (!loaded) return null;
  const scored = scoreStoredSheet(loaded);
  return {
    deals: loaded.deals.map((deal) => deal.deal),
    totals: scored.ok ? scored.value.totals.list : null,
  };
}

describe('a tampered event', () => {
  test('is marked with the incoming events, counts nowhere, and moves the sheet changed', async () => {
    const database = freshDatabase();
    const { sheetId, eventId, updatedBefore } = await markedSheet(database);
    const record = await database.sheets.get(sheetId);
    expect(record?.tampered).toEqual([eventId]);
    expect(record?.updatedAt).toBeGreaterThan(updatedBefore);
    expect(await countedDeals(database, sheetId)).toEqual({
      deals: [PASSED, clubsWon(2)],
      totals: [0, 0, 24],
    });
    // Marked again (the next mirror pass): nothing changes.
    const again = await database.sheets.get(sheetId);
    if (!again) throw new Error('no sheet');
    expectOk(await addIncomingEvents(database, again, [], [eventId]));
    expect(await database.sheets.get(sheetId)).toEqual(again);
  });

  test('a correction of a tampered deal finds no deal: it counts nowhere either', async () => {
    const database = freshDatabase();
    const { sheetId, eventId } = await markedSheet(database);
    const loaded = await loadSheet(database, sheetId);
    const tamperedDeal = loaded?.events.find((event) => event.id === eventId)?.change;
    const dealId = tamperedDeal?.kind === 'deal-added' ? tamperedDeal.dealId : '';
    // Corrected on a phone before the mark arrived: written as a replace of the tampered version.
    const record = await database.sheets.get(sheetId);
    if (!record) throw new Error('no sheet');
    await database.sheets.put({ ...record, tampered: [] });
    expectOk(await replaceDeal(sheetId, dealId, clubsWon(1), database));
    await database.sheets.update(sheetId, { tampered: [eventId] });
    expect((await countedDeals(database, sheetId))?.deals).toEqual([PASSED, clubsWon(2)]);
  });

  test('travels with a backup: restored, and restored as a copy beside it, it still counts nowhere', async () => {
    const source = freshDatabase();
    const { sheetId, eventId } = await markedSheet(source);
    const counted = await countedDeals(source, sheetId);
    const text = await exportBackup(undefined, source);
    expect(JSON.parse(text).sheets[0].tampered).toEqual([eventId]);

    const target = freshDatabase();
    expect(expectOk(await importBackup(text, target)).imported).toBe(1);
    expect((await target.sheets.get(sheetId))?.tampered).toEqual([eventId]);
    expect(await countedDeals(target, sheetId)).toEqual(counted);

    // A copy beside it (the one here went on): fresh ids, the mark on the copy's own event.
    expectOk(await addDeal(sheetId, PASSED, target));
    expectOk(await importBackup(text, target, { copies: new Set([sheetId]) }));
    const copy = (await target.sheets.toArray()).find((sheet) => sheet.id !== sheetId);
    const copyLog = await loadSheet(target, copy?.id ?? '');
    expect(copy?.tampered).toHaveLength(1);
    expect(copy?.tampered?.[0]).not.toBe(eventId);
    expect(copyLog?.events.some((event) => event.id === copy?.tampered?.[0])).toBe(true);
    expect(await countedDeals(target, copy?.id ?? '')).toEqual(counted);
  });
});
