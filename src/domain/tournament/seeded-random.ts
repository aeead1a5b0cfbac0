// A draw that can be done again: the seed shown on the director's screen picks the same order on
// every phone, browser and year. So no Math.random and no platform generator: a 32-bit string hash
// (FNV-1a) starts a small fixed generator (mulberry32), and only integer arithmetic that
// JavaScript defines exactly (Math.imul, >>> 0) is used.

/** FNV-1a over the seed's UTF-16 code units: the same number for the same string everywhere. */
export function seedHash(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** mulberry32: from a 32-bit state, an endless sequence of 32-bit unsigned integers. */
export function mulberry32(state: number): () => number {
  let a = state >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t = (t + Math.imul(t ^ (t >>> 7), t | 61)) ^ t;
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/** An integer in 0…below−1 from one 32-bit draw (below ≤ 2^21, so the product is exact). */
function below(next: () => number, count: number): number {
  return Math.floor((next() * count) / 0x1_0000_0000);
}

/** Fisher–Yates from the last place down: every order equally likely, the input left as it is. */
export function shuffled<T>(items: readonly T[], seed: string): T[] {
  const next = mulberry32(seedHash(seed));
  const order = [...items];
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = below(next, i + 1);
    const swap = order[i] as T;
    order[i] = order[j] as T;
    order[j] = swap;
  }
  return order;
}
