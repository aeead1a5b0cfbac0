import type { Deal } from './deal';
import type { DealScore } from './score-types';

export const LIST_KINDS = ['plain', 'seeger-fabian'] as const;
/** Plain ISkO list (+value / −2×value) or the Seeger-Fabian tournament list (±50, 40/30). */
export type ListKind = (typeof LIST_KINDS)[number];

/**
 * House rule Bock: the events after which a round of Bock deals follows (rules reference,
 * "House rules"). Each event is judged on the deal as played, before Kontra/Re/Bock factors.
 */
export const BOCK_EVENTS = [
  /** A grand hand game (any announcement) won by the declarer. */
  'grand-hand-won',
  /** Kontra (or Kontra and Re) given and the declarer still won. */
  'kontra-lost',
  /** Any Re, won or lost. */
  're',
  /** The declarer took exactly 60 card points: only knowable when card points were entered. */
  'sixty-sixty',
  /** The game value the list uses, before factors, is 100 or more. */
  'value-100',
  /** Either party schneider, reached (from card points or the quick result). */
  'schneider',
] as const;
export type BockEvent = (typeof BOCK_EVENTS)[number];

/**
 * Several Bock rounds at once: 'stack' runs them at the same time (their doublings add: two
 * overlapping rounds are ×4); 'queue' plays them one after another, each ×2.
 */
export const BOCK_PENDING = ['stack', 'queue'] as const;
export type BockPending = (typeof BOCK_PENDING)[number];

export type BockRule =
  | { readonly kind: 'off' }
  | {
      readonly kind: 'rounds';
      /** In the order of BOCK_EVENTS, each at most once. */
      readonly events: readonly BockEvent[];
      readonly pending: BockPending;
    };

export const BOCK_OFF: BockRule = { kind: 'off' };

/** What a table agrees on before the first deal. */
export interface TableRules {
  readonly players: 3 | 4;
  /** Seat (0-based) that deals the first deal. */
  readonly firstDealer: number;
  readonly listKind: ListKind;
  readonly kontraAllowed: boolean;
  /** Number of deals agreed for the session (36, 48, … divisible by the players). */
  readonly plannedDeals: number;
  /**
   * Bock rounds derived from the deals. Absent or off: each deal's own `bock` field counts (the
   * reference cases give Bock per deal); 'rounds': the derived Bock replaces it.
   */
  readonly bock?: BockRule;
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
  /** The deal as scored: when the table plays Bock rounds, with the derived Bock in `bock`. */
  readonly deal: Deal;
  /** Bock doublings in force for this deal (a passed deal too: it uses up a Bock deal). */
  readonly bock: number;
  /** The events of this deal that started Bock rounds (one round each); empty without. */
  readonly bockStarted: readonly BockEvent[];
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
  /** Bock doublings in force for the next deal (0: no Bock). */
  readonly nextDealBock: number;
  /** Bock deals in a row from the next deal on, that one included, if no new round starts. */
  readonly nextBockDealsLeft: number;
  readonly complete: boolean;
}
