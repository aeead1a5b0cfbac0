// What deleting a deal in the middle does to the later deals (renumber.ts). Table of four, first
// dealer seat 0: deal n (1-based) is dealt by seat (n − 1) mod 4, who sits out.
import { describe, expect, test } from 'vitest';
import { renumberPreview } from '../../src/domain/renumber';
import { voidDeal } from '../../src/domain/voided-deal';
import { clubs, setupOf } from '../support/house-helpers';

const FOUR = setupOf(4, {});

describe('renumberPreview', () => {
  test('every later deal moves up and changes dealer; all still fit', () => {
    const deals = [clubs(1), clubs(2), clubs(3), clubs(0)];
    expect(renumberPreview(FOUR, deals, 1)).toEqual({
      changed: [
        { index: 2, newIndex: 1, dealerBefore: 2, dealerAfter: 1, errors: [] },
        { index: 3, newIndex: 2, dealerBefore: 3, dealerAfter: 2, errors: [] },
      ],
      valid: true,
    });
  });

  test('a later declarer moved onto the dealer seat: that deal becomes invalid', () => {
    // Deal 3 (seat 1 declares, seat 2 deals) would become deal 2, dealt by seat 1 himself.
    const deals = [clubs(1), clubs(2), clubs(1), clubs(0)];
    expect(renumberPreview(FOUR, deals, 1)).toEqual({
      changed: [
        {
          index: 2,
          newIndex: 1,
          dealerBefore: 2,
          dealerAfter: 1,
          errors: [{ code: 'dealer-declares-at-four', dealIndex: 1 }],
        },
        { index: 3, newIndex: 2, dealerBefore: 3, dealerAfter: 2, errors: [] },
      ],
      valid: false,
    });
  });

  test('deleting the last deal changes nothing else', () => {
    expect(renumberPreview(FOUR, [clubs(1), clubs(2)], 1)).toEqual({ changed: [], valid: true });
  });

  test('a voided deal moved onto its declarer’s deal stays valid (its place is not checked)', () => {
    const deals = [clubs(1), clubs(2), voidDeal(clubs(1))];
    const preview = renumberPreview(FOUR, deals, 1);
    expect(preview.valid).toBe(true);
    expect(preview.changed).toEqual([
      { index: 2, newIndex: 1, dealerBefore: 2, dealerAfter: 1, errors: [] },
    ]);
  });
});
