import type { RosterEvent } from '../../domain/roster';
import { db } from '../../db/database';
import type { SheetRecord } from '../../db/records';
import type { CheckedSheet, UnrestorableSheet } from '../../io/backup-read';

/** What restoring a checked file would do, worked out before anything is written. */
export interface RestorePlan {
  readonly fileName: string;
  /** The file's sheets, read and checked once: the restore writes these, never parses again. */
  readonly sheets: readonly CheckedSheet[];
  readonly dealCount: number;
  /** Sheets of the file not on this device: these are added. */
  readonly newSheets: readonly SheetRecord[];
  /** Sheets of the file already here (same id): left exactly as they are. */
  readonly presentCount: number;
  /** The file's roster (players renamed, merged): restored with the sheets. */
  readonly roster?: readonly RosterEvent[];
  /** Sheets of the file that fail their checks, with why: left out, the others restored. */
  readonly unrestorable?: readonly UnrestorableSheet[];
}

/**
 * Looks up which of the checked file's sheets are already here (one read for all of them), so
 * the confirmation can say what will happen. Writes nothing.
 */
export async function planRestore(
  fileName: string,
  sheets: readonly CheckedSheet[],
): Promise<RestorePlan> {
  const present = await db.sheets.bulkGet(sheets.map(({ sheet }) => sheet.id));
  const newSheets = sheets
    .filter((_, index) => present[index] === undefined)
    .map(({ sheet }) => sheet);
  return {
    fileName,
    sheets,
    dealCount: sheets.reduce((sum, { deals }) => sum + deals.length, 0),
    newSheets,
    presentCount: sheets.length - newSheets.length,
  };
}
