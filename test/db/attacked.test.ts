// Issue 10 (attack round): what the store itself must refuse or survive.
import { upgradeRules } from '../../src/domain/legacy/table-rules';
import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { addDeal, deleteDeal, replaceDeal, undoLastChange } from '../../src/db/deals';
import { draftKey, loadDraft, saveDraft } from '../../src/db/drafts';
import type { SkatDatabase } from '../../src/db/database';
import { createSheet } from '../../src/db/sheets';
import { scoreSheet } from '../../src/domain/sheet';
import {
  PASSED,
  RULES_3,
  THREE_PLAYERS,
  clubsWon,
  damageDeal,
  errorCodes,
  expectOk,
  freshDatabase,
} from '../support/db-fixtures';
import { getDeals } from '../support/db-reads';

async function newSheet(database: SkatDatabase, plannedDeals = RULES_3.plannedDeals) {
  return expectOk(
    await createSheet(
      { playerNames: THREE_PLAYERS, setup: upgradeRules({ ...RULES_3, plannedDeals }) },
      database,
    ),
  );
}

describe('positions and damaged sheets (item 2)', () => {
  test('positions are the places on the sheet: a delete in the middle leaves no gap', async () => {
    const database = freshDatabase();
    const sheet = await newSheet(database);
    const first = expectOk(await addDeal(sheet.id, PASSED, database));
    const second = expectOk(await addDeal(sheet.id, PASSED, database));
    const third = expectOk(await addDeal(sheet.id, clubsWon(2), database));
    // At three nobody sits out: deleting deal 2 moves deal 3 to dealer seat 1; seat 2 declares.
    expectOk(await deleteDeal(sheet.id, second.id, database));
    const records = await getDeals(sheet.id, database);
    expect(records.map((r) => [r.id, r.position])).toEqual([
      [first.id, 0],
      [third.id, 1],
    ]);
    expect(
      scoreSheet(
        sheet.setup,
        records.map((r) => r.deal),
      ).ok,
    ).toBe(true);
  });

  // Issue 34, item 2: a damaged event (here a correction naming no deal) is judged with the
  // log's own checks at every fold: kept on the record as refused, never counted. So the sheet
  // scores, and undo and delete work on it as on any other.
  test('a damaged event is refused, never counted: the sheet still scores and can be changed', async () => {
    const database = freshDatabase();
    const sheet = await newSheet(database);
    const first = expectOk(await addDeal(sheet.id, clubsWon(1), database));
    expectOk(await addDeal(sheet.id, PASSED, database));
    // Damaged data: the first deal's declarer is a seat not at this table of three.
    await damageDeal(database, sheet.id, first.id, { ...clubsWon(1), declarer: 3 });
    const deals = async () => (await getDeals(sheet.id, database)).map((r) => r.deal);
    expect(await deals()).toEqual([clubsWon(1), PASSED]);
    expect(scoreSheet(sheet.setup, await deals()).ok).toBe(true);
    // Undo takes back the last deal added (the refused damage is nobody's change to undo).
    expectOk(await undoLastChange(sheet.id, database));
    expect(await deals()).toEqual([clubsWon(1)]);
    expectOk(await deleteDeal(sheet.id, first.id, database));
    expect(await deals()).toEqual([]);
  });

  test('a sheet that scores is still protected: a delete that breaks it is refused', async () => {
    const database = freshDatabase();
    const sheet = expectOk(
      await createSheet(
        {
          playerNames: [...THREE_PLAYERS, 'Dora'],
          setup: upgradeRules({ ...RULES_3, players: 4, plannedDeals: 48 }),
        },
        database,
      ),
    );
    // Deal 1: seat 0 deals and sits out; deal 2: seat 1 sits out, seat 0 declares.
    const first = expectOk(await addDeal(sheet.id, clubsWon(1), database));
    expectOk(await addDeal(sheet.id, clubsWon(0), database));
    // Without deal 1, seat 0 would declare deal 1, which seat 0 deals.
    expect(errorCodes(await deleteDeal(sheet.id, first.id, database))).toEqual([
      'sheet-would-be-invalid',
    ]);
  });
});

describe('drafts go with the deal they belong to (item 3)', () => {
  test('deleting a deal deletes the draft of an edit of it, in the same write', async () => {
    const database = freshDatabase();
    const sheet = await newSheet(database);
    const deal = expectOk(await addDeal(sheet.id, PASSED, database));
    const key = draftKey(sheet.id, deal.id);
    expectOk(await saveDraft(key, { editing: true }, database));
    expectOk(await deleteDeal(sheet.id, deal.id, database));
    expect(await loadDraft(key, database)).toBeUndefined();
  });
});

describe('Bock is derived (item 8)', () => {
  test('the store refuses a deal carrying its own Bock', async () => {
    const database = freshDatabase();
    const sheet = await newSheet(database);
    const result = await addDeal(sheet.id, { ...clubsWon(1), bock: 1000 }, database);
    expect(errorCodes(result)).toEqual(['bock-not-derived']);
    expect(await getDeals(sheet.id, database)).toEqual([]);
    const stored = expectOk(await addDeal(sheet.id, clubsWon(1), database));
    expect(
      errorCodes(await replaceDeal(sheet.id, stored.id, { ...clubsWon(1), bock: 2 }, database)),
    ).toEqual(['bock-not-derived']);
  });
});

describe('no deal past the planned count (item 6)', () => {
  test('two tabs entering the last deal: the second is refused, the sheet keeps its count', async () => {
    const database = freshDatabase();
    const sheet = await newSheet(database, 3);
    expectOk(await addDeal(sheet.id, PASSED, database));
    expectOk(await addDeal(sheet.id, PASSED, database));
    // Both tabs opened deal 3; both save it at once.
    const [first, second] = await Promise.all([
      addDeal(sheet.id, PASSED, database),
      addDeal(sheet.id, PASSED, database),
    ]);
    expect([first.ok, second.ok].sort()).toEqual([false, true]);
    expect([...errorCodes(first), ...errorCodes(second)]).toEqual(['sheet-complete']);
    expect(await getDeals(sheet.id, database)).toHaveLength(3);
  });
});

describe('names (item 11)', () => {
  const rules = RULES_3;
  const create = (playerNames: string[], database = freshDatabase()) =>
    createSheet({ playerNames, setup: upgradeRules(rules) }, database);

  test('"Jürgen" typed in NFD is stored in NFC, and is the same player as in NFC', async () => {
    const created = expectOk(await create(['Ju\u0308rgen', 'Ben', 'Carla']));
    expect(created.playerNames[0]).toBe('J\u00fcrgen');
    expect(errorCodes(await create(['J\u00fcrgen', 'Ju\u0308rgen', 'Carla']))).toEqual([
      'sheet-input-invalid',
    ]);
  });

  test.each([
    ['a right-to-left override', 'An\u202Ena'],
    ['a zero-width name', '\u200B\u200B'],
    ['a zero-width space inside', 'An\u200Bna'],
    ['a Hangul filler', '\u3164'],
  ])('%s is refused with a message', async (_, name) => {
    const result = await create([name, 'Ben', 'Carla']);
    expect(errorCodes(result)).toEqual(['sheet-input-invalid']);
  });

  test('length counts what a reader sees: 40 emoji families fit, 41 do not — never cut', async () => {
    const family = '👨‍👩‍👧';
    const fits = expectOk(await create([family.repeat(40), 'Ben', 'Carla']));
    expect(fits.playerNames[0]).toBe(family.repeat(40));
    expect(errorCodes(await create([family.repeat(41), 'Ben', 'Carla']))).toEqual([
      'sheet-input-invalid',
    ]);
  });
});
