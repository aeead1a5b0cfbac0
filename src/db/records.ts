import type { RosterEvent } from '../domain/roster';
import type { ListRule, PresetId, SheetSetup } from '../domain/rules';
import type { SheetEvent } from '../domain/sheet-log';
import type { ListDeal } from '../domain/voided-deal';

/**
 * One score sheet: the players in seat order and the table and house rules agreed before the
 * first deal (schema version 3; older sheets are upgraded by migrations/v3-rule-set.ts).
 *
 * Stored, it holds the sheet as started; a rename or a change of names or rules is an event of
 * its log (schema version 4), and the repository hands out the sheet folded from both.
 * `updatedAt` is kept current on every change only to list sheets by their last change.
 */
export interface SheetRecord {
  readonly id: string;
  readonly name: string;
  /** Seat order: index = seat used by every deal's `declarer`. */
  readonly playerNames: readonly string[];
  /**
   * The player at each seat (schema version 6, domain/roster.ts). Absent on every older sheet,
   * and whenever each seat is the implicit player of its name (`name:<name>`).
   */
  readonly playerIds?: readonly string[];
  /** Players, first dealer, planned deals and the rule set, resolved: locked after deal 1. */
  readonly setup: SheetSetup;
  /**
   * The preset the start screen filled the rules from, a label only ("NYCSA"): scoring reads
   * `setup.rules`, never the preset. Null when the rules were set by hand or migrated.
   */
  readonly preset: PresetId | null;
  readonly createdAt: number;
  readonly updatedAt: number;
  /**
   * Events of a shared sheet found tampered with on the club's server: their author wrote a second
   * version of one (sync/live/bridge.ts). Every version of each counts nowhere (folded-sheet.ts).
   * Absent: none. Kept here, beside the log, because the log's events never change.
   */
  readonly tampered?: readonly string[];
  /**
   * Events of a club night's table sheet that never reached the club's server before the
   * director closed the night (sync/club/night-closed.ts): the server refuses the table from then on,
   * so they count nowhere, as on the director's list, and the sheet says so (the director enters
   * them). Absent: none.
   */
  readonly notSent?: readonly string[];
}

/**
 * One deal on a sheet as the repository hands it out, folded from the sheet's events (schema
 * version 4 stores no deals): seats and values are derived.
 */
export interface DealRecord {
  readonly id: string;
  readonly sheetId: string;
  /** Order in the sheet (0-based place; files of older versions may have gaps). */
  readonly position: number;
  /** The deal as the list counts it: a VoidedDeal (scores 0) when crossed out. */
  readonly deal: ListDeal;
  /** When the deal was added. */
  readonly createdAt: number;
  /** When it last changed (an edit, a void or restore, an undo of one): edits check it. */
  readonly updatedAt: number;
}

/**
 * One event of a sheet's log, stored with the sheet it belongs to (schema version 4); since
 * version 5 in the `log` store under the key [sheetId, id], a sheet's events side by side.
 */
export interface EventRecord extends SheetEvent {
  readonly sheetId: string;
}

/**
 * One upgraded sheet's first events, as version 4 made them of the deals version 3 kept (schema
 * version 7): stored together, so the upgrade writes one record per sheet, not one per deal.
 * Part of the sheet's log until moved into `log` (migrations/finish-upgrade.ts).
 */
export interface StartingLogRecord {
  readonly sheetId: string;
  readonly events: readonly EventRecord[];
}

export interface SheetSummary {
  readonly sheet: SheetRecord;
  readonly dealCount: number;
  /** Derived: every planned deal is entered. */
  readonly finished: boolean;
}

/** One change of the roster (schema version 6): players kept across sheets. */
export type RosterEventRecord = RosterEvent;

/**
 * What each seat of one sheet did (schema version 6): a cache of seatSummaries of the scored
 * sheet, rebuilt on read when the sheet changed since (`updatedAt` differs). `players` are the
 * seats' player ids as stored (merges are resolved on read), indexed for the roster's checks.
 */
export interface SheetStatsRecord {
  readonly sheetId: string;
  readonly updatedAt: number;
  readonly startedAt: number;
  readonly list: ListRule;
  readonly players: readonly string[];
  /** Each seat's summary as numbers (player-stats-cache.ts); null when the sheet did not score. */
  readonly summaries: readonly (readonly number[])[] | null;
  /**
   * A Bierlachs sheet's standings, each seat's rank (sheetBierlachsRanks); null on a points list
   * or when the sheet did not score. Absent only in an entry of an older cache (dropped on read).
   */
  readonly bierlachsRanks?: readonly number[] | null;
}

/** A player name seen on a sheet, offered again when the next sheet starts. */
export interface PlayerRecord {
  readonly name: string;
  readonly lastUsedAt: number;
}

/** A draft's key in the store: the sheet's id, and the deal's when editing. */
export type DraftStoreKey = [sheetId: string] | [sheetId: string, dealId: string];

/** The deal being entered (or edited), kept so a reload or a killed tab loses nothing. */
export interface DraftRecord {
  /**
   * `[sheetId]` for a new deal, `[sheetId, dealId]` when editing (drafts.ts). Drafts kept before
   * were keyed `sheetId` and `${sheetId}:${dealId}`; they are still read.
   */
  readonly key: DraftStoreKey | string;
  readonly sheetId: string;
  readonly draft: unknown;
  readonly updatedAt: number;
}

export const UNDO_KINDS = ['added', 'changed', 'deleted'] as const;
export type UndoKind = (typeof UNDO_KINDS)[number];

export interface SettingRecord {
  readonly key: string;
  readonly value: unknown;
}
