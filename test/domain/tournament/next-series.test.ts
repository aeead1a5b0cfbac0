// The director seats series after series: the night of 7 (a draw, then by standings), by
// hand, and each refusal leaving the plan as it was.
import { describe, expect, test } from 'vitest';
import { checkNight, type NightPlan } from '../../../src/domain/tournament/night';
import {
  nextSeries,
  nightSeed,
  seriesSeed,
  type SeriesMethod,
} from '../../../src/domain/tournament/next-series';

const SEVEN = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => ({
  playerId: id,
  name: id.toUpperCase(),
}));

const EMPTY: NightPlan = {
  players: SEVEN,
  seriesCount: 2,
  dealsAtFour: 48,
  dealsAtThree: 36,
  series: [],
  fees: { entry: 1000, perLost: 50, higher: { from: 4, cents: 100 } },
};

function planOf(result: ReturnType<typeof nextSeries>): NightPlan {
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

function refused(plan: NightPlan, method: SeriesMethod) {
  const before = structuredClone(plan);
  const result = nextSeries(plan, method);
  expect(plan).toEqual(before);
  return result.ok ? [] : result.errors;
}

describe('the next series', () => {
  test('the issue’s night: a draw, then best together after the first series', () => {
    const first = planOf(nextSeries(EMPTY, { kind: 'draw', seed: 'club-1' }));
    // The draw of a…g by "club-1" (assignment.test.ts): d a g b at the 4-table, e f c at the 3.
    expect(first.series).toEqual([
      {
        assignment: { kind: 'draw', seed: 'club-1' },
        tables: [
          { table: 1, players: ['d', 'a', 'g', 'b'] },
          { table: 2, players: ['e', 'f', 'c'] },
        ],
      },
    ]);
    const ranking = ['f', 'a', 'g', 'c', 'd', 'b', 'e'];
    const second = planOf(nextSeries(first, { kind: 'standings', ranking }));
    expect(second.series[0]).toBe(first.series[0]);
    expect(second.series[1]).toEqual({
      assignment: { kind: 'standings' },
      tables: [
        { table: 1, players: ['f', 'a', 'g', 'c'] },
        { table: 2, players: ['d', 'b', 'e'] },
      ],
    });
    expect(checkNight(second)).toEqual({ ok: true, value: second });
    expect(EMPTY.series).toEqual([]);
  });

  test('each series draws with its own seed, made from the night’s; a seed drawn before is refused', () => {
    expect(seriesSeed('k7m2p9qx', 1)).toBe('k7m2p9qx-1');
    expect(seriesSeed('x'.repeat(24), 10)).toBe(`${'x'.repeat(21)}-10`);
    expect(nightSeed(EMPTY, 'fresh')).toBe('fresh');
    const first = planOf(nextSeries(EMPTY, { kind: 'draw', seed: seriesSeed('k7m2p9qx', 1) }));
    // A screen opened again goes on with the night's seed: series 2 draws with its own.
    expect(nightSeed(first, 'other')).toBe('k7m2p9qx');
    const second = planOf(nextSeries(first, { kind: 'draw', seed: 'k7m2p9qx-2' }));
    expect(second.series[1]?.tables).not.toEqual(first.series[0]?.tables);
    expect(refused(first, { kind: 'draw', seed: 'k7m2p9qx-1' })).toEqual([
      { code: 'seed-used', series: 1 },
    ]);
  });

  test('by hand: the director’s tables become the series', () => {
    const tables = [
      ['g', 'f', 'e'],
      ['d', 'c', 'b', 'a'],
    ];
    expect(planOf(nextSeries(EMPTY, { kind: 'hand', tables })).series).toEqual([
      {
        assignment: { kind: 'hand' },
        tables: [
          { table: 1, players: ['g', 'f', 'e'] },
          { table: 2, players: ['d', 'c', 'b', 'a'] },
        ],
      },
    ]);
  });

  test('no more series than the night has', () => {
    const one = planOf(nextSeries({ ...EMPTY, seriesCount: 1 }, { kind: 'draw', seed: 's' }));
    expect(refused(one, { kind: 'draw', seed: 't' })).toEqual([
      { code: 'all-series-assigned', seriesCount: 1 },
    ]);
  });

  test('standings need a previous series', () => {
    const ranking = SEVEN.map((player) => player.playerId);
    expect(refused(EMPTY, { kind: 'standings', ranking })).toEqual([
      { code: 'no-previous-series' },
    ]);
  });

  test('a ranking that leaves a player out, names one twice or a stranger', () => {
    const first = planOf(nextSeries(EMPTY, { kind: 'draw', seed: 'club-1' }));
    const ranking = ['a', 'b', 'c', 'd', 'e', 'a', 'x'];
    expect(refused(first, { kind: 'standings', ranking })).toEqual([
      { code: 'player-twice', series: 1, playerId: 'a' },
      { code: 'player-unknown', series: 1, playerId: 'x' },
      { code: 'player-not-seated', series: 1, playerId: 'f' },
      { code: 'player-not-seated', series: 1, playerId: 'g' },
    ]);
  });

  test('a ranking of only five of the seven: the two left out, not "five cannot be seated"', () => {
    const first = planOf(nextSeries(EMPTY, { kind: 'draw', seed: 'club-1' }));
    expect(refused(first, { kind: 'standings', ranking: ['a', 'b', 'c', 'd', 'e'] })).toEqual([
      { code: 'player-not-seated', series: 1, playerId: 'f' },
      { code: 'player-not-seated', series: 1, playerId: 'g' },
    ]);
  });

  test('by hand: a table of 5 is refused with the night’s code', () => {
    const tables = [
      ['a', 'b', 'c', 'd', 'e'],
      ['f', 'g'],
    ];
    expect(refused(EMPTY, { kind: 'hand', tables }).map((problem) => problem.code)).toEqual([
      'table-size',
      'table-size',
    ]);
  });

  test('a draw with a bad seed, or for five players', () => {
    expect(refused(EMPTY, { kind: 'draw', seed: '' })).toEqual([{ code: 'seed-invalid' }]);
    const five = { ...EMPTY, players: SEVEN.slice(0, 5) };
    expect(refused(five, { kind: 'draw', seed: 'x' })).toEqual([
      { code: 'no-table-split', players: 5 },
    ]);
  });

  test('a plan the night refuses stays refused: its own codes come back', () => {
    const plan = { ...EMPTY, dealsAtFour: 46 };
    expect(refused(plan, { kind: 'draw', seed: 'x' })).toEqual([
      { code: 'series-length', tableSize: 4, deals: 46 },
    ]);
  });
});
