import { describe, expect, test } from 'vitest';
import { loadedSheet } from '../../src/db/folded-sheet';
import type { EventRecord, SheetRecord } from '../../src/db/records';
import { scoreStoredSheet } from '../../src/db/scored-sheet';
import type { PlayedDeal } from '../../src/domain/deal';
import { upgradeRules } from '../../src/domain/legacy/table-rules';
import { clubsWon, grandLost, RULES_3, RULES_4 } from '../support/db-fixtures';

function record(setup: SheetRecord['setup']): SheetRecord {
  return {
    id: 'sheet-1',
    name: 'Friday',
    playerNames: setup.players === 3 ? ['Anna', 'Ben', 'Carla'] : ['Anna', 'Ben', 'Carla', 'Dora'],
    setup,
    preset: null,
    createdAt: 1,
    updatedAt: 1,
  };
}

function dealAdded(clock: number, deal: PlayedDeal): EventRecord {
  const id = `event-${clock}`;
  const change = { kind: 'deal-added', dealId: `deal-${clock}`, deal } as const;
  return { sheetId: 'sheet-1', id, device: 'device-1', clock, at: clock, change };
}

describe('scoreStoredSheet: the one seam from a stored sheet to its scores', () => {
  test('scores the folded deals in order under the sheet as it stands', () => {
    const stored = loadedSheet(record(upgradeRules(RULES_3)), [
      dealAdded(1, clubsWon(1)),
      dealAdded(2, grandLost(2)),
    ]);
    const scored = scoreStoredSheet(stored);
    if (!scored.ok) throw new Error(JSON.stringify(scored.errors));
    // Clubs with 1, game 2 × 12 = 24 won; Grand with 2 lost, game 3 × 24 = 72: −144.
    expect(scored.value.rows.map((row) => row.listDelta)).toEqual([
      [0, 24, 0],
      [0, 0, -144],
    ]);
    expect(scored.value.totals.list).toEqual([0, 24, -144]);
    expect(scored.value.nextDeal?.dealIndex).toBe(2);
  });

  test('a deal that no longer fits its place is a typed error with its index, not a throw', () => {
    // At a table of 4 the dealer of the first deal (seat 0) sits out: he cannot declare.
    const stored = { sheet: record(upgradeRules(RULES_4)), deals: [{ deal: clubsWon(0) }] };
    const scored = scoreStoredSheet(stored);
    expect(scored.ok).toBe(false);
    if (scored.ok) return;
    expect(scored.errors).toEqual([{ code: 'dealer-declares-at-four', dealIndex: 0 }]);
  });
});
