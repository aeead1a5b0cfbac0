// Files of versions 4 and 5 (today's; one shape, see backup-format.ts): each sheet with its log,
// read by log-read.ts, then folded and scored as the app would.
import * as v from 'valibot';
import { fail, ok, type Result } from '../../domain/result';
import { BackupSchema, type BackupSheet } from '../backup-format';
import type { FilePlace, ImportError } from '../import-error';
import { readLog } from '../log-read';
import {
  capped,
  checkedSheet,
  schemaIssues,
  scoredErrors,
  seenBefore,
  sheetErrors,
  withNamesInNfc,
  type CheckedSheet,
  type CheckProgress,
} from './common';

/**
 * A sheet of a file of version 4 or 5: its fields, its log (log-read.ts), then its fold: no more deals
 * than planned, and scored as the app would score it (scoreStoredSheet).
 */
function checkLogSheet(
  fileSheet: BackupSheet,
  sheetIndex: number,
): Result<CheckedSheet, ImportError> {
  const { events: fileEvents, ...record } = withNamesInNfc(fileSheet);
  const errors = sheetErrors(record, sheetIndex);
  const events = readLog(record, fileEvents, sheetIndex);
  if (!events.ok) errors.push(...events.errors);
  if (errors.length > 0 || !events.ok) return fail(errors);
  const checked = checkedSheet(record, events.value);
  const { setup } = checked.sheet;
  if (checked.deals.length > setup.plannedDeals) {
    return fail([
      {
        code: 'too-many-deals',
        place: { sheetIndex, keys: [] },
        deals: checked.deals.length,
        plannedDeals: setup.plannedDeals,
      },
    ]);
  }
  const scored = scoredErrors(checked, sheetIndex);
  return scored.length > 0 ? fail(scored) : ok(checked);
}

/** Ids must be unique file-wide: sheets, deals (a deal belongs to one sheet), events. */
function duplicateLogIds(sheets: readonly BackupSheet[]): ImportError[] {
  const errors: ImportError[] = [];
  const sheetPlaces = new Map<string, FilePlace>();
  const eventPlaces = new Map<string, FilePlace>();
  const dealPlaces = new Map<string, FilePlace>();
  sheets.forEach((sheet, sheetIndex) => {
    const place: FilePlace = { sheetIndex, keys: [] };
    const first = seenBefore(sheetPlaces, sheet.id, place);
    if (first) errors.push({ code: 'duplicate-id', place, firstPlace: first });
    sheet.events.forEach((event, eventIndex) => {
      const here: FilePlace = { sheetIndex, eventIndex, keys: [] };
      const earlier = seenBefore(eventPlaces, event.id, here);
      if (earlier)
        errors.push({ code: 'duplicate-id', place: here, firstPlace: earlier, of: 'event' });
      if (event.change.kind !== 'deal-added') return;
      // The same deal added twice in one log is a merge's echo (the fold keeps the first).
      const added = seenBefore(dealPlaces, event.change.dealId, here);
      if (added && added.sheetIndex !== sheetIndex) {
        errors.push({ code: 'duplicate-id', place: here, firstPlace: added, of: 'deal' });
      }
    });
  });
  return errors;
}

/** A sheet of the file that could not be restored: its place and name, and why. */
export interface UnrestorableSheet {
  readonly sheetIndex: number;
  readonly name: string;
  readonly errors: readonly ImportError[];
}

/** The sheets that restore, and those that do not (each named, with its errors). */
export interface CheckedSheets {
  readonly sheets: CheckedSheet[];
  readonly unrestorable: UnrestorableSheet[];
}

/**
 * A file of version 4 or 5 (its header already checked): every sheet that passes its checks; one
 * that does not is named and left out, never the whole file for it (issue 34). The file is refused
 * when its shape is wrong, an id is used twice in it, or no sheet of it passes.
 */
export function readFileV4(
  data: unknown,
  onProgress?: CheckProgress,
): Result<CheckedSheets, ImportError> {
  const parsed = v.safeParse(BackupSchema, data);
  if (!parsed.success) return schemaIssues(parsed.issues);
  const sheets = parsed.output.sheets;
  const duplicates = duplicateLogIds(sheets);
  if (duplicates.length > 0) return fail(capped(duplicates));
  const checked: CheckedSheet[] = [];
  const unrestorable: UnrestorableSheet[] = [];
  sheets.forEach((sheet, sheetIndex) => {
    const result = checkLogSheet(sheet, sheetIndex);
    if (result.ok) checked.push(result.value);
    else unrestorable.push({ sheetIndex, name: sheet.name, errors: capped(result.errors) });
    onProgress?.(sheetIndex + 1, sheets.length);
  });
  if (checked.length === 0 && unrestorable.length > 0) {
    return fail(capped(unrestorable.flatMap((sheet) => sheet.errors)));
  }
  return ok({ sheets: checked, unrestorable });
}
