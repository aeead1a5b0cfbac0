// Issue 34, item 9: a phone whose clock ran a year ahead made every later change on every phone
// show next year's date (each new event's time was past the latest of the sheet, and a sheet's
// `updatedAt` followed the events that came in). A wrong clock now moves only its own events.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { addDeal } from '../../src/db/deals';
import { addIncomingEvents } from '../../src/db/incoming-events';
import { loadSheet, storedEventsOf } from '../../src/db/sheet-log';
import { clubsWon, expectOk, freshDatabase, PASSED, sheetOfThree } from '../support/db-fixtures';

const YEAR = 365 * 24 * 3600 * 1000;

afterEach(() => {
  vi.useRealTimers();
});

describe('a phone whose clock runs a year ahead', () => {
  test('dates its own events next year, and no other phone’s', async () => {
    const ahead = freshDatabase();
    const right = freshDatabase();
    const sheet = await sheetOfThree(right);
    const now = Date.now();
    // The phone ahead takes the sheet in and enters a deal with its clock a year on.
    expectOk(await addIncomingEvents(ahead, sheet, []));
    vi.useFakeTimers({ now: now + YEAR, toFake: ['Date'] });
    expectOk(await addDeal(sheet.id, clubsWon(0), ahead));
    vi.useRealTimers();
    const fromAhead = await storedEventsOf(ahead, sheet.id);
    expect(fromAhead[0]?.at).toBeGreaterThanOrEqual(now + YEAR);

    // The phone with the right clock takes it in: its sheet is changed now, not next year.
    expectOk(await addIncomingEvents(right, sheet, fromAhead));
    const taken = await loadSheet(right, sheet.id);
    expect(taken?.record.updatedAt).toBeLessThan(now + YEAR / 2);
    // Its own next deal is dated now, and the sheet's change too.
    expectOk(await addDeal(sheet.id, PASSED, right));
    const loaded = await loadSheet(right, sheet.id);
    const passed = loaded?.deals.find((deal) => deal.deal.kind === 'passed');
    expect(passed?.createdAt).toBeLessThan(now + YEAR / 2);
    expect(loaded?.record.updatedAt).toBeLessThan(now + YEAR / 2);
    // Yet the list's order and the stats cache still see a change: later than the one before.
    expect(loaded?.record.updatedAt).toBeGreaterThan(taken?.record.updatedAt ?? Infinity);
  });
});
