// The version 4 → 5 copy on its own (migrations/v5-clustered-log.ts): every record of `events`
// into `log`, unchanged, page by page; small pages here so the page bounds are crossed.
import 'fake-indexeddb/auto';
import { Dexie, type Table } from 'dexie';
import { describe, expect, test } from 'vitest';
import { copyEventsToLog } from '../../src/db/migrations/v5-clustered-log';
import type { EventRecord } from '../../src/db/records';

function eventRecord(sheetId: string, id: string, clock: number): EventRecord {
  return {
    id,
    sheetId,
    device: 'd',
    clock,
    at: 1000 + clock,
    change: { kind: 'deal-deleted', dealId: id },
  };
}

/** A database with both stores, as the upgrade transaction sees them. */
async function stores(written: readonly EventRecord[]) {
  const database = new Dexie(`v5-copy-${crypto.randomUUID()}`);
  database.version(1).stores({ events: 'id', log: '[sheetId+id]' });
  await database.table('events').bulkAdd([...written]);
  return {
    events: database.table('events') as Table<EventRecord, string>,
    log: database.table('log') as Table<EventRecord, [string, string]>,
  };
}

// Five events of two sheets, written in no particular order.
const FIVE = [
  eventRecord('s2', 'e', 1),
  eventRecord('s1', 'b', 2),
  eventRecord('s1', 'd', 1),
  eventRecord('s2', 'a', 2),
  eventRecord('s1', 'c', 3),
];

describe('copyEventsToLog', () => {
  test.each([
    { pageSize: 2, what: 'a last page half full' },
    { pageSize: 5, what: 'exactly one full page' },
    { pageSize: 1, what: 'one event a page' },
    { pageSize: 10, what: 'one page not full' },
  ])('every event arrives unchanged: $what', async ({ pageSize }) => {
    const { events, log } = await stores(FIVE);
    await copyEventsToLog(events, log, pageSize);
    // In the order of the new key: sheet s1's events, then s2's.
    expect(await log.toArray()).toEqual([
      eventRecord('s1', 'b', 2),
      eventRecord('s1', 'c', 3),
      eventRecord('s1', 'd', 1),
      eventRecord('s2', 'a', 2),
      eventRecord('s2', 'e', 1),
    ]);
  });

  test('no events: nothing to copy', async () => {
    const { events, log } = await stores([]);
    await copyEventsToLog(events, log, 2);
    expect(await log.count()).toBe(0);
  });
});
