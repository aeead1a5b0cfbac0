import { describe, expect, test } from 'vitest';
import type { Deal } from '../../src/domain/deal';
import { scoreSheet } from '../../src/domain/sheet';
import type { TableRules } from '../../src/domain/sheet-types';
import { explainTotal } from '../../src/domain/total-explained';
import { played } from './helpers';

// Expectations by hand from ../shared/rules/skat-scoring.md: 5.2 levels × base value; a lost
// game counts double; Kontra ×2 on the list value only; Seeger-Fabian +50 won, −50 lost, +30 to
// every other player at a table of 4 (the dealer who sat out included) when the declarer loses.

const FOUR_SF: TableRules = {
  players: 4,
  firstDealer: 0,
  listKind: 'seeger-fabian',
  kontraAllowed: true,
  plannedDeals: 8,
};

const DEALS: readonly Deal[] = [
  // Deal 1, Anna deals and sits out: Ben, clubs with 2, won: (2 + 1) × 12 = +36.
  played({ declarer: 1, game: 'clubs', tops: 2, outcome: { made: true } }),
  // Deal 2, Ben sits out: Carl, hearts without 1, lost with Kontra: 2 × 10 × 2 × 2 = −80.
  played({
    declarer: 2,
    game: 'hearts',
    tops: 1,
    topsHeld: 'without',
    kontra: 'kontra',
    outcome: { made: false },
  }),
  // Deal 3, Carl sits out: passed.
  { kind: 'passed' },
  // Deal 4, Dora sits out: Anna, grand with 1, won: (1 + 1) × 24 = +48.
  played({ declarer: 0, game: 'grand', tops: 1, outcome: { made: true } }),
];

function rowsOf(rules: TableRules, deals: readonly Deal[]) {
  const scored = scoreSheet(rules, deals);
  if (!scored.ok) throw new Error('the sheet does not score');
  return scored.value;
}

describe("a player's total, taken apart", () => {
  test('Anna on a Seeger-Fabian list: +48, one game won +50, Carl lost once +30 = 128', () => {
    const sheet = rowsOf(FOUR_SF, DEALS);
    const anna = explainTotal(sheet.rows, 0, 'seeger-fabian');
    expect(anna.lines).toEqual([
      { row: 1, role: 'other', entry: 0, bock: 0, won: false, lost: false, othersLost: 30 },
      { row: 3, role: 'declarer', entry: 48, bock: 0, won: true, lost: false, othersLost: 0 },
    ]);
    expect(anna).toMatchObject({
      entries: 48,
      gamesWon: 1,
      gamesLost: 0,
      othersLostGames: 1,
      othersLostPoints: 30,
      total: 128,
    });
    expect(anna.total).toBe(sheet.totals.seegerFabian[0]);
  });

  test('Carl: −80 with Kontra, −50 for the lost game; the +50/30 are not doubled = −130', () => {
    const carl = explainTotal(rowsOf(FOUR_SF, DEALS).rows, 2, 'seeger-fabian');
    expect(carl).toMatchObject({ entries: -80, gamesWon: 0, gamesLost: 1, total: -130 });
    expect(carl.lines.map((line) => line.row)).toEqual([1]);
  });

  test('Ben +36 +50 +30 = 116; Dora, who sat out deal 4, +30', () => {
    const rows = rowsOf(FOUR_SF, DEALS).rows;
    expect(explainTotal(rows, 1, 'seeger-fabian').total).toBe(116);
    expect(explainTotal(rows, 3, 'seeger-fabian')).toMatchObject({ entries: 0, total: 30 });
  });

  test('the plain list: only the entries; deals that change nothing are left out', () => {
    const plain = rowsOf({ ...FOUR_SF, listKind: 'plain' }, DEALS);
    const anna = explainTotal(plain.rows, 0, 'plain');
    expect(anna.lines.map((line) => line.row)).toEqual([3]);
    expect(anna.total).toBe(48);
    expect(explainTotal(plain.rows, 3, 'plain')).toMatchObject({ lines: [], total: 0 });
  });

  test('a Bock deal carries its doubling: grand hand won starts a round, clubs with 2 × 2 = +72', () => {
    const rules: TableRules = {
      players: 3,
      firstDealer: 0,
      listKind: 'plain',
      kontraAllowed: false,
      plannedDeals: 9,
      bock: { kind: 'rounds', events: ['grand-hand-won'], pending: 'stack' },
    };
    const sheet = rowsOf(rules, [
      // Ben, grand with 1, hand, won: (1 + 1 + 1) × 24 = +72.
      played({ declarer: 1, game: 'grand', tops: 1, hand: true, outcome: { made: true } }),
      // Carl, clubs with 2, won, in the Bock round: 36 × 2 = +72.
      played({ declarer: 2, game: 'clubs', tops: 2, outcome: { made: true } }),
    ]);
    const carl = explainTotal(sheet.rows, 2, 'plain');
    expect(carl.lines).toEqual([
      { row: 1, role: 'declarer', entry: 72, bock: 1, won: true, lost: false, othersLost: 0 },
    ]);
    expect(carl.total).toBe(72);
  });
});
