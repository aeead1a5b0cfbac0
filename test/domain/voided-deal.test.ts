// A voided deal (voided-deal.ts) on a sheet: worked by hand from house-rules.md § Bock rounds,
// table of 3, first dealer seat 0, Bock rounds after a won grand hand, stacked.
import { describe, expect, test } from 'vitest';
import { scoreSheet } from '../../src/domain/sheet';
import { enteredDeal, isVoided, voidDeal } from '../../src/domain/voided-deal';
import type { ListDeal } from '../../src/domain/voided-deal';
import { PASSED, clubs, grandHand, rounds, scored, setupOf } from '../support/house-helpers';

const BOCK_3 = setupOf(3, { bock: rounds(['grand-hand-won']) });

// 1. seat 1 grand hand with 1, won: 3 × 24 = 72; starts a Bock round (deals 2–4)
// 2. seat 2 clubs with 1, won: 2 × 12 = 24, Bock ×2 → 48
// 3. passed (a Bock deal used up)
// 4. seat 0 clubs with 1, won: 24 × 2 = 48
// 5. seat 1 clubs with 1, won: 24, the round is over
const EVENING = [grandHand(1), clubs(2), PASSED, clubs(0), clubs(1)];

function withVoided(index: number): ListDeal[] {
  return EVENING.map((deal, i) => (i === index ? voidDeal(deal) : deal));
}

describe('a voided deal on the sheet', () => {
  test('scores 0 for everyone and starts no Bock round', () => {
    const score = scored(BOCK_3, withVoided(0));
    expect(score.rows.map((row) => row.bock)).toEqual([0, 0, 0, 0, 0]);
    expect(score.rows.map((row) => row.bockStarted)).toEqual([[], [], [], [], []]);
    expect(score.rows[0]?.listDelta).toEqual([0, 0, 0]);
    expect(score.rows[0]?.entry).toEqual({ kind: 'voided', deal: voidDeal(grandHand(1)) });
    expect(score.totals.list).toEqual([24, 24, 24]);
  });

  test('keeps its place: every later deal keeps its dealer', () => {
    const score = scored(BOCK_3, withVoided(1));
    expect(score.rows.map((row) => row.seats.dealer)).toEqual([0, 1, 2, 0, 1]);
    expect(score.nextDeal?.dealer).toBe(2);
  });

  test('uses up a deal of the Bock round it stands in, like a passed deal', () => {
    const score = scored(BOCK_3, withVoided(1));
    expect(score.rows.map((row) => row.bock)).toEqual([0, 1, 1, 1, 0]);
    // 72 for seat 1 and 24 after the round; seat 0's clubs in Bock 48; seat 2's voided clubs 0.
    expect(score.totals.list).toEqual([48, 96, 0]);
    expect(score.totals.won).toEqual([1, 2, 0]);
  });

  test('counts towards the planned deals', () => {
    const score = scored({ ...BOCK_3, plannedDeals: 3 }, withVoided(2).slice(0, 3));
    expect(score.complete).toBe(true);
    expect(score.nextDeal).toBeNull();
  });

  test('a lost game voided gives nobody the Seeger-Fabian bonus', () => {
    const setup = setupOf(3, { list: 'seeger-fabian' });
    const score = scored(setup, [voidDeal(clubs(1, 40))]);
    expect(score.totals.seegerFabian).toEqual([0, 0, 0]);
    expect(score.totals.lost).toEqual([0, 0, 0]);
  });

  test('its place is not checked: the dealer declaring at four, voided, is accepted', () => {
    const setup = setupOf(4, {});
    // Deal 1 is dealt by seat 0, who sits out at four.
    expect(scoreSheet(setup, [clubs(0)]).ok).toBe(false);
    const score = scored(setup, [voidDeal(clubs(0)), clubs(2)]);
    expect(score.totals.list).toEqual([0, 0, 24, 0]);
  });

  test('restoring gives the deal back exactly as entered', () => {
    const voided = voidDeal(grandHand(1));
    expect(isVoided(voided)).toBe(true);
    expect(enteredDeal(voided)).toEqual(grandHand(1));
    expect(enteredDeal(clubs(2))).toEqual(clubs(2));
    expect(scored(BOCK_3, EVENING).totals.list).toEqual([48, 96, 48]);
  });
});
