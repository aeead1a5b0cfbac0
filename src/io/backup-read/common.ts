// What every version's reader shares: a checked sheet's shape, the place of a schema issue in
// the file, names in NFC, the sheet's own fields, and the score check every sheet passes
// (scoreStoredSheet, as the app would score it).
import type * as v from 'valibot';
import { analysis } from '../../domain/concurrency';
import { provideAnalysis } from '../../domain/fold-log';
import { MAX_SEEN } from '../../domain/seen';
import { fail, type Result } from '../../domain/result';
import { errorDealIndex } from '../../domain/sheet-checks';
import { loadedSheet } from '../../db/folded-sheet';
import { scoreStoredSheet, type StoredSheet } from '../../db/scored-sheet';
import type { DealRecord, EventRecord, SheetRecord } from '../../db/records';
import { checkSheetFields } from '../../db/sheet-input';
import type { BackupSheet, BackupSheetV3 } from '../backup-format';
import { MAX_ID_LENGTH } from '../../db/record-schema';
import {
  MAX_REPORTED_ERRORS,
  type ContentProblem,
  type FilePlace,
  type IdField,
  type ImportError,
} from '../import-error';

/** A sheet of the file, checked, in storage form and folded. */
export interface CheckedSheet {
  /** The sheet as it stands (its log's renames and rules folded in): what the screens name. */
  readonly sheet: SheetRecord;
  /** The sheet as started: what the database stores beside the log (db/sheet-log.ts). */
  readonly record: SheetRecord;
  /** The whole log, each event with the sheet's id: what the database stores. */
  readonly events: readonly EventRecord[];
  /** The log's deals as the list shows them (voided ones crossed out): to count and compare. */
  readonly deals: readonly DealRecord[];
  /**
   * The sheet's id in the file when it was not in the app's form (re-id'd where it entered,
   * bounds.ts): a copy kept by an upgrade may still be here under it.
   */
  readonly fileId?: string;
}

/**
 * ['sheets', 1, 'deals', 13, 'deal', 'tops'] → sheet 1, deal 13, keys ['tops'] (0-based);
 * ['sheets', 0, 'events', 4, 'change', 'deal', 'bid'] → sheet 0, event 4, keys ['bid'].
 */
function placeOf(issue: v.BaseIssue<unknown>): FilePlace {
  const path = (issue.path ?? []).map((item): unknown => item.key);
  let sheetIndex: number | undefined;
  let dealIndex: number | undefined;
  let eventIndex: number | undefined;
  const keys: (string | number)[] = [];
  for (let i = 0; i < path.length; i++) {
    const key = path[i];
    const next = path[i + 1];
    if (key === 'sheets' && typeof next === 'number') [sheetIndex, i] = [next, i + 1];
    else if (key === 'deals' && typeof next === 'number') [dealIndex, i] = [next, i + 1];
    // A sheet's log, right below the sheet (the Bock rule's "events" are its rounds' triggers).
    else if (key === 'events' && i === 2 && typeof next === 'number') {
      [eventIndex, i] = [next, i + 1];
    }
    // A backed-up deal's fields sit under "deal" (an event's under "change"); a player names
    // the deal or the event, not those keys.
    else if (key !== 'deal' && key !== 'change') {
      keys.push(typeof key === 'number' ? key : String(key));
    }
  }
  return {
    ...(sheetIndex === undefined ? {} : { sheetIndex }),
    ...(dealIndex === undefined ? {} : { dealIndex }),
    ...(eventIndex === undefined ? {} : { eventIndex }),
    keys,
  };
}

/** The last key of the issue's path: "kind" of a change, "clock" of an event… */
function lastKey(issue: v.BaseIssue<unknown>): unknown {
  return issue.path?.at(-1)?.key;
}

function problemOf(issue: v.BaseIssue<unknown>): ContentProblem {
  // A strict object's unexpected key (e.g. "__proto__") or missing key is named by the place.
  if (issue.type === 'strict_object' && issue.expected === 'never') {
    return { kind: 'unexpected-field' };
  }
  if (issue.type === 'strict_object' && issue.input === undefined) return { kind: 'missing' };
  return { kind: 'wrong-value', expected: issue.expected, received: issue.received };
}

/** The fields that hold an id: a sheet's, a deal's or an event's own, and those an event names. */
const ID_FIELDS: readonly IdField[] = ['id', 'dealId', 'replaces', 'undoes', 'device'];

function idField(key: unknown): IdField | undefined {
  return ID_FIELDS.find((field) => field === key);
}

