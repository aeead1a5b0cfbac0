// Sheets with house rules in the database: a rule set stored with the sheet, Ramsch deals checked
// on write by the domain (parseSheetDeal, scoreSheet), and rules locked after the first deal.
import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import type { SkatDatabase } from '../../src/db/database';
import { addDeal, replaceDeal } from '../../src/db/deals';
import type { StoreError } from '../../src/db/store-error';
import { changeSheetSetup } from '../../src/db/sheet-rules';
import { createSheet } from '../../src/db/sheets';
import { getDeals, getSheet } from '../support/db-reads';
import type { RamschDeal, RamschPointsDeal } from '../../src/domain/ramsch-deal';
import type { Result } from '../../src/domain/result';
import { PRESETS, type SheetSetup } from '../../src/domain/rules';
import { en } from '../../src/ui/i18n/en';
import { storeErrorMessage } from '../../src/ui/i18n/errors';
import { checkDatabase } from './check-stored';
import {
  PASSED,
  THREE_PLAYERS,
  clubsWon,
  errorCodes,
  expectOk,
  freshDatabase,
  grandHandWon,
} from '../support/db-fixtures';

const NYCSA: SheetSetup = { players: 3, firstDealer: 0, plannedDeals: 36, rules: PRESETS.nycsa };
const TOURNAMENT: SheetSetup = { ...NYCSA, rules: PRESETS.tournament };

function ramsch(
  points: readonly number[],
  changes: Partial<RamschPointsDeal> = {},
): RamschPointsDeal {
  return {
    kind: 'ramsch',
    points,
    noTrick: [],
    allTricks: null,
    doublings: 0,
    bock: 0,
    ...changes,
  };
}

async function sheetOf(database: SkatDatabase, setup: SheetSetup = NYCSA) {
  return expectOk(
    await createSheet({ playerNames: THREE_PLAYERS, setup, preset: 'nycsa' }, database),
  );
}

/** The codes inside a refused write: the store's, then the domain's below it. */
function innerCodes(result: Result<unknown, StoreError>): string[] {
  if (result.ok) return [];
  return result.errors.flatMap((error) => {
    if (error.code === 'sheet-would-be-invalid') return error.sheetErrors.map((e) => e.code);
    if (error.code === 'deal-invalid') {
      return error.problems.map((p) => (p.code === 'deal-breaks-rule' ? p.error.code : p.code));
    }
    return [error.code];
  });
}

