// Lost-game fees (Verlustspielgeld) count per list, the entry fee once a night: figures by hand.
import { describe, expect, test } from 'vitest';
import {
  feesOwed,
  lostGameFeeOfList,
  nightCurrency,
  totalOwed,
} from '../../../src/domain/tournament/fees';
import type { NightFees } from '../../../src/domain/tournament/night';

// 0.50 € a lost game, 1 € from the fourth (the example), 10 € entry.
const CLUB: NightFees = { entry: 1000, perLost: 50, higher: { from: 4, cents: 100 } };

describe('the lost-game fee of one list', () => {
  test.each([
    { lost: 0, cents: 0 },
    { lost: 1, cents: 50 },
    // The first three at 0.50 €.
    { lost: 3, cents: 150 },
    // The fourth at 1 €: 3 × 50 + 100.
    { lost: 4, cents: 250 },
    { lost: 6, cents: 450 },
  ])('$lost lost: $cents cents', ({ lost, cents }) => {
    expect(lostGameFeeOfList(CLUB, lost)).toBe(cents);
  });

  test('without a higher fee every lost game costs the same', () => {
    expect(lostGameFeeOfList({ ...CLUB, higher: null }, 6)).toBe(300);
  });

  test('a higher fee from the first lost game on', () => {
    expect(lostGameFeeOfList({ ...CLUB, higher: { from: 1, cents: 80 } }, 3)).toBe(240);
  });
});

describe('what a player owes the night', () => {
  test('each list counts its own lost games: 5 and 3 lost, not 8 in one count', () => {
    // List 1: 3 × 50 + 2 × 100 = 350; list 2: 3 × 50 = 150. Counted per night it would be 650.
    const owed = feesOwed(CLUB, [5, 3]);
    expect(owed).toEqual({ entry: 1000, lostGames: 500 });
    expect(totalOwed(owed)).toBe(1500);
  });
});

describe('the night’s currency', () => {
  test('data of its fees: francs when set, euros on a night that sets none (every night so far)', () => {
    expect(nightCurrency({ currency: 'CHF' })).toBe('CHF');
    expect(nightCurrency({})).toBe('EUR');
  });
});
