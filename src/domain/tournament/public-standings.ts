// What the public standings page shows of a night: display names and numbers only (no roster
// ids, no fees), as the director's phone writes it to the club's public database and any browser
// reads it without a login. Pure data; night-tracker.ts makes it from the live ranking.

/** One player's line: rank and the DSkV evaluation in total and per series. */
export interface PublicStandingsRow {
  readonly rank: number;
  /** The display name only. */
  readonly name: string;
  readonly seegerFabian: number;
  readonly won: number;
  readonly lost: number;
  readonly bySeries: readonly {
    readonly seegerFabian: number;
    readonly won: number;
    readonly lost: number;
  }[];
}

/** A table's progress: deals entered of the series' deals. */
export interface PublicStandingsTable {
  /** 0-based, as the night's log counts series. */
  readonly series: number;
  readonly table: number;
  readonly deals: number;
  readonly of: number;
}

export interface PublicStandings {
  readonly name: string;
  /** YYYY-MM-DD */
  readonly date: string;
  readonly closed: boolean;
  readonly seriesCount: number;
  readonly rows: readonly PublicStandingsRow[];
  readonly tables: readonly PublicStandingsTable[];
  /** When the director's phone wrote it (ms since 1970). */
  readonly updatedAt: number;
}
