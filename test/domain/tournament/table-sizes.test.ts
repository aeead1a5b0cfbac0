// How many 4- and 3-tables seat a night's players: as many 4-tables as possible.
import { describe, expect, test } from 'vitest';
import { seatInOrder, tableSizes } from '../../../src/domain/tournament/table-sizes';

describe('table sizes', () => {
  test.each([
    // The night of 7: one 4-table and one 3-table.
    [7, 1, 1],
    [3, 0, 1],
    [4, 1, 0],
    [6, 0, 2],
    [8, 2, 0],
    // 9 has one split only: three 3-tables.
    [9, 0, 3],
    [10, 1, 2],
    [11, 2, 1],
    // 12 could be four 3-tables too: the 4-tables win.
    [12, 3, 0],
    [13, 1, 3],
    // A big open tournament: about 350 players, 100 tables at most.
    [350, 86, 2],
    [400, 100, 0],
  ])('%i players: %i tables of 4, %i of 3', (players, fours, threes) => {
    expect(tableSizes(players)).toEqual({ ok: true, value: { fours, threes } });
  });

  test('5 players cannot be seated at tables of 3 and 4', () => {
    expect(tableSizes(5)).toEqual({ ok: false, errors: [{ code: 'no-table-split', players: 5 }] });
  });

  test.each([0, 1, 2, 401, 7.5])('%d players is not a night', (players) => {
    expect(tableSizes(players)).toEqual({
      ok: false,
      errors: [{ code: 'too-few-players', players }],
    });
  });

  test('every count from 3 to 400 but 5: seats everyone, at most three 3-tables', () => {
    for (let players = 3; players <= 400; players += 1) {
      const split = tableSizes(players);
      if (players === 5) {
        expect(split.ok).toBe(false);
        continue;
      }
      if (!split.ok) throw new Error(`no split for ${players}`);
      const { fours, threes } = split.value;
      expect(4 * fours + 3 * threes).toBe(players);
      // Four 3-tables could always be three 4-tables instead.
      expect(threes).toBeLessThanOrEqual(3);
    }
  });
});

describe('seating in order', () => {
  test('the first four at table 1, the 3-tables last, the order kept as seat order', () => {
    expect(
      seatInOrder(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'], { fours: 1, threes: 2 }),
    ).toEqual([
      { table: 1, players: ['a', 'b', 'c', 'd'] },
      { table: 2, players: ['e', 'f', 'g'] },
      { table: 3, players: ['h', 'i', 'j'] },
    ]);
  });
});
