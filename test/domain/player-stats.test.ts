// Player statistics: per-sheet seat summaries, added up across sheets, evenings, head to head.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { bierlachsSheet } from '../../src/domain/bierlachs';
import {
  groupStats,
  headToHead,
  isBierlachsEvening,
  latestFirst,
  playerStats,
  sheetsWith,
  type PlayedSheet,
} from '../../src/domain/player-stats';
import type { SheetSetup } from '../../src/domain/rules';
import {
  addSummaries,
  EMPTY_SUMMARY,
  seatSummaries,
  seegerFabianPer48,
  sheetBierlachsRanks,
  sumSummaries,
} from '../../src/domain/seat-summary';
import type { SheetDeal } from '../../src/domain/sheet-deal';
import { voidDeal } from '../../src/domain/voided-deal';
import {
  clubs,
  deal,
  grandHand,
  PASSED,
  RAMSCH_POINTS_RULE,
  ramsch,
  rounds,
  scored,
  setupOf,
} from '../support/house-helpers';

const ramsch3 = setupOf(3, { passed: 'ramsch', ramsch: RAMSCH_POINTS_RULE });

describe('seatSummaries', () => {
  test('games declared and won by game; hand; schneider; overbid; values', () => {
    const deals: SheetDeal[] = [
      grandHand(0), // seat 0: grand hand won, 72
      clubs(0, 60), // seat 0: clubs lost, −48
      deal({ declarer: 0, game: 'clubs', tops: 1, declarerPoints: 95 }), // with 1, game 2, schneider 3 = 36
      deal({ declarer: 0, game: 'diamonds', tops: 1, declarerPoints: 70, bid: 20 }), // 18 < 20: overbid
      deal({ declarer: 1, game: 'null', declarerTricks: 'none' }), // seat 1: null won, 23
    ];
    const [anna, ben, carl] = seatSummaries(scored(setupOf(3, {}), deals));
    expect(anna?.games.grand).toEqual({ declared: 1, won: 1 });
    expect(anna?.games.clubs).toEqual({ declared: 2, won: 1 });
    expect(anna?.games.diamonds).toEqual({ declared: 1, won: 0 });
    expect(anna?.hand).toEqual({ declared: 1, won: 1 });
    expect(anna?.schneiderMade).toBe(1);
    expect(anna?.overbid).toBe(1);
    // Won 72 + 36; lost 48 and the overbid diamonds at 2 × 27 = 54.
    expect(anna?.valueWon).toBe(108);
    expect(anna?.valueLost).toBe(102);
    expect(ben?.games.null).toEqual({ declared: 1, won: 1 });
    expect(carl?.deals).toBe(5);
    expect(carl?.games.grand).toEqual({ declared: 0, won: 0 });
  });

  test('a voided deal counts nowhere; a seat sitting out plays no deal', () => {
    const four = setupOf(4, {});
    const [sat, , declarer] = seatSummaries(scored(four, [voidDeal(grandHand(2)), grandHand(2)]));
    // Deal 1 voided; deal 2 dealt by seat 1, so seat 0 played it.
    expect(declarer?.games.grand).toEqual({ declared: 1, won: 1 });
    expect(declarer?.deals).toBe(1);
    expect(sat?.deals).toBe(1);
  });

  test('Ramsch lost, Jungfrau and Durchmarsch', () => {
    const [a, b, c] = seatSummaries(
      scored(ramsch3, [
        deal({ game: 'ramsch', points: [0, 60, 60], noTrick: [0] }),
        deal({ game: 'ramsch', points: [0, 120, 0], allTricks: 1, noTrick: [0, 2] }),
        ramsch([20, 30, 70]),
      ]),
    );
    // A Durchmarsch has no loser, and the two without a trick are no Jungfrau there.
    expect([a?.jungfrau, b?.jungfrau, c?.jungfrau]).toEqual([1, 0, 0]);
    expect([a?.durchmarsch, b?.durchmarsch, c?.durchmarsch]).toEqual([0, 1, 0]);
    expect([a?.ramschLost, b?.ramschLost, c?.ramschLost]).toEqual([0, 1, 2]);
  });

  test('Kontra given counts for both opponents, won when the declarer lost', () => {
    const [a, b, c] = seatSummaries(
      scored(setupOf(3, {}), [
        deal({ declarer: 0, game: 'clubs', tops: 1, declarerPoints: 50, kontra: 'kontra' }),
        deal({ declarer: 0, game: 'clubs', tops: 1, declarerPoints: 70, kontra: 're' }),
      ]),
    );
    expect([a?.kontraGiven, b?.kontraGiven, c?.kontraGiven]).toEqual([0, 2, 2]);
    expect([b?.kontraWon, c?.kontraWon]).toEqual([1, 1]);
  });

  test('Bock doubles the values, not the count of games', () => {
    const bock = setupOf(3, { bock: rounds(['grand-hand-won']) });
    const [a] = seatSummaries(scored(bock, [grandHand(1), grandHand(0)]));
    expect(a?.games.grand).toEqual({ declared: 1, won: 1 });
    expect(a?.valueWon).toBe(144);
  });

  test('Bierlachs: the rounds each seat lost (bought the beer), added up over sheets', () => {
    // Limit 100: seat 0 loses clubs twice (−48, −48 → 4), a grand hand by seat 1 ends the round
    // at −68; in the next round grand hands by seats 0 and 2 bring seat 1 to 100 − 144 = −44.
    const deals = [clubs(0, 60), clubs(0, 60), grandHand(1), grandHand(0), grandHand(2)];
    const list = { kind: 'bierlachs', limit: 100 } as const;
    const bierlachs = setupOf(3, { list });
    const summaries = seatSummaries(scored(bierlachs, deals));
    expect(summaries.map((s) => s.bierlachsLost)).toEqual([1, 1, 0]);
    // The same deals on a plain list: no rounds, nobody bought the beer.
    const plain = seatSummaries(scored(setupOf(3, {}), deals));
    expect(plain.map((s) => s.bierlachsLost)).toEqual([0, 0, 0]);
    expect(EMPTY_SUMMARY.bierlachsLost).toBe(0);
    const [first] = summaries;
    expect(first && addSummaries(first, first).bierlachsLost).toBe(2);
  });
});

