// The upgrade from the oldest schema at scale (issue 19): hundreds of version-1 sheets with their
// deals and pending undos become exactly the log version 4 made of them (dealsToEvents), every
// sheet scoring as before; the progress goes from 0 to every sheet; and an upgrade cut short
// leaves the old database whole, so the next start upgrades it cleanly.
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, test } from 'vitest';
import { openSkatDatabase } from '../../src/db/database';
import { DEALS_PER_SHEET, writeVersionOne } from './version-one';
import { dealsToEvents } from '../../src/db/migrations/v4-event-log';
import {
  emptyVersion3Stores,
  finishUpgrade,
  moveStartingLogs,
} from '../../src/db/migrations/finish-upgrade';
import { getUndoChange, undoLastChange, voidDeal } from '../../src/db/deals';
import { deleteSheet, listSheets } from '../../src/db/sheets';
import { getDeals } from '../support/db-reads';
import { PASSED, expectOk } from '../support/db-fixtures';
import { onUpgradeProgress, type UpgradeProgress } from '../../src/db/upgrade-progress';
import type { EventRecord } from '../../src/db/records';
import { checkDatabase } from './check-stored';

const SHEETS = 150;

const sortedLog = (events: readonly EventRecord[]) =>
  [...events].sort((a, b) =>
    a.sheetId === b.sheetId ? a.id.localeCompare(b.id) : a.sheetId.localeCompare(b.sheetId),
  );

let stopListening = () => {};
afterEach(() => stopListening());

describe(`the upgrade of ${SHEETS} sheets × ${DEALS_PER_SHEET} deals from schema version 1`, () => {
  test('makes the log version 4 made, every sheet valid; the progress runs from 0 to all', async () => {
    const name = `upgrade-scale-${crypto.randomUUID()}`;
    const records = await writeVersionOne(name, SHEETS);
    const steps: UpgradeProgress[] = [];
    stopListening = onUpgradeProgress((progress) => steps.push(progress));
    const database = openSkatDatabase(name);
    await database.open();
    // Waiting in `startingLogs`, one record per sheet, until moved into `log` after the start.
    const made = sortedLog(dealsToEvents(records.deals, records.undo));
    expect(await database.startingLogs.count()).toBe(SHEETS);
    expect(await database.log.count()).toBe(0);
    expect(await checkDatabase(database)).toEqual([]);
    expect(await moveStartingLogs(database)).toBe(SHEETS);
    expect(await database.startingLogs.count()).toBe(0);
    expect(sortedLog(await database.log.toArray())).toEqual(made);
    expect(await database.sheets.count()).toBe(SHEETS);
    expect(await checkDatabase(database)).toEqual([]);
    expect(steps[0]).toEqual({ done: 0, total: SHEETS });
    expect(steps.at(-1)).toEqual({ done: SHEETS, total: SHEETS });
    // It moves in between, and never back.
    expect(steps.length).toBeGreaterThan(3);
    expect(steps.every((step, i) => i === 0 || step.done >= (steps[i - 1]?.done ?? 0))).toBe(true);
    database.close();
  });

  test('cut short, it leaves version 1 whole; the next start upgrades it cleanly', async () => {
    const name = `upgrade-cut-${crypto.randomUUID()}`;
    const records = await writeVersionOne(name, SHEETS);
    // The phone goes off in the middle of writing the log.
    stopListening = onUpgradeProgress(({ done }) => {
      if (done > 0) throw new Error('cut short');
    });
    const cut = openSkatDatabase(name);
    await expect(cut.open()).rejects.toThrow();
    cut.close();
    stopListening();
    const old = new Dexie(name);
    await old.open();
    expect(old.verno).toBe(1);
    expect(await old.table('deals').count()).toBe(SHEETS * DEALS_PER_SHEET);
    expect(await old.table('sheets').get(records.sheets[0]?.id ?? '')).toEqual(records.sheets[0]);
    old.close();
    const database = openSkatDatabase(name);
    await database.open();
    await moveStartingLogs(database);
    expect(sortedLog(await database.log.toArray())).toEqual(
      sortedLog(dealsToEvents(records.deals, records.undo)),
    );
    expect(await checkDatabase(database)).toEqual([]);
    database.close();
  });

  test('with its first events still waiting, every sheet works; finishing changes nothing shown', async () => {
    const name = `upgrade-waiting-${crypto.randomUUID()}`;
    const records = await writeVersionOne(name, 20);
    const database = openSkatDatabase(name);
    await database.open();
    expect(await database.startingLogs.count()).toBe(20);
    const [undone, voided, deleted] = records.sheets.map((sheet) => sheet.id);
    if (!undone || !voided || !deleted) throw new Error('three sheets expected');
    // Sheet 0 had a pending undo (a change of its last deal): it takes it back, as before.
    expect(await getUndoChange(undone, database)).toEqual({
      kind: 'changed',
      dealNumber: DEALS_PER_SHEET,
    });
    expectOk(await undoLastChange(undone, database));
    expect((await getDeals(undone, database)).at(-1)?.deal).toEqual(PASSED);
    // Sheet 1 is complete (36 of 36): its first deal is voided instead.
    const first = (await getDeals(voided, database))[0];
    expect(expectOk(await voidDeal(voided, first?.id ?? '', database)).deal.kind).toBe('voided');
    expectOk(await deleteSheet(deleted, database));
    expect(await database.startingLogs.get(deleted)).toBeUndefined();
    const before = await listSheets(database);
    expect(before.map((summary) => summary.dealCount)).toEqual(
      Array<number>(19).fill(DEALS_PER_SHEET),
    );
    await finishUpgrade(database);
    expect(await database.startingLogs.count()).toBe(0);
    expect(await database.deals.count()).toBe(0);
    expect(await database.undo.count()).toBe(0);
    expect(await listSheets(database)).toEqual(before);
    expect((await getDeals(undone, database)).at(-1)?.deal).toEqual(PASSED);
    expect((await getDeals(voided, database))[0]?.deal.kind).toBe('voided');
    expect(await checkDatabase(database)).toEqual([]);
    database.close();
  });

  test('the background work goes on where a start cut it short', async () => {
    const name = `upgrade-resumed-${crypto.randomUUID()}`;
    const records = await writeVersionOne(name, 30);
    const database = openSkatDatabase(name);
    await database.open();
    const listed = await listSheets(database);
    // A first start moved one batch of sheets and deleted a part of the old deals, then closed.
    await database.transaction('rw', [database.log, database.startingLogs], async () => {
      const first = await database.startingLogs.limit(7).toArray();
      await database.log.bulkAdd(first.flatMap((record) => record.events));
      await database.startingLogs.bulkDelete(first.map((record) => record.sheetId));
    });
    expect(await listSheets(database)).toEqual(listed);
    expect(await moveStartingLogs(database, 5)).toBe(23);
    expect(await emptyVersion3Stores(database, 100)).toBe(records.deals.length);
    expect(await listSheets(database)).toEqual(listed);
    expect(sortedLog(await database.log.toArray())).toEqual(
      sortedLog(dealsToEvents(records.deals, records.undo)),
    );
    database.close();
  });
});
