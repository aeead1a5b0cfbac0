// The draw of a later series keeps apart who already sat together: figures worked out by hand
// (pigeonhole counts), repeats counted here on their own, and properties over seeds and sizes.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { drawTables } from '../../../src/domain/tournament/assignment';
import { drawApart, seriesRepeats } from '../../../src/domain/tournament/draw-apart';
import { nextSeries } from '../../../src/domain/tournament/next-series';
import type { NightPlan, TableSeats } from '../../../src/domain/tournament/night';

const ids = (count: number) => Array.from({ length: count }, (_, i) => `p${i + 1}`);

function value<T>(result: { ok: true; value: T } | { ok: false; errors: readonly unknown[] }): T {
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

/** Pairs seated together in `tables` who shared a table in any of `earlier`: counted naively. */
function pairsAgain(tables: readonly TableSeats[], earlier: readonly (readonly TableSeats[])[]) {
  const together = (x: string, y: string, series: readonly TableSeats[]) =>
    series.some((table) => table.players.includes(x) && table.players.includes(y));
  let count = 0;
  for (const { players } of tables)
    for (let i = 0; i < players.length; i += 1)
      for (let j = i + 1; j < players.length; j += 1)
        if (earlier.some((series) => together(players[i] ?? '', players[j] ?? '', series)))
          count += 1;
  return count;
}

/** Each player once, as many 4-tables as the count allows, 4s first. */
function expectSeatedOnce(players: readonly string[], tables: readonly TableSeats[]) {
  expect(tables.flatMap((table) => table.players).sort()).toEqual([...players].sort());
  expect(tables.map((table) => table.table)).toEqual(tables.map((_, i) => i + 1));
  const sizes = tables.map((table) => table.players.length);
  expect(sizes).toEqual([...sizes].sort().reverse());
}

const EIGHT_FIRST: TableSeats[] = [
  { table: 1, players: ['a', 'b', 'c', 'd'] },
  { table: 2, players: ['e', 'f', 'g', 'h'] },
];

describe('the draw keeps apart who sat together', () => {
  test('no earlier series: exactly the plain draw of the seed', () => {
    expect(drawApart(ids(11), 'club-1', [])).toEqual({
      ok: true,
      value: { tables: value(drawTables(ids(11), 'club-1')), repeats: 0 },
    });
  });

  test('eight players after a b c d | e f g h: 2 + 2 at each table, 4 repeats unavoidable', () => {
    // A table of 4 from two old tables holds k and 4 − k of them: C(k,2) + C(4−k,2) pairs again,
    // least at k = 2 (1 + 1). Two tables: 4 repeats, and no draw can do better.
    const drawn = value(drawApart([...'abcdefgh'], 'club-8', [EIGHT_FIRST]));
    expect(drawn.repeats).toBe(4);
    expect(pairsAgain(drawn.tables, [EIGHT_FIRST])).toBe(4);
    for (const { players } of drawn.tables)
      expect(players.filter((p) => 'abcd'.includes(p))).toHaveLength(2);
  });

  test('nine players: four series with no one together twice, then every pair has met', () => {
    // Three 3-tables a series, each player meets 2 new players: after four series all 8 others.
    // A fifth series then seats 3 pairs again at each of its 3 tables: 9, whatever the draw.
    const players = ids(9);
    const series: (readonly TableSeats[])[] = [value(drawTables(players, 'nine-1'))];
    for (const number of [2, 3, 4]) {
      const drawn = value(drawApart(players, `nine-${number}`, series));
      expect(pairsAgain(drawn.tables, series)).toBe(0);
      expect(drawn.repeats).toBe(0);
      series.push(drawn.tables);
    }
    const fifth = value(drawApart(players, 'nine-5', series));
    expect(fifth.repeats).toBe(9);
    expect(pairsAgain(fifth.tables, series)).toBe(9);
  });

  test('a refused draw keeps the draw’s codes', () => {
    expect(drawApart(ids(5), 'x', [])).toEqual(drawTables(ids(5), 'x'));
    expect(drawApart(ids(8), ' x', [EIGHT_FIRST]).ok).toBe(false);
  });

  test('property: the same seed and earlier tables, the same seating on every run', () => {
    const seed = fc.string({ minLength: 1, maxLength: 24 }).filter((s) => s.trim() === s);
    const count = fc.integer({ min: 6, max: 40 });
    fc.assert(
      fc.property(seed, seed, count, (first, second, n) => {
        const players = ids(n);
        const earlier = [value(drawTables(players, first))];
        const once = value(drawApart(players, second, earlier));
        expect(drawApart([...players], second, structuredClone(earlier))).toEqual({
          ok: true,
          value: once,
        });
        expectSeatedOnce(players, once.tables);
        expect(once.repeats).toBe(pairsAgain(once.tables, earlier));
      }),
      { numRuns: 60 },
    );
  });

  test('property: from 16 players on, series 2 seats nobody together again', () => {
    // Each new table needs players from as many old tables as it has seats: 4 old tables at least.
    const seed = fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() === s);
    fc.assert(
      fc.property(seed, fc.integer({ min: 16, max: 60 }), (s, n) => {
        const players = ids(n);
        const first = value(drawTables(players, `${s}-1`));
        const second = value(drawApart(players, `${s}-2`, [first]));
        expect(pairsAgain(second.tables, [first])).toBe(0);
        expectSeatedOnce(players, second.tables);
      }),
      { numRuns: 60 },
    );
  });
});

describe('the director’s next series', () => {
  const plan: NightPlan = {
    players: [...'abcdefgh'].map((id) => ({ playerId: id, name: id.toUpperCase() })),
    seriesCount: 2,
    dealsAtFour: 48,
    dealsAtThree: 36,
    series: [{ tables: EIGHT_FIRST, assignment: { kind: 'hand' } }],
    fees: { entry: 1000, perLost: 50, higher: null },
  };

  test('a drawn series 2 is kept apart, and the screen’s count reads it from the plan', () => {
    const next = value(nextSeries(plan, { kind: 'draw', seed: 'club-8' }));
    const tables = next.series[1]?.tables ?? [];
    for (const { players } of tables)
      expect(players.filter((p) => 'abcd'.includes(p))).toHaveLength(2);
    expect(seriesRepeats(next.series, 1)).toBe(4);
    expect(seriesRepeats(next.series, 0)).toBe(0);
  });
});
