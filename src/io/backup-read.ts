import * as v from 'valibot';
import { parseDeal } from '../domain/parse-deal';
import { fail, ok, type Result } from '../domain/result';
import { scoreSheet } from '../domain/sheet';
import type { DealRecord, SheetRecord } from '../db/records';
import { checkSheetFields } from '../db/sheet-input';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupSchema,
  BackupSchemaV1,
  MAX_BACKUP_CHARS,
  type BackupSheet,
} from './backup-format';
import { importError, MAX_REPORTED_ERRORS, type ImportError } from './import-error';

/** A sheet of the file, checked and in storage form. */
export interface CheckedSheet {
  readonly sheet: SheetRecord;
  readonly deals: readonly DealRecord[];
}

/** ['sheets', 1, 'deals', 13, 'deal', 'tops'] → "sheet 2, deal 14, tops". */
function describePath(issue: v.BaseIssue<unknown>): string {
  const keys = (issue.path ?? []).map((item) => item.key);
  const parts: string[] = [];
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i];
    const next = keys[i + 1];
    if ((key === 'sheets' || key === 'deals') && typeof next === 'number') {
      parts.push(`${key === 'sheets' ? 'sheet' : 'deal'} ${next + 1}`);
      i++;
    } else if (key !== 'deal') {
      parts.push(typeof key === 'number' ? `item ${key + 1}` : String(key));
    }
  }
  return parts.join(', ');
}

function issueMessage(issue: v.BaseIssue<unknown>): string {
  const where = describePath(issue) || 'the file';
  // A strict object's unexpected key (e.g. "__proto__") or missing key is named by the path.
  if (issue.type === 'strict_object' && issue.expected === 'never') {
    return `${where}: unexpected field (not part of a backup)`;
  }
  if (issue.type === 'strict_object' && issue.input === undefined) return `${where}: missing`;
  return `${where}: ${issue.message}`;
}

function parseJson(text: string): Result<unknown, ImportError> {
  if (text.length > MAX_BACKUP_CHARS) {
    return fail([
      importError(
        'too-large',
        `The file is larger than ${MAX_BACKUP_CHARS / 1e6} MB: not a backup of this app.`,
      ),
    ]);
  }
  const body = text.replace(/^\uFEFF/, '');
  if (body.trim() === '') return fail([importError('empty', 'The file is empty.')]);
  try {
    return ok(JSON.parse(body));
  } catch (error) {
    const reason = error instanceof Error ? ` (${error.message})` : '';
    return fail([
      importError(
        'not-json',
        `The file is damaged or not a backup: it is not valid JSON${reason}.`,
      ),
    ]);
  }
}

/** Format tag and version first, so a newer file says "update the app", not "wrong field". */
function checkHeader(data: unknown): ImportError[] {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return [importError('not-a-backup', 'The file is not a backup of this app.')];
  }
  const format: unknown = Reflect.get(data, 'format');
  const version: unknown = Reflect.get(data, 'version');
  if (format !== BACKUP_FORMAT) {
    return [
      importError(
        'not-a-backup',
        `The file is not a backup of this app (format is not "${BACKUP_FORMAT}").`,
      ),
    ];
  }
  if (typeof version === 'number' && Number.isFinite(version) && version > BACKUP_VERSION) {
    return [
      importError(
        'newer-version',
        `The file is from a newer app version (backup version ${version}; this app reads versions up to ${BACKUP_VERSION}). Update the app, then import it.`,
      ),
    ];
  }
  return [];
}

/** Names in NFC, as the app stores them: an older copy's "Jürgen" typed in NFD is the same player. */
function withNamesInNfc(sheet: BackupSheet): BackupSheet {
  return {
    ...sheet,
    name: sheet.name.normalize('NFC'),
    playerNames: sheet.playerNames.map((name) => name.normalize('NFC')),
  };
}

