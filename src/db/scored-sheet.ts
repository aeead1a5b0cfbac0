// The one seam from a stored sheet to its scores: every screen, the print view, the CSV, the
// backup's check and the database's own checks read a sheet's values through it, and so will
// statistics, sync and club rankings.
import type { SheetSetupError } from '../domain/sheet-checks';
import type { Result } from '../domain/result';
import { scoreSheet } from '../domain/sheet';
import type { SheetScore } from '../domain/sheet-types';
import type { DealRecord, SheetRecord } from './records';

/** A sheet as read from storage or a file: its rules (folded from its log) and its deals in order. */
export interface StoredSheet {
  readonly sheet: Pick<SheetRecord, 'setup'>;
  readonly deals: readonly Pick<DealRecord, 'deal'>[];
}

/**
 * A stored sheet scored as the app shows it: every deal checked at its place under the sheet's
 * rules, the running totals, the standings, the next deal and the rounds ahead — or every error
 * of every deal that no longer fits (damaged data, a file from elsewhere), as codes.
 *
 * Takes the sheet as it stands (a `LoadedSheet` or `SheetWithDeals` from the repository, a checked
 * backup sheet), never the sheet as started: a rules change in the log is folded in.
 */
export function scoreStoredSheet({
  sheet,
  deals,
}: StoredSheet): Result<SheetScore, SheetSetupError> {
  return scoreSheet(
    sheet.setup,
    deals.map((record) => record.deal),
  );
}