/** A sheet of three given players from a short list of deals. */
function played(
  sheetId: string,
  startedAt: number,
  players: readonly string[],
  deals: readonly SheetDeal[],
  setup: SheetSetup = setupOf(3, { list: 'seeger-fabian' }),
): PlayedSheet {
  const score = scored(setup, deals);
  const summaries = seatSummaries(score);
  return {
    sheetId,
    startedAt,
    list: setup.rules.list,
    players,
    summary: (seat) => summaries[seat] ?? EMPTY_SUMMARY,
    bierlachsRanks: sheetBierlachsRanks(score),
  };
}

/** Sheets of three of four players, in the order written and shuffled. */
const NAMES = ['anna', 'ben', 'carl', 'dora'];
const sheetsInTwoOrders = fc
  .array(
    fc.record({
      at: fc.integer({ min: 0, max: 5 }),
      seats: fc.shuffledSubarray(NAMES, { minLength: 3, maxLength: 3 }),
      deals: fc.array(
        fc.oneof(
          fc.integer({ min: 0, max: 2 }).map((seat) => grandHand(seat)),
          fc.integer({ min: 0, max: 2 }).map((seat) => clubs(seat, 50)),
          fc.integer({ min: 0, max: 2 }).map((seat) => clubs(seat, 70)),
          fc.constant(PASSED),
        ),
        { maxLength: 8 },
      ),
      // Some evenings of Bierlachs (limit 100: rounds end within a few deals).
      bierlachs: fc.boolean(),
    }),
    { maxLength: 7 },
  )
  .chain((drafts) => {
    const beer = setupOf(3, { list: { kind: 'bierlachs', limit: 100 } });
    const sheets = drafts.map((d, i) =>
      d.bierlachs
        ? played(`s${i}`, d.at, d.seats, d.deals, beer)
        : played(`s${i}`, d.at, d.seats, d.deals),
    );
    return fc.tuple(
      fc.constant(sheets),
      fc.shuffledSubarray(sheets, { minLength: sheets.length, maxLength: sheets.length }),
    );
  });
const aGroup = fc.shuffledSubarray(NAMES, { minLength: 2, maxLength: 3 });

