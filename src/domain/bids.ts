import { NULL_VARIANTS, TRUMP_GAMES, type Game, type NullVariant } from './deal';
import { baseValue, maxLevels, nullValue } from './game-value';

/** The lowest bid: diamonds with 1, game 2 × 9 (ISkO 3.3.1). */
export const LOWEST_BID = 18;

/** Every value a game can be worth: base × 2…maximum levels, and the four null values. */
function possibleGameValues(): number[] {
  const values: number[] = NULL_VARIANTS.map(nullValue);
  for (const game of TRUMP_GAMES) {
    // At least "with/without 1, game 2".
    for (let levels = 2; levels <= maxLevels(game); levels++) {
      values.push(baseValue(game) * levels);
    }
  }
  return values;
}

/**
 * The legal bids (ISkO 3.3): exactly the possible game values from 18 up, generated from the
 * values rather than typed in, so the two can never disagree.
 */
export const LEGAL_BIDS: readonly number[] = [
  ...new Set(possibleGameValues().filter((v) => v >= LOWEST_BID)),
].sort((a, b) => a - b);

const LEGAL = new Set(LEGAL_BIDS);

export function isLegalBid(n: number): boolean {
  return LEGAL.has(n);
}

/** The largest legal bid not above `value` (0 when even 18 is out of reach). */
export function highestBidCovered(value: number): number {
  let best = 0;
  for (const bid of LEGAL_BIDS) {
    if (bid <= value) best = bid;
  }
  return best;
}

/** Every legal bid a game of this value covers, lowest first: what the declarer could bid. */
export function bidsCovered(value: number): readonly number[] {
  return LEGAL_BIDS.filter((bid) => bid <= value);
}

/** The null games whose fixed value reaches the bid (none above 59): null is never overbid. */
export function nullVariantsReaching(bid: number): readonly NullVariant[] {
  return NULL_VARIANTS.filter((variant) => nullValue(variant) >= bid);
}

/**
 * Whether the game can be worth `bid` (base value × levels for a suit or grand game, one of the
 * four null values for null): the bids a declarer of that game is likely to have said, since one
 * bids the values of the game one hopes to play.
 */
export function gameCanBeWorth(game: Game, bid: number): boolean {
  if (game === 'null') return NULL_VARIANTS.some((variant) => nullValue(variant) === bid);
  const levels = bid / baseValue(game);
  return Number.isInteger(levels) && levels >= 2 && levels <= maxLevels(game);
}
