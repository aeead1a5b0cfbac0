// A Ramsch (house-rules.md § Ramsch): its own kind of deal, with no declarer. Every player plays
// alone to take as few card points as possible; the most points lose.

/** Schieberamsch doublings a scorekeeper can enter (house-rules.md § Schieberamsch). */
export const MAX_SCHIEBERAMSCH_DOUBLINGS = 3;

/** Card points of a whole deck: the active players' points of a Ramsch sum to this. */
export const RAMSCH_POINTS = 120;

/**
 * How the scorekeeper told the Ramsch: by the players' card points (`points`), or, on a sheet with
 * flat scoring where the points change nothing, by its outcome alone (`outcome`: who lost, who won).
 */
export type RamschTally = 'points' | 'outcome';

/** Fields every Ramsch has, however it was told. */
interface RamschMarks {
  readonly kind: 'ramsch';
  /** Seats that took no trick (Jungfrau), ascending: each has 0 points. */
  readonly noTrick: readonly number[];
  /** The seat that took every trick (Durchmarsch), or null. */
  readonly allTricks: number | null;
  /** Schieberamsch doublings, 0–3. */
  readonly doublings: number;
  /** Bock doublings in force (derived when the sheet plays Bock rounds). */
  readonly bock: number;
}

/** A Ramsch told by card points: the losers and winner follow from them. */
export interface RamschPointsDeal extends RamschMarks {
  /**
   * Absent: a Ramsch by points is stored exactly as before the outcome tally existed, so records
   * and files of that shape read (and are written) unchanged.
   */
  readonly tally?: 'points';
  /**
   * Card points per seat of the table, skat included with whoever took the last trick; null for
   * the dealer sitting out at a table of 4. The three numbers sum to 120.
   */
  readonly points: readonly (number | null)[];
}

/**
 * A Ramsch told by its outcome (flat scoring only: the value does not depend on the points). The
 * losers and winner are those house-rules.md § Ramsch would find from points that fit them.
 */
export interface RamschOutcomeDeal extends RamschMarks {
  readonly tally: 'outcome';
  /** Per seat of the table: true for the three who play, false for the dealer sitting out at 4. */
  readonly playing: readonly boolean[];
  /** Seats with the most card points, ascending: one, or two or three who tie; none after a Durchmarsch. */
  readonly losers: readonly number[];
  /** The one seat with the fewest points that is not a loser, or the Durchmarsch player; else null. */
  readonly winner: number | null;
}

export type RamschDeal = RamschPointsDeal | RamschOutcomeDeal;

export function isOutcomeRamsch(deal: RamschDeal): deal is RamschOutcomeDeal {
  return deal.tally === 'outcome';
}

/** The seats that play a Ramsch (the dealer sitting out at 4 is not one), ascending. */
export function ramschPlayers(deal: RamschDeal): number[] {
  return isOutcomeRamsch(deal)
    ? deal.playing.flatMap((plays, seat) => (plays ? [seat] : []))
    : deal.points.flatMap((p, seat) => (p === null ? [] : [seat]));
}

/** How many seats the table has, the dealer sitting out at 4 included. */
export function ramschSeatCount(deal: RamschDeal): number {
  return isOutcomeRamsch(deal) ? deal.playing.length : deal.points.length;
}

/** Fields every Ramsch draft has, however it is told. */
interface RamschDraftMarks {
  readonly game: 'ramsch';
  readonly noTrick?: readonly number[];
  readonly allTricks?: number;
  readonly doublings?: number;
  readonly bock?: number;
}

/** A Ramsch as entered by points: the reference-case format's Ramsch DEAL, every field loose. */
export interface RamschDraft extends RamschDraftMarks {
  readonly tally?: 'points';
  readonly points?: readonly (number | null)[];
}

/**
 * A Ramsch as entered by its outcome. `winner` null: no one won; absent: not told, which is only
 * enough where the rules name him (two or three losers, a Durchmarsch).
 */
export interface RamschOutcomeDraft extends RamschDraftMarks {
  readonly tally: 'outcome';
  readonly playing?: readonly boolean[];
  readonly losers?: readonly number[];
  readonly winner?: number | null;
}

/** A Ramsch draft however it is told (`RamschDraft`, by points, is the reference-case format's). */
export type RamschDealDraft = RamschDraft | RamschOutcomeDraft;

/** Every way a Ramsch draft can be wrong on its own (the table's rules are checked by the sheet). */
export const RAMSCH_ERROR_CODES = [
  'ramsch-points-missing',
  /** 3 entries, or 4 with exactly one null (the dealer sitting out). */
  'ramsch-points-seat-count',
  'ramsch-points-not-whole',
  'ramsch-points-out-of-range',
  /** The active players' points must sum to 120. */
  'ramsch-points-not-120',
  /** A seat named in noTrick / allTricks is not an active player. */
  'ramsch-seat-not-active',
  'ramsch-no-trick-seat-twice',
  /** A player who took no trick has 0 points. */
  'jungfrau-with-points',
  /** A player who took every trick has 120 points. */
  'durchmarsch-without-120',
  /** A player who took every trick: the other two took no trick. */
  'durchmarsch-others-took-tricks',
  /** Two players without a trick: the third took every trick. */
  'two-without-trick-no-durchmarsch',
  'schieberamsch-doublings-out-of-range',
  'ramsch-bock-out-of-range',
  // A Ramsch told by its outcome (house-rules.md § Ramsch, "Loser(s)" and "Winner"):
  /** 3 seats that play, or 4 with exactly one (the dealer) sitting out. */
  'ramsch-players-seat-count',
  /** No loser and no Durchmarsch: someone has the most points. */
  'ramsch-loser-missing',
  'ramsch-loser-twice',
  /** One loser: whether one of the other two won, or they tie (no winner), must be told. */
  'ramsch-winner-missing',
  /** The winner has the fewest points, so he is not a loser (three losers: no winner). */
  'ramsch-winner-is-loser',
  /** Two losers tie for the most: the third has the fewest alone, so he wins. */
  'ramsch-two-losers-third-wins',
  /** A player who took no trick has 0 points: never the most. */
  'jungfrau-loses',
  /** A player who took no trick has 0, the fewest: only he can win (or no one, on a tie at 0). */
  'jungfrau-not-winner',
  /** A Durchmarsch has no loser. */
  'durchmarsch-with-losers',
  /** A Durchmarsch: its player is the winner. */
  'durchmarsch-other-winner',
] as const;
export type RamschErrorCode = (typeof RAMSCH_ERROR_CODES)[number];

/** A Ramsch error: the code, the draft field a form should mark, and the facts for the sentence. */
export interface RamschError {
  readonly code: RamschErrorCode;
  readonly field: Exclude<keyof RamschDraft | keyof RamschOutcomeDraft, 'game' | 'tally'>;
  /** The seat concerned, when one is. */
  readonly seat?: number;
  /** The number concerned: a seat's points, the points' sum, the doublings. */
  readonly value?: number;
}
