// Files of version 3: deals without history (house rules in each sheet's setup). Each sheet's
// deals are checked as then and made the start of its log exactly as the database's upgrade to
// version 4 makes them. Files of versions 1–2 are read through here too (v1-v2.ts).
import * as v from 'valibot';
import { fail, ok, type Result } from '../../domain/result';
import { parseSheetDeal } from '../../domain/sheet-deal';
import { startingLog, type DealRecordV3 } from '../../db/migrations/v4-event-log';
import { BackupSchemaV3, type BackupSheetV3, withoutFileBock } from '../backup-format';
import type { FilePlace, ImportError } from '../import-error';
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

/**
 * The sheets of a file of version 1–3 in version 3's form. `houseRules`: version 3 on, deals are
 * checked against the rule set too (Bock derived, not entered). `refused`: sheets of an older
 * file whose own rules are unsound, refused with the words of then.
 */
export function checkDealSheets(
  sheets: readonly BackupSheetV3[],
  houseRules: boolean,
  refused: ReadonlyMap<number, readonly ImportError[]>,
  onProgress?: CheckProgress,
): Result<CheckedSheet[], ImportError> {
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

/** A file of version 3 (its header already checked): every sheet, or every error found. */
export function readFileV3(
  data: unknown,
  onProgress?: CheckProgress,
): Result<CheckedSheet[], ImportError> {
  const parsed = v.safeParse(BackupSchemaV3, data);
  if (!parsed.success) return schemaIssues(parsed.issues);
  return checkDealSheets(parsed.output.sheets, true, new Map(), onProgress);
}
