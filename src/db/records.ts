import type { PresetId, SheetSetup } from '../domain/rules';
import type { SheetDeal } from '../domain/sheet-deal';

/**
 * One score sheet: the players in seat order and the table and house rules agreed before the
 * first deal (schema version 3; older sheets are upgraded by migrations/v3-rule-set.ts).
 */
export interface SheetRecord {
  readonly id: string;
  readonly name: string;
  /** Seat order: index = seat used by every deal's `declarer`. */
  readonly playerNames: readonly string[];
  /** Players, first dealer, planned deals and the rule set, resolved: locked after deal 1. */
  readonly setup: SheetSetup;
  /**
   * The preset the start screen filled the rules from, a label only ("NYCSA"): scoring reads
   * `setup.rules`, never the preset. Null when the rules were set by hand or migrated.
   */
  readonly preset: PresetId | null;
  readonly createdAt: number;
  readonly updatedAt: number;
}

/** One deal on a sheet, stored as the domain's parsed deal: seats and values are derived. */
export interface DealRecord {
  readonly id: string;
  readonly sheetId: string;
  /** Order in the sheet; gaps are allowed (a deleted deal leaves one), only the order counts. */
  readonly position: number;
  readonly deal: SheetDeal;
  readonly createdAt: number;
  readonly updatedAt: number;
}

export interface SheetSummary {
  readonly sheet: SheetRecord;
  readonly dealCount: number;
  /** Derived: every planned deal is entered. */
  readonly finished: boolean;
}

/** A player name seen on a sheet, offered again when the next sheet starts. */
export interface PlayerRecord {
  readonly name: string;
  readonly lastUsedAt: number;
}

/** The deal being entered (or edited), kept so a reload or a killed tab loses nothing. */
export interface DraftRecord {
  /** `sheetId` for a new deal, `${sheetId}:${dealId}` when editing. */
  readonly key: string;
  readonly sheetId: string;
  readonly draft: unknown;
  readonly updatedAt: number;
}

export const UNDO_KINDS = ['added', 'changed', 'deleted'] as const;
export type UndoKind = (typeof UNDO_KINDS)[number];

/**
 * The one change per sheet that "undo" reverts, kept in the database so it survives a reload.
 * `before` is the deal as it was before the change (null when the change added it).
 */
export interface UndoRecord {
  readonly sheetId: string;
  readonly kind: UndoKind;
  /** 1-based number of the deal on the sheet when it was changed: "deleted deal 7". */
  readonly dealNumber: number;
  readonly dealId: string;
  readonly before: DealRecord | null;
  readonly createdAt: number;
}

export interface SettingRecord {
  readonly key: string;
  readonly value: unknown;
}