describe('playerStats', () => {
  const monday = played('s1', 1000, ['anna', 'ben', 'carl'], [grandHand(0), clubs(1, 60)]);
  const thursday = played('s2', 2000, ['ben', 'anna', 'dora'], [grandHand(1), grandHand(1)]);

  test('adds up a player whatever seat they sat in', () => {
    const stats = playerStats([thursday, monday], 'anna');
    expect(stats.summary.sheets).toBe(2);
    expect(stats.summary.games.grand).toEqual({ declared: 3, won: 3 });
    // Seeger-Fabian: 72 + 50 + 40 (Ben lost) on Monday; (72 + 50) × 2 on Thursday.
    expect(stats.evenings.map((e) => [e.sheetId, e.points])).toEqual([
      ['s1', 162],
      ['s2', 244],
    ]);
    expect(stats.best?.sheetId).toBe('s2');
    expect(stats.worst?.sheetId).toBe('s1');
  });

  test('Bierlachs evenings are not ranked by points; each evening keeps its deals and Seeger-Fabian', () => {
    const list = { kind: 'bierlachs', limit: 100 } as const;
    // Anna loses three clubs at 60 points: −48 each on the list, −144 in all — far below Monday's
    // 162, yet a Bierlachs evening is counted by rounds lost, so it is neither best nor worst.
    const beer = played(
      'b1',
      3000,
      ['anna', 'ben', 'carl'],
      [clubs(0, 60), clubs(0, 60), clubs(0, 60)],
      setupOf(3, { list }),
    );
    const stats = playerStats([monday, thursday, beer], 'anna');
    expect(stats.evenings.map((e) => e.sheetId)).toEqual(['s1', 's2', 'b1']);
    expect(stats.best?.sheetId).toBe('s2');
    expect(stats.worst?.sheetId).toBe('s1');
    // Three lost games: 3 × (−48 − 50) Seeger-Fabian, over 3 deals.
    expect(stats.evenings[2]).toMatchObject({ deals: 3, seegerFabian: -294, list });
    expect(stats.evenings[0]).toMatchObject({ deals: 2, seegerFabian: 162 });
    const onlyBeer = playerStats([beer], 'anna');
    expect(onlyBeer.best).toBeNull();
    expect(onlyBeer.worst).toBeNull();
  });

  test('Seeger-Fabian per 48 deals leaves out the Bierlachs evenings, as the chart does', () => {
    const list = { kind: 'bierlachs', limit: 100 } as const;
    const beerDeals = [clubs(0, 60), clubs(0, 60), grandHand(0)];
    const beer = played('b1', 3000, ['anna', 'ben', 'carl'], beerDeals, setupOf(3, { list }));
    const stats = playerStats([monday, beer], 'anna');
    // Monday alone, from its own deals: Anna at seat 0 of a Seeger-Fabian sheet.
    const [alone] = seatSummaries(
      scored(setupOf(3, { list: 'seeger-fabian' }), [grandHand(0), clubs(1, 60)]),
    );
    if (!alone) throw new Error('no seat');
    expect(stats.seegerFabianPer48).toBe((alone.seegerFabian * 48) / alone.deals);
    // Counting the Bierlachs evening too would have given another figure.
    expect(seegerFabianPer48(stats.summary)).not.toBe(stats.seegerFabianPer48);
    expect(playerStats([beer], 'anna').seegerFabianPer48).toBeNull();
  });

  test('a period keeps only its sheets', () => {
    const stats = playerStats([monday, thursday], 'anna', { from: 1500, to: 2500 });
    expect(stats.evenings.map((e) => e.sheetId)).toEqual(['s2']);
  });

  test('Seeger-Fabian per 48 deals', () => {
    const summary = { ...EMPTY_SUMMARY, deals: 24, seegerFabian: 500 };
    expect(seegerFabianPer48(summary)).toBe(1000);
    expect(seegerFabianPer48(EMPTY_SUMMARY)).toBeNull();
  });

  test('head to head counts who finished ahead on the sheets both sat at', () => {
    const h2h = headToHead([monday, thursday], ['anna', 'ben', 'dora']);
    // Monday: Anna 162, Ben −48 − 50 = −98. Thursday: Anna 244, Ben and Dora 0 (a tie).
    expect(h2h.ahead).toEqual([
      [0, 2, 1],
      [0, 0, 0],
      [0, 0, 0],
    ]);
  });

  test('head to head on a Bierlachs sheet: its own standings, fewer rounds lost first', () => {
    const list = { kind: 'bierlachs', limit: 100 } as const;
    const deals = [
      clubs(0, 61), // Anna +24: Ben and Carl at 76.
      grandHand(2), // Carl +72: Anna 28, Ben 4.
      clubs(0, 60), // Anna −48: at −20 she ends round 1 and buys the beer.
      grandHand(0), // Round 2. Anna +72: Ben and Carl at 28.
      clubs(1, 61), // Ben +24: Anna 76, Carl 4.
    ];
    const setup = setupOf(3, { list });
    const beer = played('b1', 3000, ['anna', 'ben', 'carl'], deals, setup);
    // By points Carl (72) is ahead of Anna (48), who is ahead of Ben (24) ...
    expect(beer.players.map((_, seat) => beer.summary(seat).list)).toEqual([48, 24, 72]);
    // ... but the sheet ranks Ben (no round lost, 28 left), Carl (none lost, 4 left), Anna (one).
    const own = bierlachsSheet(scored(setup, deals).rows, 3, 100).standings;
    expect(own.map((standing) => standing.seat)).toEqual([1, 2, 0]);
    expect(headToHead([beer], ['anna', 'ben', 'carl']).ahead).toEqual([
      [0, 0, 0],
      [1, 0, 1],
      [1, 0, 0],
    ]);
    expect(groupStats([beer], ['anna', 'ben', 'carl']).ahead).toEqual([
      [0, 0, 0],
      [1, 0, 1],
      [1, 0, 0],
    ]);
  });

  test('the same statistics whichever order the sheets are read in', () => {
    fc.assert(
      fc.property(sheetsInTwoOrders, ([sheets, shuffled]) => {
        for (const name of NAMES) {
          expect(playerStats(shuffled, name)).toEqual(playerStats(sheets, name));
        }
        expect(headToHead(shuffled, NAMES)).toEqual(headToHead(sheets, NAMES));
      }),
      { numRuns: 60 },
    );
  });
});

