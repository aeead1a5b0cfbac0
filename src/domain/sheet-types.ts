import type { Deal } from './deal';
import type { DealScore } from './score-types';

export const LIST_KINDS = ['plain', 'seeger-fabian'] as const;
/** Plain ISkO list (+value / −2×value) or the Seeger-Fabian tournament list (±50, 40/30). */
export type ListKind = (typeof LIST_KINDS)[number];

/** What a table agrees on before the first deal. */
export interface TableRules {
  readonly players: 3 | 4;
  /** Seat (0-based) that deals the first deal. */
  readonly firstDealer: number;
  readonly listKind: ListKind;
  readonly kontraAllowed: boolean;
  /** Number of deals agreed for the session (36, 48, … divisible by the players). */
  readonly plannedDeals: number;
}

/** Who sits where for one deal: derived from the first dealer and the deal's index. */
export interface DealSeats {
  readonly dealIndex: number;
  readonly dealer: number;
  /** At a table of 4 the dealer sits out; at 3 nobody does. */
  readonly sitsOut: number | null;
  readonly forehand: number;
  readonly middlehand: number;
  readonly rearhand: number;
}

export interface SheetRow {
  readonly seats: DealSeats;
  readonly deal: Deal;
  /** Null for a passed deal. */
  readonly score: DealScore | null;
  /** Change of each seat's plain-list total by this deal. */
  readonly listDelta: readonly number[];
  readonly seegerFabianDelta: readonly number[];
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

export interface SheetScore {
  readonly rows: readonly SheetRow[];
  readonly totals: {
    readonly list: readonly number[];
    readonly seegerFabian: readonly number[];
    readonly won: readonly number[];
    readonly lost: readonly number[];
  };
  /** Ordered best first by the sheet's list kind (Seeger-Fabian: points, more won, fewer lost). */
  readonly standings: readonly PlayerStanding[];
  /** Seats of the next deal, or null once the planned deals are all entered. */
  readonly nextDeal: DealSeats | null;
  readonly complete: boolean;
}
