import * as v from 'valibot';
import { fail, ok, type Result } from '../domain/result';
import { upgradeRules, validateTableRules } from '../domain/legacy/table-rules';
import { errorDealIndex } from '../domain/sheet-checks';
import { parseSheetDeal } from '../domain/sheet-deal';
import { loadedSheet } from '../db/folded-sheet';
import { scoreStoredSheet, type StoredSheet } from '../db/scored-sheet';
import { startingLog, type DealRecordV3 } from '../db/migrations/v4-event-log';
import type { DealRecord, EventRecord, SheetRecord } from '../db/records';
import { checkSheetFields } from '../db/sheet-input';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupSchema,
  BackupSchemaV1,
  BackupSchemaV2,
  BackupSchemaV3,
  MAX_BACKUP_CHARS,
  type BackupSheet,
  type BackupSheetV1,
  type BackupSheetV2,
  type BackupSheetV3,
  withoutFileBock,
} from './backup-format';
import { readLog } from './log-read';
import {
  MAX_REPORTED_ERRORS,
  type ContentProblem,
  type FilePlace,
  type ImportError,
} from './import-error';

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

function issueError(issue: v.BaseIssue<unknown>): ImportError {
  const place = placeOf(issue);
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

function parseJson(text: string): Result<unknown, ImportError> {
  if (text.length > MAX_BACKUP_CHARS) {
    return fail([{ code: 'too-large', maxChars: MAX_BACKUP_CHARS }]);
  }
  const body = text.replace(/^\uFEFF/, '');
  if (body.trim() === '') return fail([{ code: 'empty' }]);
  try {
    return ok(JSON.parse(body));
  } catch (error) {
    return fail([{ code: 'not-json', detail: error instanceof Error ? error.message : null }]);
  }
}

/** Format tag and version first, so a newer file says "update the app", not "wrong field". */
function checkHeader(data: unknown): ImportError[] {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return [{ code: 'not-a-backup' }];
  }
  const format: unknown = Reflect.get(data, 'format');
  const version: unknown = Reflect.get(data, 'version');
  if (format !== BACKUP_FORMAT) return [{ code: 'not-a-backup', expectedFormat: BACKUP_FORMAT }];
  if (typeof version === 'number' && Number.isFinite(version) && version > BACKUP_VERSION) {
    return [{ code: 'newer-version', version, newestKnown: BACKUP_VERSION }];
  }
  return [];
}

/** A file of version 4: each sheet with its log. */
interface LogSheets {
  readonly kind: 'log';
  readonly sheets: readonly BackupSheet[];
}

/** A file of version 1–3: deals without history, in version 3's form. */
interface DealSheets {
  readonly kind: 'deals';
  readonly sheets: readonly BackupSheetV3[];
  /** Version 3 on: deals are checked against the rule set too (Bock derived, not entered). */
  readonly houseRules: boolean;
  /** Sheets of an older file whose own rules are unsound: refused with the words of then. */
  readonly refused: ReadonlyMap<number, readonly ImportError[]>;
}

type FileSheets = LogSheets | DealSheets;

/** Names in NFC, as the app stores them: an older copy's "Jürgen" typed in NFD is the same player. */
function withNamesInNfc<TSheet extends BackupSheet | BackupSheetV3>(sheet: TSheet): TSheet {
  return {
    ...sheet,
    name: sheet.name.normalize('NFC'),
    playerNames: sheet.playerNames.map((name) => name.normalize('NFC')),
  };
}

function sheetErrors(sheet: SheetRecord, sheetIndex: number): ImportError[] {
  return checkSheetFields(sheet).map((problem) => ({
    code: 'invalid-content',
    place: { sheetIndex, keys: [] },
    problem: { kind: 'sheet-input', problem },
  }));
}

