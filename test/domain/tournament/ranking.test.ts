// The night's ranking: a table's sheet as the ranking counts it, the DSkV order with shared ranks,
// the fees per list, and the ranking kept per table equal to a sum of every table's last part.
// Expected figures are worked out by hand in the comments.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { NightPlan } from '../../../src/domain/tournament/night';
import {
  emptyRanking,
  rankingOf,
  rankingRows,
  tableContribution,
  withTable,
  type Contribution,
  type TableContribution,
} from '../../../src/domain/tournament/ranking';
import { voidDeal } from '../../../src/domain/voided-deal';
import { clubs, PASSED, scored, setupOf } from '../../support/house-helpers';

const SEVEN = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => ({
  playerId: id,
  name: id.toUpperCase(),
}));

const PLAN: Pick<NightPlan, 'players' | 'seriesCount' | 'fees'> = {
  players: SEVEN,
  seriesCount: 2,
  fees: { entry: 1000, perLost: 50, higher: { from: 4, cents: 100 } },
};

/** A table's part from [id, Seeger-Fabian, won, lost] (36 deals each). */
function part(...players: [string, number, number, number][]): TableContribution {
  return players.map(([playerId, seegerFabian, won, lost]) => ({
    playerId,
    seegerFabian,
    won,
    lost,
    deals: 36,
  }));
}

// Series 1: a 4-table (a b c d) and a 3-table (e f g); series 2: (a e g d) and (b c f).
const S1T1 = part(['a', 500, 5, 1], ['b', 300, 4, 2], ['c', 300, 4, 2], ['d', -100, 1, 5]);
const S1T2 = part(['e', 300, 5, 2], ['f', 200, 3, 0], ['g', 0, 2, 4]);
const S2T1 = part(['a', 100, 2, 1], ['e', 0, 1, 1], ['g', 400, 5, 0], ['d', 200, 3, 3]);
const S2T2 = part(['b', 200, 3, 1], ['c', 200, 3, 1], ['f', 300, 4, 1]);

function night() {
  let ranking = emptyRanking(PLAN);
  ranking = withTable(ranking, 0, 1, S1T1);
  ranking = withTable(ranking, 0, 2, S1T2);
  ranking = withTable(ranking, 1, 1, S2T1);
  return withTable(ranking, 1, 2, S2T2);
}

type Line = [string, number, number, number, number, number];
/** [id, rank, points, won, lost, lost-game fees] of each row. */
function lines(rows: ReturnType<typeof rankingRows>): Line[] {
  return rows.map((row) => [
    row.playerId,
    row.rank,
    row.seegerFabian,
    row.won,
    row.lost,
    row.fees.lostGames,
  ]);
}

describe("a table's sheet as the ranking counts it", () => {
  test('a 4-table: Seeger-Fabian, won, lost and deals played, seat by seat to its player', () => {
    // Deal 1 (seat 0 deals, sits out): seat 1 wins clubs with 1 = 24, +50 → 74.
    // Deal 2 (seat 1 sits out): seat 2 loses clubs with 1 at 60: −48 −50 = −98; seats 0, 1, 3 +30.
    // Deal 3 (seat 2 sits out): passed, a deal played by seats 0, 1, 3.
    // Deal 4 voided: counts nowhere.
    const score = scored(setupOf(4, { list: 'seeger-fabian' }), [
      clubs(1),
      clubs(2, 60),
      PASSED,
      voidDeal(clubs(0)),
    ]);
    expect(tableContribution(score, ['d', 'a', 'g', 'e'])).toEqual([
      { playerId: 'd', seegerFabian: 30, won: 0, lost: 0, deals: 2 },
      { playerId: 'a', seegerFabian: 104, won: 1, lost: 0, deals: 2 },
      { playerId: 'g', seegerFabian: -98, won: 0, lost: 1, deals: 2 },
      { playerId: 'e', seegerFabian: 30, won: 0, lost: 0, deals: 3 },
    ]);
  });
});

