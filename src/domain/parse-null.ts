import type { DealDraft, NullDeal, NullVariant } from './deal';
import { TRICK_COUNTS } from './deal';
import type { DealError } from './errors';
import { isLegalBid, nullVariantsReaching } from './bids';
import { nullValue } from './game-value';
import type { DealBasics, ErrorSink } from './parse-basics';

function nullVariant(hand: boolean, ouvert: boolean): NullVariant {
  if (ouvert) return hand ? 'null-ouvert-hand' : 'null-ouvert';
  return hand ? 'null-hand' : 'null';
}

/** Null is made when the declarer takes no trick (5.2.7); play ends at his first trick. */
function nullMade(draft: DealDraft, report: ErrorSink): boolean {
  if (draft.outcome !== undefined) return draft.outcome.made === true;
  const tricks = draft.declarerTricks ?? 'some';
  if (!TRICK_COUNTS.includes(tricks)) report('tricks-unknown', 'declarerTricks');
  else if (tricks === 'all') report('null-all-tricks-impossible', 'declarerTricks');
  return tricks === 'none';
}

/**
 * A null game below the bid may not be announced (5.4 applies only to suit and grand games), so
 * it is refused with the variants that would have reached the bid.
 */
function nullBelowBid(variant: NullVariant, bid: number): DealError {
  const variantsReachingBid = nullVariantsReaching(bid);
  const value = nullValue(variant);
  return { code: 'null-below-bid', field: 'bid', variant, value, bid, variantsReachingBid };
}

export function parseNullDeal(
  draft: DealDraft,
  basics: DealBasics,
  report: ErrorSink,
  reportError: (error: DealError) => void,
): NullDeal {
  if (draft.tops !== undefined) report('tops-not-for-null', 'tops');
  if (draft.announced !== undefined && draft.announced !== 'none') {
    report('announcement-not-for-null', 'announced');
  }
  if (draft.declarerPoints !== undefined) report('points-not-for-null', 'declarerPoints');
  const variant = nullVariant(draft.hand === true, draft.ouvert === true);
  const made = nullMade(draft, report);
  if (isLegalBid(basics.bid) && nullValue(variant) < basics.bid)
    reportError(nullBelowBid(variant, basics.bid));
  return { kind: 'null', variant, made, ...basics };
}
