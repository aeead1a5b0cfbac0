// A night's plan: the bad input the issue names is refused with its code, a good plan passes.
import { describe, expect, test } from 'vitest';
import { checkNight, seriesDeals, type NightPlan } from '../../../src/domain/tournament/night';

const SEVEN = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => ({
  playerId: id,
  name: id.toUpperCase(),
}));

const PLAN: NightPlan = {
  players: SEVEN,
  seriesCount: 2,
  dealsAtFour: 48,
  dealsAtThree: 36,
  series: [
    {
      assignment: { kind: 'draw', seed: 'night-1' },
      tables: [
        { table: 1, players: ['a', 'b', 'c', 'd'] },
        { table: 2, players: ['e', 'f', 'g'] },
      ],
    },
  ],
  fees: { entry: 1000, perLost: 50, higher: { from: 4, cents: 100 } },
};

function codes(plan: NightPlan): string[] {
  const checked = checkNight(plan);
  return checked.ok ? [] : checked.errors.map((problem) => problem.code);
}

describe('a night plan', () => {
  test('seven players at a 4-table and a 3-table, 48 and 36 deals: accepted', () => {
    expect(checkNight(PLAN)).toEqual({ ok: true, value: PLAN });
    expect(seriesDeals(PLAN, 4)).toBe(48);
    expect(seriesDeals(PLAN, 3)).toBe(36);
  });

  test('fewer than 3 players', () => {
    expect(codes({ ...PLAN, players: SEVEN.slice(0, 2), series: [] })).toEqual(['too-few-players']);
  });

  test('a table of 5', () => {
    const tables = [
      { table: 1, players: ['a', 'b', 'c', 'd', 'e'] },
      { table: 2, players: ['f', 'g'] },
    ];
    expect(checkNight({ ...PLAN, series: [{ assignment: { kind: 'hand' }, tables }] })).toEqual({
      ok: false,
      errors: [
        { code: 'table-size', series: 0, table: 1, size: 5 },
        { code: 'table-size', series: 0, table: 2, size: 2 },
      ],
    });
  });

  test('a player at two tables in one series, another not seated', () => {
    const tables = [
      { table: 1, players: ['a', 'b', 'c', 'd'] },
      { table: 2, players: ['e', 'f', 'a'] },
    ];
    expect(checkNight({ ...PLAN, series: [{ assignment: { kind: 'hand' }, tables }] })).toEqual({
      ok: false,
      errors: [
        { code: 'player-twice', series: 0, playerId: 'a' },
        { code: 'player-not-seated', series: 0, playerId: 'g' },
      ],
    });
  });

  test('a series length not divisible by the table size', () => {
    expect(checkNight({ ...PLAN, dealsAtFour: 46, dealsAtThree: 37 })).toEqual({
      ok: false,
      errors: [
        { code: 'series-length', tableSize: 4, deals: 46 },
        { code: 'series-length', tableSize: 3, deals: 37 },
      ],
    });
  });

  test('a stranger at a table, more series than planned, a negative fee', () => {
    const tables = [
      { table: 1, players: ['a', 'b', 'c', 'x'] },
      { table: 2, players: ['e', 'f', 'g'] },
    ];
    const series = { assignment: { kind: 'hand' }, tables } as const;
    expect(codes({ ...PLAN, seriesCount: 1, series: [series, series] })).toEqual([
      'series-count',
      'player-unknown',
      'player-not-seated',
      'player-unknown',
      'player-not-seated',
    ]);
    expect(codes({ ...PLAN, fees: { ...PLAN.fees, perLost: -50 } })).toEqual(['fee-invalid']);
  });
});
