// Bierlachs: only minus points, counted down from the limit; the first at zero buys the beer.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  bierlachsDelta,
  bierlachsRounds,
  bierlachsRoundsLost,
  bierlachsSheet,
  explainBierlachsCount,
  isBierlachsLimit,
} from '../../src/domain/bierlachs';
import type { SheetDeal } from '../../src/domain/sheet-deal';
import { clubs, deal, grandHand, PASSED, ramsch, scored, setupOf } from '../support/house-helpers';
import { RAMSCH_POINTS_RULE } from '../support/house-helpers';

const plain3 = setupOf(3, {});
const ramsch3 = setupOf(3, { passed: 'ramsch', ramsch: RAMSCH_POINTS_RULE });

function rowsOf(deals: readonly SheetDeal[], setup = plain3) {
  return scored(setup, deals).rows;
}

describe('bierlachsDelta', () => {
  test('a game won counts against both opponents', () => {
    // Grand with 1, hand: (1 + 1 + 1) × 24 = 72, won by seat 1.
    const [row] = rowsOf([grandHand(1)]);
    expect(row && bierlachsDelta(row)).toEqual([-72, 0, -72]);
  });

  test('a game lost counts twice against the declarer only', () => {
    // Clubs with 1, game 2 = 24; lost at 60 : 60 → −48 on the list.
    const [row] = rowsOf([clubs(0, 60)]);
    expect(row && bierlachsDelta(row)).toEqual([-48, 0, 0]);
  });

  test('at a table of 4 the dealer who sat out loses nothing', () => {
    // Dealer seat 0 sits out; seat 2 wins a grand hand: only seats 1 and 3 are its opponents.
    const [row] = scored(setupOf(4, {}), [grandHand(2)]).rows;
    expect(row && bierlachsDelta(row)).toEqual([0, -72, 0, -72]);
  });

  test('a Ramsch counts against its loser; a Durchmarsch against the other two', () => {
    const [plain, durchmarsch] = rowsOf(
      [
        ramsch([30, 50, 40]),
        deal({ game: 'ramsch', points: [120, 0, 0], allTricks: 0, noTrick: [1, 2] }),
      ],
      ramsch3,
    );
    expect(plain && bierlachsDelta(plain)).toEqual([0, -50, 0]);
    expect(durchmarsch && bierlachsDelta(durchmarsch)).toEqual([0, -120, -120]);
  });

  test('a passed deal takes nothing', () => {
    const [row] = rowsOf([PASSED]);
    expect(row && bierlachsDelta(row)).toEqual([0, 0, 0]);
  });
});

describe('bierlachsRounds', () => {
  test('the first at zero loses; the next deal starts again at the limit', () => {
    // Limit 100: seat 0 loses clubs twice (−48, −48 → 4 left), then a grand hand by seat 1 (−72).
    const rows = rowsOf([clubs(0, 60), clubs(0, 60), grandHand(1), clubs(2)]);
    const rounds = bierlachsRounds(rows, 3, 100);
    expect(rounds).toEqual([
      { firstDeal: 0, lastDeal: 2, losers: [0], counts: [-68, 100, 28] },
      { firstDeal: 3, lastDeal: null, losers: [], counts: [76, 76, 100] },
    ]);
    expect(bierlachsRoundsLost(rounds, 3)).toEqual([1, 0, 0]);
  });

  test('exactly zero loses too, and equally low players both lose', () => {
    // Limit 72: a grand hand won by seat 1 brings seats 0 and 2 to 0 at once.
    const rounds = bierlachsRounds(rowsOf([grandHand(1)]), 3, 72);
    expect(rounds[0]).toMatchObject({ lastDeal: 0, losers: [0, 2], counts: [0, 72, 0] });
    expect(bierlachsRoundsLost(rounds, 3)).toEqual([1, 0, 1]);
  });

  test('counts only go down within a round, and every finished round has a loser at or below 0', () => {
    const script = fc.array(
      fc.oneof(
        fc.integer({ min: 0, max: 2 }).map((seat) => grandHand(seat)),
        fc.integer({ min: 0, max: 2 }).map((seat) => clubs(seat, 40)),
        fc.constant(PASSED),
      ),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(script, fc.integer({ min: 1, max: 600 }), (deals, limit) => {
        const rounds = bierlachsRounds(rowsOf(deals), 3, limit);
        rounds.forEach((round, i) => {
          const last = i === rounds.length - 1;
          expect(round.counts.every((count) => count <= limit)).toBe(true);
          if (!last || round.lastDeal !== null) {
            expect(Math.min(...round.counts)).toBeLessThanOrEqual(0);
            expect(round.losers.length).toBeGreaterThan(0);
          } else expect(round.counts.every((count) => count > 0)).toBe(true);
        });
      }),
      { numRuns: 200 },
    );
  });
});

