import * as v from 'valibot';
import { fail, ok, type Result } from '../domain/result';
import { scoreSheet, validateTableRules } from '../domain/sheet';
import { errorDealIndex } from '../domain/sheet-checks';
import { parseSheetDeal } from '../domain/sheet-deal';
import { upgradeRules } from '../domain/upgrade-rules';
import type { DealRecord, SheetRecord } from '../db/records';
import { checkSheetFields } from '../db/sheet-input';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupSchema,
  BackupSchemaV1,
  BackupSchemaV2,
  MAX_BACKUP_CHARS,
  type BackupSheet,
  type BackupSheetV1,
  type BackupSheetV2,
} from './backup-format';
import {
  MAX_REPORTED_ERRORS,
  type ContentProblem,
  type FilePlace,
  type ImportError,
} from './import-error';

/** A sheet of the file, checked and in storage form. */
export interface CheckedSheet {
  readonly sheet: SheetRecord;
  readonly deals: readonly DealRecord[];
}

/** ['sheets', 1, 'deals', 13, 'deal', 'tops'] → sheet 1, deal 13, keys ['tops'] (0-based). */
function placeOf(issue: v.BaseIssue<unknown>): FilePlace {
  const path = (issue.path ?? []).map((item): unknown => item.key);
  let sheetIndex: number | undefined;
  let dealIndex: number | undefined;
  const keys: (string | number)[] = [];
  for (let i = 0; i < path.length; i++) {
    const key = path[i];
    const next = path[i + 1];
    if (key === 'sheets' && typeof next === 'number') [sheetIndex, i] = [next, i + 1];
    else if (key === 'deals' && typeof next === 'number') [dealIndex, i] = [next, i + 1];
    // A backed-up deal's fields sit under "deal"; a player names the deal, not that key.
    else if (key !== 'deal') keys.push(typeof key === 'number' ? key : String(key));
  }
  return {
    ...(sheetIndex === undefined ? {} : { sheetIndex }),
    ...(dealIndex === undefined ? {} : { dealIndex }),
    keys,
  };
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
  return { code: 'invalid-content', place: placeOf(issue), problem: problemOf(issue) };
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

/** The file's sheets in today's form, and whether the file was written with house rules. */
interface FileSheets {
  readonly sheets: readonly BackupSheet[];
  /** Version 3 on: deals are checked against the rule set too (Bock derived, not entered). */
  readonly houseRules: boolean;
  /** Sheets of an older file whose own rules are unsound: refused with the words of then. */
  readonly refused: ReadonlyMap<number, readonly ImportError[]>;
}

/** Names in NFC, as the app stores them: an older copy's "Jürgen" typed in NFD is the same player. */
function withNamesInNfc(sheet: BackupSheet): BackupSheet {
  return {
    ...sheet,
    name: sheet.name.normalize('NFC'),
    playerNames: sheet.playerNames.map((name) => name.normalize('NFC')),
  };
}

function checkSheet(
  fileSheet: BackupSheet,
  sheetIndex: number,
  houseRules: boolean,
): Result<CheckedSheet, ImportError> {
  const sheet = withNamesInNfc(fileSheet);
  const atSheet: FilePlace = { sheetIndex, keys: [] };
  const errors: ImportError[] = checkSheetFields(sheet).map((problem) => ({
    code: 'invalid-content',
    place: atSheet,
    problem: { kind: 'sheet-input', problem },
  }));
  const { deals: backupDeals, ...fields } = sheet;
  if (backupDeals.length > fields.setup.plannedDeals) {
    errors.push({
      code: 'too-many-deals',
      place: atSheet,
      deals: backupDeals.length,
      plannedDeals: fields.setup.plannedDeals,
    });
  }
  const deals: DealRecord[] = [];
  backupDeals.forEach((backupDeal, dealIndex) => {
    const place: FilePlace = { sheetIndex, dealIndex, keys: [] };
    // Files before house rules are read exactly as then: the rule set only checks newer ones.
    const parsed = parseSheetDeal(backupDeal.deal, houseRules ? sheet.setup.rules : undefined);
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
  const scored = scoreSheet(
    fields.setup,
    deals.map((record) => record.deal),
  );
  if (!scored.ok) {
    return fail(
      scored.errors.map((sheetError) => {
        const dealIndex = errorDealIndex(sheetError);
        const place = dealIndex === undefined ? atSheet : { sheetIndex, dealIndex, keys: [] };
        return { code: 'sheet-invalid', place, sheetError };
      }),
    );
  }
  return ok({ sheet: fields, deals });
}

function duplicateIds(sheets: readonly BackupSheet[]): ImportError[] {
  const errors: ImportError[] = [];
  const sheetPlaces = new Map<string, FilePlace>();
  const dealPlaces = new Map<string, FilePlace>();
  sheets.forEach((sheet, sheetIndex) => {
    const place: FilePlace = { sheetIndex, keys: [] };
    const first = sheetPlaces.get(sheet.id);
    if (first === undefined) sheetPlaces.set(sheet.id, place);
    else errors.push({ code: 'duplicate-id', place, firstPlace: first });
    sheet.deals.forEach((deal, dealIndex) => {
      const here: FilePlace = { sheetIndex, dealIndex, keys: [] };
      const earlier = dealPlaces.get(deal.id);
      if (earlier === undefined) dealPlaces.set(deal.id, here);
      else errors.push({ code: 'duplicate-id', place: here, firstPlace: earlier });
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
function upgradedSheet(sheet: BackupSheetV1 | BackupSheetV2): BackupSheet {
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
      sheets: sheets.map(upgradedSheet),
      houseRules: false,
      refused: oldRuleErrors(sheets),
    });
  }
  const parsed = v.safeParse(BackupSchema, data);
  if (!parsed.success) return schemaIssues(parsed.issues);
  return ok({ sheets: parsed.output.sheets, houseRules: true, refused: new Map() });
}

/** How far a check has come: sheets checked of the file's sheets. */
export type CheckProgress = (checked: number, total: number) => void;

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
  const { sheets, houseRules, refused } = parsed.value;
  const errors = duplicateIds(sheets);
  const checked: CheckedSheet[] = [];
  sheets.forEach((sheet, index) => {
    const oldErrors = refused.get(index);
    if (oldErrors) {
      errors.push(...oldErrors);
      return;
    }
    const result = checkSheet(sheet, index, houseRules);
    if (result.ok) checked.push(result.value);
    else errors.push(...result.errors);
    onProgress?.(index + 1, sheets.length);
  });
  return errors.length > 0 ? fail(capped(errors)) : ok(checked);
}
