// The prize list: the pool split by shares per place, tied players sharing their places' shares,
// the cents that do not divide going to rank 1. Figures by hand in the comments.
import { describe, expect, test } from 'vitest';
import { prizeList, prizePool } from '../../../src/domain/tournament/prizes';

const ranked = (...rows: [string, number][]) =>
  rows.map(([playerId, rank]) => ({ playerId, rank }));

describe('the prize pool', () => {
  const owed = [
    { entry: 1000, lostGames: 250 },
    { entry: 1000, lostGames: 0 },
    { entry: 1000, lostGames: 150 },
  ];
  test('the entry fees only, or the lost-game fees as well', () => {
    expect(prizePool(owed, 'entry')).toBe(3000);
    expect(prizePool(owed, 'entry-and-lost-games')).toBe(3400);
  });
});

describe('the prize list', () => {
  // The night of 7: a, f, b = c (3rd), g, e, d; 7 × 10 € entry = 70 €.
  const night = ranked(['a', 1], ['f', 2], ['b', 3], ['c', 3], ['g', 5], ['e', 6], ['d', 7]);

  // The prizes paid, each as player, rank, cents and share in percent.
  test.each<{ name: string; list: () => unknown; paid: string; rest: number }>([
    {
      name: '30, 20, 15, 10 %: b and c share places 3 and 4 (25 %) equally; 25 % is left',
      // a 2100, f 1400, b and c (15 + 10) % of 7000 = 1750 → 875 each; 7000 − 5250 = 1750 left.
      list: () => prizeList(night, 7000, [30, 20, 15, 10]),
      paid: 'a 1 2100 30, f 2 1400 20, b 3 875 12.5, c 3 875 12.5',
      rest: 1750,
    },
    {
      name: 'cents that do not divide go to rank 1, and the prizes add up to the pool',
      // 10.01 €: place 1 50 % = 500.5 → 500; q, r, s share places 2 and 3 (50 % = 500.5 → 500):
      // 166 each, 498; 1001 − 500 − 498 = 3 cents more for p: 503.
      list: () => prizeList(ranked(['p', 1], ['q', 2], ['r', 2], ['s', 2]), 1001, [50, 30, 20]),
      paid: 'p 1 503 50, q 2 166 16.67, r 2 166 16.67, s 2 166 16.67',
      rest: 0,
    },
    {
      name: 'more shares than players: the unused shares stay in the pool',
      // 2 players of 3 shares: 50 % and 30 % of 1000; 20 % left.
      list: () => prizeList(ranked(['p', 1], ['q', 2]), 1000, [50, 30, 20]),
      paid: 'p 1 500 50, q 2 300 30',
      rest: 200,
    },
  ])('$name', ({ list, paid, rest }) => {
    const prizes = paid.split(', ').map((prize) => {
      const [playerId, rank, cents, share] = prize.split(' ');
      return { playerId, rank: Number(rank), cents: Number(cents), share: Number(share) };
    });
    expect(list()).toEqual({ ok: true, value: { prizes, rest } });
  });

  test('a share in hundredths of a percent: 12.5 % of 10 €', () => {
    const one = prizeList(ranked(['p', 1]), 1000, [12.5]);
    expect(one.ok && one.value.prizes).toEqual([
      { playerId: 'p', rank: 1, cents: 125, share: 12.5 },
    ]);
  });

  test('shares over 100 %, or a share below 0, are refused', () => {
    expect(prizeList(night, 7000, [60, 50])).toEqual({
      ok: false,
      errors: [{ code: 'shares-over-100' }],
    });
    expect(prizeList(night, 7000, [30, -5, Number.NaN])).toEqual({
      ok: false,
      errors: [
        { code: 'share-invalid', place: 1 },
        { code: 'share-invalid', place: 2 },
      ],
    });
  });
});
