// Settling up (Abrechnung) after the last deal: who pays whom how much, in the fewest transfers.
//
// At a Skat table every two players settle the difference of their points times the stake, so a
// player's balance is the sum of his differences to everyone else: (n × own − sum of all) × stake.
// The balances add up to zero. Paying each difference separately takes up to n(n−1)/2 transfers;
// the table wants the fewest, and nobody who pays should also receive.
//
// Amounts are whole minor units of the currency (cents). The stake may be a fraction of a cent
// (NYCSA: ½ cent per point), so balances are rounded to the table's unit (1 or 10 cents) so that
// they still add up to zero: each is then within one unit of the exact amount.

/** One payment of the settle-up: `from` pays `to` (seats), a whole number of cents. */
export interface Transfer {
  readonly from: number;
  readonly to: number;
  readonly cents: number;
}

/** What each seat receives (positive) or pays (negative), in points: the sum of its differences. */
export function pointBalances(points: readonly number[]): number[] {
  const sum = points.reduce((total, value) => total + value, 0);
  return points.map((own) => points.length * own - sum);
}

/**
 * Exact amounts (adding up to zero) as whole multiples of `unit` that still add up to zero: each
 * is rounded down, then the units that rounding took away are handed back one at a time to the
 * largest remainders, so no amount moves by a whole unit or more.
 */
export function roundedBalances(exact: readonly number[], unit: number): number[] {
  const floors = exact.map((amount) => Math.floor(amount / unit));
  const short = Math.round(-floors.reduce((total, units) => total + units, 0));
  const byRemainder = exact
    .map((amount, seat) => ({ seat, remainder: amount / unit - (floors[seat] ?? 0) }))
    .sort((a, b) => b.remainder - a.remainder || a.seat - b.seat);
  const rounded = [...floors];
  for (let i = 0; i < short; i += 1) {
    const seat = byRemainder[i % byRemainder.length]?.seat ?? 0;
    rounded[seat] = (rounded[seat] ?? 0) + 1;
  }
  return rounded.map((units) => units * unit);
}

/** The sum of every subset of the balances, indexed by its bit mask. */
function subsetSums(balances: readonly number[]): number[] {
  const sums = new Array<number>(1 << balances.length).fill(0);
  for (let mask = 1; mask < sums.length; mask += 1) {
    const low = Math.log2(mask & -mask);
    sums[mask] = (sums[mask & (mask - 1)] ?? 0) + (balances[low] ?? 0);
  }
  return sums;
}

/**
 * The balances split into as many groups adding up to zero as possible: each group of k players
 * settles in k − 1 transfers, so the most groups give the fewest transfers (an exact search over
 * subsets; a table has 3 to 5 players, a group page a dozen at most).
 */
function zeroSumGroups(balances: readonly number[]): number[][] {
  const sums = subsetSums(balances);
  const full = sums.length - 1;
  const most = new Array<number>(sums.length).fill(0);
  for (let mask = 1; mask <= full; mask += 1) {
    let best = 0;
    for (let rest = mask; rest > 0; rest &= rest - 1) {
      best = Math.max(best, most[mask & ~(rest & -rest)] ?? 0);
    }
    most[mask] = best + (sums[mask] === 0 ? 1 : 0);
  }
  const groups: number[][] = [];
  let group: number[] = [];
  let mask = full;
  while (mask > 0) {
    // Walk back along a best path: drop a seat that keeps the count of groups.
    const closes = sums[mask] === 0 ? 1 : 0;
    let next = mask;
    for (let rest = mask; rest > 0; rest &= rest - 1) {
      const without = mask & ~(rest & -rest);
      if ((most[without] ?? 0) + closes === most[mask]) {
        next = without;
        break;
      }
    }
    group.push(Math.log2(mask & ~next));
    if (sums[next] === 0) {
      groups.push(group);
      group = [];
    }
    mask = next;
  }
  return groups;
}

/** One group adding up to zero: the biggest payer pays the biggest receiver, until all are even. */
function settleGroup(seats: readonly number[], balances: readonly number[]): Transfer[] {
  const left = new Map(seats.map((seat) => [seat, balances[seat] ?? 0]));
  const transfers: Transfer[] = [];
  for (;;) {
    const open = [...left].filter(([, amount]) => amount !== 0);
    if (open.length === 0) return transfers;
    const [payer, owes] = open.reduce((a, b) => (b[1] < a[1] ? b : a));
    const [receiver, gets] = open.reduce((a, b) => (b[1] > a[1] ? b : a));
    const cents = Math.min(-owes, gets);
    transfers.push({ from: payer, to: receiver, cents });
    left.set(payer, owes + cents);
    left.set(receiver, gets - cents);
  }
}

/** The most players `fewestTransfers` settles exactly (2^n subsets); more are settled greedily. */
export const EXACT_SETTLE_PLAYERS = 16;

/**
 * Who pays whom: whole balances that add up to zero, settled in the fewest transfers (at most one
 * fewer than the players who are not even); a payer never receives. Largest amounts first.
 */
export function fewestTransfers(balances: readonly number[]): Transfer[] {
  const seats = balances.flatMap((amount, seat) => (amount === 0 ? [] : [seat]));
  const open = seats.map((seat) => balances[seat] ?? 0);
  const groups =
    seats.length <= EXACT_SETTLE_PLAYERS
      ? zeroSumGroups(open).map((group) => group.map((index) => seats[index] ?? 0))
      : [seats];
  return groups
    .flatMap((group) => settleGroup(group, balances))
    .sort((a, b) => b.cents - a.cents || a.from - b.from || a.to - b.to);
}
