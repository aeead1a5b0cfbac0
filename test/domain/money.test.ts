// The money of a sheet: stake, currency, rounding, lost-game fee; and the settle-up it gives.
import { describe, expect, test } from 'vitest';
import { lostGamesFee, settleUp, validateMoney, type Money } from '../../src/domain/money';

const EURO_CENT: Money = { centsPerPoint: 1, currency: 'EUR', roundTo: 1, lostGameFee: null };

function codes(money: Money): string[] {
  const checked = validateMoney(money);
  return checked.ok ? [] : checked.errors.map((error) => error.code);
}

describe('validateMoney', () => {
  test('½ cent, 1 cent and 10 cents per point are stakes', () => {
    for (const centsPerPoint of [0.5, 1, 10]) {
      expect(codes({ ...EURO_CENT, centsPerPoint })).toEqual([]);
    }
  });

  test('a stake that is not a positive amount is refused', () => {
    for (const centsPerPoint of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, 1e9]) {
      expect(codes({ ...EURO_CENT, centsPerPoint })).toEqual(['stake-not-positive']);
    }
  });

  test('a rounding that does not fit the currency is refused', () => {
    expect(codes({ ...EURO_CENT, roundTo: 5 })).toEqual(['rounding-unfit']);
    expect(codes({ ...EURO_CENT, currency: 'CHF', roundTo: 1 })).toEqual(['rounding-unfit']);
    expect(codes({ ...EURO_CENT, currency: 'CHF', roundTo: 5 })).toEqual([]);
    expect(codes({ ...EURO_CENT, roundTo: 10 })).toEqual([]);
  });

  test('an unknown currency and a broken fee are refused', () => {
    const money = { ...EURO_CENT, currency: 'XXX' } as unknown as Money;
    expect(codes(money)).toEqual(['currency-unknown']);
    expect(
      codes({ ...EURO_CENT, lostGameFee: { cents: 0.5, raised: { fromGame: 1, cents: 100 } } }),
    ).toEqual(['fee-invalid', 'fee-from-game-invalid']);
  });
});

test('the lost-game fee: 50 cents a game, 1 € from the fourth', () => {
  const fee = { cents: 50, raised: { fromGame: 4, cents: 100 } };
  expect([0, 1, 3, 4, 6].map((games) => lostGamesFee(games, fee))).toEqual([0, 50, 150, 250, 450]);
  expect(lostGamesFee(6, { cents: 50, raised: null })).toBe(300);
});

describe('settleUp', () => {
  test('NYCSA: ½ cent per point, rounded to the cent', () => {
    // Anna +301, Ben −45, Carl +88 (Seeger-Fabian): balances 3 × own − 344 = 559, −479, −80 points.
    const { balances, transfers, fees } = settleUp([301, -45, 88], [1, 4, 2], {
      ...EURO_CENT,
      centsPerPoint: 0.5,
    });
    // 279.5 / −239.5 / −40: the cent the halves leave goes to the first seat of equal remainders.
    expect(balances).toEqual([280, -240, -40]);
    expect(transfers).toEqual([
      { from: 1, to: 0, cents: 240 },
      { from: 2, to: 0, cents: 40 },
    ]);
    expect(fees).toEqual([0, 0, 0]);
  });

  test('to 10 cents, with a lost-game fee', () => {
    const settled = settleUp([1234, -567, 89], [2, 5, 3], {
      centsPerPoint: 1,
      currency: 'EUR',
      roundTo: 10,
      lostGameFee: { cents: 50, raised: null },
    });
    // 3 × 1234 − 756 = 2946 → 2950; 3 × −567 − 756 = −2457 → −2460; 3 × 89 − 756 = −489 → −490.
    expect(settled.balances).toEqual([2950, -2460, -490]);
    expect(settled.transfers).toEqual([
      { from: 1, to: 0, cents: 2460 },
      { from: 2, to: 0, cents: 490 },
    ]);
    expect(settled.fees).toEqual([100, 250, 150]);
  });

  test('a fee only: no transfers for points', () => {
    const settled = settleUp([100, -50, 0], [0, 2, 1], {
      ...EURO_CENT,
      centsPerPoint: null,
      lostGameFee: { cents: 50, raised: null },
    });
    expect(settled.transfers).toEqual([]);
    expect(settled.fees).toEqual([0, 100, 50]);
  });
});
