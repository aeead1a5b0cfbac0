import { errorDealIndex } from '../../src/domain/sheet-checks';
import type { ListDeal } from '../../src/domain/voided-deal';
import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import {
  addDeal,
  deleteDeal,
  getUndoChange,
  replaceDeal,
  undoLastChange,
} from '../../src/db/deals';
import { openSkatDatabase, type SkatDatabase } from '../../src/db/database';
import type { Deal, TrumpDeal } from '../../src/domain/deal';
import {
  PASSED,
  clubsWon,
  errorCodes,
  expectOk,
  freshDatabase,
  grandLost,
} from '../support/db-fixtures';
import { TABLE_OF_FOUR, storedSheet } from '../support/data-sheets';
import { getDeals, getSheet } from '../support/db-reads';

// Table of four, first dealer seat 0: deal n (1-based) is dealt by seat (n − 1) mod 4, who sits out.
async function sheetWith(database: SkatDatabase, deals: readonly Deal[]): Promise<string> {
  return (await storedSheet(database, TABLE_OF_FOUR, deals)).id;
}

async function dealsOf(sheetId: string, database: SkatDatabase): Promise<ListDeal[]> {
  return (await getDeals(sheetId, database)).map((record) => record.deal);
}

describe('addDeal', () => {
  test('appends deals in playing order with rising positions', async () => {
    const database = freshDatabase();
    const sheetId = await sheetWith(database, [clubsWon(1), PASSED, grandLost(3)]);
    const records = await getDeals(sheetId, database);
    expect(records.map((r) => r.deal)).toEqual([clubsWon(1), PASSED, grandLost(3)]);
    expect(records.map((r) => r.position)).toEqual([0, 1, 2]);
    expect(new Set(records.map((r) => r.id)).size).toBe(3);
  });

  test('refuses the dealer declaring at a table of four, writing nothing', async () => {
    const database = freshDatabase();
    const sheetId = await sheetWith(database, [clubsWon(1)]);
    // Deal 2 is dealt by seat 1, who sits out.
    const result = await addDeal(sheetId, clubsWon(1), database);
    expect(errorCodes(result)).toEqual(['sheet-would-be-invalid']);
    if (!result.ok && result.errors[0]?.code === 'sheet-would-be-invalid') {
      expect(result.errors[0].sheetErrors.map((e) => e.code)).toEqual(['dealer-declares-at-four']);
      // Deal 2 (0-based index 1) is the one the UI names.
      expect(result.errors[0].sheetErrors.map(errorDealIndex)).toEqual([1]);
    }
    expect(await dealsOf(sheetId, database)).toEqual([clubsWon(1)]);
    expect(await getUndoChange(sheetId, database)).toEqual({ kind: 'added', dealNumber: 1 });
  });

  test('refuses Kontra on a sheet played without it', async () => {
    const database = freshDatabase();
    const sheetId = await sheetWith(database, []);
    const result = await addDeal(sheetId, { ...clubsWon(1), kontra: 'kontra' }, database);
    expect(errorCodes(result)).toEqual(['sheet-would-be-invalid']);
    expect(await getDeals(sheetId, database)).toEqual([]);
  });

  test('refuses a deal for a sheet that does not exist', async () => {
    const database = freshDatabase();
    expect(errorCodes(await addDeal('gone', clubsWon(1), database))).toEqual(['sheet-not-found']);
  });

  test('marks the sheet as changed', async () => {
    const database = freshDatabase();
    const sheetId = await sheetWith(database, []);
    const before = (await getSheet(sheetId, database))?.updatedAt ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 5));
    expectOk(await addDeal(sheetId, clubsWon(1), database));
    expect((await getSheet(sheetId, database))?.updatedAt).toBeGreaterThan(before);
  });
});

describe('replaceDeal', () => {
  test('changes a past deal in place, keeping its id and position', async () => {
    const database = freshDatabase();
    const sheetId = await sheetWith(database, [clubsWon(1), clubsWon(2)]);
    const [first] = await getDeals(sheetId, database);
    const replaced = expectOk(await replaceDeal(sheetId, first?.id ?? '', grandLost(3), database));
    expect(replaced.id).toBe(first?.id);
    expect(replaced.position).toBe(0);
    expect(await dealsOf(sheetId, database)).toEqual([grandLost(3), clubsWon(2)]);
  });

  test('refuses an edit that makes the dealer declare', async () => {
    const database = freshDatabase();
    const sheetId = await sheetWith(database, [clubsWon(1), clubsWon(2)]);
    const [first] = await getDeals(sheetId, database);
    const result = await replaceDeal(sheetId, first?.id ?? '', clubsWon(0), database);
    expect(errorCodes(result)).toEqual(['sheet-would-be-invalid']);
    expect(await dealsOf(sheetId, database)).toEqual([clubsWon(1), clubsWon(2)]);
  });

  test('reports a deal that is gone', async () => {
    const database = freshDatabase();
    const sheetId = await sheetWith(database, [clubsWon(1)]);
    const result = await replaceDeal(sheetId, 'no-such-deal', clubsWon(2), database);
    expect(errorCodes(result)).toEqual(['deal-not-found']);
  });
});

