import type { SheetRecord } from '../../db/records';
import { getSheet } from '../../db/sheets';
import type { Result } from '../../domain/result';
import { readBackup, type CheckedSheet } from '../../io/backup-read';
import type { ImportError } from '../../io/import-error';

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
}

/**
 * Checks the file completely (the same checks the import makes) and looks up which of its sheets
 * are already here, so the confirmation can say what will happen. Writes nothing.
 */
export async function planRestore(
  fileName: string,
  text: string,
): Promise<Result<RestorePlan, ImportError>> {
  const checked = readBackup(text);
  if (!checked.ok) return checked;
  const present = await Promise.all(checked.value.map(({ sheet }) => getSheet(sheet.id)));
  const newSheets = checked.value
    .filter((_, index) => present[index] === undefined)
    .map(({ sheet }) => sheet);
  return {
    ok: true,
    value: {
      fileName,
      sheets: checked.value,
      dealCount: checked.value.reduce((sum, { deals }) => sum + deals.length, 0),
      newSheets,
      presentCount: checked.value.length - newSheets.length,
    },
  };
}
