// Files of versions 1–2, written before house rules: TableRules (version 1 without the Bock
// rule), ISkO deals only. Their rules are checked as then, upgraded by the domain's legacy
// upgradeRules, and the sheets then read as version 3's (v3.ts), so they score exactly as before.
import * as v from 'valibot';
import type { Result } from '../../domain/result';
import { upgradeRules, validateTableRules } from '../../domain/legacy/table-rules';
import {
  BackupSchemaV1,
  BackupSchemaV2,
  type BackupSheetV1,
  type BackupSheetV2,
  type BackupSheetV3,
} from '../backup-format';
import type { FilePlace, ImportError } from '../import-error';
import { schemaIssues, type CheckedSheet, type CheckProgress } from './common';
import { checkDealSheets } from './v3';

/** A sheet of a file before house rules, its TableRules upgraded (version 1: without Bock). */
function upgradedSheet(sheet: BackupSheetV1 | BackupSheetV2): BackupSheetV3 {
  const { rules, ...rest } = sheet;
  return { ...rest, setup: upgradeRules(rules), preset: null };
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

/** A file of version 1 or 2 (its header already checked): every sheet, or every error found. */
export function readFileV1V2(
  data: unknown,
  version: 1 | 2,
  onProgress?: CheckProgress,
): Result<CheckedSheet[], ImportError> {
  const old = version === 1 ? v.safeParse(BackupSchemaV1, data) : v.safeParse(BackupSchemaV2, data);
  if (!old.success) return schemaIssues(old.issues);
  const sheets = old.output.sheets;
  return checkDealSheets(sheets.map(upgradedSheet), false, oldRuleErrors(sheets), onProgress);
}
