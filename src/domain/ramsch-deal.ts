// A Ramsch (house-rules.md § Ramsch): its own kind of deal, with no declarer. Every player plays
// alone to take as few card points as possible; the most points lose.

/** Schieberamsch doublings a scorekeeper can enter (house-rules.md § Schieberamsch). */
export const MAX_SCHIEBERAMSCH_DOUBLINGS = 3;

/** Card points of a whole deck: the active players' points of a Ramsch sum to this. */
export const RAMSCH_POINTS = 120;

export interface RamschDeal {
  readonly kind: 'ramsch';
  /**
   * Card points per seat of the table, skat included with whoever took the last trick; null for
   * the dealer sitting out at a table of 4. The three numbers sum to 120.
   */
  readonly points: readonly (number | null)[];
  /** Seats that took no trick (Jungfrau), ascending: each has 0 points. */
  readonly noTrick: readonly number[];
  /** The seat that took every trick (Durchmarsch), or null. */
  readonly allTricks: number | null;
  /** Schieberamsch doublings, 0–3. */
  readonly doublings: number;
  /** Bock doublings in force (derived when the sheet plays Bock rounds). */
  readonly bock: number;
}

/** A Ramsch as entered: the reference-case format's Ramsch DEAL, every field loose. */
export interface RamschDraft {
  readonly game: 'ramsch';
  readonly points?: readonly (number | null)[];
  readonly noTrick?: readonly number[];
  readonly allTricks?: number;
  readonly doublings?: number;
  readonly bock?: number;
}

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
] as const;
export type RamschErrorCode = (typeof RAMSCH_ERROR_CODES)[number];

/** A Ramsch error: the code, the draft field a form should mark, and the facts for the sentence. */
export interface RamschError {
  readonly code: RamschErrorCode;
  readonly field: Exclude<keyof RamschDraft, 'game'>;
  /** The seat concerned, when one is. */
  readonly seat?: number;
  /** The number concerned: a seat's points, the points' sum, the doublings. */
  readonly value?: number;
}
