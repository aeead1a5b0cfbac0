// The draw of a later series keeps apart players who already sat together this night, where the
// numbers allow (issue 33, "the draw a club trusts"). It stays a draw from the seed: the plain draw
// first (series 1, and any series it already keeps apart, are seated exactly as before); when that
// seats a pair together again, a bounded number of further orders, each made from the seed and the
// attempt's number, are seated greedily and improved by swaps, and the first with the fewest
// repeats wins. Only the seed, the players and the earlier tables go in, so every device (and the
// results file's checker) seats the same tables. The search is a heuristic, not a proof: "fewest
// found" is what the screen reports as unavoidable.
import { ok, type Result } from '../result';
import { drawTables, type AssignmentProblem } from './assignment';
import type { TableSeats } from './night';
import { shuffled } from './seeded-random';

/** Further orders tried after the plain draw: enough for small nights, bounded for big ones. */
const ATTEMPTS = 24;
/** Swap evaluations allowed over the whole draw, so 400 players still seat within a moment. */
const SWAP_BUDGET = 400_000;

export interface DrawnSeries {
  readonly tables: readonly TableSeats[];
  /** Pairs at a table of this series who sat together in an earlier series. */
  readonly repeats: number;
}

type Met = ReadonlyMap<string, ReadonlySet<string>>;

/** Who sat at a table with whom in the given series. */
export function metBefore(series: readonly (readonly TableSeats[])[]): Met {
  const met = new Map<string, Set<string>>();
  for (const tables of series)
    for (const { players } of tables)
      for (const one of players) {
        const mine = met.get(one) ?? new Set<string>();
        for (const other of players) if (other !== one) mine.add(other);
        met.set(one, mine);
      }
  return met;
}

/** How many of `others` the player met before (the player itself never counts). */
function clashes(player: string, others: readonly string[], met: Met): number {
  const mine = met.get(player);
  if (!mine) return 0;
  return others.reduce((count, other) => count + (mine.has(other) ? 1 : 0), 0);
}

/** Pairs seated together again: each pair once. */
export function repeatsIn(tables: readonly TableSeats[], met: Met): number {
  let pairs = 0;
  for (const { players } of tables)
    players.forEach((one, i) => {
      pairs += clashes(one, players.slice(i + 1), met);
    });
  return pairs;
}

/** Each player, in order, to the table with room where they met the fewest (then most room). */
function greedy(order: readonly string[], sizes: readonly number[], met: Met): string[][] {
  const tables: string[][] = sizes.map(() => []);
  for (const player of order) {
    let best = -1;
    let bestScore = Infinity;
    tables.forEach((table, index) => {
      const room = (sizes[index] ?? 0) - table.length;
      if (room <= 0) return;
      // Clashes weigh more than any room, so room only breaks ties.
      const score = clashes(player, table, met) * 8 - room;
      if (score < bestScore) [best, bestScore] = [index, score];
    });
    tables[best]?.push(player);
  }
  return tables;
}

/** Clashes of a player at a table once `leaving` has left it. */
function clashesWithout(player: string, table: readonly string[], leaving: string, met: Met) {
  return clashes(
    player,
    table.filter((other) => other !== leaving && other !== player),
    met,
  );
}

/** Swaps between tables while one lowers the repeats, within the shared budget. */
function improved(tables: string[][], met: Met, budget: { left: number }): string[][] {
  let changed = true;
  while (changed && budget.left > 0) {
    changed = false;
    for (let ta = 0; ta < tables.length; ta += 1)
      for (let tb = ta + 1; tb < tables.length; tb += 1) {
        const a = tables[ta] ?? [];
        const b = tables[tb] ?? [];
        for (let i = 0; i < a.length; i += 1)
          for (let j = 0; j < b.length; j += 1) {
            budget.left -= 1;
            const x = a[i] ?? '';
            const y = b[j] ?? '';
            const now = clashesWithout(x, a, x, met) + clashesWithout(y, b, y, met);
            const swapped = clashesWithout(x, b, y, met) + clashesWithout(y, a, x, met);
            if (swapped < now) {
              [a[i], b[j]] = [y, x];
              changed = true;
            }
          }
      }
  }
  return tables;
}

function numbered(tables: readonly (readonly string[])[]): TableSeats[] {
  return tables.map((players, index) => ({ table: index + 1, players }));
}

/**
 * The tables of a drawn series, keeping apart who sat together in `earlier` series where the
 * numbers allow; refused with the draw's codes (seed, player count).
 */
export function drawApart(
  players: readonly string[],
  seed: string,
  earlier: readonly (readonly TableSeats[])[],
  largest: 4 | 5 = 4,
): Result<DrawnSeries, AssignmentProblem> {
  const plain = drawTables(players, seed, largest);
  if (!plain.ok) return plain;
  const met = metBefore(earlier);
  let best: DrawnSeries = { tables: plain.value, repeats: repeatsIn(plain.value, met) };
  const sizes = plain.value.map((table) => table.players.length);
  const budget = { left: SWAP_BUDGET };
  for (let attempt = 1; attempt <= ATTEMPTS && best.repeats > 0; attempt += 1) {
    const order = shuffled(players, `${seed}/${attempt}`);
    const tables = numbered(improved(greedy(order, sizes, met), met, budget));
    const repeats = repeatsIn(tables, met);
    if (repeats < best.repeats) best = { tables, repeats };
  }
  return ok(best);
}

/** Pairs in series `index` (0-based) of the plan who sat together in an earlier one. */
export function seriesRepeats(
  series: readonly { readonly tables: readonly TableSeats[] }[],
  index: number,
): number {
  const tables = series[index]?.tables ?? [];
  return repeatsIn(tables, metBefore(series.slice(0, index).map((one) => one.tables)));
}