/** The folded sheet must score, as the app would have scored it: else it is refused. */
function scoredErrors(stored: StoredSheet, sheetIndex: number): ImportError[] {
  const scored = scoreStoredSheet(stored);
  if (scored.ok) return [];
  return scored.errors.map((sheetError) => {
    const dealIndex = errorDealIndex(sheetError);
    const place =
      dealIndex === undefined ? { sheetIndex, keys: [] } : { sheetIndex, dealIndex, keys: [] };
    return { code: 'sheet-invalid', place, sheetError };
  });
}

/** A sheet with its record and log, folded. */
function checkedSheet(record: SheetRecord, events: readonly EventRecord[]): CheckedSheet {
  const { sheet, deals } = loadedSheet(record, events);
  return { sheet, record, events, deals };
}

/**
 * A sheet of a version-4 file: its fields, its log (log-read.ts), then its fold: no more deals
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

/**
 * A sheet of a file of version 1–3: its deals checked as then, then made the start of its log
 * exactly as the database's upgrade to version 4 makes them (startingLog).
 */
function checkDealSheet(
  fileSheet: BackupSheetV3,
  sheetIndex: number,
  houseRules: boolean,
): Result<CheckedSheet, ImportError> {
  const sheet = withNamesInNfc(fileSheet);
  const atSheet: FilePlace = { sheetIndex, keys: [] };
  const { deals: backupDeals, ...fields } = sheet;
  const errors = sheetErrors(fields, sheetIndex);
  if (backupDeals.length > fields.setup.plannedDeals) {
    errors.push({
      code: 'too-many-deals',
      place: atSheet,
      deals: backupDeals.length,
      plannedDeals: fields.setup.plannedDeals,
    });
  }
  const deals: DealRecordV3[] = [];
  backupDeals.forEach((backupDeal, dealIndex) => {
    const place: FilePlace = { sheetIndex, dealIndex, keys: [] };
    // Files before house rules are read exactly as then: the rule set only checks newer ones.
    const draft = withoutFileBock(backupDeal.deal);
    const parsed = parseSheetDeal(draft, houseRules ? sheet.setup.rules : undefined);
    if (!parsed.ok) {
      errors.push({ code: 'deal-invalid', place, dealErrors: parsed.errors });
      return;
    }
    const previous = backupDeals[dealIndex - 1];
    if (previous && previous.position >= backupDeal.position) {
      errors.push({ code: 'invalid-content', place, problem: { kind: 'deals-out-of-order' } });
    }
    const { id, position, createdAt, updatedAt } = backupDeal;
    deals.push({ id, sheetId: sheet.id, position, deal: parsed.value, createdAt, updatedAt });
  });
  if (errors.length > 0) return fail(errors);
  // Scored with the file's positions, as then: a gap between two deals changes no dealer here.
  const scored = scoredErrors({ sheet: fields, deals }, sheetIndex);
  if (scored.length > 0) return fail(scored);
  return ok(checkedSheet(fields, startingLog(fields.id, deals)));
}

