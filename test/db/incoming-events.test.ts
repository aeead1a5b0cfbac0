// Events from elsewhere: added once each, refused with a code when outside the bounds or when
// they would change a stored event.
import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { addIncomingEvents } from '../../src/db/incoming-events';
import type { EventRecord } from '../../src/db/records';
import { loadSheet, storedEventsOf } from '../../src/db/sheet-log';
import { clubsWon, expectOk, freshDatabase, sheetOfThree } from '../support/db-fixtures';

async function sheetAndDeal() {
  const database = freshDatabase();
  const sheet = await sheetOfThree(database);
  const event: EventRecord = {
    id: crypto.randomUUID(),
    sheetId: sheet.id,
    device: crypto.randomUUID(),
    clock: 1,
    at: Date.UTC(2026, 10, 26, 20),
    change: { kind: 'deal-added', dealId: crypto.randomUUID(), deal: clubsWon(0) },
  };
  return { database, sheet, event };
}

describe('addIncomingEvents', () => {
  test('adds an event once, however often it arrives', async () => {
    const { database, sheet, event } = await sheetAndDeal();
    expect(expectOk(await addIncomingEvents(database, sheet, [event, event]))).toEqual({
      added: 1,
      refused: [],
    });
    expect(expectOk(await addIncomingEvents(database, sheet, [event]))).toEqual({
      added: 0,
      refused: [],
    });
    expect(await storedEventsOf(database, sheet.id)).toHaveLength(1);
    expect((await loadSheet(database, sheet.id))?.deals).toHaveLength(1);
  });

  test('refuses an event that would change a stored one', async () => {
    const { database, sheet, event } = await sheetAndDeal();
    expectOk(await addIncomingEvents(database, sheet, [event]));
    const changed = { ...event, at: event.at + 1 };
    expect(expectOk(await addIncomingEvents(database, sheet, [changed]))).toEqual({
      added: 0,
      refused: [{ eventId: event.id, code: 'event-differs' }],
    });
    expect(await storedEventsOf(database, sheet.id)).toEqual([event]);
  });

  test('refuses ids, clocks, times and seen heads outside the bounds, and events of another sheet', async () => {
    const { database, sheet, event } = await sheetAndDeal();
    const bad: EventRecord[] = [
      { ...event, id: 'not-an-app-id' },
      { ...event, id: crypto.randomUUID(), device: 'phone' },
      { ...event, id: crypto.randomUUID(), clock: 2 ** 33 },
      { ...event, id: crypto.randomUUID(), clock: 0 },
      { ...event, id: crypto.randomUUID(), at: -1 },
      { ...event, id: crypto.randomUUID(), seen: ['<img>'] },
      { ...event, id: crypto.randomUUID(), seen: Array.from({ length: 65 }, () => event.id) },
      { ...event, id: crypto.randomUUID(), sheetId: crypto.randomUUID() },
    ];
    const result = expectOk(await addIncomingEvents(database, sheet, bad));
    expect(result.added).toBe(0);
    expect(result.refused.map((refusal) => refusal.code)).toEqual([
      'event-out-of-bounds',
      'event-out-of-bounds',
      'event-out-of-bounds',
      'event-out-of-bounds',
      'event-out-of-bounds',
      'event-out-of-bounds',
      'event-out-of-bounds',
      'event-other-sheet',
    ]);
    expect(await storedEventsOf(database, sheet.id)).toEqual([]);
  });

  test("refuses an event whose id another of this device's sheets has", async () => {
    const { database, sheet, event } = await sheetAndDeal();
    expectOk(await addIncomingEvents(database, sheet, [event]));
    const other = await sheetOfThree(database);
    const result = expectOk(
      await addIncomingEvents(database, other, [{ ...event, sheetId: other.id }]),
    );
    expect(result).toEqual({ added: 0, refused: [{ eventId: event.id, code: 'event-id-taken' }] });
  });

  test('stores the sheet as started when this device does not have it (joining)', async () => {
    const { sheet, event } = await sheetAndDeal();
    const joined = freshDatabase();
    expect(expectOk(await addIncomingEvents(joined, sheet, [event])).added).toBe(1);
    expect((await joined.sheets.get(sheet.id))?.name).toBe(sheet.name);
    expect((await loadSheet(joined, sheet.id))?.deals.map((deal) => deal.deal)).toEqual([
      clubsWon(0),
    ]);
  });
});
