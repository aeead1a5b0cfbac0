// Files of versions 4 and 5 (today's; one shape, see backup-format.ts): each sheet with its log,
// read by log-read.ts, then folded and scored as the app would.
import * as v from 'valibot';
import { fail, ok, type Result } from '../../domain/result';
import { BackupSchema, type BackupSheet } from '../backup-format';
import type { FilePlace, ImportError } from '../import-error';
import { readLog } from '../log-read';
import {
  capped,
  checkEach,
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

/** A file of version 4 or 5 (its header already checked): every sheet, or every error found. */
export function readFileV4(
  data: unknown,
  onProgress?: CheckProgress,
): Result<CheckedSheet[], ImportError> {
  const parsed = v.safeParse(BackupSchema, data);
  if (!parsed.success) return schemaIssues(parsed.issues);
  const sheets = parsed.output.sheets;
  const errors = duplicateLogIds(sheets);
  const checked = checkEach(sheets, checkLogSheet, errors, onProgress);
  return errors.length > 0 ? fail(capped(errors)) : ok(checked);
}