describe('deleteDeal', () => {
  test('removes the deal; the next deal appended goes after the last one', async () => {
    const database = freshDatabase();
    const sheetId = await sheetWith(database, [clubsWon(1), PASSED, PASSED]);
    const [, middle] = await getDeals(sheetId, database);
    expectOk(await deleteDeal(sheetId, middle?.id ?? '', database));
    expect(await dealsOf(sheetId, database)).toEqual([clubsWon(1), PASSED]);
    // Deal 3 is dealt by seat 2.
    const added = expectOk(await addDeal(sheetId, clubsWon(3), database));
    // Positions are places on the sheet, folded from the log: the deleted deal leaves no gap.
    expect(added.position).toBe(2);
    expect(await dealsOf(sheetId, database)).toEqual([clubsWon(1), PASSED, clubsWon(3)]);
  });

  test('refuses a delete that moves a later declarer onto the dealer seat', async () => {
    const database = freshDatabase();
    // Deal 2 (dealer seat 1) is played by seat 0; without deal 1 it would become deal 1, dealt by seat 0.
    const sheetId = await sheetWith(database, [clubsWon(1), clubsWon(0)]);
    const [first] = await getDeals(sheetId, database);
    const result = await deleteDeal(sheetId, first?.id ?? '', database);
    expect(errorCodes(result)).toEqual(['sheet-would-be-invalid']);
    expect(await dealsOf(sheetId, database)).toEqual([clubsWon(1), clubsWon(0)]);
  });
});

describe('undoLastChange', () => {
  test('nothing to undo on a new sheet', async () => {
    const database = freshDatabase();
    const sheetId = await sheetWith(database, []);
    expect(await getUndoChange(sheetId, database)).toBeNull();
    expect(errorCodes(await undoLastChange(sheetId, database))).toEqual(['nothing-to-undo']);
  });

  test('undoes added deals step by step, back to the empty sheet', async () => {
    const database = freshDatabase();
    const sheetId = await sheetWith(database, [clubsWon(1), PASSED, clubsWon(3)]);
    expect(await getUndoChange(sheetId, database)).toEqual({ kind: 'added', dealNumber: 3 });
    expectOk(await undoLastChange(sheetId, database));
    expect(await dealsOf(sheetId, database)).toEqual([clubsWon(1), PASSED]);
    expect(await getUndoChange(sheetId, database)).toEqual({ kind: 'added', dealNumber: 2 });
    expectOk(await undoLastChange(sheetId, database));
    expectOk(await undoLastChange(sheetId, database));
    expect(await dealsOf(sheetId, database)).toEqual([]);
    expect(await getUndoChange(sheetId, database)).toBeNull();
    expect(errorCodes(await undoLastChange(sheetId, database))).toEqual(['nothing-to-undo']);
  });

  test('walks back an edit, a delete and an add in the reverse order they were made', async () => {
    const database = freshDatabase();
    const sheetId = await sheetWith(database, [clubsWon(1), PASSED, clubsWon(3)]);
    const [first, second] = await getDeals(sheetId, database);
    expectOk(await replaceDeal(sheetId, first?.id ?? '', grandLost(2), database));
    expectOk(await deleteDeal(sheetId, second?.id ?? '', database));
    // Deal 3 moved up to place 2 (dealer seat 1): seat 2 declares.
    expectOk(await addDeal(sheetId, clubsWon(3), database));
    expect(await dealsOf(sheetId, database)).toEqual([grandLost(2), clubsWon(3), clubsWon(3)]);
    const steps: unknown[] = [];
    for (let step = 0; step < 3; step++) {
      steps.push(await getUndoChange(sheetId, database));
      expectOk(await undoLastChange(sheetId, database));
    }
    expect(steps).toEqual([
      { kind: 'added', dealNumber: 3 },
      { kind: 'deleted', dealNumber: 2 },
      { kind: 'changed', dealNumber: 1 },
    ]);
    expect(await dealsOf(sheetId, database)).toEqual([clubsWon(1), PASSED, clubsWon(3)]);
    expect(await getUndoChange(sheetId, database)).toEqual({ kind: 'added', dealNumber: 3 });
  });

  test('undoes an edit: the old deal comes back', async () => {
    const database = freshDatabase();
    const sheetId = await sheetWith(database, [clubsWon(1), clubsWon(2)]);
    const before = await getDeals(sheetId, database);
    expectOk(await replaceDeal(sheetId, before[0]?.id ?? '', grandLost(2), database));
    expect(await getUndoChange(sheetId, database)).toEqual({ kind: 'changed', dealNumber: 1 });
    expectOk(await undoLastChange(sheetId, database));
    const after = await getDeals(sheetId, database);
    expect(after.map((d) => [d.id, d.deal])).toEqual(before.map((d) => [d.id, d.deal]));
    // The undo is a change too: an edit opened before it must not save over it.
    expect(after[0]?.updatedAt).toBeGreaterThan(before[0]?.updatedAt ?? Infinity);
  });

  test('undoes a delete: the deal comes back at its place', async () => {
    const database = freshDatabase();
    const sheetId = await sheetWith(database, [clubsWon(1), PASSED, clubsWon(3)]);
    const before = await getDeals(sheetId, database);
    expectOk(await deleteDeal(sheetId, before[1]?.id ?? '', database));
    expect(await getUndoChange(sheetId, database)).toEqual({ kind: 'deleted', dealNumber: 2 });
    expectOk(await undoLastChange(sheetId, database));
    const after = await getDeals(sheetId, database);
    expect(after.map((d) => [d.id, d.position, d.deal])).toEqual(
      before.map((d) => [d.id, d.position, d.deal]),
    );
  });

  test('the undo entry survives closing and reopening the database', async () => {
    const name = `test-${crypto.randomUUID()}`;
    const first = openSkatDatabase(name);
    const sheetId = await sheetWith(first, [clubsWon(1), PASSED]);
    first.close();
    const reopened = openSkatDatabase(name);
    expect(await getUndoChange(sheetId, reopened)).toEqual({ kind: 'added', dealNumber: 2 });
    expectOk(await undoLastChange(sheetId, reopened));
    expect(await dealsOf(sheetId, reopened)).toEqual([clubsWon(1)]);
  });
});

