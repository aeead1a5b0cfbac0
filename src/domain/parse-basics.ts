import type { DealDraft, KontraLevel } from './deal';
import { KONTRA_LEVELS } from './deal';
import type { DealError, DealErrorCode } from './errors';
import { isLegalBid, LOWEST_BID } from './bids';

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

export const isWhole = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n);

/** Highest seat number at any table (4 players); the sheet checks the actual table size. */
const LAST_SEAT = 3;

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
