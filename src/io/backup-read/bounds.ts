// The last step of every reader: each checked sheet brought within the domain's bounds
// (domain/log-bounds.ts) before anything is written. What an earlier version let in (an id
// like "v2-four", a time past the year 9999, a clock near 2^53) is re-id'd, clamped or
// renumbered here, never refused: the app's own export of anything it holds restores.
import { boundedTime, isTimeInRange } from '../../domain/log-bounds';
import { appIdFor, isAppId, isLogInBounds, renumberedLog } from '../../domain/bounded-log';
import { fail, ok, type Result } from '../../domain/result';
import type { FilePlace, ImportError } from '../import-error';
import { capped, checkedSheet, seenBefore, type CheckedSheet } from './common';

/** The sheet within the bounds, folding to the same deals and history; itself when it was. */
function boundedSheet(checked: CheckedSheet): CheckedSheet {
  const { record, events } = checked;
  const inBounds =
    isAppId(record.id) &&
    isTimeInRange(record.createdAt) &&
    isTimeInRange(record.updatedAt) &&
    isLogInBounds(events);
  if (inBounds) return checked;
  const id = appIdFor(record.id);
  const bounded = {
    ...record,
    id,
    createdAt: boundedTime(record.createdAt),
    updatedAt: boundedTime(record.updatedAt),
  };
  const log = renumberedLog(events).map((event) => ({ ...event, sheetId: id }));
  const sheet = checkedSheet(bounded, log);
  return id === record.id ? sheet : { ...sheet, fileId: record.id };
}

/**
 * New ids must not meet each other: a made id equal to another of the file (possible only for a
 * file made to collide) refuses it, as the same id twice would.
 */
function collisions(sheets: readonly CheckedSheet[]): ImportError[] {
  const errors: ImportError[] = [];
  const sheetPlaces = new Map<string, FilePlace>();
  const eventPlaces = new Map<string, FilePlace>();
  const dealPlaces = new Map<string, FilePlace>();
  sheets.forEach(({ record, events }, sheetIndex) => {
    const place: FilePlace = { sheetIndex, keys: [] };
    const first = seenBefore(sheetPlaces, record.id, place);
    if (first) errors.push({ code: 'duplicate-id', place, firstPlace: first });
    const added = new Set<string>();
    for (const { id, change } of events) {
      const earlier = seenBefore(eventPlaces, id, place);
      if (earlier) errors.push({ code: 'duplicate-id', place, firstPlace: earlier, of: 'event' });
      if (change.kind === 'deal-added' && !added.has(change.dealId)) {
        added.add(change.dealId);
        const other = seenBefore(dealPlaces, change.dealId, place);
        if (other) errors.push({ code: 'duplicate-id', place, firstPlace: other, of: 'deal' });
      }
    }
  });
  return errors;
}

/** Every sheet within the bounds (see boundedSheet), or why the file is refused. */
export function boundedSheets(
  sheets: readonly CheckedSheet[],
): Result<CheckedSheet[], ImportError> {
  let changed = false;
  const bounded = sheets.map((sheet) => {
    const made = boundedSheet(sheet);
    changed ||= made !== sheet;
    return made;
  });
  if (!changed) return ok(bounded);
  const errors = collisions(bounded);
  return errors.length > 0 ? fail(capped(errors)) : ok(bounded);
}
