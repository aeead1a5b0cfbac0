// A table of 5 at a club night (docs/five-at-the-table.md): refused unless the plan says how many
// deals a table of 5 plays; then seated, by the plan and by hand, and a sixth is still refused.
import { describe, expect, test } from 'vitest';
import { checkHandAssignment } from '../../../src/domain/tournament/assignment';
import { checkNight, seriesDeals, type NightPlan } from '../../../src/domain/tournament/night';

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
