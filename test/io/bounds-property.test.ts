// Issue 19's property: whatever the app has accepted or made, its own export restores, to the
// same deals, totals and history. Valid but extreme files (huge and equal clocks, times at the
// ends of the range and past it, ids of earlier versions, long logs) are imported, changed as
// the app changes a sheet (a deal added, one voided, an undo), exported and restored in a fresh
// database: the result is what was shown.
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { SkatDatabase } from '../../src/db/database';
import { addDeal, undoLastChange, voidDeal } from '../../src/db/deals';
import type { EventRecord, SheetRecord } from '../../src/db/records';
import { MAX_CLOCK, MAX_TIME, isTimeInRange } from '../../src/domain/log-bounds';
import { isAppId, isDeviceId, isEventId } from '../../src/domain/bounded-log';
import { exportBackup, importBackup } from '../../src/io/backup';
import { expectOk, freshDatabase } from '../support/db-fixtures';
import { getDeals } from '../support/db-reads';
import { dumpDatabase } from './fixtures';
import { shownSheets } from './shown';
import { storedSetup } from '../support/stored-setup';

const UUID_DEVICE = '0b6f7d1e-7777-4000-8000-0000000000aa';

/**
 * The n-th id of a kind ('s'heet, 'd'eal, 'e'vent) of a sheet: of the app's form, or of an
 * earlier version's restore (any text; an upgraded deal's event "v4-added-…" among them).
 */
function id(kind: 's' | 'd' | 'e', sheet: number, n: number, legacy: boolean): string {
  if (legacy)
    return kind === 'e' && n % 3 === 0 ? `v4-added-old-${sheet}-${n}` : `${kind}${sheet}-${n}`;
  const hex = ('sde'.indexOf(kind) * 100_000 + sheet * 10_000 + n).toString(16).padStart(12, '0');
  return `0b6f7d1e-9999-4000-8000-${hex}`;
}

/** A clock's start: from 1, past what a log keeps, past what the app makes, at JSON's end. */
const clockStart = fc.constantFrom(1, 2 ** 32 - 3, MAX_CLOCK, Number.MAX_SAFE_INTEGER - 200);

/** A time: the ends of the range, past it (an earlier version took them), an evening. */
const time = fc.oneof(
  fc.constantFrom(0, 1, MAX_TIME, MAX_TIME + 1, 8.64e15, 9e15, Number.MAX_SAFE_INTEGER),
  fc.integer({ min: 1_700_000_000_000, max: 1_800_000_000_000 }),
);

/** What one step of the log does: a deal added, or a change of an earlier one. */
const step = fc.record({
  kind: fc.constantFrom('add', 'add', 'add', 'replace', 'void', 'undo', 'rename'),
  /** Which earlier deal or event it concerns (modulo how many there are). */
  target: fc.nat(),
  /** 0: the same clock as the event before (only where nothing is named). */
  tick: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 3 })),
  legacyId: fc.boolean(),
  legacyDevice: fc.boolean(),
  at: time,
  declarer: fc.integer({ min: 0, max: 2 }),
  made: fc.boolean(),
});

const sheetPlan = fc.record({
  legacySheet: fc.boolean(),
  start: clockStart,
  createdAt: time,
  steps: fc.array(step, { minLength: 1, maxLength: 40 }),
});

type SheetPlan = typeof sheetPlan extends fc.Arbitrary<infer T> ? T : never;

