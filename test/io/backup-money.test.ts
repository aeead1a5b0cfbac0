import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { addDeal } from '../../src/db/deals';
import { changeSheetMoney } from '../../src/db/sheet-money';
import { loadSheet } from '../../src/db/sheet-log';
import { createSheet } from '../../src/db/sheets';
import type { Money } from '../../src/domain/money';
import { PRESETS, type SheetSetup } from '../../src/domain/rules';
import { exportBackup, importBackup } from '../../src/io/backup';
import { checkDatabase } from '../db/check-stored';
import {
  THREE_PLAYERS,
  clubsWon,
  errorCodes,
  expectOk,
  freshDatabase,
} from '../support/db-fixtures';
import { dumpDatabase } from './fixtures';

// Money is not a rule of play: a stake set after the last deal is a `money-changed` event of the
// sheet's log, and a backup brings it back with the rest of the history.

const SETUP: SheetSetup = { players: 3, firstDealer: 0, plannedDeals: 3, rules: PRESETS.nycsa };
const SWISS: Money = {
  centsPerPoint: 2,
  currency: 'CHF',
  roundTo: 10,
  lostGameFee: { cents: 50, raised: { fromGame: 4, cents: 100 } },
};

async function sourceWithMoney() {
  const source = freshDatabase();
  const sheet = expectOk(
    await createSheet(
      { name: 'Club', playerNames: THREE_PLAYERS, setup: SETUP, preset: 'nycsa' },
      source,
    ),
  );
  for (const seat of [0, 1, 2]) expectOk(await addDeal(sheet.id, clubsWon(seat), source));
  expectOk(await changeSheetMoney(sheet.id, SWISS, source));
  return { source, id: sheet.id };
}

describe('a backup carries a change of the money', () => {
  test('a stake set after the last deal is restored, as the very same event', async () => {
    const { source, id } = await sourceWithMoney();
    const events = (await dumpDatabase(source)).log;
    const target = freshDatabase();
    const file = await exportBackup(undefined, source);
    expect(expectOk(await importBackup(file, target)).imported).toBe(1);
    expect((await dumpDatabase(target)).log).toStrictEqual(events);
    expect((await loadSheet(target, id))?.folded.money).toEqual({ money: SWISS });
    expect(await checkDatabase(target)).toEqual([]);
  });

  test.each([
    ['a rounding the currency does not allow', { roundTo: 1 }],
    ['a stake of 0', { centsPerPoint: 0 }],
    ['an unknown currency', { currency: 'XYZ' }],
  ])('a file with %s is refused, nothing written', async (_, wrong) => {
    const { source } = await sourceWithMoney();
    const file = JSON.parse(await exportBackup(undefined, source)) as {
      sheets: { events: { change: { kind: string; money?: object } }[] }[];
    };
    const change = file.sheets[0]?.events.at(-1)?.change;
    expect(change?.kind).toBe('money-changed');
    if (change) change.money = { ...change.money, ...wrong };
    const target = freshDatabase();
    const result = await importBackup(JSON.stringify(file), target);
    expect(errorCodes(result)).toEqual(['invalid-content']);
    expect((await dumpDatabase(target)).log).toEqual([]);
  });
});
