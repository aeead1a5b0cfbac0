import type { DealDraft, NullVariant } from './deal';

/**
 * Every way a deal draft can be wrong: a closed set of codes. The core speaks no language: the UI
 * turns each code (with the numbers it carries) into a sentence of the chosen language.
 */
export const DEAL_ERROR_CODES = [
  'game-missing',
  'game-unknown',
  'declarer-missing',
  'declarer-not-a-seat',
  'tops-missing',
  'tops-out-of-range',
  'tops-not-for-null',
  'announcement-needs-hand',
  'announcement-unknown',
  'ouvert-needs-schwarz-announced',
  'announcement-not-for-null',
  'result-missing',
  'points-not-whole',
  'points-out-of-range',
  'points-not-for-null',
  'tricks-unknown',
  'all-tricks-need-120-points',
  'no-tricks-at-most-22-points',
  'null-all-tricks-impossible',
  'outcome-contradicts-announcement',
  'bid-not-legal',
  'null-below-bid',
  'kontra-unknown',
  'bock-out-of-range',
  'tops-held-unknown',
  'flag-not-yes-or-no',
  'outcome-unknown',
] as const;
export type DealErrorCode = (typeof DEAL_ERROR_CODES)[number];

export type DealError =
  | {
      readonly code: Exclude<DealErrorCode, 'null-below-bid'>;
      /** The draft field the error is about, so a form can mark it. */
      readonly field: keyof DealDraft;
    }
  | {
      readonly code: 'null-below-bid';
      readonly field: 'bid';
      /** The null game as entered, and its fixed value (below the bid). */
      readonly variant: NullVariant;
      readonly value: number;
      readonly bid: number;
      /** The null variants whose fixed value reaches the bid (empty above 59). */
      readonly variantsReachingBid: readonly NullVariant[];
    };

/** Errors of a whole sheet: a deal at a position, or the table itself. */
export const SHEET_ERROR_CODES = [
  'players-not-3-or-4',
  /** More than 5 at one table: a sixth player has no seat (docs/five-at-the-table.md). */
  'sixth-player',
  'first-dealer-not-a-seat',
  'dealer-declares-at-four',
  /** At a table of 5: the declarer is one of the two who sit the deal out. */
  'declarer-sits-out-at-five',
  'kontra-not-allowed',
  'deal-invalid',
  'bock-rule-invalid',
] as const;
export type SheetErrorCode = (typeof SHEET_ERROR_CODES)[number];

export interface SheetError {
  readonly code: SheetErrorCode;
  /** 0-based index of the deal concerned, when the error is about one deal. */
  readonly dealIndex?: number;
  readonly dealErrors?: readonly DealError[];
}