/** A version-4 file's sheet from a plan: every reference named older, every deal the log's. */
function sheetOf(plan: SheetPlan, sheetNumber: number) {
  let clock = plan.start;
  const deals: { dealId: string; version: string }[] = [];
  const events: Record<string, unknown>[] = [];
  plan.steps.forEach((s, index) => {
    // A sheet of 36 deals: at most 30 from the file, so the player can add more.
    const kind =
      deals.length === 0 ? 'add' : deals.length >= 30 && s.kind === 'add' ? 'rename' : s.kind;
    const names = kind === 'replace' || (kind === 'undo' && events.length > 0);
    clock = Math.min(clock + (names ? Math.max(1, s.tick) : s.tick), Number.MAX_SAFE_INTEGER);
    if (index > 0 && names && clock <= Number(events.at(-1)?.clock ?? 0)) return;
    const eventId = id('e', sheetNumber, index, s.legacyId);
    const deal = {
      game: 'clubs',
      declarer: s.declarer,
      tops: 1,
      outcome: { made: s.made },
      bid: 18,
    };
    const target = deals[s.target % Math.max(1, deals.length)];
    let change: Record<string, unknown>;
    if (kind === 'add' || !target) {
      const dealId = id('d', sheetNumber, index, s.legacyId);
      deals.push({ dealId, version: eventId });
      change = { kind: 'deal-added', dealId, deal: s.made ? deal : { game: 'passed' } };
    } else if (kind === 'replace') {
      change = { kind: 'deal-replaced', dealId: target.dealId, replaces: target.version, deal };
      target.version = eventId;
    } else if (kind === 'void') change = { kind: 'deal-voided', dealId: target.dealId };
    else if (kind === 'undo') {
      const named = events[s.target % events.length];
      change = { kind: 'undone', undoes: named?.id };
    } else change = { kind: 'sheet-renamed', name: `Evening ${index}` };
    events.push({
      id: eventId,
      device: s.legacyDevice ? `phone-${sheetNumber}` : UUID_DEVICE,
      clock,
      at: s.at,
      change,
    });
  });
  return {
    id: id('s', sheetNumber, 0, plan.legacySheet),
    name: `Sheet ${sheetNumber}`,
    playerNames: ['Anna', 'Ben', 'Carla'],
    setup: storedSetup({ players: 3 }),
    preset: null,
    createdAt: plan.createdAt,
    updatedAt: plan.createdAt,
    events,
  };
}

function fileOf(plans: readonly SheetPlan[]): string {
  return JSON.stringify({
    format: 'skat-scorekeeper-backup',
    version: 4,
    exportedAt: '2026-11-26T18:00:00.000Z',
    sheets: plans.map(sheetOf),
  });
}

/** What a player does next on each sheet: a deal, a void of the first one, an undo of that. */
async function act(database: SkatDatabase): Promise<void> {
  for (const sheetId of await database.sheets.toCollection().primaryKeys()) {
    expectOk(await addDeal(sheetId, { kind: 'passed' }, database));
    const [first] = await getDeals(sheetId, database);
    if (first && first.deal.kind !== 'voided') {
      expectOk(await voidDeal(sheetId, first.id, database));
      expectOk(await undoLastChange(sheetId, database));
    }
    expectOk(await addDeal(sheetId, { kind: 'passed' }, database));
  }
}

/** Everything stored is within the bounds: the app's ids, times in range, clocks with room. */
async function inBounds(database: SkatDatabase): Promise<void> {
  const dump = await dumpDatabase(database);
  for (const sheet of dump.sheets as SheetRecord[]) {
    expect(isAppId(sheet.id)).toBe(true);
    expect(isTimeInRange(sheet.createdAt) && isTimeInRange(sheet.updatedAt)).toBe(true);
  }
  for (const event of dump.log as EventRecord[]) {
    expect(isEventId(event.id) && isDeviceId(event.device)).toBe(true);
    expect(isTimeInRange(event.at)).toBe(true);
    expect(event.clock).toBeLessThan(MAX_CLOCK);
  }
}

describe('whatever the app accepted or made, its own export restores to what was shown', () => {
  test('extreme files: imported, changed, exported, restored', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(sheetPlan, { minLength: 1, maxLength: 2 }), async (plans) => {
        const database = freshDatabase();
        expectOk(await importBackup(fileOf(plans), database));
        await inBounds(database);
        await act(database);
        await inBounds(database);
        const shown = await shownSheets(database);
        const text = await exportBackup(undefined, database);
        const restored = freshDatabase();
        expect(expectOk(await importBackup(text, restored)).imported).toBe(plans.length);
        expect(await shownSheets(restored)).toEqual(shown);
        // Restored again, the same file adds nothing: its sheets are recognised by their ids.
        expect(expectOk(await importBackup(text, restored)).imported).toBe(0);
        await Promise.all([database.delete(), restored.delete()]);
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