/** The place an id was first seen at, or undefined (and this place is remembered) if it is new. */
function seenBefore(places: Map<string, FilePlace>, id: string, here: FilePlace) {
  const first = places.get(id);
  if (first === undefined) places.set(id, here);
  return first;
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

function duplicateIds(sheets: readonly BackupSheetV3[]): ImportError[] {
  const errors: ImportError[] = [];
  const sheetPlaces = new Map<string, FilePlace>();
  const dealPlaces = new Map<string, FilePlace>();
  sheets.forEach((sheet, sheetIndex) => {
    const place: FilePlace = { sheetIndex, keys: [] };
    const first = seenBefore(sheetPlaces, sheet.id, place);
    if (first) errors.push({ code: 'duplicate-id', place, firstPlace: first });
    sheet.deals.forEach((deal, dealIndex) => {
      const here: FilePlace = { sheetIndex, dealIndex, keys: [] };
      const earlier = seenBefore(dealPlaces, deal.id, here);
      if (earlier) errors.push({ code: 'duplicate-id', place: here, firstPlace: earlier });
    });
  });
  return errors;
}

function capped(errors: readonly ImportError[]): ImportError[] {
  if (errors.length <= MAX_REPORTED_ERRORS) return [...errors];
  const more = errors.length - MAX_REPORTED_ERRORS;
  return [...errors.slice(0, MAX_REPORTED_ERRORS), { code: 'more-problems', count: more }];
}

/** A sheet of a file before house rules, its TableRules upgraded (version 1: without Bock). */
function upgradedSheet(sheet: BackupSheetV1 | BackupSheetV2): BackupSheetV3 {
  const { rules, ...rest } = sheet;
  return { ...rest, setup: upgradeRules(rules), preset: null };
}

function schemaIssues(issues: readonly v.BaseIssue<unknown>[]): Result<never, ImportError> {
  return fail(capped(issues.map(issueError)));
}

/** An older file's rules checked as they were then (the Bock rule's own sentence). */
function oldRuleErrors(sheets: readonly (BackupSheetV1 | BackupSheetV2)[]) {
  const refused = new Map<number, ImportError[]>();
  sheets.forEach((sheet, sheetIndex) => {
    const checked = validateTableRules(sheet.rules);
    if (checked.ok) return;
    const place: FilePlace = { sheetIndex, keys: [] };
    const errors = checked.errors.map((error): ImportError => ({
      code: 'invalid-content',
      place,
      problem: { kind: 'sheet-input', problem: { code: 'rules-invalid', error } },
    }));
    refused.set(sheetIndex, errors);
  });
  return refused;
}

/** The file's sheets in today's form: older files' rules go through the domain's upgradeRules. */
function parseSheets(data: unknown): Result<FileSheets, ImportError> {
  const version: unknown = Reflect.get(Object(data), 'version');
  if (version === 1 || version === 2) {
    const old =
      version === 1 ? v.safeParse(BackupSchemaV1, data) : v.safeParse(BackupSchemaV2, data);
    if (!old.success) return schemaIssues(old.issues);
    const sheets = old.output.sheets;
    return ok({
      kind: 'deals',
      sheets: sheets.map(upgradedSheet),
      houseRules: false,
      refused: oldRuleErrors(sheets),
    });
  }
  if (version === 3) {
    const v3 = v.safeParse(BackupSchemaV3, data);
    if (!v3.success) return schemaIssues(v3.issues);
    return ok({ kind: 'deals', sheets: v3.output.sheets, houseRules: true, refused: new Map() });
  }
  const parsed = v.safeParse(BackupSchema, data);
  if (!parsed.success) return schemaIssues(parsed.issues);
  return ok({ kind: 'log', sheets: parsed.output.sheets });
}

/** How far a check has come: sheets checked of the file's sheets. */
export type CheckProgress = (checked: number, total: number) => void;

/** Each sheet checked by `check`; progress told after each. */
function checkEach<TSheet>(
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

function checkSheets(
  file: FileSheets,
  onProgress?: CheckProgress,
): Result<CheckedSheet[], ImportError> {
  if (file.kind === 'log') {
    const errors = duplicateLogIds(file.sheets);
    const checked = checkEach(file.sheets, checkLogSheet, errors, onProgress);
    return errors.length > 0 ? fail(capped(errors)) : ok(checked);
  }
  const { sheets, houseRules, refused } = file;
  const errors = duplicateIds(sheets);
  const checked = checkEach(
    sheets,
    (sheet, index): Result<CheckedSheet, ImportError> =>
      refused.get(index)
        ? fail(refused.get(index) ?? [])
        : checkDealSheet(sheet, index, houseRules),
    errors,
    onProgress,
  );
  return errors.length > 0 ? fail(capped(errors)) : ok(checked);
}

/** Reads and checks a whole backup file; nothing is written here. */
export function readBackup(
  text: string,
  onProgress?: CheckProgress,
): Result<CheckedSheet[], ImportError> {
  const json = parseJson(text);
  if (!json.ok) return json;
  const header = checkHeader(json.value);
  if (header.length > 0) return fail(header);
  const parsed = parseSheets(json.value);
  if (!parsed.ok) return parsed;
  return checkSheets(parsed.value, onProgress);
}
