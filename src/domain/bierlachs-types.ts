// The shapes of a Bierlachs sheet (bierlachs.ts works them out), apart so the scored sheet's type
// can carry one without importing the code.

/** One round of Bierlachs: from its first deal until a player reached zero (or the list ended). */
export interface BierlachsRound {
  /** 0-based index of the round's first deal on the list. */
  readonly firstDeal: number;
  /** The deal that ended it (someone reached zero); null while it runs. */
  readonly lastDeal: number | null;
  /** Who lost it: the lowest count at or below zero; players equally low all lose. */
  readonly losers: readonly number[];
  /** Each seat's count after the round's last deal (or now): the limit minus what it lost. */
  readonly counts: readonly number[];
}

/** A seat in the Bierlachs standings: fewest rounds lost first, then the highest count now. */
export interface BierlachsStanding {
  readonly seat: number;
  readonly roundsLost: number;
  /** The seat's count in the running round (the limit when a round has just ended). */
  readonly count: number;
  /** 1 for the best; seats equal on both share a rank ("1, 2, 2, 4"). */
  readonly rank: number;
}

/** A whole Bierlachs sheet: its rounds, each seat's count after every deal, and the standings. */
export interface BierlachsSheet {
  readonly limit: number;
  readonly rounds: readonly BierlachsRound[];
  /** Rounds each seat lost. */
  readonly lost: readonly number[];
  /** Each seat's count right after each deal (in that deal's round; at or below 0 when it ended it). */
  readonly countsAfter: readonly (readonly number[])[];
  /** Each seat's count in the running round (the last round's end when the list has ended). */
  readonly counts: readonly number[];
  readonly standings: readonly BierlachsStanding[];
}
