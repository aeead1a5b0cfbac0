// The refusals of the ISkO rules core (a deal, a sheet) in the table's language. Apart from
// errors.ts so that the house rules' words (house-errors.ts) build on them and errors.ts on both.
import type { DealError, SheetError } from '../../domain/errors';
import { NULL_VALUES } from '../../domain/game-value';
import type { Dictionary } from './dictionary';

/** One deal error as a sentence; a null game below its bid names the games that reach it. */
export function dealErrorMessage(t: Dictionary, error: DealError): string {
  if (error.code !== 'null-below-bid') return t.errors.deal[error.code];
  const named = (variant: keyof typeof NULL_VALUES) => ({
    name: t.game.nullVariants[variant],
    value: NULL_VALUES[variant],
  });
  const played = { name: t.game.nullVariants[error.variant], value: error.value };
  return t.errors.nullBelowBid(played, error.bid, error.variantsReachingBid.map(named));
}

/** A sheet error; one about a deal says which: "Deal 2: At a table of 4 the dealer sits out…". */
export function sheetErrorMessage(t: Dictionary, error: SheetError): string {
  const details = error.dealErrors ?? [];
  const message =
    details.length > 0
      ? details.map((e) => dealErrorMessage(t, e)).join(' ')
      : t.errors.sheet[error.code];
  return error.dealIndex === undefined ? message : t.errors.atDeal(error.dealIndex + 1, message);
}
