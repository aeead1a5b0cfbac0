// A series' table assignment: the draw (reproducible from its seed), best together by standings,
// by hand (refused with the night's codes), and the seats at a table.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  checkHandAssignment,
  drawTables,
  firstForehand,
  seatOrder,
  tablesByStandings,
} from '../../../src/domain/tournament/assignment';
import type { TableSeats } from '../../../src/domain/tournament/night';

const SEVEN = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
const ids = (count: number) => Array.from({ length: count }, (_, i) => `p${i + 1}`);

function tablesOf(result: ReturnType<typeof drawTables>): readonly TableSeats[] {
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

/** Each player once, tables numbered 1…, 4-tables first then 3-tables, as many 4s as possible. */
function expectSeatedOnce(players: readonly string[], tables: readonly TableSeats[]) {
  const seated = tables.flatMap((table) => table.players);
  expect([...seated].sort()).toEqual([...players].sort());
  expect(tables.map((table) => table.table)).toEqual(tables.map((_, i) => i + 1));
  const sizes = tables.map((table) => table.players.length);
  expect(sizes).toEqual([...sizes].sort().reverse());
  expect(sizes.filter((size) => size === 3).length).toBe((4 - (players.length % 4)) % 4);
}

describe('the draw', () => {
  test('seven players with seed "club-1": the order worked out independently, then 4 + 3', () => {
    // The shuffle of a…g by "club-1" is d a g b e f c (seeded-random.test.ts, Python reference).
    expect(drawTables(SEVEN, 'club-1')).toEqual({
      ok: true,
      value: [
        { table: 1, players: ['d', 'a', 'g', 'b'] },
        { table: 2, players: ['e', 'f', 'c'] },
      ],
    });
  });

  test('the same seed, the same tables; the players list is left as it was', () => {
    const players = ids(40);
    expect(drawTables(players, 'Kiel-7')).toEqual(drawTables([...players], 'Kiel-7'));
    expect(players).toEqual(ids(40));
  });

  test('different seeds give different tables', () => {
    const draws = new Set<string>();
    for (let n = 0; n < 100; n += 1)
      draws.add(JSON.stringify(tablesOf(drawTables(ids(12), `${n}`))));
    // 12! orders: 100 seeds all differing is what a working draw gives (12! seat orders, a collision is ~1e-5).
    expect(draws.size).toBe(100);
  });

  test('every count from 3 to 400 but 5: each player at exactly one table', () => {
    for (let count = 3; count <= 400; count += 1) {
      if (count === 5) continue;
      expectSeatedOnce(ids(count), tablesOf(drawTables(ids(count), `night-${count}`)));
    }
  });

  test('any seed, any count: each player once, and the draw repeats', () => {
    const seed = fc.string({ minLength: 1, maxLength: 24 }).filter((s) => s.trim() === s);
    const count = fc.integer({ min: 3, max: 400 }).filter((n) => n !== 5);
    fc.assert(
      fc.property(seed, count, (s, n) => {
        const tables = tablesOf(drawTables(ids(n), s));
        expectSeatedOnce(ids(n), tables);
        expect(drawTables(ids(n), s)).toEqual({ ok: true, value: tables });
      }),
      { numRuns: 300 },
    );
  });

  test.each([
    ['', 'empty'],
    [' club', 'a space in front'],
    ['club ', 'a space behind'],
    ['x'.repeat(25), 'too long to read off the screen'],
  ])('seed %j is refused (%s)', (seed) => {
    expect(drawTables(SEVEN, seed)).toEqual({ ok: false, errors: [{ code: 'seed-invalid' }] });
  });

  test('five players cannot be drawn to tables', () => {
    expect(drawTables(SEVEN.slice(0, 5), 'x')).toEqual({
      ok: false,
      errors: [{ code: 'no-table-split', players: 5 }],
    });
  });
});

describe('best together: by the standings after the previous series', () => {
  test('ten players: the best four at table 1, then the last six at two 3-tables', () => {
    const ranking = ['j', 'c', 'a', 'h', 'b', 'i', 'd', 'e', 'g', 'f'];
    expect(tablesByStandings(ranking)).toEqual({
      ok: true,
      value: [
        { table: 1, players: ['j', 'c', 'a', 'h'] },
        { table: 2, players: ['b', 'i', 'd'] },
        { table: 3, players: ['e', 'g', 'f'] },
      ],
    });
  });

  test('twelve players: three 4-tables in ranking order', () => {
    const tables = tablesOf(tablesByStandings(ids(12)));
    expect(tables.map((table) => table.players)).toEqual([
      ['p1', 'p2', 'p3', 'p4'],
      ['p5', 'p6', 'p7', 'p8'],
      ['p9', 'p10', 'p11', 'p12'],
    ]);
  });

  test('five players: no tables', () => {
    expect(tablesByStandings(ids(5))).toEqual({
      ok: false,
      errors: [{ code: 'no-table-split', players: 5 }],
    });
  });
});

describe('by hand', () => {
  const plan = {
    players: SEVEN.map((playerId) => ({ playerId, name: playerId.toUpperCase() })),
    series: [],
  };

  test('the director’s tables, numbered in the order given', () => {
    expect(
      checkHandAssignment(plan, [
        ['e', 'f', 'g'],
        ['a', 'b', 'c', 'd'],
      ]),
    ).toEqual({
      ok: true,
      value: [
        { table: 1, players: ['e', 'f', 'g'] },
        { table: 2, players: ['a', 'b', 'c', 'd'] },
      ],
    });
  });

  test('a table of 5 and one of 2: the night’s code for each', () => {
    expect(
      checkHandAssignment(plan, [
        ['a', 'b', 'c', 'd', 'e'],
        ['f', 'g'],
      ]),
    ).toEqual({
      ok: false,
      errors: [
        { code: 'table-size', series: 0, table: 1, size: 5 },
        { code: 'table-size', series: 0, table: 2, size: 2 },
      ],
    });
  });

  test('a player at two tables, one left out, a stranger; the series is the next one', () => {
    const second = { ...plan, series: [{ tables: [], assignment: { kind: 'hand' } } as const] };
    expect(
      checkHandAssignment(second, [
        ['a', 'b', 'c', 'x'],
        ['e', 'f', 'a'],
      ]),
    ).toEqual({
      ok: false,
      errors: [
        { code: 'player-unknown', series: 1, playerId: 'x' },
        { code: 'player-twice', series: 1, playerId: 'a' },
        { code: 'player-not-seated', series: 1, playerId: 'd' },
        { code: 'player-not-seated', series: 1, playerId: 'g' },
      ],
    });
  });
});

describe('the seats at a table', () => {
  const table = { table: 3, players: ['a', 'b', 'c', 'd'] };

  test('drawn from the seed: the same players, the same order again, the table left as it was', () => {
    const seated = seatOrder(table, 'club-1');
    expect(seated.table).toBe(3);
    expect([...seated.players].sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(seatOrder(table, 'club-1')).toEqual(seated);
    expect(table.players).toEqual(['a', 'b', 'c', 'd']);
  });

  test('worked out independently: "x" at table 1 seats c d a b', () => {
    // The Python reference shuffles a b c d by the seed "x#1" to c d a b.
    expect(seatOrder({ table: 1, players: ['a', 'b', 'c', 'd'] }, 'x')).toEqual({
      table: 1,
      players: ['c', 'd', 'a', 'b'],
    });
  });

  test('two tables with the same seed are not seated alike', () => {
    const orders = new Set<string>();
    for (let n = 1; n <= 20; n += 1)
      orders.add(seatOrder({ table: n, players: ['a', 'b', 'c', 'd'] }, 'same').players.join(''));
    expect(orders.size).toBeGreaterThan(5);
  });

  test('the first listed deals first, so the second listed is forehand at deal 1', () => {
    expect(firstForehand({ table: 1, players: ['a', 'b', 'c', 'd'] })).toBe('b');
    expect(firstForehand({ table: 2, players: ['e', 'f', 'g'] })).toBe('f');
    expect(firstForehand({ table: 3, players: ['h', 'i'] })).toBeUndefined();
  });
});