describe('the figures a club player expects (issue 31)', () => {
  test('points from others’ lost games: 30 each at 4, the dealer sitting out included', () => {
    // Seat 0 deals first. Deal 1 (seat 0 sits out): Ben (1) loses clubs → 30 to seats 0, 2, 3.
    // Deal 2 (seat 1 out): seat 2 wins a grand hand → nothing. Deal 3 (seat 2 out): seat 3 loses
    // clubs → 30 to seats 0, 1, 2. Deal 4 (seat 3 out): seat 0's lost clubs, voided → nothing.
    const four = setupOf(4, { list: 'seeger-fabian' });
    const summaries = seatSummaries(
      scored(four, [clubs(1, 60), grandHand(2), clubs(3, 60), voidDeal(clubs(0, 60))]),
    );
    expect(summaries.map((summary) => summary.othersLost)).toEqual([60, 30, 60, 30]);
  });

  test('40 each at 3, also on a plain list, where the table writes none of them', () => {
    const summaries = seatSummaries(scored(setupOf(3, {}), [clubs(1, 60), grandHand(0)]));
    expect(summaries.map((summary) => summary.othersLost)).toEqual([40, 0, 40]);
  });

  test('placings by each sheet’s standings, equal points sharing the better place', () => {
    const monday = played('s1', 1000, ['anna', 'ben', 'carl'], [grandHand(0), clubs(1, 60)]);
    const thursday = played('s2', 2000, ['ben', 'anna', 'dora'], [grandHand(1), grandHand(1)]);
    // Ben wins a grand hand: 72 + 50 = 122; Anna and Carl 0 each, both 2nd.
    const friday = played('s3', 3000, ['anna', 'ben', 'carl'], [grandHand(1)]);
    const stats = playerStats([monday, thursday, friday], 'anna');
    expect(stats.placings).toEqual([2, 1, 0, 0]);
    expect(playerStats([monday, thursday, friday], 'ben').placings).toEqual([1, 1, 1, 0]);
    // Seeger-Fabian 162 (Monday), 244 (Thursday), 0 (Friday): 406 / 3 lists.
    expect(stats.seegerFabianPerList).toBeCloseTo(406 / 3);
    expect(playerStats([], 'anna').seegerFabianPerList).toBeNull();
  });
});

test('adding summaries is adding each count', () => {
  const one = { ...EMPTY_SUMMARY, sheets: 1, deals: 36, overbid: 2 };
  const two = { ...EMPTY_SUMMARY, sheets: 1, deals: 48, overbid: 1 };
  expect(addSummaries(one, two)).toMatchObject({ sheets: 2, deals: 84, overbid: 3 });
});

