// The night's fold: the same night for every arrival order; what it leaves out, with a code.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { foldNight } from '../../../src/domain/tournament/night-fold';
import type { NightResult } from '../../../src/domain/tournament/season';
import { assigned, KEY, nightEvent, planned, setupOf, T0, tablesOf } from './night-fixtures';

const SETUP = setupOf(7, 2);

const result = (points: number): NightResult[] => [
  { playerId: 'p000', name: 'Player 0', seegerFabian: points, won: 1, lost: 0, lists: 1 },
];

describe('foldNight', () => {
  test('a planned night with two series, closed, with results', () => {
    const events = [
      planned(SETUP),
      assigned(SETUP, 0),
      assigned(SETUP, 1),
      nightEvent({ kind: 'night-closed' }, T0 + 9000),
      nightEvent({ kind: 'night-results', results: result(100) }, T0 + 9000),
    ];
    const night = foldNight(KEY, events);
    expect(night.setup).toBe(SETUP);
    expect(night.plan?.series).toHaveLength(2);
    expect(night.tables.map((tables) => tables.map((table) => table.players.length))).toEqual([
      [4, 3],
      [4, 3],
    ]);
    expect(night.closed).toEqual({ at: T0 + 9000, author: 'director' });
    expect(night.results).toEqual(result(100));
    expect(night.ignored).toEqual([]);
  });

  test('every arrival order (repeats included) folds to the same night', () => {
    const events = [
      planned(SETUP),
      planned(setupOf(8, 2), T0 + 1),
      assigned(SETUP, 0),
      assigned(SETUP, 1),
      assigned(SETUP, 1, T0 + 5000),
      nightEvent({ kind: 'night-closed' }, T0 + 9000),
      nightEvent({ kind: 'night-results', results: result(5) }, T0 + 9000),
      nightEvent({ kind: 'night-results', results: result(7) }, T0 + 9500),
    ];
    const expected = foldNight(KEY, events);
    fc.assert(
      fc.property(
        fc.shuffledSubarray(events, { minLength: events.length }),
        fc.nat(3),
        (order, n) => {
          const repeated = [...order, ...order.slice(0, n)];
          expect(foldNight(KEY, repeated)).toEqual(expected);
        },
      ),
      { numRuns: 60 },
    );
    expect(expected.results).toEqual(result(7));
  });

  test('a second night-planned is ignored, the first counts', () => {
    const second = planned(setupOf(8, 3), T0 + 1);
    const night = foldNight(KEY, [second, planned(SETUP)]);
    expect(night.setup).toBe(SETUP);
    expect(night.ignored).toEqual([{ eventId: second.id, code: 'night-planned-twice' }]);
  });

  test('a series-assigned of the wrong series, or before the plan, is ignored', () => {
    const early = assigned(SETUP, 0, T0 - 1);
    const skip = assigned(SETUP, 1, T0 + 500);
    const again = assigned(SETUP, 0, T0 + 3000);
    const night = foldNight(KEY, [early, planned(SETUP), skip, assigned(SETUP, 0), again]);
    expect(night.tables).toHaveLength(1);
    expect(night.ignored).toEqual([
      { eventId: early.id, code: 'night-not-planned' },
      { eventId: skip.id, code: 'series-not-next' },
      { eventId: again.id, code: 'series-not-next' },
    ]);
  });

  test('a series that fails the night check, or whose sheets are not its tables, is ignored', () => {
    const [first, second] = tablesOf(SETUP, 0);
    if (!first || !second) throw new Error('two tables');
    const twice = { ...second, players: [first.players[0] ?? '', ...second.players.slice(1)] };
    const refused = assigned(SETUP, 0, T0 + 1000, [first, twice]);
    const foreign = assigned(SETUP, 0, T0 + 1100, [first, { ...second, sheetId: first.sheetId }]);
    const otherNight = assigned(SETUP, 0, T0 + 1200, tablesOf(SETUP, 0, 'ffffffff'));
    const good = assigned(SETUP, 0, T0 + 2000);
    const night = foldNight(KEY, [planned(SETUP), refused, foreign, otherNight, good]);
    expect(night.ignored).toEqual([
      { eventId: refused.id, code: 'series-refused' },
      { eventId: foreign.id, code: 'table-sheet-mismatch' },
      { eventId: otherNight.id, code: 'table-sheet-mismatch' },
    ]);
    expect(night.tables[0]).toEqual(tablesOf(SETUP, 0));
  });

  test('the latest night-results counts; a second close is ignored', () => {
    const close = nightEvent({ kind: 'night-closed' }, T0 + 9000);
    const closeAgain = nightEvent({ kind: 'night-closed' }, T0 + 9900);
    const night = foldNight(KEY, [
      nightEvent({ kind: 'night-results', results: result(3) }, T0 + 9800),
      closeAgain,
      planned(SETUP),
      nightEvent({ kind: 'night-results', results: result(1) }, T0 + 9100),
      close,
    ]);
    expect(night.results).toEqual(result(3));
    expect(night.closed?.at).toBe(T0 + 9000);
    expect(night.ignored).toEqual([{ eventId: closeAgain.id, code: 'night-closed-twice' }]);
  });

  test('a change whose fields are not of its form is ignored, not read', () => {
    const broken = [
      nightEvent({ kind: 'night-planned', setup: { name: 'x' } } as never, T0 - 3),
      nightEvent({ kind: 'series-assigned', series: 0, tables: 'no' } as never, T0 + 1),
      nightEvent({ kind: 'night-results', results: [{ name: 1 }] } as never, T0 + 2),
      nightEvent(null as never, T0 + 3),
    ];
    const night = foldNight(KEY, [...broken, planned(SETUP)]);
    expect(night.setup).toBe(SETUP);
    expect(night.results).toBeNull();
    expect(night.ignored).toEqual(
      broken.map((event) => ({ eventId: event.id, code: 'change-malformed' })),
    );
  });

  test('nothing planned: no plan, no tables', () => {
    const night = foldNight(KEY, []);
    expect(night).toMatchObject({
      setup: null,
      plan: null,
      tables: [],
      closed: null,
      results: null,
    });
  });
});
