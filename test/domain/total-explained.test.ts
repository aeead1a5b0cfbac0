import { describe, expect, test } from 'vitest';
import type { Deal } from '../../src/domain/deal';
import { scoreSheet } from '../../src/domain/sheet';
import { type TableRules, upgradeRules } from '../../src/domain/legacy/table-rules';
import { explainTotal } from '../../src/domain/total-explained';
import { PRESETS } from '../../src/domain/rules';
import { played } from './helpers';
import { deal } from '../support/house-helpers';

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
  const scored = scoreSheet(upgradeRules(rules), deals);
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

describe('with Ramsch, Bock and Ramsch rounds: the NYCSA evening (house-rules.md)', () => {
  // The evening of ../shared/vectors/house/house-rules.json, as test/ui/sheet/nycsa-evening.ts
  // writes it out; Anna deals first, a Ramsch counts as a game, Seeger-Fabian at a table of 3.
  const EVENING = [
    deal({ declarer: 1, game: 'clubs', tops: 2, declarerPoints: 75, bid: 36 }),
    deal({ declarer: 2, game: 'grand', tops: 1, hand: true, declarerPoints: 70, bid: 48 }),
    deal({ game: 'ramsch', points: [30, 50, 40] }),
    deal({ declarer: 0, game: 'hearts', tops: 1, declarerPoints: 55, kontra: 'kontra' }),
    deal({ declarer: 2, game: 'spades', tops: 1, declarerPoints: 61 }),
    deal({ game: 'ramsch', points: [60, 60, 0], noTrick: [2], doublings: 1 }),
    deal({ declarer: 1, game: 'grand', tops: 2, hand: true, declarerPoints: 80 }),
    deal({ game: 'ramsch', points: [20, 45, 55] }),
    deal({ game: 'ramsch', points: [120, 0, 0], noTrick: [1, 2], allTricks: 0, doublings: 2 }),
    deal({ declarer: 0, game: 'diamonds', tops: 1, declarerPoints: 60 }),
  ];

  test('Carl: +72 +44 −25 on the list, 3 won, 1 lost, Anna lost twice: 91 + 150 − 50 + 80 = 271', () => {
    const setup = { players: 3, firstDealer: 0, plannedDeals: 12, rules: PRESETS.nycsa } as const;
    const scored = scoreSheet(setup, EVENING);
    if (!scored.ok) throw new Error('the evening does not score');
    const carl = explainTotal(scored.value.rows, 2, 'seeger-fabian');
    // Deal 2 grand hand +72 won; deal 4 Anna lost (in Bock) +40; deal 5 spades in Bock +44 won;
    // deal 6 Ramsch won by Carl; deal 8 Ramsch lost −25; deal 10 Anna lost +40.
    expect(carl.lines).toEqual([
      { row: 1, role: 'declarer', entry: 72, bock: 0, won: true, lost: false, othersLost: 0 },
      { row: 3, role: 'other', entry: 0, bock: 1, won: false, lost: false, othersLost: 40 },
      { row: 4, role: 'declarer', entry: 44, bock: 1, won: true, lost: false, othersLost: 0 },
      { row: 5, role: 'ramsch', entry: 0, bock: 0, won: true, lost: false, othersLost: 0 },
      { row: 7, role: 'ramsch', entry: -25, bock: 0, won: false, lost: true, othersLost: 0 },
      { row: 9, role: 'other', entry: 0, bock: 0, won: false, lost: false, othersLost: 40 },
    ]);
    expect(carl).toMatchObject({ entries: 91, gamesWon: 3, gamesLost: 1, othersLostPoints: 80 });
    expect(carl.total).toBe(271);
  });
});
