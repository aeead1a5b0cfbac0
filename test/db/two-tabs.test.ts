import 'fake-indexeddb/auto';
import { liveQuery } from 'dexie';
import { describe, expect, test } from 'vitest';
import { openSkatDatabase } from '../../src/db/database';
import { addDeal, deleteDeal, replaceDeal } from '../../src/db/deals';
import { PASSED, clubsWon, expectOk, grandLost, sheetOfThree } from '../support/db-fixtures';
import { getDeals } from '../support/db-reads';

// Two tabs are two Dexie instances on the same database name.
function twoTabs(): [ReturnType<typeof openSkatDatabase>, ReturnType<typeof openSkatDatabase>] {
  const name = `two-tabs-${crypto.randomUUID()}`;
  return [openSkatDatabase(name), openSkatDatabase(name)];
}

describe('two tabs on the same sheet', () => {
  test('deals added at the same time from both tabs are all kept, each at its own position', async () => {
    const [tabA, tabB] = twoTabs();
    const sheet = await sheetOfThree(tabA);
    // Passed deals fit at any position, so every interleaving is a valid sheet.
    const writes = Array.from({ length: 20 }, (_, i) =>
      addDeal(sheet.id, PASSED, i % 2 ? tabA : tabB),
    );
    const results = await Promise.all(writes);
    expect(results.every((result) => result.ok)).toBe(true);
    const positions = (await getDeals(sheet.id, tabB)).map((record) => record.position);
    expect(positions).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  test('an edit in one tab and an append in the other both land', async () => {
    const [tabA, tabB] = twoTabs();
    const sheet = await sheetOfThree(tabA);
    const first = expectOk(await addDeal(sheet.id, PASSED, tabA));
    const second = expectOk(await addDeal(sheet.id, PASSED, tabA));
    await Promise.all([
      replaceDeal(sheet.id, first.id, grandLost(2), tabA),
      addDeal(sheet.id, clubsWon(2), tabB),
      deleteDeal(sheet.id, second.id, tabB),
    ]);
    const deals = (await getDeals(sheet.id, tabA)).map((record) => record.deal);
    expect(deals).toEqual([grandLost(2), clubsWon(2)]);
  });

  test("a live query in one tab sees the other tab's write", async () => {
    const [tabA, tabB] = twoTabs();
    const sheet = await sheetOfThree(tabA);
    const seen: number[] = [];
    const sawTwo = new Promise<void>((resolve, reject) => {
      const subscription = liveQuery(() => getDeals(sheet.id, tabA)).subscribe({
        next: (deals) => {
          seen.push(deals.length);
          if (deals.length === 2) {
            subscription.unsubscribe();
            resolve();
          }
        },
        error: reject,
      });
    });
    expectOk(await addDeal(sheet.id, PASSED, tabB));
    expectOk(await addDeal(sheet.id, clubsWon(1), tabB));
    await sawTwo;
    expect(seen.at(-1)).toBe(2);
  });
});
