// The version 3 → 4 migration as a pure function: stored deals and a pending undo entry become
// the first events of each sheet's log (migrations/v4-event-log.ts).
import { describe, expect, test } from 'vitest';
import { dealsToEvents, type DealRecordV3 } from '../../src/db/migrations/v4-event-log';
import { foldDeals } from '../../src/domain/fold-log';
import { nextUndo } from '../../src/domain/undo-step';
import { PASSED, clubsWon, grandLost } from '../support/db-fixtures';

function record(id: string, position: number, deal = PASSED, sheetId = 's'): DealRecordV3 {
  return { id, sheetId, position, deal, createdAt: 1000 + position, updatedAt: 1000 + position };
}

describe('dealsToEvents', () => {
  test('a pending delete: the deal is added at its place and deleted, so undo brings it back', () => {
    const deals = [record('a', 0, clubsWon(1)), record('c', 4, grandLost(2))];
    const undo = [
      { sheetId: 's', kind: 'deleted', dealId: 'b', before: record('b', 2), createdAt: 5000 },
    ] as const;
    const events = dealsToEvents(deals, undo);
    expect(events.map((e) => [e.id, e.clock, e.at, e.change.kind])).toEqual([
      ['v4-added-a', 1, 1000, 'deal-added'],
      ['v4-added-b', 2, 1002, 'deal-added'],
      ['v4-added-c', 3, 1004, 'deal-added'],
      ['v4-deleted-b', 4, 5000, 'deal-deleted'],
    ]);
    expect(foldDeals(events)).toEqual([clubsWon(1), grandLost(2)]);
    expect(nextUndo(events)?.target.id).toBe('v4-deleted-b');
  });

  test('an undo entry that does not fit the deals (damaged) is left out; the deals stay', () => {
    const deals = [record('a', 0, clubsWon(1))];
    // "Changed" a deal that is not there: nothing to replay.
    const undo = [
      { sheetId: 's', kind: 'changed', dealId: 'x', before: record('x', 1), createdAt: 5000 },
    ] as const;
    const events = dealsToEvents(deals, undo);
    expect(events.map((e) => e.id)).toEqual(['v4-added-a']);
  });

  test('sheets keep their own logs, each clock from 1', () => {
    const events = dealsToEvents([record('a', 0, PASSED, 's1'), record('b', 0, PASSED, 's2')], []);
    expect(events.map((e) => [e.sheetId, e.clock])).toEqual([
      ['s1', 1],
      ['s2', 1],
    ]);
  });
});
