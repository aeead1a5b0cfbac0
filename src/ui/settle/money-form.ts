// The stake's form as typed: every number stays text until it is saved, so a refused input keeps
// what was typed. Turned into the domain's Money (not-a-number where the text is not one: the
// domain's validateMoney then refuses it with its own error).
import {
  CURRENCIES,
  HOME_CURRENCY,
  validateMoney,
  type CurrencyCode,
  type Money,
  type MoneyError,
} from '../../domain/money';
import { ok, type Result } from '../../domain/result';
import { numberText, typedNumber } from '../rules-form/typed-number';

export interface MoneyForm {
  readonly stakeOn: boolean;
  /** Cents per point as typed: "½", "0,5", "1". */
  readonly stake: string;
  readonly currency: CurrencyCode;
  readonly roundTo: number;
  readonly feeOn: boolean;
  /** Cents per lost game as typed ("50"). */
  readonly fee: string;
  readonly raiseOn: boolean;
  readonly raiseFrom: string;
  readonly raiseFee: string;
}

/** The roundings the form offers, for every currency: one a currency's coins do not allow is refused. */
export const ROUNDINGS = [1, 5, 10] as const;

/** The form showing a sheet's money (null: played for nothing). */
export function moneyForm(money: Money | null): MoneyForm {
  const fee = money?.lostGameFee ?? null;
  const stake = money?.centsPerPoint ?? null;
  return {
    stakeOn: stake !== null,
    stake: stake === null ? '1' : numberText(stake),
    currency: money?.currency ?? HOME_CURRENCY,
    roundTo: money?.roundTo ?? CURRENCIES.EUR[0],
    feeOn: fee !== null,
    fee: fee === null ? '50' : String(fee.cents),
    raiseOn: fee?.raised != null,
    raiseFrom: fee?.raised ? String(fee.raised.fromGame) : '4',
    raiseFee: fee?.raised ? String(fee.raised.cents) : '100',
  };
}

/** The money the form says, checked by the domain; null: neither a stake nor a fee. */
export function formMoney(form: MoneyForm): Result<Money | null, MoneyError> {
  if (!form.stakeOn && !form.feeOn) return ok(null);
  const money: Money = {
    centsPerPoint: form.stakeOn ? typedNumber(form.stake) : null,
    currency: form.currency,
    roundTo: form.roundTo,
    lostGameFee: form.feeOn
      ? {
          cents: typedNumber(form.fee),
          raised: form.raiseOn
            ? { fromGame: typedNumber(form.raiseFrom), cents: typedNumber(form.raiseFee) }
            : null,
        }
      : null,
  };
  return validateMoney(money);
}
