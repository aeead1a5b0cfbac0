// The points that count, worked out once by scoreSheet (issue 32): expected values by hand from
// the rules. Grand with 1, hand, won = 72 on the list; clubs with 1 lost at 60 = −48 (twice 24).
// Seeger-Fabian: +50 per game won, −50 per game lost, +40 to each other player at a table of 3
// when a game is lost.
import { describe, expect, test } from 'vitest';
import { settleSheet } from '../../src/domain/money';
import { compareDskv, rankDskv } from '../../src/domain/standings';
import { explainTotal } from '../../src/domain/total-explained';
import { clubs, grandHand, scored, setupOf } from '../support/house-helpers';

const deals = [grandHand(0), clubs(1, 60)];
const seegerFabian = scored(setupOf(3, { list: 'seeger-fabian' }), deals);
const plain = scored(setupOf(3, { list: 'plain' }), deals);

describe('the points that count', () => {
  test('Seeger-Fabian counts 72 + 50 + 40, −48 − 50, and 40; the plain list its entries', () => {
    expect(seegerFabian.counted).toEqual([162, -98, 40]);
    expect(seegerFabian.countedAfter).toEqual([
      [122, 0, 0],
      [162, -98, 40],
    ]);
    expect(plain.counted).toEqual([72, -48, 0]);
    expect(plain.countedAfter).toEqual([
      [72, 0, 0],
      [72, -48, 0],
    ]);
  });

  test('a points list is placed by its points; it has no Bierlachs sheet', () => {
    expect(seegerFabian.placed).toEqual([
      { seat: 0, rank: 1 },
      { seat: 2, rank: 2 },
      { seat: 1, rank: 3 },
    ]);
    expect(plain.bierlachs).toBeNull();
  });

  test('a Bierlachs sheet is placed by rounds lost, then what is left', () => {
    // Limit 100: the grand hand takes 72 from Ben and Carl (28 left), Ben's lost clubs 48 more
    // (−20: Ben buys the beer); then Carl's lost clubs (100 − 48 = 52) and Anna's (52).
    const beer = scored(setupOf(3, { list: { kind: 'bierlachs', limit: 100 } }), [
      ...deals,
      clubs(2, 60),
      clubs(0, 60),
    ]);
    expect(beer.bierlachs?.lost).toEqual([0, 1, 0]);
    expect(beer.countedAfter).toEqual([
      [100, 28, 28],
      [100, -20, 28],
      [100, 100, 52],
      [52, 100, 52],
    ]);
    expect(beer.placed).toEqual([
      { seat: 0, rank: 1 },
      { seat: 2, rank: 1 },
      { seat: 1, rank: 3 },
    ]);
    // Its points (the plain list's entries) still count for the standings of points.
    expect(beer.counted).toEqual([24, -48, -48]);
  });
});

describe('the DSkV order', () => {
  test('points, then more games won, then fewer lost; equal players share a rank', () => {
    const anna = { points: 10, won: 2, lost: 1 };
    const ben = { points: 10, won: 3, lost: 1 };
    const carl = { points: 10, won: 3, lost: 2 };
    const dora = { points: 20, won: 0, lost: 5 };
    expect(compareDskv(ben, anna)).toBeLessThan(0);
    expect(compareDskv(ben, carl)).toBeLessThan(0);
    expect(compareDskv(ben, { ...ben })).toBe(0);
    expect(rankDskv([anna, ben, carl, dora, { ...ben }])).toEqual([
      { index: 3, rank: 1 },
      { index: 1, rank: 2 },
      { index: 4, rank: 2 },
      { index: 2, rank: 4 },
      { index: 0, rank: 5 },
    ]);
  });
});

describe('the ±50 part of Seeger-Fabian', () => {
  test('the winner +50, the loser −50, nothing for the one who only gained 40', () => {
    const parts = [0, 1, 2].map((seat) => explainTotal(seegerFabian.rows, seat, 'seeger-fabian'));
    expect(parts.map((p) => [p.wonPoints, p.lostPoints, p.ownGamesPoints])).toEqual([
      [50, 0, 50],
      [0, -50, -50],
      [0, 0, 0],
    ]);
  });
});

describe('settleSheet', () => {
  const money = { centsPerPoint: 1, currency: 'CHF', roundTo: 5, lostGameFee: null } as const;

  test('settles by the points that count: 3 × 162 − 104 = 382 Rappen, to 5 Rappen', () => {
    // Sum 104; Anna 382, Ben 3 × −98 − 104 = −398, Carl 120 − 104 = 16: each rounded down to 5
    // Rappen (380, −400, 15), the 5 taken away handed back to the largest remainder (Anna's 2
    // and Ben's 2 are equal: the first seat's).
    const settled = settleSheet(seegerFabian, money);
    expect(settled.points).toEqual([162, -98, 40]);
    expect(settled.balances).toEqual([385, -400, 15]);
    expect(settled.transfers).toEqual([
      { from: 1, to: 0, cents: 385 },
      { from: 1, to: 2, cents: 15 },
    ]);
    expect(settled.currency).toBe('CHF');
    expect([settled.staked, settled.kitty]).toEqual([true, null]);
  });

  test('the fee alone: no balances, 50 cents for Ben’s lost game into the kitty', () => {
    const fee = { cents: 50, raised: null };
    const settled = settleSheet(plain, {
      ...money,
      currency: 'EUR',
      roundTo: 1,
      centsPerPoint: null,
      lostGameFee: fee,
    });
    expect(settled.balances).toEqual([0, 0, 0]);
    expect(settled.transfers).toEqual([]);
    expect(settled.lost).toEqual([0, 1, 0]);
    expect(settled.fees).toEqual([0, 50, 0]);
    expect([settled.staked, settled.kitty]).toEqual([false, 50]);
  });
});
