// A table of 5 at a club night (docs/five-at-the-table.md): refused unless the plan says how many
// deals a table of 5 plays; then seated, by the plan and by hand, and a sixth is still refused.
import { describe, expect, test } from 'vitest';
import { checkHandAssignment } from '../../../src/domain/tournament/assignment';
import { checkNight, seriesDeals, type NightPlan } from '../../../src/domain/tournament/night';
import { nextSeries } from '../../../src/domain/tournament/next-series';
import { foldNight } from '../../../src/domain/tournament/night-fold';
import { tableSizes } from '../../../src/domain/tournament/table-sizes';
import { planned, setupOf } from './night-fixtures';

const EIGHT = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((id) => ({
  playerId: id,
  name: id.toUpperCase(),
}));
const FIVE_AND_THREE = [
  { table: 1, players: ['a', 'b', 'c', 'd', 'e'] },
  { table: 2, players: ['f', 'g', 'h'] },
];

const PLAN: NightPlan = {
  players: EIGHT,
  seriesCount: 2,
  dealsAtFour: 48,
  dealsAtThree: 36,
  series: [{ assignment: { kind: 'hand' }, tables: FIVE_AND_THREE }],
  fees: { entry: 1000, perLost: 50, higher: null },
};

function codes(plan: NightPlan): string[] {
  const checked = checkNight(plan);
  return checked.ok ? [] : checked.errors.map((problem) => problem.code);
}

describe('a table of 5 at a club night', () => {
  test('refused by a plan that does not allow it', () => {
    expect(codes(PLAN)).toEqual(['table-size']);
    const byHand = checkHandAssignment({ ...PLAN, series: [] }, [
      ['a', 'b', 'c', 'd', 'e'],
      ['f', 'g', 'h'],
    ]);
    expect(byHand.ok ? [] : byHand.errors.map((problem) => problem.code)).toEqual(['table-size']);
  });

  test('seated by a plan that allows it, with its own number of deals', () => {
    const allowing = { ...PLAN, dealsAtFive: 40 };
    expect(codes(allowing)).toEqual([]);
    expect(seriesDeals(allowing, 5)).toBe(40);
    const byHand = checkHandAssignment({ ...allowing, series: [] }, [
      ['a', 'b', 'c', 'd', 'e'],
      ['f', 'g', 'h'],
    ]);
    expect(byHand.ok).toBe(true);
  });

  test('a sixth player at one table is refused even so', () => {
    const six = [
      { table: 1, players: ['a', 'b', 'c', 'd', 'e', 'f'] },
      { table: 2, players: ['g', 'h'] },
    ];
    const plan = {
      ...PLAN,
      dealsAtFive: 40,
      series: [{ assignment: { kind: 'hand' }, tables: six }],
    } as const;
    expect(codes(plan)).toEqual(['table-size', 'table-size']);
  });

  test('deals at a table of 5 must divide by 5', () => {
    expect(codes({ ...PLAN, dealsAtFive: 48 })).toEqual(['series-length']);
  });
});

/** The sizes of the tables the plan's next series gets by a draw with `seed`. */
function drawnSizes(plan: NightPlan, seed: string): number[] {
  const next = nextSeries({ ...plan, series: [] }, { kind: 'draw', seed });
  if (!next.ok) throw new Error(JSON.stringify(next.errors));
  return next.value.series[0]?.tables.map((table) => table.players.length) ?? [];
}

describe('the draw seats 5 at a table only where the plan allows it', () => {
  // Worked by hand: the remainder over full 4-tables sits at 5-tables instead of 3-tables when
  // that needs no 3-table; 4k + 3 keeps its 3-table; 6 is two 3-tables.
  test.each([
    [5, 4, 'refused'],
    [5, 5, '0×4 1×5 0×3'],
    [6, 5, '0×4 0×5 2×3'],
    [9, 4, '0×4 0×5 3×3'],
    [9, 5, '1×4 1×5 0×3'],
    [10, 5, '0×4 2×5 0×3'],
    [11, 5, '2×4 0×5 1×3'],
    [13, 5, '2×4 1×5 0×3'],
    [14, 5, '1×4 2×5 0×3'],
    [14, 4, '2×4 0×5 2×3'],
  ] as const)('%i players, tables up to %i: %s', (players, largest, want) => {
    const split = tableSizes(players, largest);
    const said = split.ok
      ? `${split.value.fours}×4 ${split.value.fives ?? 0}×5 ${split.value.threes}×3`
      : 'refused';
    expect(said).toBe(want);
  });

  test('nine players: three 3-tables without it, a 4-table and a 5-table with it', () => {
    const nine = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'].map((id) => ({
      playerId: id,
      name: id.toUpperCase(),
    }));
    const plan = { ...PLAN, players: nine, series: [] };
    for (const seed of ['s1', 'club-night', 'x']) {
      expect(drawnSizes(plan, seed)).toEqual([3, 3, 3]);
      expect(drawnSizes({ ...plan, dealsAtFive: 40 }, seed)).toEqual([4, 5]);
    }
    const first = nextSeries({ ...plan, dealsAtFive: 40 }, { kind: 'draw', seed: 's1' });
    if (!first.ok) throw new Error(JSON.stringify(first.errors));
    const ranking = nine.map((player) => player.playerId);
    const byStandings = nextSeries(first.value, { kind: 'standings', ranking });
    const seated = byStandings.ok ? byStandings.value.series[1]?.tables : [];
    expect(seated?.map((table) => table.players)).toEqual([
      ['a', 'b', 'c', 'd'],
      ['e', 'f', 'g', 'h', 'i'],
    ]);
  });

  test('the night keeps the tables of 5 its setup allows: stored, folded into the plan', () => {
    const setup = { ...setupOf(9, 2), dealsAtFive: 40 };
    const night = foldNight('0a1b2c3d', [planned(setup)]);
    expect(night.plan?.dealsAtFive).toBe(40);
    const without = foldNight('0a1b2c3d', [planned(setupOf(9, 2))]);
    expect(without.plan).not.toHaveProperty('dealsAtFive');
  });
});
