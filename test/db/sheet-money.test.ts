// A sheet's money on its record (db/sheet-money.ts): set or changed at any time, after the last
// deal too; refused when unsound, and then nothing is written; undone like a rename.
import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import type { SkatDatabase } from '../../src/db/database';
import { addDeal } from '../../src/db/deals';
import { changeSheetMoney } from '../../src/db/sheet-money';
import { loadSheet } from '../../src/db/sheet-log';
import { createSheet } from '../../src/db/sheets';
import { getUndoChange, undoLastChange } from '../../src/db/undo';
import type { Money } from '../../src/domain/money';
import { sheetMoney } from '../../src/domain/money';
import { PRESETS, type SheetSetup } from '../../src/domain/rules';
import { en } from '../../src/ui/i18n/en';
import { de } from '../../src/ui/i18n/de';
import { storeErrorMessage } from '../../src/ui/i18n/errors';
import { THREE_PLAYERS, clubsWon, expectOk, freshDatabase } from '../support/db-fixtures';

/** NYCSA: ½ cent per point; three deals planned, all played. */
const NYCSA: SheetSetup = { players: 3, firstDealer: 0, plannedDeals: 3, rules: PRESETS.nycsa };
const TEN_CENTS: Money = { centsPerPoint: 1, currency: 'EUR', roundTo: 10, lostGameFee: null };

async function finishedSheet(database: SkatDatabase) {
  const sheet = expectOk(
    await createSheet({ playerNames: THREE_PLAYERS, setup: NYCSA, preset: 'nycsa' }, database),
  );
  for (const seat of [0, 1, 2]) expectOk(await addDeal(sheet.id, clubsWon(seat), database));
  return sheet.id;
}

async function logOf(database: SkatDatabase, id: string) {
  const loaded = await loadSheet(database, id);
  if (!loaded) throw new Error('sheet gone');
  return loaded;
}

describe('changeSheetMoney', () => {
  test('after the last deal a stake is set, on the record; undo takes it back', async () => {
    const database = freshDatabase();
    const id = await finishedSheet(database);
    const before = await logOf(database, id);
    expect(sheetMoney(before.sheet.setup.rules.stake, before.folded.money)).toEqual({
      centsPerPoint: 0.5,
      currency: 'EUR',
      roundTo: 1,
      lostGameFee: null,
    });
    const changed = expectOk(await changeSheetMoney(id, TEN_CENTS, database));
    expect(changed.folded.money).toEqual({ money: TEN_CENTS });
    const after = await logOf(database, id);
    expect(after.events).toHaveLength(before.events.length + 1);
    expect(after.events.at(-1)?.change).toEqual({ kind: 'money-changed', money: TEN_CENTS });
    expect(after.deals).toHaveLength(3);
    expect(await getUndoChange(id, database)).toEqual({ kind: 'money-changed' });
    expectOk(await undoLastChange(id, database));
    expect((await logOf(database, id)).folded.money).toBeNull();
  });

  test('played for nothing is a change too', async () => {
    const database = freshDatabase();
    const id = await finishedSheet(database);
    expectOk(await changeSheetMoney(id, null, database));
    expect((await logOf(database, id)).folded.money).toEqual({ money: null });
  });

  test.each([
    [{ ...TEN_CENTS, centsPerPoint: 0 }, 'stake-not-positive'],
    [{ ...TEN_CENTS, centsPerPoint: -1 }, 'stake-not-positive'],
    [{ ...TEN_CENTS, centsPerPoint: Number.NaN }, 'stake-not-positive'],
    [{ ...TEN_CENTS, currency: 'CHF', roundTo: 1 }, 'rounding-unfit'],
    [{ ...TEN_CENTS, roundTo: 5 }, 'rounding-unfit'],
  ] as const)('%o is refused with %s and the log stays as it was', async (money, code) => {
    const database = freshDatabase();
    const id = await finishedSheet(database);
    const before = await logOf(database, id);
    const result = await changeSheetMoney(id, money, database);
    expect(result.ok ? [] : result.errors).toEqual([
      { code: 'money-invalid', problems: [expect.objectContaining({ code })] },
    ]);
    const after = await logOf(database, id);
    expect(after.events).toEqual(before.events);
    expect(after.record.updatedAt).toBe(before.record.updatedAt);
  });

  test('a refusal says why in both languages', async () => {
    const database = freshDatabase();
    const id = await finishedSheet(database);
    const result = await changeSheetMoney(
      id,
      { ...TEN_CENTS, currency: 'CHF', roundTo: 1 },
      database,
    );
    const errors = result.ok ? [] : result.errors;
    expect(errors.map((error) => storeErrorMessage(en, error).replace(/\u00a0/g, ' '))).toEqual([
      'Amounts in CHF cannot be rounded to CHF 0.01: choose CHF 0.05 or CHF 0.10.',
    ]);
    expect(errors.map((error) => storeErrorMessage(de, error).replace(/\u00a0/g, ' '))).toEqual([
      'Beträge in CHF lassen sich nicht auf 0,01 CHF runden: 0,05 CHF oder 0,10 CHF wählen.',
    ]);
  });

  test('a sheet that does not exist is refused', async () => {
    const result = await changeSheetMoney('nope', TEN_CENTS, freshDatabase());
    expect(result.ok ? [] : result.errors).toEqual([{ code: 'sheet-not-found' }]);
  });
});
