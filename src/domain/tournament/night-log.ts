// A night kept as a log, like a sheet: the director's decisions are events (planned, a series
// assigned, closed, the results for the season), stored one document each in the club's database
// and never changed. Everything shown of a night is a fold of these events and the tables' sheets.
// The ids tie it together: a night's key is 8 hex digits, and every table sheet of the night has
// an id that starts with that key and is marked as a night sheet (see nightSheetId), so the
// server's validation can tell a night's sheet from its id alone.
import type { PresetId, RuleSet } from '../rules';
import type { PoolSource } from './prizes';
import type { NightResult } from './season';
import type { Assignment, NightFees, NightPlayer } from './night';
import { ROSTER_CHANGE_KINDS, type RosterChange } from './night-roster';

/** A night's key: 8 lower-case hex digits, the first part of each of its sheets' ids. */
export const NIGHT_KEY = /^[0-9a-f]{8}$/;

export function isNightKey(key: string): boolean {
  return NIGHT_KEY.test(key);
}

/** What the director sets before the first series: everything of the plan but the series. */
export interface NightSetup {
  /** The night's name as lists show it ("Clubabend", "Preisskat Advent"). */
  readonly name: string;
  /** The day it is played, YYYY-MM-DD (the season counts nights by it). */
  readonly date: string;
  readonly players: readonly NightPlayer[];
  readonly seriesCount: number;
  readonly dealsAtFour: number;
  readonly dealsAtThree: number;
  /** Deals at a table of 5 where the plan allows such tables; absent: it does not (night.ts). */
  readonly dealsAtFive?: number;
  readonly fees: NightFees;
  /** Every table's rules: the tournament preset by default, or the club's house preset. */
  readonly rules: { readonly preset: PresetId | null; readonly rules: RuleSet };
  /** The prize list: a whole percentage of the pool per place, and what goes into the pool. */
  readonly prizes: { readonly shares: readonly number[]; readonly source: PoolSource };
}

/** One table of one series as assigned: its players in seat order and its sheet's id. */
export interface NightTable {
  readonly table: number;
  readonly players: readonly string[];
  readonly sheetId: string;
}

export type NightChange =
  | { readonly kind: 'night-planned'; readonly setup: NightSetup }
  | {
      readonly kind: 'series-assigned';
      /** 0-based: the series this assigns (the next one). */
      readonly series: number;
      readonly assignment: Assignment;
      readonly tables: readonly NightTable[];
    }
  | { readonly kind: 'night-closed' }
  /**
   * The night's result as the season counts it: a cache of the fold of its sheets, written when
   * the night is closed and written again whenever a correction changes what it says.
   */
  | {
      readonly kind: 'night-results';
      readonly results: readonly NightResult[];
    }
  /**
   * The director pays the prizes with lists not all confirmed (list-confirmation.ts): the reason
   * stays on the record.
   */
  | { readonly kind: 'prizes-released'; readonly reason: string }
  /** The night's players changed before a series (night-roster.ts). */
  | RosterChange;

export type NightChangeKind = NightChange['kind'];

export const NIGHT_CHANGE_KINDS = [
  'night-planned',
  'series-assigned',
  'night-closed',
  'night-results',
  'prizes-released',
  ...ROSTER_CHANGE_KINDS,
] as const satisfies readonly NightChangeKind[];

/** One event of a night's log: who (the CouchDB user, a club admin) decided what, when. */
export interface NightEvent {
  /** The app's id form (a UUID). */
  readonly id: string;
  /** Wall-clock time in ms (log-bounds.ts). */
  readonly at: number;
  readonly author: string;
  readonly change: NightChange;
}

/*
 * A night sheet's id: a UUID of the app's form whose first 8 digits are the night's key, whose
 * version and variant digits (positions 14 and 19) are both 0, and whose third group carries the
 * series and the table: "<key>-<rand4>-0<series:1><table:2>-0<rand3>-<rand12>". The app's own ids
 * (crypto.randomUUID, version 4) and the re-id'd legacy ones (version 8) never have a 0 there,
 * so no other sheet is mistaken for a night's.
 */
export const NIGHT_SHEET_ID =
  /^([0-9a-f]{8})-[0-9a-f]{4}-0([0-9a-f])([0-9a-f]{2})-0[0-9a-f]{3}-[0-9a-f]{12}$/;

/** At most this many tables a series (two hex digits in the sheet id). */
export const MAX_TABLES = 255;

/**
 * The id of table `table` (1-based) of series `series` (0-based) of a night. `random` is 19 hex
 * digits (the caller's crypto), so a table's sheet id cannot be guessed before it is assigned.
 */
export function nightSheetId(key: string, series: number, table: number, random: string): string {
  if (!isNightKey(key) || !/^[0-9a-f]{19}$/.test(random)) throw new Error('night-sheet-id-input');
  if (!Number.isInteger(series) || series < 0 || series > 15)
    throw new Error('night-sheet-id-input');
  if (!Number.isInteger(table) || table < 1 || table > MAX_TABLES)
    throw new Error('night-sheet-id-input');
  const seriesDigit = series.toString(16);
  const tableDigits = table.toString(16).padStart(2, '0');
  return [
    key,
    random.slice(0, 4),
    `0${seriesDigit}${tableDigits}`,
    `0${random.slice(4, 7)}`,
    random.slice(7, 19),
  ].join('-');
}

/** Whether a sheet id is a night's table sheet (the form nightSheetId makes). */
export function isNightSheetId(sheetId: string): boolean {
  return NIGHT_SHEET_ID.test(sheetId);
}

/**
 * The id of the `slot`-th deal entered at a night's table (1-based): the sheet's own id with its
 * fourth group "0xxx" made "d" and the slot in 3 hex digits. Fixed by sheet and slot, so a table's
 * login can write at most one deal per slot, and the server (which sees one document at a time)
 * refuses a slot beyond the series' length (issue 34 item 7). Still of the app's id form; its
 * version digit stays 0, so it is never a random id nor the sheet's own.
 */
export function tableDealEventId(sheetId: string, slot: number): string {
  if (!isNightSheetId(sheetId) || !Number.isInteger(slot) || slot < 1 || slot > MAX_TABLE_DEAL_SLOT)
    throw new Error('table-deal-id-input');
  return `${sheetId.slice(0, 19)}d${slot.toString(16).padStart(3, '0')}${sheetId.slice(23)}`;
}

/** The highest slot a table deal's id can carry (3 hex digits). */
export const MAX_TABLE_DEAL_SLOT = 0xfff;

/** The slot of a table deal's event id of this sheet (tableDealEventId); null for any other id. */
export function tableDealSlot(sheetId: string, eventId: string): number | null {
  if (!isNightSheetId(sheetId) || eventId.length !== sheetId.length) return null;
  if (eventId.slice(0, 19) !== sheetId.slice(0, 19) || eventId.slice(23) !== sheetId.slice(23))
    return null;
  const digits = /^d([0-9a-f]{3})$/.exec(eventId.slice(19, 23))?.[1];
  const slot = digits === undefined ? 0 : parseInt(digits, 16);
  return slot >= 1 ? slot : null;
}

/** The night a sheet belongs to, its series (0-based) and table (1-based); null for other sheets. */
export function nightOfSheet(
  sheetId: string,
): { readonly key: string; readonly series: number; readonly table: number } | null {
  const match = NIGHT_SHEET_ID.exec(sheetId);
  if (!match) return null;
  const [, key = '', series = '', table = ''] = match;
  return { key, series: parseInt(series, 16), table: parseInt(table, 16) };
}