describe('a night of 7 players, two series', () => {
  test('the total: points, then more won, then fewer lost; equal players share a rank', () => {
    // Totals: a 600 7/2, b 500 7/3, c 500 7/3, d 100 4/8, e 300 6/3, f 500 7/1, g 400 7/4.
    // f before b and c (fewer lost); b and c equal on everything: both 3rd, then 5th.
    // Fees per list (0.50 €, 1 € from the 4th): d loses 5 then 3: 350 + 150 = 500 (not 650);
    // g 4 then 0: 250; b, c, e 2+1 (or 2+1): 150; a 1+1: 100; f 0+1: 50.
    expect(lines(rankingRows(night()))).toEqual([
      ['a', 1, 600, 7, 2, 100],
      ['f', 2, 500, 7, 1, 50],
      ['b', 3, 500, 7, 3, 150],
      ['c', 3, 500, 7, 3, 150],
      ['g', 5, 400, 7, 4, 250],
      ['e', 6, 300, 6, 3, 150],
      ['d', 7, 100, 4, 8, 500],
    ]);
  });

  test("each row carries its series and the entry fee; a player's name", () => {
    const d = rankingRows(night()).find((row) => row.playerId === 'd');
    expect(d?.name).toBe('D');
    expect(d?.fees).toEqual({ entry: 1000, lostGames: 500 });
    expect(d?.deals).toBe(72);
    expect(d?.bySeries).toEqual([
      { seegerFabian: -100, won: 1, lost: 5, deals: 36 },
      { seegerFabian: 200, won: 3, lost: 3, deals: 36 },
    ]);
  });

  test('the first series alone: e ahead of b and c on more games won', () => {
    // a 500; b, c, e 300 with 4, 4, 5 won; f 200; g 0; d −100. A series' fee: that list only.
    expect(lines(rankingRows(night(), { series: 0 }))).toEqual([
      ['a', 1, 500, 5, 1, 50],
      ['e', 2, 300, 5, 2, 100],
      ['b', 3, 300, 4, 2, 100],
      ['c', 3, 300, 4, 2, 100],
      ['f', 5, 200, 3, 0, 0],
      ['g', 6, 0, 2, 4, 250],
      ['d', 7, -100, 1, 5, 350],
    ]);
    expect(rankingRows(night(), { series: 0 })[0]?.fees.entry).toBe(0);
  });

  test('before any deal: everyone at 0, all sharing rank 1, in the order of the plan', () => {
    expect(lines(rankingRows(emptyRanking(PLAN)))).toEqual(
      SEVEN.map(({ playerId }) => [playerId, 1, 0, 0, 0, 0]),
    );
  });

  test('a deal arriving replaces only its table: what the table counted before is gone', () => {
    // Series 1 table 2 after 12 deals first, then its full list: e, f, g count the full list only.
    const early = part(['e', 900, 9, 0], ['f', -300, 0, 6], ['g', 50, 1, 1]);
    let ranking = withTable(emptyRanking(PLAN), 0, 2, early);
    ranking = withTable(ranking, 0, 1, S1T1);
    ranking = withTable(ranking, 1, 2, S2T2);
    ranking = withTable(ranking, 0, 2, S1T2);
    ranking = withTable(ranking, 1, 1, S2T1);
    expect(rankingRows(ranking)).toEqual(rankingRows(night()));
  });

  test('a series the night does not have is refused', () => {
    expect(() => withTable(emptyRanking(PLAN), 2, 1, S1T1)).toThrow('series-out-of-range');
    expect(() => rankingRows(emptyRanking(PLAN), { series: 2 })).toThrow('series-out-of-range');
  });
});

/** The oracle: every table's last part summed, ordered and ranked by the DSkV rule, here. */
function fromScratch(players: readonly string[], tables: readonly TableContribution[]) {
  const sums = new Map<string, Contribution>(
    players.map((id) => [id, { seegerFabian: 0, won: 0, lost: 0, deals: 0 }]),
  );
  for (const table of tables)
    for (const { playerId, ...mine } of table) {
      const sum = sums.get(playerId);
      if (!sum) throw new Error('unknown player');
      sums.set(playerId, {
        seegerFabian: sum.seegerFabian + mine.seegerFabian,
        won: sum.won + mine.won,
        lost: sum.lost + mine.lost,
        deals: sum.deals + mine.deals,
      });
    }
  const better = (x: Contribution, y: Contribution) =>
    x.seegerFabian > y.seegerFabian ||
    (x.seegerFabian === y.seegerFabian && (x.won > y.won || (x.won === y.won && x.lost < y.lost)));
  return players.map((id) => {
    const mine = sums.get(id) as Contribution;
    const ahead = players.filter((other) => better(sums.get(other) as Contribution, mine)).length;
    return { playerId: id, rank: ahead + 1, ...mine };
  });
}

/** Checks rows against the oracle: each player's figures and rank, and best first. */
function expectRanked(
  rows: ReturnType<typeof rankingRows>,
  expected: ReturnType<typeof fromScratch>,
) {
  const byId = new Map(expected.map((row) => [row.playerId, row]));
  expect(rows).toHaveLength(expected.length);
  for (const row of rows) {
    const { playerId, rank, seegerFabian, won, lost, deals } = row;
    expect({ playerId, rank, seegerFabian, won, lost, deals }).toEqual(byId.get(playerId));
  }
  expect(rows.map((row) => row.rank)).toEqual(
    [...rows.map((row) => row.rank)].sort((x, y) => x - y),
  );
}