describe('a deal is checked before it is stored (only parsed deals reach the sheet)', () => {
  // Built by hand, past the parser: tops 12 in a suit game (ISkO 2.4 allows 1–11).
  const twelveTops: Deal = { ...(clubsWon(1) as TrumpDeal), tops: 12 };
  // The right values, but a field the parser never makes.
  const withExtraField: Deal = Object.assign({ note: 'typed by hand' }, clubsWon(2));

  test('addDeal refuses a deal that breaks a rule, with the rule broken, writing nothing', async () => {
    const database = freshDatabase();
    const sheetId = await sheetWith(database, [clubsWon(1)]);
    const result = await addDeal(sheetId, twelveTops, database);
    expect(errorCodes(result)).toEqual(['deal-invalid']);
    const error = result.ok ? undefined : result.errors[0];
    expect(error?.code === 'deal-invalid' ? error.problems : []).toEqual([
      { code: 'deal-breaks-rule', error: { code: 'tops-out-of-range', field: 'tops' } },
    ]);
    expect(await dealsOf(sheetId, database)).toEqual([clubsWon(1)]);
    expect(await getUndoChange(sheetId, database)).toEqual({ kind: 'added', dealNumber: 1 });
  });

  test('addDeal refuses a deal not in its parsed form', async () => {
    const database = freshDatabase();
    const sheetId = await sheetWith(database, []);
    const result = await addDeal(sheetId, withExtraField, database);
    const error = result.ok ? undefined : result.errors[0];
    expect(error?.code === 'deal-invalid' ? error.problems : []).toEqual([
      { code: 'deal-not-parsed-form' },
    ]);
    expect(await dealsOf(sheetId, database)).toEqual([]);
  });

  test('replaceDeal refuses both, and the stored deal stays', async () => {
    const database = freshDatabase();
    const sheetId = await sheetWith(database, [clubsWon(1), clubsWon(2)]);
    const before = await getDeals(sheetId, database);
    const dealId = before[0]?.id ?? '';
    for (const deal of [twelveTops, withExtraField]) {
      expect(errorCodes(await replaceDeal(sheetId, dealId, deal, database))).toEqual([
        'deal-invalid',
      ]);
    }
    expect(await getDeals(sheetId, database)).toEqual(before);
  });
});
