// The draw's randomness: the same seed gives the same order everywhere. The expected numbers come
// from outside this code: the FNV-1a test vectors published with the algorithm, and a separate
// Python implementation of mulberry32 and Fisher–Yates written from their published definitions.
import { describe, expect, test } from 'vitest';
import { mulberry32, seedHash, shuffled } from '../../../src/domain/tournament/seeded-random';

describe('the seed hash (FNV-1a, 32 bits)', () => {
  test.each([
    // The FNV reference test vectors (Fowler/Noll/Vo, FNV-1a 32-bit).
    ['', 0x811c9dc5],
    ['a', 0xe40c292c],
    ['foobar', 0xbf9cf968],
  ])('%j hashes to its published value', (seed, hash) => {
    expect(seedHash(seed)).toBe(hash);
  });
});

describe('the generator (mulberry32)', () => {
  test('from state 0 the first draws are the reference values', () => {
    // mulberry32(0) as published returns 0.2664292086847126… = 1144304738 / 2^32 first.
    const next = mulberry32(0);
    expect([next(), next(), next()]).toEqual([1144304738, 1416247, 958946056]);
  });

  test('from the hash of "club-1", by the separate Python implementation', () => {
    const next = mulberry32(seedHash('club-1'));
    expect(seedHash('club-1')).toBe(0x2880a403);
    expect(Array.from({ length: 6 }, () => next())).toEqual([
      1644984032, 3895862438, 4043473483, 1834920053, 3043635001, 822529287,
    ]);
  });
});

describe('the shuffle (Fisher–Yates)', () => {
  test.each([
    // Worked by the Python reference: j = ⌊draw · (i + 1) / 2^32⌋ for i = 6 … 1.
    ['club-1', ['d', 'a', 'g', 'b', 'e', 'f', 'c']],
    ['club-2', ['a', 'f', 'g', 'd', 'b', 'c', 'e']],
  ])('seven players drawn with seed %s', (seed, expected) => {
    const players = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect(shuffled(players, seed)).toEqual(expected);
    expect(players).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
  });

  test('every player is equally likely in every place (4,000 seeds, 4 players)', () => {
    // Each of the 16 player×place cells expects 1,000; a biased shuffle (j from the whole list,
    // or j < i) is off by far more than the 10 % allowed here. The seeds are fixed: no flakiness.
    const counts = new Map<string, number>();
    for (let n = 0; n < 4000; n += 1)
      shuffled(['a', 'b', 'c', 'd'], `s${n}`).forEach((player, place) => {
        const key = `${player}${place}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      });
    expect(counts.size).toBe(16);
    for (const count of counts.values()) expect(Math.abs(count - 1000)).toBeLessThan(100);
  });

  test('all 24 orders of four players come up', () => {
    const orders = new Set<string>();
    for (let n = 0; n < 500; n += 1) orders.add(shuffled(['a', 'b', 'c', 'd'], `t${n}`).join(''));
    expect(orders.size).toBe(24);
  });
});
