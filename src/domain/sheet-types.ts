import type { Deal } from './deal';
import type { RowEntry } from './row-score';
import type { ListKind, RoundEvent } from './rules';
import type { RoundsOutlook } from './rounds';
import type { DealScore } from './score-types';
import type { ListDeal } from './voided-deal';

export { LIST_KINDS, type ListKind } from './rules';

/**
 * The Bock events sheets saved before house rules could choose: a subset of ROUND_EVENTS
 * (rules.ts), which house-rules.md's table completes with 'kontra-won' and 're-won'. Each event is
 * judged on the deal as played, before Kontra/Re/Bock factors.
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

/**
 * What a table agreed on before the first deal, as saved before house rules; `upgradeRules`
 * (upgrade-rules.ts) turns it into a SheetSetup with one RuleSet.
 */
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

/**
 * One scored deal. `D` is the kind of deal the sheet holds and `E` the Bock events its rules
 * can show: sheets scored from TableRules hold `Deal`s and the six old events (the defaults).
 */
export interface SheetRow<D extends ListDeal = Deal, E extends RoundEvent = BockEvent> {
  readonly seats: DealSeats;
  /** The deal as scored: when the table plays Bock rounds, with the derived Bock in `bock`. */
  readonly deal: D;
  /** Bock doublings in force for this deal (a passed deal too: it uses up a Bock deal). */
  readonly bock: number;
  /** Whether the deal is in a Ramsch round (house-rules.md § Ramsch round after Bock). */
  readonly ramschRound: boolean;
  /** The events of this deal that started Bock rounds (one round each); empty without. */
  readonly bockStarted: readonly E[];
  /** The events of this deal that started nothing: a round already started in this page. */
  readonly bockHeldBack: readonly E[];
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

export interface SheetScore<D extends ListDeal = Deal, E extends RoundEvent = BockEvent> {
  readonly rows: readonly SheetRow<D, E>[];
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
  /** The rounds as they stand for the next deal: Bock, Ramsch round, what runs and what waits. */
  readonly next: RoundsOutlook<E>;
  readonly complete: boolean;
}

/** A sheet with house rules: any deal, any event of house-rules.md's table. */
export type HouseSheetScore = SheetScore<ListDeal, RoundEvent>;
export type HouseSheetRow = SheetRow<ListDeal, RoundEvent>;
