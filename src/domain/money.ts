// What the points of a sheet are worth (Abrechnung): money is not a rule of play, so it can be set
// or changed after the last deal. A stake per point, a currency, the table's rounding, and an
// optional lost-game fee (Verlustspielgeld) paid into the table's kitty.
import { fail, ok, type Result } from './result';
import type { Stake } from './rules';
import type { SheetScore } from './sheet-types';
import { fewestTransfers, pointBalances, roundedBalances, type Transfer } from './settle-up';

/** The currencies a table settles in, each with the roundings its coins allow (in cents). */
export const CURRENCIES = {
  EUR: [1, 10],
  USD: [1, 5, 10, 25],
  GBP: [1, 10],
  CHF: [5, 10],
} as const satisfies Record<string, readonly number[]>;

export type CurrencyCode = keyof typeof CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as CurrencyCode[];
/** The currency where none is set: a sheet's stake and a night's fees are in euros. */
export const HOME_CURRENCY: CurrencyCode = 'EUR';

/** Verlustspielgeld: a fee per game lost (0.50 € at tournaments), paid into the kitty. */
export interface LostGameFee {
  readonly cents: number;
  /** Some tables raise it from the n-th lost game of the evening on (1 € from the fourth). */
  readonly raised: { readonly fromGame: number; readonly cents: number } | null;
}

export interface Money {
  /** What a point is worth, in cents (NYCSA ½ cent); null when the table plays for the fee only. */
  readonly centsPerPoint: number | null;
  readonly currency: CurrencyCode;
  /** Every amount is a whole multiple of this many cents (1 or 10; 5 for Swiss francs). */
  readonly roundTo: number;
  readonly lostGameFee: LostGameFee | null;
}

export type MoneyError =
  /** A stake per point is a positive amount (a fraction of a cent is fine). */
  | { readonly code: 'stake-not-positive'; readonly value: number }
  | { readonly code: 'currency-unknown'; readonly value: string }
  /** The rounding is one the currency's coins allow (no 1 Rappen in Swiss francs). */
  | { readonly code: 'rounding-unfit'; readonly value: number; readonly currency: CurrencyCode }
  /** A fee is a whole number of cents above 0, and its rise from a lost game from 2 on. */
  | { readonly code: 'fee-invalid'; readonly value: number }
  | { readonly code: 'fee-from-game-invalid'; readonly value: number };

/** The biggest stake or fee a table plausibly sets: 100 € a point would be a typo. */
export const MAX_CENTS = 10_000;

function isAmount(cents: number, whole: boolean): boolean {
  return (
    Number.isFinite(cents) && cents > 0 && cents <= MAX_CENTS && (!whole || Number.isInteger(cents))
  );
}

function feeErrors(fee: LostGameFee | null): MoneyError[] {
  if (fee === null) return [];
  const errors: MoneyError[] = [];
  if (!isAmount(fee.cents, true)) errors.push({ code: 'fee-invalid', value: fee.cents });
  if (fee.raised === null) return errors;
  if (!isAmount(fee.raised.cents, true)) {
    errors.push({ code: 'fee-invalid', value: fee.raised.cents });
  }
  const { fromGame } = fee.raised;
  if (!Number.isInteger(fromGame) || fromGame < 2 || fromGame > 1000) {
    errors.push({ code: 'fee-from-game-invalid', value: fromGame });
  }
  return errors;
}

function isCurrency(code: string): code is CurrencyCode {
  return Object.hasOwn(CURRENCIES, code);
}

/** Every problem of a money setting (empty when sound). */
export function validateMoney(money: Money): Result<Money, MoneyError> {
  const errors: MoneyError[] = [];
  const stake = money.centsPerPoint;
  if (stake !== null && !isAmount(stake, false)) {
    errors.push({ code: 'stake-not-positive', value: stake });
  }
  if (!isCurrency(money.currency)) errors.push({ code: 'currency-unknown', value: money.currency });
  else if (!(CURRENCIES[money.currency] as readonly number[]).includes(money.roundTo)) {
    errors.push({ code: 'rounding-unfit', value: money.roundTo, currency: money.currency });
  }
  errors.push(...feeErrors(money.lostGameFee));
  return errors.length > 0 ? fail(errors) : ok(money);
}

/** The money a sheet starts with: its rules' stake in euros, to the cent, without a fee. */
export function moneyOfStake(stake: Stake | null): Money | null {
  if (stake === null) return null;
  return {
    centsPerPoint: stake.centsPerPoint,
    currency: HOME_CURRENCY,
    roundTo: 1,
    lostGameFee: null,
  };
}

/**
 * The money a sheet settles with: the latest kept change of its log (`changed`, null while there
 * is none), else its rules' stake. Null: played for nothing.
 */
export function sheetMoney(
  stake: Stake | null,
  changed: { readonly money: Money | null } | null,
): Money | null {
  return changed ? changed.money : moneyOfStake(stake);
}

/** The fee for a number of games lost, the raised fee from its game on. */
export function lostGamesFee(lostGames: number, fee: LostGameFee): number {
  if (fee.raised === null || lostGames < fee.raised.fromGame) return lostGames * fee.cents;
  const atBase = fee.raised.fromGame - 1;
  return atBase * fee.cents + (lostGames - atBase) * fee.raised.cents;
}

/** The settle-up of a sheet: who pays whom for the points, and what each pays into the kitty. */
export interface Settlement {
  /** Each seat's balance for the points, rounded (positive: receives). */
  readonly balances: readonly number[];
  readonly transfers: readonly Transfer[];
  /** Each seat's lost-game fee, into the kitty (0 without a fee). */
  readonly fees: readonly number[];
}

/**
 * `points`: each seat's total by the sheet's list (plain or Seeger-Fabian); `lost`: games each
 * seat lost. Two players settle the difference of their points × the stake.
 */
export function settleUp(
  points: readonly number[],
  lost: readonly number[],
  money: Money,
): Settlement {
  const stake = money.centsPerPoint;
  const balances =
    stake === null
      ? points.map(() => 0)
      : roundedBalances(
          pointBalances(points).map((balance) => balance * stake),
          money.roundTo,
        );
  const fee = money.lostGameFee;
  const fees = lost.map((games) => (fee === null ? 0 : lostGamesFee(games, fee)));
  return { balances, transfers: fewestTransfers(balances), fees };
}

/** A sheet settled up: what it settles by, and what that comes to (the screen only words it). */
export interface SheetSettlement extends Settlement {
  readonly currency: CurrencyCode;
  /** Each seat's points that count on the sheet's list (`SheetScore.counted`). */
  readonly points: readonly number[];
  /** Games each seat lost: what the lost-game fee counts. */
  readonly lost: readonly number[];
  /** Whether points are paid for (a stake is set); without, only the fee is settled. */
  readonly staked: boolean;
  /** The kitty: every seat's lost-game fee added up; null when the table plays without a fee. */
  readonly kitty: number | null;
}

/**
 * The settle-up of a scored sheet with its money: by the points that count on its list (plain
 * or Seeger-Fabian) and the games each seat lost. The one place a settle-up is worked out.
 */
export function settleSheet(
  score: Pick<SheetScore, 'counted' | 'totals'>,
  money: Money,
): SheetSettlement {
  const points = score.counted;
  const lost = score.totals.lost;
  const settled = settleUp(points, lost, money);
  const kitty = settled.fees.reduce((sum, cents) => sum + cents, 0);
  return {
    ...settled,
    currency: money.currency,
    points,
    lost,
    staked: money.centsPerPoint !== null,
    kitty: money.lostGameFee === null ? null : kitty,
  };
}
