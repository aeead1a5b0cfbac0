// Issue 34, item 6, found by member-writes-property.test.ts (seed 3405691582): a member wrote his
// own document under a start event's id, of another kind (a void). A phone joining later built
// its record from whichever version it read last, found no players, and never got the sheet,
// while it said "Synced". Now a joining phone takes the version of the right kind, and of two of
// the right kind the same one on every phone, whatever their order.
import { expect, test } from 'vitest';
import type { EventRecord, SheetRecord } from '../../../src/db/records';
import { upgradeRules } from '../../../src/domain/legacy/table-rules';
import { recordFromStart, startEvents } from '../../../src/sync/live/sheet-start';
import { RULES_3, THREE_PLAYERS } from '../../support/db-fixtures';

const SHEET: SheetRecord = {
  id: '0b6f7d1e-5555-4000-8000-000000000077',
  name: 'Friday',
  playerNames: THREE_PLAYERS,
  setup: upgradeRules(RULES_3),
  preset: null,
  createdAt: 1_763_900_000_000,
  updatedAt: 1_763_900_000_000,
};

const start = startEvents(SHEET);
const players = start[1] as EventRecord;

test('a second version of another kind under a start id does not hide the sheet', () => {
  const forged: EventRecord = { ...players, change: { kind: 'deal-voided', dealId: SHEET.id } };
  for (const events of [
    [...start, forged],
    [forged, ...start],
  ]) {
    expect(recordFromStart(SHEET.id, events)?.playerNames).toStrictEqual(THREE_PLAYERS);
  }
});

test('of two versions of the right kind, every order gives the same record', () => {
  const other: EventRecord = {
    ...players,
    change: { kind: 'players-renamed', playerNames: ['Xaver', 'Yvonne', 'Zoe'] },
  };
  const one = recordFromStart(SHEET.id, [...start, other]);
  const two = recordFromStart(SHEET.id, [other, ...start]);
  expect(one).not.toBeNull();
  expect(two).toStrictEqual(one);
});