describe('kept per table, it equals the sum of every table from scratch', () => {
  const ids = SEVEN.map((player) => player.playerId);
  const SEATS: readonly (readonly string[])[][] = [
    [
      ['a', 'b', 'c', 'd'],
      ['e', 'f', 'g'],
    ],
    [
      ['a', 'e', 'g', 'd'],
      ['b', 'c', 'f'],
    ],
  ];
  const small = fc.integer({ min: -3, max: 3 });
  // A table's part after some deals: small numbers, so that ties happen often.
  const update = fc.record({
    series: fc.integer({ min: 0, max: 1 }),
    table: fc.integer({ min: 0, max: 1 }),
    figures: fc.array(fc.tuple(small, small, small), { minLength: 4, maxLength: 4 }),
  });

  test('any updates in any order: the last part of each table counts, once', () => {
    fc.assert(
      fc.property(fc.array(update, { maxLength: 30 }), (updates) => {
        let ranking = emptyRanking(PLAN);
        const last = new Map<string, TableContribution>();
        for (const { series, table, figures } of updates) {
          const seats = SEATS[series]?.[table] ?? [];
          const contribution = seats.map((playerId, seat) => {
            const [points, won, lost] = figures[seat] ?? [0, 0, 0];
            return { playerId, seegerFabian: points * 10, won, lost, deals: seat };
          });
          ranking = withTable(ranking, series, table + 1, contribution);
          last.set(`${series}/${table}`, contribution);
        }
        expectRanked(rankingRows(ranking), fromScratch(ids, [...last.values()]));
        // Only the last parts, in another order, give the very same rows.
        const once = rankingOf(
          PLAN,
          [...last.entries()].reverse().map(([key, contribution]) => {
            const [series, table] = key.split('/').map(Number);
            return { series: series ?? 0, table: (table ?? 0) + 1, contribution };
          }),
        );
        expect(rankingRows(once)).toEqual(rankingRows(ranking));
      }),
    );
  });

  test('a big open tournament: 350 players, 100 tables, 3 series, deal by deal', () => {
    // 50 tables of 4 and 50 of 3 a series; each series seats the players in another order.
    const players = Array.from({ length: 350 }, (_, i) => ({ playerId: `p${i}`, name: `P${i}` }));
    const plan = { players, seriesCount: 3, fees: PLAN.fees };
    const seating = (series: number) => {
      // 1, 3 and 9 have no factor in common with 350: each series seats every player once.
      const step = [1, 3, 9][series] ?? 1;
      const order = players.map((_, i) => players[(i * step + series) % 350]?.playerId ?? '');
      const tables: string[][] = [];
      for (let t = 0, at = 0; t < 100; t += 1) {
        const size = t < 50 ? 4 : 3;
        tables.push(order.slice(at, at + size));
        at += size;
      }
      return tables;
    };
    // What a seat has after `deal` deals: a figure that changes with every deal.
    const after = (series: number, table: number, seat: number, deal: number): Contribution => ({
      seegerFabian: ((series * 7 + table * 3 + seat * 5) % 11) * deal - 4 * deal,
      won: Math.floor((deal * (seat + 1)) / 5),
      lost: Math.floor((deal * (table % 3)) / 7),
      deals: deal,
    });
    let ranking = emptyRanking(plan);
    const finals: TableContribution[] = [];
    for (let series = 0; series < 3; series += 1) {
      const tables = seating(series);
      for (let deal = 1; deal <= 48; deal += 1)
        tables.forEach((seats, t) => {
          if (seats.length === 3 && deal > 36) return;
          const contribution = seats.map((playerId, seat) => ({
            playerId,
            ...after(series, t, seat, deal),
          }));
          ranking = withTable(ranking, series, t + 1, contribution);
          if (deal === (seats.length === 4 ? 48 : 36)) finals.push(contribution);
        });
    }
    for (let series = 0; series < 3; series += 1)
      expect(new Set(seating(series).flat()).size).toBe(350);
    const rows = rankingRows(ranking);
    expectRanked(
      rows,
      fromScratch(
        players.map((player) => player.playerId),
        finals,
      ),
    );
    expect(rows.reduce((sum, row) => sum + row.deals, 0)).toBe(3 * (200 * 48 + 150 * 36));
  });
});
