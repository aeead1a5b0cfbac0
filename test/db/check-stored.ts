// A whole-database check for the tests: every stored record as the current version reads it,
// with the problems in English (the sentences of the app's English dictionary).
import * as v from 'valibot';
import type { SheetDeal } from '../../src/domain/sheet-deal';
import { scoreSheet } from '../../src/domain/sheet';
import type { SkatDatabase } from '../../src/db/database';
import {
  DealRecordSchema,
  SheetRecordSchema,
  checkStoredDeal,
  type StoredDealProblem,
} from '../../src/db/record-schema';
import { checkSheetFields } from '../../src/db/sheet-input';
import { en } from '../../src/ui/i18n/en';
import { sheetInputMessage } from '../../src/ui/i18n/errors';
import { sheetDealErrorMessage, sheetSetupErrorMessage } from '../../src/ui/i18n/house-errors';

function storedDealText(problem: StoredDealProblem): string {
  return problem.code === 'deal-breaks-rule'
    ? sheetDealErrorMessage(en, problem.error)
    : 'not in its parsed form';
}

function issueText(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => {
    const path = (issue.path ?? []).map((item) => String(item.key)).join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
}

/**
 * Everything wrong with one stored sheet and its deal records, as sentences; empty when the
 * sheet is sound. The migration tests use it on records of older versions.
 */
export function checkStoredSheet(sheetRecord: unknown, dealRecords: readonly unknown[]): string[] {
  const sheet = v.safeParse(SheetRecordSchema, sheetRecord);
  if (!sheet.success) return issueText(sheet.issues).map((text) => `sheet: ${text}`);
  const problems = checkSheetFields(sheet.output).map((problem) => sheetInputMessage(en, problem));
  const deals: { position: number; deal: SheetDeal }[] = [];
  dealRecords.forEach((dealRecord, index) => {
    const where = `deal record ${index + 1}`;
    const parsed = v.safeParse(DealRecordSchema, dealRecord);
    if (!parsed.success) {
      problems.push(...issueText(parsed.issues).map((text) => `${where}: ${text}`));
      return;
    }
    if (parsed.output.sheetId !== sheet.output.id)
      problems.push(`${where}: belongs to another sheet`);
    const dealProblems = checkStoredDeal(parsed.output.deal, sheet.output.setup.rules).map(
      storedDealText,
    );
    problems.push(...dealProblems.map((text) => `${where}: ${text}`));
    deals.push(parsed.output);
  });
  const positions = new Set(deals.map((deal) => deal.position));
  if (positions.size !== deals.length) problems.push('two deals share a position');
  if (problems.length > 0) return problems;
  const ordered = [...deals].sort((a, b) => a.position - b.position).map((d) => d.deal);
  const scored = scoreSheet(sheet.output.setup, ordered);
  return scored.ok ? [] : scored.errors.map((error) => sheetSetupErrorMessage(en, error));
}

/** Checks every stored sheet with its deals, and that no deal or undo entry lost its sheet. */
export async function checkDatabase(database: SkatDatabase): Promise<string[]> {
  const [sheets, deals, undo] = await database.transaction(
    'r',
    [database.sheets, database.deals, database.undo],
    () =>
      Promise.all([database.sheets.toArray(), database.deals.toArray(), database.undo.toArray()]),
  );
  const sheetIds = new Set(sheets.map((sheet) => sheet.id));
  const dealsBySheet = new Map<string, unknown[]>();
  const problems: string[] = [];
  for (const deal of deals) {
    if (!sheetIds.has(deal.sheetId)) problems.push(`deal ${deal.id} has no sheet`);
    const bucket = dealsBySheet.get(deal.sheetId);
    if (bucket) bucket.push(deal);
    else dealsBySheet.set(deal.sheetId, [deal]);
  }
  for (const sheet of sheets) {
    const found = checkStoredSheet(sheet, dealsBySheet.get(sheet.id) ?? []);
    problems.push(...found.map((text) => `sheet "${sheet.name}": ${text}`));
  }
  for (const entry of undo) {
    if (!sheetIds.has(entry.sheetId))
      problems.push(`undo entry of a missing sheet ${entry.sheetId}`);
  }
  return problems;
}
