import { validateMoney, type Money } from '../domain/money';
import { fail, ok, type Result } from '../domain/result';
import { db, type SkatDatabase } from './database';
import { appendEvent, withEvent, type LoadedSheet } from './sheet-log';
import { writeLoadedSheet } from './sheets';
import type { StoreError } from './store-error';

// Apart from sheets.ts: only the settle-up screen changes a sheet's money, so the app's start
// does not load this (sheets.ts is on the start path, `npm run size`).

/**
 * Sets what a sheet's points are worth (null: played for nothing). Money is not a rule of play:
 * allowed at any time, after the last deal too; a `money-changed` event on the record, undone
 * like a rename. Checked by the domain's validateMoney: a stake that is not a positive amount, a
 * rounding the currency's coins do not allow… are refused with 'money-invalid', nothing written.
 * One transaction: the check and the event it appends.
 */
export async function changeSheetMoney(
  id: string,
  money: Money | null,
  database: SkatDatabase = db,
): Promise<Result<LoadedSheet, StoreError>> {
  if (money !== null) {
    const checked = validateMoney(money);
    if (!checked.ok) return fail([{ code: 'money-invalid', problems: checked.errors }]);
  }
  const tables = ['sheets', 'log', 'startingLogs', 'settings'] as const;
  return writeLoadedSheet(database, tables, id, async (loaded) => {
    const event = await appendEvent(database, loaded, { kind: 'money-changed', money });
    return ok(withEvent(loaded, event));
  });
}
