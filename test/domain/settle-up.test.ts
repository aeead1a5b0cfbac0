// Settling up: pairwise differences × stake, rounded to the table's unit, in the fewest transfers.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  fewestTransfers,
  pointBalances,
  roundedBalances,
  type Transfer,
} from '../../src/domain/settle-up';

/** What each seat ends with after the transfers: received minus paid. */
function received(players: number, transfers: readonly Transfer[]): number[] {
  const net = new Array<number>(players).fill(0);
  for (const { from, to, cents } of transfers) {
    net[from] = (net[from] ?? 0) - cents;
    net[to] = (net[to] ?? 0) + cents;
  }
  return net;
}

/** Exact cents owed by pairwise differences, computed pair by pair (not by the module's formula). */
function pairwiseCents(points: readonly number[], centsPerPoint: number): number[] {
  return points.map((own, seat) =>
    points.reduce((sum, other, j) => (j === seat ? sum : sum + (own - other) * centsPerPoint), 0),
  );
}

describe('pointBalances', () => {
  test('three players: each gets the difference to both others', () => {
    // Anna 120, Ben 40, Carl −60: Anna gets 80 + 180; Ben pays Anna 80, gets 100 from Carl;
    // Carl pays 180 + 100.
    expect(pointBalances([120, 40, -60])).toEqual([260, 20, -280]);
  });
});

describe('roundedBalances', () => {
  test('half a cent per point to whole cents, still adding up to zero', () => {
    // 3 × 0.5 cents: 1.5, −0.5, −1 → one of the halves rounds up, the other down.
    const rounded = roundedBalances([1.5, -0.5, -1], 1);
    expect(rounded.reduce((a, b) => a + b, 0)).toBe(0);
    expect(rounded[2]).toBe(-1);
    expect(Math.abs((rounded[0] ?? 0) - 1.5)).toBeLessThan(1);
  });

  test('to 10 cents', () => {
    expect(roundedBalances([347, -123, -224], 10)).toEqual([350, -120, -230]);
  });
});

describe('fewestTransfers', () => {
  test('two pairs that cancel settle in two transfers, not three', () => {
    const transfers = fewestTransfers([500, -500, 300, -300]);
    expect(transfers).toEqual([
      { from: 1, to: 0, cents: 500 },
      { from: 3, to: 2, cents: 300 },
    ]);
  });

  test('one big loser pays everyone', () => {
    expect(fewestTransfers([-900, 400, 300, 200])).toEqual([
      { from: 0, to: 1, cents: 400 },
      { from: 0, to: 2, cents: 300 },
      { from: 0, to: 3, cents: 200 },
    ]);
  });

  test('all even: nobody pays', () => {
    expect(fewestTransfers([0, 0, 0])).toEqual([]);
  });

  const table = fc.record({
    points: fc.array(fc.integer({ min: -3000, max: 3000 }), { minLength: 3, maxLength: 6 }),
    centsPerPoint: fc.constantFrom(0.5, 1, 2, 10, 0.1),
    unit: fc.constantFrom(1, 10),
  });

  test('the transfers settle every balance (standings × stake) to within the rounding', () => {
    fc.assert(
      fc.property(table, ({ points, centsPerPoint, unit }) => {
        const exact = pairwiseCents(points, centsPerPoint);
        const transfers = fewestTransfers(roundedBalances(exact, unit));
        const net = received(points.length, transfers);
        net.forEach((amount, seat) => {
          expect(Math.abs(amount - (exact[seat] ?? 0))).toBeLessThan(unit + 1e-9);
        });
      }),
      { numRuns: 400 },
    );
  });

  test('at most players − 1 transfers, each a positive whole amount', () => {
    fc.assert(
      fc.property(table, ({ points, centsPerPoint, unit }) => {
        const balances = roundedBalances(pairwiseCents(points, centsPerPoint), unit);
        const transfers = fewestTransfers(balances);
        expect(transfers.length).toBeLessThanOrEqual(points.length - 1);
        for (const { cents } of transfers) {
          expect(Number.isInteger(cents) && cents > 0).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });

  test('nobody both pays and receives', () => {
    fc.assert(
      fc.property(table, ({ points, centsPerPoint, unit }) => {
        const transfers = fewestTransfers(
          roundedBalances(pairwiseCents(points, centsPerPoint), unit),
        );
        const payers = new Set(transfers.map((transfer) => transfer.from));
        for (const { to } of transfers) expect(payers.has(to)).toBe(false);
      }),
      { numRuns: 400 },
    );
  });

  test('no split into cancelling groups is missed (fewest, checked by brute force)', () => {
    const balancesOf = fc
      .array(fc.integer({ min: -5, max: 5 }), { minLength: 2, maxLength: 6 })
      .map((values) => [...values, -values.reduce((a, b) => a + b, 0)]);
    fc.assert(
      fc.property(balancesOf, (balances) => {
        const open = balances.filter((amount) => amount !== 0);
        expect(fewestTransfers(balances).length).toBe(open.length - mostZeroGroups(open));
      }),
      { numRuns: 300 },
    );
  });
});

/** The most parts a list adding up to zero splits into, each adding up to zero (by brute force). */
function mostZeroGroups(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const [first, ...rest] = values;
  let best = 1;
  // The group holding `first`: every subset of the rest that makes it add up to zero.
  for (let mask = 0; mask < 1 << rest.length; mask += 1) {
    const inGroup = rest.filter((_, i) => mask & (1 << i));
    const others = rest.filter((_, i) => !(mask & (1 << i)));
    const sum = inGroup.reduce((a, b) => a + b, first ?? 0);
    if (sum === 0 && others.length > 0) best = Math.max(best, 1 + mostZeroGroups(others));
  }
  return best;
}
