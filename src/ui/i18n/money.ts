import { CURRENCIES, type Money, type MoneyError } from '../../domain/money';
import { assertNever } from '../../domain/result';
import type { Dictionary } from './dictionary';

/** A sheet's money in one line: "½ cent per point · rounded to €0.10 · lost-game fee €0.50". */
export function moneySummary(t: Dictionary, money: Money | null): string {
  const s = t.settle;
  if (money === null) return s.noMoney;
  const { centsPerPoint, currency, roundTo, lostGameFee } = money;
  const parts = [
    ...(centsPerPoint === null ? [] : [s.stakeLine(centsPerPoint)]),
    t.settle.currencies[currency],
    s.roundedTo(roundTo, currency),
    ...(lostGameFee === null ? [] : [s.feeLine(lostGameFee.cents, currency)]),
    ...(lostGameFee?.raised
      ? [s.raisedLine(lostGameFee.raised.fromGame, lostGameFee.raised.cents, currency)]
      : []),
  ];
  return parts.join(' · ');
}

/** Why a money setting is refused, in a sentence. */
export function moneyErrorMessage(t: Dictionary, error: MoneyError): string {
  const e = t.settle.errors;
  switch (error.code) {
    case 'stake-not-positive':
    case 'currency-unknown':
    case 'fee-invalid':
    case 'fee-from-game-invalid':
      return e[error.code];
    case 'rounding-unfit': {
      const { currency } = error;
      const allowed = CURRENCIES[currency].map((cents) => t.settle.amount(cents, currency));
      const value = t.settle.amount(error.value, currency);
      return e['rounding-unfit'](currency, value, t.settle.or(allowed));
    }
    default:
      return assertNever(error);
  }
}
