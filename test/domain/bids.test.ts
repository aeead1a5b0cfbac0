import { describe, expect, test } from 'vitest';
import {
  bidsCovered,
  highestBidCovered,
  isLegalBid,
  LEGAL_BIDS,
  nullVariantsReaching,
} from '../../src/domain/bids';

/** The next legal bid above `bid` ("18, 20, 22…"), or null above 264. */
const nextBid = (bid: number): number | null => LEGAL_BIDS.find((b) => b > bid) ?? null;

// The list typed in ../shared/rules/skat-scoring.md, "Bids (3.3)": the generated list must match.
const BIDS_FROM_RULES_DOC = [
  18, 20, 22, 23, 24, 27, 30, 33, 35, 36, 40, 44, 45, 46, 48, 50, 54, 55, 59, 60, 63, 66, 70, 72,
  77, 80, 81, 84, 88, 90, 96, 99, 100, 108, 110, 117, 120, 121, 126, 130, 132, 135, 140, 143, 144,
  150, 153, 154, 156, 160, 162, 165, 168, 170, 176, 180, 187, 192, 198, 204, 216, 240, 264,
];

describe('legal bids (ISkO 3.3)', () => {
  test('are exactly the list of the rules reference', () => {
    expect(LEGAL_BIDS).toEqual(BIDS_FROM_RULES_DOC);
  });

  test.each([
    [18, true], // diamonds with 1
    [19, false], // no game is worth 19
    [23, true], // Null
    [59, true], // Null Ouvert Hand
    [56, false], // a wrong Null Ouvert Hand value found in some scorers
    [264, true], // grand ouvert with 4, the highest value
    [265, false],
    [17, false], // below the lowest bid
    [9, false], // a base value is not a bid
  ])('isLegalBid(%i) is %s', (bid, legal) => {
    expect(isLegalBid(bid)).toBe(legal);
  });

  test.each([
    [48, 48], // grand with 1 covers a bid of 48
    [30, 30], // hearts with 1 hand: 3 × 10
    [26, 24], // not a game value: the bid below it
    [17, 0], // nothing reaches 18
    [300, 264],
  ])('highest bid covered by %i is %i', (value, bid) => {
    expect(highestBidCovered(value)).toBe(bid);
  });

  test.each([
    [18, 20],
    [22, 23],
    [59, 60],
    [264, null],
  ])('after %i comes %s', (bid, next) => {
    expect(nextBid(bid)).toBe(next);
  });
});

describe('what a value covers, and which null games reach a bid', () => {
  test('clubs with 2 hand (48) covers every bid from 18 to 48', () => {
    expect(bidsCovered(48)).toEqual([18, 20, 22, 23, 24, 27, 30, 33, 35, 36, 40, 44, 45, 46, 48]);
  });

  test('a value below 18 covers no bid', () => {
    expect(bidsCovered(17)).toEqual([]);
  });

  test.each([
    [18, ['null', 'null-hand', 'null-ouvert', 'null-ouvert-hand']],
    [24, ['null-hand', 'null-ouvert', 'null-ouvert-hand']],
    [46, ['null-ouvert', 'null-ouvert-hand']],
    [59, ['null-ouvert-hand']],
    [60, []],
  ])('null games reaching bid %i: %j', (bid, variants) => {
    expect(nullVariantsReaching(bid)).toEqual(variants);
  });
});
