/*
 * Each part's share of a whole, for a share chart ("each game's share of the games declared"):
 * fractions for the bars, and whole percentages that add up to exactly 100 (largest remainder),
 * so a table of them never reads 99 % or 101 %.
 */

export interface Share {
  readonly count: number;
  /** count / total, 0 when nothing was counted. */
  readonly fraction: number;
  /** A whole percentage; all of them add up to 100 (or all are 0). */
  readonly percent: number;
}

export function shares(counts: readonly number[]): Share[] {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total <= 0) return counts.map((count) => ({ count, fraction: 0, percent: 0 }));
  const exact = counts.map((count) => (count / total) * 100);
  const percents = exact.map(Math.floor);
  let left = 100 - percents.reduce((sum, percent) => sum + percent, 0);
  // The largest remainders get the points still missing; equal remainders in order.
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    percents[index] = (percents[index] ?? 0) + 1;
    left -= 1;
  }
  return counts.map((count, index) => ({
    count,
    fraction: count / total,
    percent: percents[index] ?? 0,
  }));
}
