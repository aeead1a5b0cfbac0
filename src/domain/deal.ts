/**
 * The deal model. A `DealDraft` is what the UI (or an import, or a reference case) collects:
 * every field optional. Only `parseDeal` turns a draft into a `Deal`; scoring and storage take
 * parsed deals only, so an invalid deal cannot reach them.
 */

export const SUITS = ['diamonds', 'hearts', 'spades', 'clubs'] as const;
export type Suit = (typeof SUITS)[number];

/** Games that have trumps and tops: the four suit games and grand. */
export const TRUMP_GAMES = [...SUITS, 'grand'] as const;
export type TrumpGame = (typeof TRUMP_GAMES)[number];

export const GAMES = [...TRUMP_GAMES, 'null'] as const;
export type Game = (typeof GAMES)[number];

/**
 * What the declarer of a suit or grand game announced, as a ladder: each step implies the ones
 * before it (schneider announced is a hand game; ouvert is hand with schwarz announced, ISkO 5.2.6).
 */
export const TRUMP_ANNOUNCEMENTS = ['none', 'hand', 'schneider', 'schwarz', 'ouvert'] as const;
export type TrumpAnnouncement = (typeof TRUMP_ANNOUNCEMENTS)[number];

/** The four null games, each with its fixed value (23, 35, 46, 59). */
export const NULL_VARIANTS = ['null', 'null-hand', 'null-ouvert', 'null-ouvert-hand'] as const;
export type NullVariant = (typeof NULL_VARIANTS)[number];

export const TOPS_HELD = ['with', 'without'] as const;
/** "With N" (the club jack held) or "without N" (ISkO 2.4): the value is the same. */
export type TopsHeld = (typeof TOPS_HELD)[number];

export const TRICK_COUNTS = ['none', 'some', 'all'] as const;
/** How many tricks the declarer took: decides schwarz (ISkO 5.2.4), not the points. */
export type TrickCount = (typeof TRICK_COUNTS)[number];

export const KONTRA_LEVELS = ['none', 'kontra', 're'] as const;
/** House rule: an opponent doubles (Kontra ×2), the declarer redoubles (Re ×4). */
export type KontraLevel = (typeof KONTRA_LEVELS)[number];

/** Exact card points (skat included) and the declarer's tricks. */
export interface PointsResult {
  readonly kind: 'points';
  readonly declarerPoints: number;
  readonly declarerTricks: TrickCount;
}

/**
 * Quick result for tables that do not count card points. `schneider` and `schwarz` say whether
 * either party was schneider / schwarz (schwarz implies schneider).
 */
export interface OutcomeResult {
  readonly kind: 'outcome';
  readonly made: boolean;
  readonly schneider: boolean;
  readonly schwarz: boolean;
}

export type TrumpResult = PointsResult | OutcomeResult;

/** What every played deal has, whatever the game. */
interface PlayedDealBase {
  /** Seat (0-based) of the declarer at the sheet's table. */
  readonly declarer: number;
  /** The bid the declarer won the auction with: always a legal bid. */
  readonly bid: number;
  readonly kontra: KontraLevel;
  /** Number of Bock doublings in force for this deal (house rule, each ×2). */
  readonly bock: number;
}

export interface TrumpDeal extends PlayedDealBase {
  readonly kind: 'trump';
  readonly game: TrumpGame;
  /** With or without N: 1–11 in a suit game, 1–4 in grand (ISkO 2.4). */
  readonly tops: number;
  /** Whether the declarer held the club jack ("with") or not ("without"), when known; same value. */
  readonly topsHeld?: TopsHeld;
  readonly announcement: TrumpAnnouncement;
  readonly result: TrumpResult;
}

export interface NullDeal extends PlayedDealBase {
  readonly kind: 'null';
  readonly variant: NullVariant;
  /** Null is made when the declarer takes no trick (ISkO 5.2.7). */
  readonly made: boolean;
}

export interface PassedDeal {
  readonly kind: 'passed';
}

export type PlayedDeal = TrumpDeal | NullDeal;
export type Deal = PlayedDeal | PassedDeal;

/**
 * A loose deal as collected field by field: the reference-case format's DEAL, plus `outcome` for
 * quick entry. `parseDeal` is the only way from here to a `Deal`.
 */
export interface DealDraft {
  readonly game?: Game | 'passed';
  readonly declarer?: number;
  /** "matadors" in the reference-case format. */
  readonly tops?: number;
  /** Optional: only for showing "with 2" or "without 2"; does not change the value. */
  readonly topsHeld?: TopsHeld;
  readonly hand?: boolean;
  readonly announced?: 'none' | 'schneider' | 'schwarz';
  readonly ouvert?: boolean;
  readonly declarerPoints?: number;
  readonly declarerTricks?: TrickCount;
  /** Quick result instead of card points; takes precedence over points when both are given. */
  readonly outcome?: {
    readonly made: boolean;
    readonly schneider?: boolean;
    readonly schwarz?: boolean;
  };
  readonly bid?: number;
  readonly kontra?: KontraLevel;
  readonly bock?: number;
}
