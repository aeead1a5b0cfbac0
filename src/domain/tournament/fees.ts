// What a player owes the night, in cents: the entry fee (Startgeld) and the lost-game fee
// (Verlustspielgeld). The lost-game fee counts per list, as the DSkV does: each series is its own
// list at its own table, so "1 € from the fourth lost game" starts again at 0.50 € in the next
// series. A table's sheet settles its fee the same way (money.ts `lostGamesFee`), reused here.
import { HOME_CURRENCY, lostGamesFee, type CurrencyCode } from '../money';
import type { NightFees } from './night';

/** The currency of a night's fees: data of its money settings, euros where none is set. */
export function nightCurrency(fees: Pick<NightFees, 'currency'>): CurrencyCode {
  return fees.currency ?? HOME_CURRENCY;
}

/** What a player owes: the entry fee, and the lost-game fees of their lists. */
export interface FeesOwed {
  readonly entry: number;
  readonly lostGames: number;
}

export const NO_FEES: FeesOwed = { entry: 0, lostGames: 0 };

/** The lost-game fee of one list (one series at one table) with `lost` games lost on it. */
export function lostGameFeeOfList(fees: NightFees, lost: number): number {
  const raised =
    fees.higher === null ? null : { fromGame: fees.higher.from, cents: fees.higher.cents };
  return lostGamesFee(lost, { cents: fees.perLost, raised });
}

/** A player's fees for the night: the entry fee, and each list's lost-game fee added up. */
export function feesOwed(fees: NightFees, lostPerList: readonly number[]): FeesOwed {
  let lostGames = 0;
  for (const lost of lostPerList) lostGames += lostGameFeeOfList(fees, lost);
  return { entry: fees.entry, lostGames };
}

/** Everything a player pays. */
export function totalOwed(owed: FeesOwed): number {
  return owed.entry + owed.lostGames;
}
