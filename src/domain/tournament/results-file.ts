// The open results file of a night (and of a season): everything a night's figures come from — the
// director's log (the plan, each series' seating with its seed, the changes of the players, the
// closing) and every table's sheet log — and the figures the app made of it: the plan as folded,
// each table's list deal by deal, the ranking with its fees. Anyone can recompute the figures from
// the logs alone (results-check.ts, `npm run check-night`); docs/results-file.md describes the
// format. Nothing here is a sentence; the builder is pure (the caller reads the club).
import type { SheetEvent } from '../sheet-log';
import type { NightPlan } from './night';
import type { NightEvent } from './night-log';
import type { Contribution, PlayerContribution, RankingRow } from './ranking';
import type { SeasonRow, SeasonRule } from './season';
import type { FeesOwed } from './fees';
import type { ListConfirmation } from './list-confirmation';
import type { CurrencyCode } from '../money';

/** The file's `format`: a JSON file without it is not a results file of this app. */
export const RESULTS_FORMAT = 'skat-scorekeeper-results';
/** The version this app writes and reads; a higher one is a newer app's. */
export const RESULTS_VERSION = 1;

/** One table sheet's log, as the club holds it (each event once, tampered ones left out). */
export interface TableSheetLog {
  readonly sheetId: string;
  readonly events: readonly SheetEvent[];
}

/**
 * A table's confirmation of its list (issue 33), as the club stores it without its PIN: who, when,
 * by which login, and the digest of the list seen; whether a later change withdrew it follows
 * from the digest against the list the logs make. The checker does not judge them yet.
 */
export type { ListConfirmation };

/** What a night's figures are made from: its logs, nothing else. */
export interface NightRecord {
  /** The night's key (8 hex digits; its sheets' ids start with it). */
  readonly key: string;
  /** The director's log (night-log.ts), in any order. */
  readonly events: readonly NightEvent[];
  /** The sheets of the tables the night seated. */
  readonly sheets: readonly TableSheetLog[];
  readonly confirmations?: readonly ListConfirmation[];
}

/** One deal of a list: what it changed of each seat's plain list, Seeger-Fabian, won and lost. */
export interface DealFigure {
  readonly list: readonly number[];
  readonly seegerFabian: readonly number[];
  readonly won: readonly number[];
  readonly lost: readonly number[];
}

/** One table's list of one series: the deals counted (the series' length at most) and its sums. */
export interface ListFigure {
  /** 0-based. */
  readonly series: number;
  readonly table: number;
  readonly sheetId: string;
  /** In seat order. */
  readonly players: readonly string[];
  readonly deals: readonly DealFigure[];
  readonly totals: readonly PlayerContribution[];
}

/** One line of the night's ranking with what the player owes. */
export type RankFigure = Pick<
  RankingRow,
  'rank' | 'playerId' | 'name' | 'seegerFabian' | 'won' | 'lost' | 'deals'
> & {
  readonly bySeries: readonly Contribution[];
  readonly fees: FeesOwed;
};

/** The night's figures: what the app shows and the checker recomputes. */
export interface NightFigures {
  /** The plan as folded: players, series with each seating and its seed, fees. Null: not planned. */
  readonly plan: NightPlan | null;
  readonly closed: boolean;
  readonly lists: readonly ListFigure[];
  /** The total ranking, best first (DSkV order: points, more won, fewer lost; ties share). */
  readonly ranking: readonly RankFigure[];
  /** The fees of every player added up (cents), in the night's currency. */
  readonly fees: {
    readonly currency: CurrencyCode;
    readonly entry: number;
    readonly lostGames: number;
  };
}

export interface NightResultsFile {
  readonly format: typeof RESULTS_FORMAT;
  readonly version: typeof RESULTS_VERSION;
  readonly kind: 'night';
  readonly night: NightRecord;
  readonly figures: NightFigures;
}

/** A night as a season file holds it: its logs and its figures (as in a night's file). */
export interface SeasonNight {
  readonly night: NightRecord;
  readonly figures: NightFigures;
}

export interface SeasonResultsFile {
  readonly format: typeof RESULTS_FORMAT;
  readonly version: typeof RESULTS_VERSION;
  readonly kind: 'season';
  readonly season: {
    readonly name: string;
    /** The club's rule the season ranking follows (season.ts). */
    readonly rule: SeasonRule;
    /** The season's nights in the order played. */
    readonly nights: readonly SeasonNight[];
  };
  readonly figures: { readonly ranking: readonly SeasonRow[] };
}

export type ResultsFile = NightResultsFile | SeasonResultsFile;

/** The fees of every player added up. */
export function feesAddedUp(
  currency: CurrencyCode,
  rows: readonly { readonly fees: FeesOwed }[],
): NightFigures['fees'] {
  let entry = 0;
  let lostGames = 0;
  for (const row of rows) {
    entry += row.fees.entry;
    lostGames += row.fees.lostGames;
  }
  return { currency, entry, lostGames };
}

/** A ranking row as the file holds it (no more than the figures named). */
export function rankFigure(row: RankingRow): RankFigure {
  const { rank, playerId, name, seegerFabian, won, lost, deals, fees } = row;
  const bySeries = row.bySeries.map(({ seegerFabian: sf, won: w, lost: l, deals: d }) => ({
    seegerFabian: sf,
    won: w,
    lost: l,
    deals: d,
  }));
  return { rank, playerId, name, seegerFabian, won, lost, deals, bySeries, fees };
}
