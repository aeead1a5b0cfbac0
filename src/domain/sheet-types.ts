import type { BierlachsSheet } from './bierlachs-types';
import type { RowEntry } from './row-score';
import type { RoundEvent } from './rules';
import type { RoundsOutlook } from './rounds';
import type { DealScore } from './score-types';
import type { ListDeal } from './voided-deal';

export { LIST_KINDS, type ListKind } from './rules';

/** Who sits where for one deal: derived from the first dealer and the deal's index. */
export interface DealSeats {
  readonly dealIndex: number;
  readonly dealer: number;
  /** At a table of 4 or 5 the dealer sits out; at 3 nobody does. */
  readonly sitsOut: number | null;
  /** At a table of 5 the third player on the dealer's left sits out too; else null. */
  readonly alsoSitsOut: number | null;
  readonly forehand: number;
  readonly middlehand: number;
  readonly rearhand: number;
}

/** One scored deal of a sheet. */
export interface SheetRow {
  readonly seats: DealSeats;
  /** The deal as scored: when the table plays Bock rounds, with the derived Bock in `bock`. */
  readonly deal: ListDeal;
  /** Bock doublings in force for this deal (a passed deal too: it uses up a Bock deal). */
  readonly bock: number;
  /** Whether the deal is in a Ramsch round (house-rules.md § Ramsch round after Bock). */
  readonly ramschRound: boolean;
  /** The events of this deal that started Bock rounds (one round each); empty without. */
  readonly bockStarted: readonly RoundEvent[];
  /** The events of this deal that started nothing: a round already started in this page. */
  readonly bockHeldBack: readonly RoundEvent[];
  /** The game with a declarer as scored; null for a passed deal or a Ramsch (see `entry`). */
  readonly score: DealScore | null;
  /** How the row was scored: a game with a declarer, a Ramsch (losers, winner, steps), or passed. */
  readonly entry: RowEntry;
  /** Change of each seat's plain-list total by this deal. */
  readonly listDelta: readonly number[];
  readonly seegerFabianDelta: readonly number[];
  /** Games each seat won / lost by this deal (0 or 1). */
  readonly wonDelta: readonly number[];
  readonly lostDelta: readonly number[];
  /** Running totals after this deal. */
  readonly listTotals: readonly number[];
  readonly seegerFabianTotals: readonly number[];
}

export interface PlayerStanding {
  readonly seat: number;
  readonly list: number;
  readonly seegerFabian: number;
  readonly won: number;
  readonly lost: number;
  /** 1-based; equal players share a rank. */
  readonly rank: number;
}

/** A seat's place in a sheet's own order: 1 for the best, seats equal there share a rank. */
export interface SeatPlace {
  readonly seat: number;
  readonly rank: number;
}

/** A sheet scored (sheet.ts `scoreSheet`): its rows, totals, standings and what comes next. */
export interface SheetScore {
  readonly rows: readonly SheetRow[];
  readonly totals: {
    readonly list: readonly number[];
    readonly seegerFabian: readonly number[];
    readonly won: readonly number[];
    readonly lost: readonly number[];
  };
  /**
   * The points that count, by seat (standings.ts `countedOf`): Seeger-Fabian on a Seeger-Fabian
   * list, else the plain list's (a Bierlachs list's own result is `bierlachs`).
   */
  readonly counted: readonly number[];
  /**
   * Each seat's running figure after each deal, as the sheet's list writes it: the counted total,
   * or on a Bierlachs list the count in that deal's round (`bierlachs.countsAfter`).
   */
  readonly countedAfter: readonly (readonly number[])[];
  /** Ordered best first by the points that count, then more won, fewer lost (DSkV order). */
  readonly standings: readonly PlayerStanding[];
  /** A Bierlachs list's rounds, counts and standings; null on a points list. */
  readonly bierlachs: BierlachsSheet | null;
  /**
   * Seats best first by the sheet's own order: `standings` on a points list, the Bierlachs
   * standings (fewest rounds lost, then the highest count) on a Bierlachs list.
   */
  readonly placed: readonly SeatPlace[];
  /** Seats of the next deal, or null once the planned deals are all entered. */
  readonly nextDeal: DealSeats | null;
  /** Bock doublings in force for the next deal (0: no Bock). */
  readonly nextDealBock: number;
  /** Bock deals in a row from the next deal on, that one included, if no new round starts. */
  readonly nextBockDealsLeft: number;
  /** The rounds as they stand for the next deal: Bock, Ramsch round, what runs and what waits. */
  readonly next: RoundsOutlook;
  readonly complete: boolean;
}
