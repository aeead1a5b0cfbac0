// What each event's author had seen (`seen`, domain/concurrency.ts), written by appendEvent, and
// the table's decision of a conflict (db/conflicts.ts).
import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import { keepInOrder, keepVersion } from '../../src/db/conflicts';
import { addDeal, undoLastChange } from '../../src/db/deals';
import type { SkatDatabase } from '../../src/db/database';
import { createSheet } from '../../src/db/sheets';
import { DEVICE_ID_KEY } from '../../src/db/device';
import { upgradeRules } from '../../src/domain/legacy/table-rules';
import {
  FOUR_PLAYERS,
  RULES_4,
  clubsWon,
  expectOk,
  freshDatabase,
  grandLost,
} from '../support/db-fixtures';
import { getDeals, getSheetHistory } from '../support/db-reads';
import { loadSheet } from '../../src/db/sheet-log';

/**
 * A sheet of four with two deals, written by this phone (`device`: its id, random when not
 * given). Deal 2's declarer (seat 3) is neither deal 2's dealer nor deal 3's, so it stays valid
 * when the table keeps another deal 2 before it.
 */
async function sheetWithTwo(database: SkatDatabase, device?: string) {
  if (device) await database.settings.put({ key: DEVICE_ID_KEY, value: device });
  const sheet = expectOk(
    await createSheet({ playerNames: FOUR_PLAYERS, setup: upgradeRules(RULES_4) }, database),
  );
  expectOk(await addDeal(sheet.id, clubsWon(1), database));
  expectOk(await addDeal(sheet.id, clubsWon(3), database));
  return sheet;
}

const OTHER_PHONE = '0b6f7d1e-7777-4000-8000-0000000000bb';
const OTHER_EVENT = '0b6f7d1e-7777-4000-8000-0000000000ee';
const OTHER_DEAL = '0b6f7d1e-7777-4000-8000-0000000000dd';

/**
 * Another phone, knowing the first deal only, added deal 2 too (a replicated event). Its
 * declarer (seat 0) is not deal 2's dealer: the other phone checked its deal as this one does.
 */
async function addOtherPhonesDeal2(database: SkatDatabase, sheetId: string, firstEvent?: string) {
  await database.log.add({
    id: OTHER_EVENT,
    sheetId,
    device: OTHER_PHONE,
    clock: 2,
    at: 5,
    change: { kind: 'deal-added', dealId: OTHER_DEAL, deal: grandLost(0) },
    seen: [firstEvent ?? ''],
  });
}

describe('appendEvent writes what this phone had seen', () => {
  test('each event names the one before it: the log is one line', async () => {
    const database = freshDatabase();
    const sheet = await sheetWithTwo(database);
    const history = await getSheetHistory(sheet.id, database);
    expect(history.map((event) => event.seen)).toEqual([[], [history[0]?.id]]);
  });
});

// Concurrent events are shown in the order of their authors' ids: each test runs with this
// phone's id before the other phone's, and after it.
describe.each([
  ['before', '00000000-0000-4000-8000-000000000001'],
  ['after', 'ffffffff-ffff-4fff-bfff-ffffffffffff'],
])('a conflict of two deals 2, this phone’s id %s the other’s', (_order, device) => {
  test('after another phone’s concurrent deal arrives, the next event names both heads', async () => {
    const database = freshDatabase();
    const sheet = await sheetWithTwo(database, device);
    const [, second] = await getSheetHistory(sheet.id, database);
    await addOtherPhonesDeal2(
      database,
      sheet.id,
      (await getSheetHistory(sheet.id, database))[0]?.id,
    );
    const loaded = await loadSheet(database, sheet.id);
    expect(loaded?.folded.conflicts).toHaveLength(1);
    expect(await getDeals(sheet.id, database)).toHaveLength(2);

    // The table keeps the other phone's deal 2: the decision names both heads it had seen.
    expectOk(await keepVersion(sheet.id, OTHER_EVENT, database));
    const history = await getSheetHistory(sheet.id, database);
    const decision = history.at(-1);
    expect(decision?.change).toEqual({
      kind: 'conflict-resolved',
      keeps: OTHER_EVENT,
      drops: [second?.id],
    });
    expect([...(decision?.seen ?? [])].sort()).toEqual([OTHER_EVENT, second?.id].sort());
    const deals = await getDeals(sheet.id, database);
    expect(deals.map((deal) => deal.id).at(-1)).toBe(OTHER_DEAL);
    expect((await loadSheet(database, sheet.id))?.folded.conflicts).toEqual([]);

    // Deciding again writes nothing: the first decision stands.
    expectOk(await keepVersion(sheet.id, second?.id ?? '', database));
    expect(await getSheetHistory(sheet.id, database)).toHaveLength(history.length);

    // Undo takes the decision back: the conflict is open again.
    expectOk(await undoLastChange(sheet.id, database));
    expect((await loadSheet(database, sheet.id))?.folded.conflicts).toHaveLength(1);
  });

  test('the table keeps both deals 2, the other phone’s first: deals 2 and 3, every copy alike', async () => {
    const database = freshDatabase();
    const sheet = await sheetWithTwo(database, device);
    const [first, second] = await getSheetHistory(sheet.id, database);
    await addOtherPhonesDeal2(database, sheet.id, first?.id);
    // An order that leaves out a version, or names one twice, writes nothing.
    expectOk(await keepInOrder(sheet.id, [OTHER_EVENT], database));
    expectOk(await keepInOrder(sheet.id, [OTHER_EVENT, OTHER_EVENT], database));
    expect(await getSheetHistory(sheet.id, database)).toHaveLength(3);

    expectOk(await keepInOrder(sheet.id, [OTHER_EVENT, second?.id ?? ''], database));
    const decision = (await getSheetHistory(sheet.id, database)).at(-1);
    expect(decision?.change).toEqual({
      kind: 'conflict-resolved',
      keeps: OTHER_EVENT,
      drops: [],
      then: [second?.id],
    });
    const loaded = await loadSheet(database, sheet.id);
    expect(loaded?.folded.conflicts).toEqual([]);
    const secondDeal = second?.change.kind === 'deal-added' ? second.change.dealId : '';
    const firstDeal = first?.change.kind === 'deal-added' ? first.change.dealId : '';
    expect((await getDeals(sheet.id, database)).map((deal) => deal.id)).toEqual([
      firstDeal,
      OTHER_DEAL,
      secondDeal,
    ]);
  });
});