describe('groupStats: one pass over the evenings together', () => {
  const monday = played('s1', 1000, ['anna', 'ben', 'carl'], [grandHand(0), clubs(1, 60)]);
  const tuesday = played('s2', 2000, ['ben', 'anna', 'dora'], [grandHand(1), grandHand(1)]);
  const friday = played('s3', 3000, ['carl', 'ben', 'anna'], [clubs(2, 50)]);

  test('evenings in order, the standings after each, totals and head to head', () => {
    const group = groupStats([friday, monday, tuesday], ['anna', 'ben']);
    // Monday: Anna 162, Ben −98; Tuesday: Anna 244, Ben 0; Friday: Anna (seat 2) lost clubs
    // as Ben did on Monday (−98), Ben +40.
    expect(group.evenings.map((e) => [e.sheetId, e.points, e.standings])).toEqual([
      ['s1', [162, -98], [162, -98]],
      ['s2', [244, 0], [406, -98]],
      ['s3', [-98, 40], [308, -58]],
    ]);
    expect(group.totals).toEqual([308, -58]);
    expect(group.ahead).toEqual([
      [0, 2],
      [1, 0],
    ]);
    expect(group.summaries.map((s) => s.sheets)).toEqual([3, 3]);
    // Carl sat with both only on Monday and Friday; a period keeps only its evenings.
    expect(groupStats([monday, tuesday, friday], ['anna', 'carl']).evenings).toHaveLength(2);
    const period = groupStats([monday, tuesday, friday], ['anna', 'ben'], { from: 1500, to: 2500 });
    expect(period.evenings.map((e) => e.sheetId)).toEqual(['s2']);
    expect(period.totals).toEqual([244, 0]);
  });

  // Issue 31, item 4: the season's total added a plain list's points to Seeger-Fabian points.
  test('a plain-list evening counts by its Seeger-Fabian points: never list points added to them', () => {
    const plain = played(
      'p1',
      500,
      ['anna', 'ben', 'carl'],
      [grandHand(0), clubs(1, 60)],
      setupOf(3, { list: 'plain' }),
    );
    // Anna won grand hand (72 + 50, Ben and Carl lost nothing); Ben lost clubs (−48 − 50, Anna
    // and Carl +40): Seeger-Fabian Anna 162, Ben −98, as on Monday's Seeger-Fabian list.
    expect(plain.summary(0).list).toBe(72);
    const group = groupStats([plain, monday], ['anna', 'ben']);
    expect(group.evenings.map((e) => e.points)).toEqual([
      [162, -98],
      [162, -98],
    ]);
    expect(group.totals).toEqual([324, -196]);
  });

  test('the same figures as each player’s statistics and head to head of those sheets', () => {
    fc.assert(
      fc.property(sheetsInTwoOrders, aGroup, ([sheets], group) => {
        const folded = groupStats(sheets, group);
        const together = sheetsWith(sheets, group);
        expect(folded.evenings.map((e) => e.sheetId)).toEqual(together.map((s) => s.sheetId));
        group.forEach((id, member) => {
          const stats = playerStats(together, id);
          expect(folded.summaries[member]).toEqual(stats.summary);
          expect(folded.evenings.map((e) => e.points[member])).toEqual(
            stats.evenings.map((e) => e.seegerFabian),
          );
          // The season's total is in the club measure and leaves Bierlachs evenings out.
          const counted = stats.evenings.filter((e) => !isBierlachsEvening(e));
          expect(folded.totals[member]).toBe(counted.reduce((sum, e) => sum + e.seegerFabian, 0));
          expect(folded.per48[member]).toBe(stats.seegerFabianPer48);
          expect(folded.evenings.at(-1)?.standings[member] ?? 0).toBe(folded.totals[member]);
        });
        expect(folded.ahead).toEqual(headToHead(together, group).ahead);
      }),
      { numRuns: 80 },
    );
  });

  test('the same whichever order the sheets are read in', () => {
    fc.assert(
      fc.property(sheetsInTwoOrders, aGroup, ([sheets, shuffled], group) => {
        expect(groupStats(shuffled, group)).toEqual(groupStats(sheets, group));
      }),
      { numRuns: 60 },
    );
  });

  test('the latest evenings first, as many as asked', () => {
    expect(latestFirst([1, 2, 3, 4, 5], 2)).toEqual([5, 4]);
    expect(latestFirst([1, 2], 20)).toEqual([2, 1]);
    expect(latestFirst([], 20)).toEqual([]);
  });
});

test('summing summaries in one pass is folding addSummaries', () => {
  fc.assert(
    fc.property(sheetsInTwoOrders, ([sheets]) => {
      const seats = sheets.flatMap((sheet) => sheet.players.map((_, seat) => sheet.summary(seat)));
      expect(sumSummaries(seats)).toEqual(seats.reduce(addSummaries, EMPTY_SUMMARY));
    }),
    { numRuns: 40 },
  );
});
