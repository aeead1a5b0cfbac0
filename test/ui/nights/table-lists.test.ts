// A night's table sheets from their events: each folded as any sheet is (start events, deals,
// corrections), placed by the series and table its id carries, and nothing else taken.
import { describe, expect, test } from 'vitest';
import { provideAnalysis } from '../../../src/domain/fold-log';
import { analysis } from '../../../src/domain/concurrency';
import { voidDeal } from '../../../src/domain/voided-deal';
import { nightSheetId } from '../../../src/domain/tournament/night-log';
import { tableLists } from '../../../src/ui/nights/print/table-lists';
import { startEvents } from '../../../src/sync/live/sheet-start';
import {
  DEALS_32,
  DEALS_41,
  dealEvents,
  KEY,
  RECORD_32,
  RECORD_41,
  SHEET_32,
  SHEET_41,
  sheetEvents,
} from './night-fixture';

provideAnalysis(analysis);

describe("a night's table lists", () => {
  test('each sheet folded from its start events and deals, by series and table', () => {
    const lists = tableLists(sheetEvents());
    expect(lists.map((list) => [list.series, list.table, list.sheetId])).toEqual([
      [0, 1, SHEET_41],
      [0, 2, SHEET_32],
    ]);
    const [first, second] = lists;
    expect(first?.record).toEqual({
      id: SHEET_41,
      name: RECORD_41.name,
      playerNames: ['Anna', 'Bernd', 'Clara', 'Dora'],
      playerIds: ['p-anna', 'p-bernd', 'p-clara', 'p-dora'],
      setup: RECORD_41.setup,
      preset: 'tournament',
    });
    expect(first?.deals).toEqual(DEALS_41);
    expect(second?.record.playerNames).toEqual(RECORD_32.playerNames);
    expect(second?.deals).toEqual(DEALS_32);
  });

  test('a later series sorts after an earlier one, whatever order the sheets come in', () => {
    const later = nightSheetId(KEY, 1, 1, '00000000000000000ff');
    const events = sheetEvents();
    events.set(later, [...startEvents({ ...RECORD_32, id: later }), ...dealEvents(DEALS_32)]);
    const lists = tableLists(new Map([...events].reverse()));
    expect(lists.map((list) => [list.series, list.table])).toEqual([
      [0, 1],
      [0, 2],
      [1, 1],
    ]);
  });

  test('a correction counts as on the sheet: a voided deal stays crossed out at its place', () => {
    const events = sheetEvents();
    const own = events.get(SHEET_32) ?? [];
    const added = own.at(-1);
    if (added?.change.kind !== 'deal-added') throw new Error('fixture');
    events.set(SHEET_32, [
      ...own,
      {
        id: '00000000-0000-4000-8000-999999999999',
        device: 'director',
        clock: 10,
        at: added.at + 1,
        change: { kind: 'deal-voided', dealId: added.change.dealId },
      },
    ]);
    const table = tableLists(events).find((list) => list.sheetId === SHEET_32);
    const [only] = DEALS_32;
    if (!only) throw new Error('fixture');
    expect(table?.deals).toEqual([voidDeal(only)]);
  });

  test('a sheet without its start, or not of a night, gives no list', () => {
    const events = sheetEvents();
    events.set(SHEET_41, dealEvents(DEALS_41));
    events.set('0f0f0f0f-0000-4000-8000-000000000000', [
      ...startEvents({ ...RECORD_32, id: '0f0f0f0f-0000-4000-8000-000000000000' }),
    ]);
    expect(tableLists(events).map((list) => list.sheetId)).toEqual([SHEET_32]);
  });
});