test('a limit is a whole number from 1 to 10,000', () => {
  expect([1, 500, 1000, 10_000].map(isBierlachsLimit)).toEqual([true, true, true, true]);
  expect([0, -5, 2.5, 100_000, Number.NaN].map(isBierlachsLimit)).toEqual([
    false,
    false,
    false,
    false,
    false,
  ]);
});

describe('bierlachsSheet', () => {
  test('counts deal by deal, back at the limit after a lost round; standings by rounds lost, then count', () => {
    // Limit 100: seat 0 loses clubs twice (−48, −48 → 4), a grand hand by seat 1 ends the round
    // (seat 0 at −68, seat 2 at 28); then seat 2 wins clubs: seats 0 and 1 lose 24 each.
    const rows = rowsOf([clubs(0, 60), clubs(0, 60), grandHand(1), clubs(2)]);
    const sheet = bierlachsSheet(rows, 3, 100);
    expect(sheet.countsAfter).toEqual([
      [52, 100, 100],
      [4, 100, 100],
      [-68, 100, 28],
      [76, 76, 100],
    ]);
    expect(sheet.counts).toEqual([76, 76, 100]);
    expect(sheet.lost).toEqual([1, 0, 0]);
    expect(sheet.standings).toEqual([
      { seat: 2, roundsLost: 0, count: 100, rank: 1 },
      { seat: 1, roundsLost: 0, count: 76, rank: 2 },
      { seat: 0, roundsLost: 1, count: 76, rank: 3 },
    ]);
  });

  test('players equal on rounds lost and count share a rank', () => {
    const sheet = bierlachsSheet(rowsOf([grandHand(1)]), 3, 500);
    expect(sheet.standings.map((s) => [s.seat, s.rank])).toEqual([
      [1, 1],
      [0, 2],
      [2, 2],
    ]);
  });

  // Issue 31, item 11: a finished sheet whose last deal ended a round showed everyone at the limit
  // ("Left 100"), the count of a round that never started.
  test('a finished sheet whose last deal ended a round: the counts it ended with, no empty round', () => {
    const rows = rowsOf([clubs(0, 60), clubs(0, 60), grandHand(1)]);
    const running = bierlachsSheet(rows, 3, 100);
    expect(running.counts).toEqual([100, 100, 100]);
    const ended = bierlachsSheet(rows, 3, 100, true);
    expect(ended.rounds).toHaveLength(1);
    expect(ended.counts).toEqual([-68, 100, 28]);
    expect(ended.standings.map((s) => [s.seat, s.count, s.rank])).toEqual([
      [1, 100, 1],
      [2, 28, 2],
      [0, -68, 3],
    ]);
    const explained = explainBierlachsCount(rows, 3, 100, 0, true);
    expect([explained.round, explained.firstDeal, explained.count]).toEqual([1, 0, -68]);
  });

  test('a sheet without deals: everyone at the limit, one running round', () => {
    const sheet = bierlachsSheet([], 4, 500);
    expect(sheet.counts).toEqual([500, 500, 500, 500]);
    expect(sheet.rounds).toHaveLength(1);
    expect(sheet.standings.every((s) => s.rank === 1)).toBe(true);
  });
});

describe('explainBierlachsCount', () => {
  test('the running round: its start, each deal that took points from the seat, and the count', () => {
    const rows = rowsOf([clubs(0, 60), clubs(0, 60), grandHand(1), clubs(2), PASSED, grandHand(2)]);
    expect(explainBierlachsCount(rows, 3, 100, 0)).toEqual({
      seat: 0,
      limit: 100,
      round: 2,
      firstDeal: 3,
      lines: [
        { row: 3, taken: -24 },
        { row: 5, taken: -72 },
      ],
      count: 4,
    });
    expect(explainBierlachsCount(rows, 3, 100, 0).count).toBe(
      bierlachsSheet(rows, 3, 100).counts[0],
    );
  });
});