export function issueError(issue: v.BaseIssue<unknown>): ImportError {
  const place = placeOf(issue);
  // An id right at a sheet, a deal or an event is named in words, never by its schema's bounds.
  const field = place.keys.length === 1 ? idField(lastKey(issue)) : undefined;
  if (field !== undefined) {
    return { code: 'id-invalid', place: { ...place, keys: [] }, field, maxLength: MAX_ID_LENGTH };
  }
  // What the author had seen: a list of at most MAX_SEEN ids, else named as such.
  if (place.eventIndex !== undefined && place.keys[0] === 'seen') {
    const problem = issue.type === 'max_length' && place.keys.length === 1 ? 'too-many' : 'not-ids';
    return {
      code: 'event-seen-invalid',
      place: { ...place, keys: [] },
      problem,
      maxSeen: MAX_SEEN,
    };
  }
  // A damaged log says so in its own words: a change the app does not know, a broken clock.
  if (place.eventIndex !== undefined && place.keys.length === 1) {
    const key = lastKey(issue);
    // The sentence names the kind or the clock: the place is the event.
    const atEvent = { ...place, keys: [] };
    if (key === 'kind' && issue.type === 'variant') {
      return { code: 'event-kind-unknown', place: atEvent, received: issue.received };
    }
    if (key === 'clock') {
      return { code: 'event-clock-invalid', place: atEvent, received: issue.received };
    }
  }
  return { code: 'invalid-content', place, problem: problemOf(issue) };
}

/** Names in NFC, as the app stores them: an older copy's "Jürgen" typed in NFD is the same player. */
export function withNamesInNfc<TSheet extends BackupSheet | BackupSheetV3>(sheet: TSheet): TSheet {
  return {
    ...sheet,
    name: sheet.name.normalize('NFC'),
    playerNames: sheet.playerNames.map((name) => name.normalize('NFC')),
  };
}

export function sheetErrors(sheet: SheetRecord, sheetIndex: number): ImportError[] {
  return checkSheetFields(sheet).map((problem) => ({
    code: 'invalid-content',
    place: { sheetIndex, keys: [] },
    problem: { kind: 'sheet-input', problem },
  }));
}

/** The folded sheet must score, as the app would have scored it: else it is refused. */
export function scoredErrors(stored: StoredSheet, sheetIndex: number): ImportError[] {
  const scored = scoreStoredSheet(stored);
  if (scored.ok) return [];
  return scored.errors.map((sheetError) => {
    const dealIndex = errorDealIndex(sheetError);
    const place =
      dealIndex === undefined ? { sheetIndex, keys: [] } : { sheetIndex, dealIndex, keys: [] };
    return { code: 'sheet-invalid', place, sheetError };
  });
}

// A file's logs may hold events of two phones written at once: the fold needs the analysis.
provideAnalysis(analysis);

/** A sheet with its record and log, folded. */
export function checkedSheet(record: SheetRecord, events: readonly EventRecord[]): CheckedSheet {
  const { sheet, deals } = loadedSheet(record, events);
  return { sheet, record, events, deals };
}

/** The place an id was first seen at, or undefined (and this place is remembered) if it is new. */
export function seenBefore(places: Map<string, FilePlace>, id: string, here: FilePlace) {
  const first = places.get(id);
  if (first === undefined) places.set(id, here);
  return first;
}

export function capped(errors: readonly ImportError[]): ImportError[] {
  if (errors.length <= MAX_REPORTED_ERRORS) return [...errors];
  const more = errors.length - MAX_REPORTED_ERRORS;
  return [...errors.slice(0, MAX_REPORTED_ERRORS), { code: 'more-problems', count: more }];
}

export function schemaIssues(issues: readonly v.BaseIssue<unknown>[]): Result<never, ImportError> {
  return fail(capped(issues.map(issueError)));
}

/** How far a check has come: sheets checked of the file's sheets. */
export type CheckProgress = (checked: number, total: number) => void;

/** Each sheet checked by `check`; progress told after each. */
export function checkEach<TSheet>(
  sheets: readonly TSheet[],
  check: (sheet: TSheet, index: number) => Result<CheckedSheet, ImportError>,
  errors: ImportError[],
  onProgress?: CheckProgress,
): CheckedSheet[] {
  const checked: CheckedSheet[] = [];
  sheets.forEach((sheet, index) => {
    const result = check(sheet, index);
    if (result.ok) checked.push(result.value);
    else errors.push(...result.errors);
    onProgress?.(index + 1, sheets.length);
  });
  return checked;
}