describe('a sheet with house rules', () => {
  test('stores its resolved setup and the preset only as a label', async () => {
    const database = freshDatabase();
    const sheet = await sheetOf(database);
    expect(await getSheet(sheet.id, database)).toMatchObject({ setup: NYCSA, preset: 'nycsa' });
    expect(await checkDatabase(database)).toEqual([]);
  });

  test('an unsound rule set is refused and nothing is written', async () => {
    const database = freshDatabase();
    const setup = { ...NYCSA, rules: { ...PRESETS.nycsa, ramsch: null } };
    const result = await createSheet({ playerNames: THREE_PLAYERS, setup }, database);
    expect(errorCodes(result)).toEqual(['sheet-input-invalid']);
    expect(result.ok ? null : result.errors[0]).toEqual({
      code: 'sheet-input-invalid',
      problem: {
        code: 'rules-invalid',
        error: { code: 'rules-invalid', ruleErrors: [{ code: 'ramsch-rule-missing' }] },
      },
    });
    expect(await database.sheets.count()).toBe(0);
  });

  test('stores Ramsch deals, and the deals of a Bock and a Ramsch round', async () => {
    const database = freshDatabase();
    const { id } = await sheetOf(database);
    const deals = [
      ramsch([50, 40, 30]),
      grandHandWon(2),
      clubsWon(0),
      clubsWon(1),
      clubsWon(2),
      ramsch([0, 120, 0], { noTrick: [0, 2], allTricks: 1, doublings: 1 }),
      grandHandWon(0),
    ];
    for (const deal of deals) expectOk(await addDeal(id, deal, database));
    expect((await getDeals(id, database)).map((record) => record.deal)).toEqual(deals);
    expect(await checkDatabase(database)).toEqual([]);
  });

  test.each([
    ['a passed deal where a passed deal is a Ramsch', NYCSA, PASSED, 'passed-deal-is-ramsch'],
    [
      'a Ramsch on a sheet that does not play it',
      TOURNAMENT,
      ramsch([50, 40, 30]),
      'ramsch-not-played',
    ],
    ['points that do not add up to 120', NYCSA, ramsch([50, 40, 29]), 'ramsch-points-not-120'],
    [
      'a Jungfrau with points',
      NYCSA,
      ramsch([50, 40, 30], { noTrick: [2] }),
      'jungfrau-with-points',
    ],
    [
      'a Bock of its own where Bock is derived',
      NYCSA,
      ramsch([50, 40, 30], { bock: 1 }),
      'bock-not-derived',
    ],
    [
      'Schieberamsch outside a Ramsch round',
      NYCSA,
      ramsch([50, 40, 30], { doublings: 1 }),
      'schieberamsch-not-played',
    ],
    [
      'a Ramsch with a changed field',
      NYCSA,
      { ...ramsch([50, 40, 30]), noTrick: [] as number[], extra: 1 },
      'deal-not-parsed-form',
    ],
  ] as const)('refuses %s, with its code, and writes nothing', async (_, setup, deal, code) => {
    const database = freshDatabase();
    const { id } = await sheetOf(database, setup);
    const result = await addDeal(id, deal as RamschDeal, database);
    expect(innerCodes(result)).toEqual([code]);
    // Every refusal has a sentence in the table's language.
    const messages = result.ok ? [] : result.errors.map((error) => storeErrorMessage(en, error));
    expect(messages.join('')).not.toBe('');
    expect(await getDeals(id, database)).toEqual([]);
  });

  test('a suit game in a Ramsch round is refused; a Ramsch or a grand hand is not', async () => {
    const database = freshDatabase();
    const { id } = await sheetOf(database);
    for (const deal of [grandHandWon(1), clubsWon(2), clubsWon(0), clubsWon(1)]) {
      expectOk(await addDeal(id, deal, database));
    }
    // Deal 5 opens the Ramsch round after the Bock round.
    const refused = await addDeal(id, clubsWon(0), database);
    expect(innerCodes(refused)).toEqual(['not-allowed-in-ramsch-round']);
    expectOk(await addDeal(id, ramsch([40, 40, 40]), database));
    expectOk(await addDeal(id, grandHandWon(0), database));
  });

  test('an edit that would put a suit game into a Ramsch round is refused', async () => {
    const database = freshDatabase();
    const { id } = await sheetOf(database);
    expectOk(await addDeal(id, clubsWon(1), database));
    for (const deal of [clubsWon(2), clubsWon(0), clubsWon(1)]) {
      expectOk(await addDeal(id, deal, database));
    }
    const [first] = await getDeals(id, database);
    // Deal 1 a grand hand won: deals 2–4 Bock, and deal 5 would be in the Ramsch round.
    expectOk(await replaceDeal(id, first?.id ?? '', grandHandWon(1), database));
    const fifth = await addDeal(id, clubsWon(2), database);
    expect(innerCodes(fifth)).toEqual(['not-allowed-in-ramsch-round']);
  });
});

describe('rules cannot change once the first deal is saved', () => {
  test('before the first deal the setup may change', async () => {
    const database = freshDatabase();
    const { id } = await sheetOf(database);
    const changed = expectOk(await changeSheetSetup(id, TOURNAMENT, 'tournament', database));
    expect(changed.setup).toEqual(TOURNAMENT);
    expect((await getSheet(id, database))?.preset).toBe('tournament');
  });

  test('after it, any change is refused with rules-locked and nothing changes', async () => {
    const database = freshDatabase();
    const sheet = await sheetOf(database);
    expectOk(await addDeal(sheet.id, ramsch([50, 40, 30]), database));
    const result = await changeSheetSetup(sheet.id, TOURNAMENT, null, database);
    expect(result.ok ? null : result.errors).toEqual([{ code: 'rules-locked', dealCount: 1 }]);
    const messages = result.ok ? [] : result.errors.map((error) => storeErrorMessage(en, error));
    expect(messages).toEqual(['The rules of a sheet cannot change once its first deal is saved.']);
    expect(await getSheet(sheet.id, database)).toMatchObject({ setup: NYCSA, preset: 'nycsa' });
  });

  test('an unsound setup is refused before the first deal too', async () => {
    const database = freshDatabase();
    const { id } = await sheetOf(database);
    const result = await changeSheetSetup(id, { ...NYCSA, firstDealer: 5 }, null, database);
    expect(errorCodes(result)).toEqual(['sheet-input-invalid']);
    expect((await getSheet(id, database))?.setup).toEqual(NYCSA);
  });
});
