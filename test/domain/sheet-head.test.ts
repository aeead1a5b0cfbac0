// A sheet's head from its log: the one answer the stored sheets and a night's table lists share.
import { describe, expect, test } from 'vitest';
import type { FoldedSheet } from '../../src/domain/fold-log';
import type { SheetSetup } from '../../src/domain/rules';
import { foldedHead, type SheetHead } from '../../src/domain/sheet-head';
import { PUB_RULES, TOURNAMENT_RULES } from '../support/presets';

const PUB: SheetSetup = { players: 3, firstDealer: 0, plannedDeals: 36, rules: PUB_RULES };
const CUP: SheetSetup = { players: 3, firstDealer: 1, plannedDeals: 36, rules: TOURNAMENT_RULES };
const STARTED: SheetHead = {
  name: 'Friday',
  playerNames: ['Anna', 'Bernd', 'Clara'],
  playerIds: ['p-a', 'p-b', 'p-c'],
  setup: PUB,
  preset: 'pub',
};
const UNCHANGED: FoldedSheet = {
  deals: [],
  name: null,
  playerNames: null,
  rules: null,
  money: null,
  conflicts: [],
};

describe("a sheet's head", () => {
  test('a log that changed nothing keeps the head the sheet started with', () => {
    expect(foldedHead(UNCHANGED, STARTED)).toEqual(STARTED);
  });

  test("the log's rename, seats and rules win; seats without ids drop the started players", () => {
    const folded = {
      ...UNCHANGED,
      name: 'Saturday',
      playerNames: ['Anna', 'Bernd', 'Dora'],
      rules: { setup: CUP, preset: null },
    };
    const head = foldedHead(folded, STARTED);
    expect(head).toEqual({
      name: 'Saturday',
      playerNames: ['Anna', 'Bernd', 'Dora'],
      setup: CUP,
      preset: null,
    });
    expect(head).not.toHaveProperty('playerIds');
  });

  test('a log alone has no head until its start gave name, seats and rules', () => {
    const seated = { ...UNCHANGED, name: 'Table 1', playerNames: ['A', 'B', 'C'] };
    expect(foldedHead(seated)).toBeNull();
    const started = {
      ...seated,
      playerIds: ['p1', 'p2', 'p3'],
      rules: { setup: PUB, preset: 'pub' as const },
    };
    expect(foldedHead(started)).toEqual({
      name: 'Table 1',
      playerNames: ['A', 'B', 'C'],
      playerIds: ['p1', 'p2', 'p3'],
      setup: PUB,
      preset: 'pub',
    });
  });
});
