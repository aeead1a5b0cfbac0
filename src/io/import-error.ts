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
  /** A deal the rules do not allow (tops 12, schneider announced without hand…). */
  'deal-invalid',
  /** A sheet the rules do not allow (the dealer declaring at four, Kontra not agreed…). */
  'sheet-invalid',
  /** A sheet with more deals than it plans: no app makes one; refused, not cut. */
  'too-many-deals',
  /** A deal id of the file is already used by a different sheet in this app. */
  'id-conflict',
  'storage-full',
  'storage-failed',
] as const;
export type ImportErrorCode = (typeof IMPORT_ERROR_CODES)[number];

export interface ImportError {
  readonly code: ImportErrorCode;
  /** What is wrong and where: "sheet 2, deal 14: Tops run from 1 to 11…". */
  readonly message: string;
}

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
}

/** A file can hold thousands of mistakes; the first few say enough. */
export const MAX_REPORTED_ERRORS = 20;

export function importError(code: ImportErrorCode, message: string): ImportError {
  return { code, message };
}
