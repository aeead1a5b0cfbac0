import type { SheetSetupError } from '../domain/sheet-checks';
import type { SheetDealError } from '../domain/sheet-deal';
import type { SheetInputProblem } from '../db/sheet-input';

export const IMPORT_ERROR_CODES = [
  'empty',
  'too-large',
  /** The bytes are not UTF-8 (a file saved again as Latin-1): refused, never read with "�". */
  'not-utf8',
  'not-json',
  /** JSON, but not a backup of this app (wrong or missing format tag). */
  'not-a-backup',
  /** Written by a newer app version: update the app first. */
  'newer-version',
  /** A field is missing, of the wrong type, out of bounds, or unexpected. */
  'invalid-content',
  'duplicate-id',
  /** An id that is not a text of 1 to 64 characters (any other id is re-id'd, never refused). */
  'id-invalid',
  /** A deal the rules do not allow (tops 12, schneider announced without hand, Ramsch points not 120…). */
  'deal-invalid',
  /** A sheet the rules do not allow (the dealer declaring at four, a Ramsch on a sheet without…). */
  'sheet-invalid',
  /** A sheet with more deals than it plans: no app makes one; refused, not cut. */
  'too-many-deals',
  /** A deal id of the file is already used by a different sheet in this app. */
  'id-conflict',
  /** A sheet's log holds a change of a kind this app does not know. */
  'event-kind-unknown',
  /** An event's clock is not a whole number from 1 that JSON carries exactly. */
  'event-clock-invalid',
  /** A replace or an undo names an event that is not in the sheet's log. */
  'event-missing',
  /** A replace or an undo names an event that is not older than itself (by the log's clock). */
  'event-names-later',
  /** A replace names another deal's version. */
  'event-replaces-other-deal',
  /** A change of a deal that the sheet's log never added. */
  'event-deal-unknown',
  /** An event's `seen` is not a list of at most 64 event ids, or names an event not older. */
  'event-seen-invalid',
  'storage-full',
  'storage-failed',
  /** More problems than are worth listing: how many were left out. */
  'more-problems',
] as const;
export type ImportErrorCode = (typeof IMPORT_ERROR_CODES)[number];

/**
 * Where in the file: a sheet and a deal or event (0-based, as in the file), then the keys below them
 * ("rules", "bock", an item's 0-based index…). Empty: the file as a whole.
 */
export interface FilePlace {
  readonly sheetIndex?: number;
  readonly dealIndex?: number;
  /** An event of a sheet's log (version 4 on), 0-based as in the file. */
  readonly eventIndex?: number;
  readonly keys: readonly (string | number)[];
}

/**
 * Which id of its place: its own (`id`: a sheet's, a deal's or an event's), the deal an event
 * changes, the event it names (`replaces`, `undoes`), the device that made it.
 */
export type IdField = 'id' | 'dealId' | 'replaces' | 'undoes' | 'device';

/** What is wrong with a place in the file. */
export type ContentProblem =
  /** A key the backup format does not have (e.g. "__proto__"). */
  | { readonly kind: 'unexpected-field' }
  | { readonly kind: 'missing' }
  /** The value is of the wrong type or out of bounds: what was expected and received, as code. */
  | { readonly kind: 'wrong-value'; readonly expected: string | null; readonly received: string }
  | { readonly kind: 'sheet-input'; readonly problem: SheetInputProblem }
  /** A deal's position is not after the one before it. */
  | { readonly kind: 'deals-out-of-order' };

/** Every way a backup file is refused: a code with the data its sentence needs. */
export type ImportError =
  | { readonly code: 'empty' }
  | { readonly code: 'too-large'; readonly maxChars: number }
  /** The bytes are not UTF-8 (a file saved again as Latin-1): refused, never read with "�". */
  | { readonly code: 'not-utf8' }
  /** `detail`: the JSON parser's own message (technical, from the browser). */
  | { readonly code: 'not-json'; readonly detail: string | null }
  /** `expectedFormat` when the file has the wrong format tag; absent when it is not an object. */
  | { readonly code: 'not-a-backup'; readonly expectedFormat?: string }
  | { readonly code: 'newer-version'; readonly version: number; readonly newestKnown: number }
  | {
      readonly code: 'invalid-content';
      readonly place: FilePlace;
      readonly problem: ContentProblem;
    }
  /** `of`: whose id repeats (an event's, or a deal's added in two sheets); absent: the place says. */
  | {
      readonly code: 'duplicate-id';
      readonly place: FilePlace;
      readonly firstPlace: FilePlace;
      readonly of?: 'deal' | 'event';
    }
  | {
      readonly code: 'id-invalid';
      readonly place: FilePlace;
      readonly field: IdField;
      readonly maxLength: number;
    }
  | {
      readonly code: 'deal-invalid';
      readonly place: FilePlace;
      readonly dealErrors: readonly SheetDealError[];
    }
  | {
      readonly code: 'sheet-invalid';
      readonly place: FilePlace;
      readonly sheetError: SheetSetupError;
    }
  /** More deals than the sheet plans: no app makes one; the sheet is refused, never cut. */
  | {
      readonly code: 'too-many-deals';
      readonly place: FilePlace;
      readonly deals: number;
      readonly plannedDeals: number;
    }
  | { readonly code: 'id-conflict'; readonly count: number; readonly firstId: string }
  /** `received`: the kind as the file writes it (as code, e.g. '"deal-merged"'). */
  | { readonly code: 'event-kind-unknown'; readonly place: FilePlace; readonly received: string }
  | { readonly code: 'event-clock-invalid'; readonly place: FilePlace; readonly received: string }
  | { readonly code: 'event-missing'; readonly place: FilePlace; readonly missingId: string }
  /** `namedPlace`: where the named event stands in the file. */
  | {
      readonly code: 'event-names-later';
      readonly place: FilePlace;
      readonly namedPlace: FilePlace;
    }
  | {
      readonly code: 'event-replaces-other-deal';
      readonly place: FilePlace;
      readonly namedPlace: FilePlace;
    }
  | { readonly code: 'event-deal-unknown'; readonly place: FilePlace; readonly dealId: string }
  /**
   * What an event says its author had seen (`seen`) is malformed: not a list of ids, more than
   * `maxSeen` of them, or (`names-later`) an event of the log that is not older than itself.
   */
  | {
      readonly code: 'event-seen-invalid';
      readonly place: FilePlace;
      readonly problem: 'not-ids' | 'too-many' | 'names-later';
      readonly maxSeen: number;
    }
  | { readonly code: 'storage-full' }
  | { readonly code: 'storage-failed'; readonly detail: string }
  | { readonly code: 'more-problems'; readonly count: number };

/** A sheet of the file already here (same id) whose copy here is not the same as the file's. */
export interface DifferingCopy {
  readonly sheetId: string;
  readonly name: string;
  readonly fileDeals: number;
  readonly hereDeals: number;
}

export interface ImportSummary {
  /** Sheets added. */
  readonly imported: number;
  /**
   * Sheets already here but different from the file's copy (more or other deals): left as they
   * are, and named so the file's copy can be imported as a separate sheet.
   */
  readonly differing: readonly DifferingCopy[];
  /** Sheets already in the app (same id): left as they are, neither duplicated nor overwritten. */
  readonly skippedExisting: number;
  readonly skippedSheetNames: readonly string[];
  /** Sheets of the file that did not pass their checks: named, with why; the others restored. */
  readonly unrestorable?: readonly {
    readonly name: string;
    readonly errors: readonly ImportError[];
  }[];
}

/** A file can hold thousands of mistakes; the first few say enough. */
export const MAX_REPORTED_ERRORS = 20;