function checkSheet(fileSheet: BackupSheet, where: string): Result<CheckedSheet, ImportError> {
  const sheet = withNamesInNfc(fileSheet);
  const errors: ImportError[] = checkSheetFields(sheet).map((text) =>
    importError('invalid-content', `${where}: ${text}`),
  );
  const { deals: backupDeals, ...fields } = sheet;
  if (backupDeals.length > fields.rules.plannedDeals) {
    errors.push(
      importError(
        'too-many-deals',
        `${where}: ${backupDeals.length} deals on a sheet of ${fields.rules.plannedDeals}; the sheet is not imported.`,
      ),
    );
  }
  const deals: DealRecord[] = [];
  backupDeals.forEach((backupDeal, index) => {
    const parsed = parseDeal(backupDeal.deal);
    if (!parsed.ok) {
      const reasons = parsed.errors.map((error) => error.message).join(' ');
      errors.push(importError('deal-invalid', `${where}, deal ${index + 1}: ${reasons}`));
      return;
    }
    const previous = backupDeals[index - 1];
    if (previous && previous.position >= backupDeal.position) {
      errors.push(
        importError(
          'invalid-content',
          `${where}, deal ${index + 1}: deals are not in playing order (position).`,
        ),
      );
    }
    const { id, position, createdAt, updatedAt } = backupDeal;
    deals.push({ id, sheetId: sheet.id, position, deal: parsed.value, createdAt, updatedAt });
  });
  if (errors.length > 0) return fail(errors);
  const scored = scoreSheet(
    fields.rules,
    deals.map((record) => record.deal),
  );
  if (!scored.ok) {
    return fail(
      scored.errors.map((error) => {
        const at = error.dealIndex === undefined ? where : `${where}, deal ${error.dealIndex + 1}`;
        return importError('sheet-invalid', `${at}: ${error.message}`);
      }),
    );
  }
  return ok({ sheet: fields, deals });
}

function duplicateIds(sheets: readonly BackupSheet[]): ImportError[] {
  const errors: ImportError[] = [];
  const sheetIds = new Map<string, number>();
  const dealIds = new Map<string, string>();
  sheets.forEach((sheet, s) => {
    const first = sheetIds.get(sheet.id);
    if (first === undefined) sheetIds.set(sheet.id, s);
    else errors.push(importError('duplicate-id', `sheet ${s + 1}: same id as sheet ${first + 1}.`));
    sheet.deals.forEach((deal, d) => {
      const here = `sheet ${s + 1}, deal ${d + 1}`;
      const earlier = dealIds.get(deal.id);
      if (earlier === undefined) dealIds.set(deal.id, here);
      else errors.push(importError('duplicate-id', `${here}: same deal id as ${earlier}.`));
    });
  });
  return errors;
}

function capped(errors: readonly ImportError[]): ImportError[] {
  if (errors.length <= MAX_REPORTED_ERRORS) return [...errors];
  const more = errors.length - MAX_REPORTED_ERRORS;
  return [
    ...errors.slice(0, MAX_REPORTED_ERRORS),
    importError('invalid-content', `…and ${more} more problems.`),
  ];
}

/** The file's sheets in today's form: a version-1 file's sheets were played without Bock. */
function parseSheets(data: unknown): Result<BackupSheet[], ImportError> {
  const isV1 = Reflect.get(Object(data), 'version') === 1;
  const parsed = isV1 ? v.safeParse(BackupSchemaV1, data) : v.safeParse(BackupSchema, data);
  if (!parsed.success) {
    return fail(
      capped(parsed.issues.map((issue) => importError('invalid-content', issueMessage(issue)))),
    );
  }
  if (parsed.output.version === BACKUP_VERSION) return ok(parsed.output.sheets);
  return ok(
    parsed.output.sheets.map((sheet) => ({
      ...sheet,
      rules: { ...sheet.rules, bock: { kind: 'off' as const } },
    })),
  );
}

/** Reads and checks a whole backup file; nothing is written here. */
export function readBackup(text: string): Result<CheckedSheet[], ImportError> {
  const json = parseJson(text);
  if (!json.ok) return json;
  const header = checkHeader(json.value);
  if (header.length > 0) return fail(header);
  const parsed = parseSheets(json.value);
  if (!parsed.ok) return parsed;
  const sheets = parsed.value;
  const errors = duplicateIds(sheets);
  const checked: CheckedSheet[] = [];
  sheets.forEach((sheet, index) => {
    const result = checkSheet(sheet, `sheet ${index + 1}`);
    if (result.ok) checked.push(result.value);
    else errors.push(...result.errors);
  });
  return errors.length > 0 ? fail(capped(errors)) : ok(checked);
}
