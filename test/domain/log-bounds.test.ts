// The bounds every way in shares (issue 19): the app's id form, legacy ids re-id'd the same way
// every time, a log renumbered in its own order.
import { describe, expect, test } from 'vitest';
import { MIGRATION_DEVICE, migratedAddId } from '../../src/db/migrations/v4-event-log';
import { foldLog } from '../../src/domain/fold-log';
import { MAX_KEPT_CLOCK, MAX_TIME, boundedTime } from '../../src/domain/log-bounds';
import {
  appIdFor,
  eventIdFor,
  isAppId,
  isDeviceId,
  isEventId,
  isLogInBounds,
  renumberedLog,
  UPGRADE_DEVICE,
} from '../../src/domain/bounded-log';
import { orderEvents, type SheetEvent } from '../../src/domain/sheet-log';

const UUID = '0b6f7d1e-2222-4000-8000-000000000001';

describe('the app’s id form', () => {
  test('the upgrade’s ids and device are of it', () => {
    expect(isEventId(migratedAddId(UUID))).toBe(true);
    expect(isDeviceId(MIGRATION_DEVICE)).toBe(true);
    expect(UPGRADE_DEVICE).toBe(MIGRATION_DEVICE);
  });

  test('a legacy id gets an id of the app’s form, the same every time, others a different one', () => {
    for (const legacy of ['v2-four', 'okid-1', 'odd\uD800', '../../sheets', UUID.toUpperCase()]) {
      expect(isAppId(appIdFor(legacy))).toBe(true);
      expect(appIdFor(legacy)).toBe(appIdFor(legacy));
    }
    expect(appIdFor('v2-four')).not.toBe(appIdFor('v2-five'));
    expect(appIdFor(UUID)).toBe(UUID);
  });

  test('an upgraded deal’s event keeps its prefix, its deal re-id’d as the deal is', () => {
    expect(eventIdFor('v4-added-v2-four')).toBe(`v4-added-${appIdFor('v2-four')}`);
    expect(eventIdFor(migratedAddId(UUID))).toBe(migratedAddId(UUID));
    expect(isEventId(eventIdFor('e-7'))).toBe(true);
  });

  test('times are clamped into 1970 … 9999', () => {
    expect(boundedTime(9e15)).toBe(MAX_TIME);
    expect(boundedTime(-1)).toBe(0);
    expect(boundedTime(Number.NaN)).toBe(0);
    expect(new Date(MAX_TIME).toISOString()).toBe('9999-12-31T23:59:59.999Z');
  });
});

describe('a log renumbered where it enters', () => {
  const event = (id: string, device: string, clock: number, change: SheetEvent['change']) =>
    ({ id, device, clock, at: 1, change }) satisfies SheetEvent;
  const log: SheetEvent[] = [
    event('e-2', 'phone', Number.MAX_SAFE_INTEGER, { kind: 'undone', undoes: 'e-1' }),
    event('e-1', 'phone', 7, { kind: 'deal-added', dealId: 'd-1', deal: { kind: 'passed' } }),
    event(UUID, 'phone', 7, { kind: 'deal-added', dealId: 'd-2', deal: { kind: 'passed' } }),
  ];

  test('keeps its order and its place in the array; named events stay older', () => {
    expect(isLogInBounds(log)).toBe(false);
    const renumbered = renumberedLog(log);
    expect(isLogInBounds(renumbered)).toBe(true);
    // In (clock, device, id) order the two adds tie on clock and device: "0b6f…" before "e-1".
    expect(renumbered.map((e) => e.clock)).toEqual([3, 2, 1]);
    expect(renumbered[0]?.change).toEqual({ kind: 'undone', undoes: eventIdFor('e-1') });
    expect(orderEvents(renumbered).map((e) => e.id)).toEqual(
      orderEvents(log).map((e) => eventIdFor(e.id)),
    );
    expect(Math.max(...renumbered.map((e) => e.clock))).toBeLessThanOrEqual(MAX_KEPT_CLOCK);
    expect(foldLog(renumbered).deals.map((d) => d.dealId)).toEqual([appIdFor('d-2')]);
  });

  test('a log within the bounds stays as it is', () => {
    const honest = [event(UUID, UUID, 1, { kind: 'sheet-renamed', name: 'x' })];
    expect(isLogInBounds(honest)).toBe(true);
    expect(renumberedLog(honest)).toEqual(honest);
  });
});
