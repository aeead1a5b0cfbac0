// A whole-database check for the tests: every stored record as the current version reads it,
// with the problems in English (the sentences of the app's English dictionary).
import * as v from 'valibot';
import type { ListDeal } from '../../src/domain/voided-deal';
import { enteredDeal, voidDeal } from '../../src/domain/voided-deal';
import { scoreSheet } from '../../src/domain/sheet';
import { foldLog } from '../../src/domain/fold-log';
import { dealRecords, foldedSheetRecord } from '../../src/db/sheet-log';
import type { EventRecord } from '../../src/db/records';
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
 * sheet is sound. The migration tests use it on records of older versions. A voided deal is
 * checked as entered, and scored crossed out.
 */
export function checkStoredSheet(sheetRecord: unknown, records: readonly unknown[]): string[] {
  const sheet = v.safeParse(SheetRecordSchema, sheetRecord);
  if (!sheet.success) return issueText(sheet.issues).map((text) => `sheet: ${text}`);
  const problems = checkSheetFields(sheet.output).map((problem) => sheetInputMessage(en, problem));
  const deals: { position: number; deal: ListDeal }[] = [];
  records.forEach((record, index) => {
    const where = `deal record ${index + 1}`;
    const listDeal: unknown = Reflect.get(record as object, 'deal');
    const voided = (listDeal as { kind?: unknown } | null)?.kind === 'voided';
    const dealRecord = voided
      ? { ...(record as object), deal: enteredDeal(listDeal as ListDeal) }
      : record;
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
    deals.push({
      ...parsed.output,
      deal: voided ? voidDeal(parsed.output.deal) : parsed.output.deal,
    });
  });
  const positions = new Set(deals.map((deal) => deal.position));
  if (positions.size !== deals.length) problems.push('two deals share a position');
  if (problems.length > 0) return problems;
  const ordered = [...deals].sort((a, b) => a.position - b.position).map((d) => d.deal);
  const scored = scoreSheet(sheet.output.setup, ordered);
  return scored.ok ? [] : scored.errors.map((error) => sheetSetupErrorMessage(en, error));
}

/** Checks every stored sheet with the deals its log folds to, and that no event lost its sheet. */
export async function checkDatabase(database: SkatDatabase): Promise<string[]> {
  const tables = [database.sheets, database.log, database.startingLogs];
  const [sheets, logged, starting] = await database.transaction('r', tables, () =>
    Promise.all([
      database.sheets.toArray(),
      database.log.toArray(),
      database.startingLogs.toArray(),
    ]),
  );
  // An upgraded sheet's first events may still wait in `startingLogs` (schema version 7).
  const events = [...starting.flatMap((record) => record.events), ...logged];
  const sheetIds = new Set(sheets.map((sheet) => sheet.id));
  const eventsBySheet = new Map<string, EventRecord[]>();
  const problems: string[] = [];
  for (const event of events) {
    if (!sheetIds.has(event.sheetId)) problems.push(`event ${event.id} has no sheet`);
    eventsBySheet.set(event.sheetId, [...(eventsBySheet.get(event.sheetId) ?? []), event]);
  }
  for (const sheet of sheets) {
    const folded = foldLog(eventsBySheet.get(sheet.id) ?? []);
    const found = checkStoredSheet(foldedSheetRecord(sheet, folded), dealRecords(sheet.id, folded));
    problems.push(...found.map((text) => `sheet "${sheet.name}": ${text}`));
  }
  return problems;
}
