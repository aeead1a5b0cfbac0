import { describe, expect, test } from 'vitest';
import { shares } from '../../../../src/ui/common/charts/shares';

describe('shares of a whole', () => {
  test.each([
    // counts → whole percentages by the largest remainder, adding up to 100
    { counts: [1, 1, 1], percents: [34, 33, 33] },
    { counts: [2, 1, 1], percents: [50, 25, 25] },
    { counts: [1, 2, 3], percents: [17, 33, 50] },
    { counts: [5, 0, 0], percents: [100, 0, 0] },
    { counts: [1, 1, 1, 1, 1, 1, 1], percents: [15, 15, 14, 14, 14, 14, 14] },
  ])('$counts → $percents', ({ counts, percents }) => {
    const result = shares(counts);
    expect(result.map((share) => share.percent)).toEqual(percents);
    expect(percents.reduce((sum, p) => sum + p, 0)).toBe(100);
    const total = counts.reduce((sum, count) => sum + count, 0);
    result.forEach((share, index) => {
      expect(share.count).toBe(counts[index]);
      expect(share.fraction).toBeCloseTo((counts[index] ?? 0) / total, 10);
    });
  });

  test('nothing counted: every share is 0', () => {
    expect(shares([0, 0])).toEqual([
      { count: 0, fraction: 0, percent: 0 },
      { count: 0, fraction: 0, percent: 0 },
    ]);
    expect(shares([])).toEqual([]);
  });
});
