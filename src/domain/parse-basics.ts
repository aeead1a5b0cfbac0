import type { DealDraft, KontraLevel } from './deal';
import { KONTRA_LEVELS, TOPS_HELD, TRICK_COUNTS } from './deal';
import type { DealError, DealErrorCode } from './errors';
import { isLegalBid, LOWEST_BID } from './bids';
import { MAX_TABLE_SIZE } from './rules';

// What every part of `parseDeal` shares. Its own module, so parse-deal, parse-null and
// parse-trump depend on it and never on each other in a circle.

/** A parse step's error sink: each step reports every problem it finds, not only the first. */
export type ErrorSink = (
  code: Exclude<DealErrorCode, 'null-below-bid'>,
  field: keyof DealDraft,
) => void;

/** The fields every played deal has: declarer, bid, Kontra/Re, Bock. */
export interface DealBasics {
  readonly declarer: number;
  readonly bid: number;
  readonly kontra: KontraLevel;
  readonly bock: number;
}

export function dealError(
  code: Exclude<DealErrorCode, 'null-below-bid'>,
  field: keyof DealDraft,
): DealError {
  return { code, field };
}

/** A whole number, as seats, bids, counts and points are (shared by the deal and Ramsch parsers). */
export const isWhole = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n);

/** Highest seat number at any table (5 players); the sheet checks the actual table size. */
const LAST_SEAT = MAX_TABLE_SIZE - 1;

/** The most tops any game has: with or without 11 in a suit game (ISkO 2.4). */
const MOST_TOPS = 11;

export function parseBasics(draft: DealDraft, report: ErrorSink): DealBasics {
  const { declarer, bid = LOWEST_BID, kontra = 'none', bock = 0 } = draft;
  if (declarer === undefined) report('declarer-missing', 'declarer');
  else if (!isWhole(declarer) || declarer < 0 || declarer > LAST_SEAT) {
    report('declarer-not-a-seat', 'declarer');
  }
  if (!isWhole(bid) || !isLegalBid(bid)) report('bid-not-legal', 'bid');
  if (!KONTRA_LEVELS.includes(kontra)) report('kontra-unknown', 'kontra');
  if (!isWhole(bock) || bock < 0) report('bock-out-of-range', 'bock');
  return { declarer: declarer ?? 0, bid, kontra, bock };
}

const isFlag = (value: unknown): boolean => typeof value === 'boolean';

/** A quick result is made or not, and schneider / schwarz, when given, are yes or no. */
function isOutcome(outcome: DealDraft['outcome']): boolean {
  if (typeof outcome !== 'object' || outcome === null) return false;
  const { made, schneider, schwarz } = outcome;
  return isFlag(made) && [schneider, schwarz].every((f) => f === undefined || isFlag(f));
}

/**
 * Every field the draft carries must hold a value the field can have, also where the game does
 * not use it (a passed deal's bid, a quick result's card points): a file or form that says
 * something impossible is refused, never read past.
 */
export function checkPresentFields(draft: DealDraft, report: ErrorSink): void {
  const { declarer, bid, kontra, bock, tops, topsHeld, declarerPoints, declarerTricks } = draft;
  if (declarer !== undefined && (!isWhole(declarer) || declarer < 0 || declarer > LAST_SEAT)) {
    report('declarer-not-a-seat', 'declarer');
  }
  if (bid !== undefined && (!isWhole(bid) || !isLegalBid(bid))) report('bid-not-legal', 'bid');
  if (kontra !== undefined && !KONTRA_LEVELS.includes(kontra)) report('kontra-unknown', 'kontra');
  if (bock !== undefined && (!isWhole(bock) || bock < 0)) report('bock-out-of-range', 'bock');
  if (draft.hand !== undefined && !isFlag(draft.hand)) report('flag-not-yes-or-no', 'hand');
  if (draft.ouvert !== undefined && !isFlag(draft.ouvert)) report('flag-not-yes-or-no', 'ouvert');
  const announced: readonly unknown[] = ['none', 'schneider', 'schwarz'];
  if (draft.announced !== undefined && !announced.includes(draft.announced)) {
    report('announcement-unknown', 'announced');
  }
  if (tops !== undefined && (!isWhole(tops) || tops < 1 || tops > MOST_TOPS)) {
    report('tops-out-of-range', 'tops');
  }
  if (topsHeld !== undefined && !TOPS_HELD.includes(topsHeld)) {
    report('tops-held-unknown', 'topsHeld');
  }
  if (declarerPoints !== undefined && !isWhole(declarerPoints)) {
    report('points-not-whole', 'declarerPoints');
  } else if (declarerPoints !== undefined && (declarerPoints < 0 || declarerPoints > 120)) {
    report('points-out-of-range', 'declarerPoints');
  }
  if (declarerTricks !== undefined && !TRICK_COUNTS.includes(declarerTricks)) {
    report('tricks-unknown', 'declarerTricks');
  }
  if (draft.outcome !== undefined && !isOutcome(draft.outcome)) {
    report('outcome-unknown', 'outcome');
  }
}
