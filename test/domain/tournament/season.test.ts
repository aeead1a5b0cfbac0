// The season ranking: nights added up per player, by the sum or the average per list, players
// below the club's minimum after the ranked ones. Figures by hand in the comments.
import { describe, expect, test } from 'vitest';
import { emptyRanking, rankingRows, withTable } from '../../../src/domain/tournament/ranking';
import {
  nightResults,
  seasonRanking,
  type NightResult,
  type SeasonRow,
} from '../../../src/domain/tournament/season';

function night(...rows: [string, number, number, number, number][]): NightResult[] {
  return rows.map(([playerId, seegerFabian, won, lost, lists]) => ({
    playerId,
    name: playerId.toUpperCase(),
    seegerFabian,
    won,
    lost,
    lists,
  }));
}

// Three nights; w came once, x missed the third.
const NIGHTS = [
  night(['x', 1000, 12, 2, 2], ['y', 800, 8, 3, 2], ['z', 900, 9, 1, 2], ['w', 1500, 12, 1, 2]),
  night(['x', 600, 6, 2, 2], ['y', 1000, 10, 1, 2], ['z', 500, 5, 3, 2]),
  night(['y', 200, 3, 2, 1], ['z', 400, 4, 1, 2]),
];
// Sums: x 1600 18/4, 4 lists, 2 nights; y 2000 21/6, 5 lists, 3 nights;
//       z 1800 18/5, 6 lists, 3 nights; w 1500 12/1, 2 lists, 1 night.

type Line = [string, number | null, number, number, number];
/** [id, rank, points, lists, nights] of each row. */
const lines = (rows: readonly SeasonRow[]): Line[] =>
  rows.map((row) => [row.playerId, row.rank, row.points, row.lists, row.nights]);

describe('the season ranking', () => {
  test('the sum, no minimum: by the season points', () => {
    expect(lines(seasonRanking(NIGHTS, { count: 'sum', minLists: 0, minNights: 0 }))).toEqual([
      ['y', 1, 2000, 5, 3],
      ['z', 2, 1800, 6, 3],
      ['x', 3, 1600, 4, 2],
      ['w', 4, 1500, 2, 1],
    ]);
  });

  test('the average per list, at least 4 lists over 2 nights: w listed last, not ranked', () => {
    // x 1600 / 4 = 400, y 2000 / 5 = 400: equal; won per list x 18 / 4 = 4.5, y 21 / 5 = 4.2 → x
    // (by the games won in all, y's 21 against x's 18, it would be y).
    // z 1800 / 6 = 300. w 1500 / 2 = 750 but only 2 lists on 1 night.
    const rows = seasonRanking(NIGHTS, { count: 'average', minLists: 4, minNights: 2 });
    expect(lines(rows)).toEqual([
      ['x', 1, 400, 4, 2],
      ['y', 2, 400, 5, 3],
      ['z', 3, 300, 6, 3],
      ['w', null, 750, 2, 1],
    ]);
    expect(rows.map((row) => row.qualified)).toEqual([true, true, true, false]);
    expect(rows[1]).toMatchObject({ name: 'Y', seegerFabian: 2000, won: 21, lost: 6 });
  });

  test('the minimum of nights alone keeps a player out', () => {
    // x has 4 lists but only 2 nights.
    const rows = seasonRanking(NIGHTS, { count: 'sum', minLists: 4, minNights: 3 });
    expect(lines(rows)).toEqual([
      ['y', 1, 2000, 5, 3],
      ['z', 2, 1800, 6, 3],
      ['x', null, 1600, 4, 2],
      ['w', null, 1500, 2, 1],
    ]);
  });

  test('players equal on everything share a rank (1, 1, 3), whatever order the nights come in', () => {
    // u and v: 500, 4 won, 1 lost each; t 500 too but 2 lost.
    const equal = [
      night(['u', 300, 3, 1, 2], ['v', 300, 3, 1, 2]),
      night(['t', 500, 4, 2, 2], ['u', 200, 1, 0, 2], ['v', 200, 1, 0, 2]),
    ];
    const rule = { count: 'sum', minLists: 0, minNights: 0 } as const;
    const rows = seasonRanking(equal, rule);
    expect(lines(rows)).toEqual([
      ['u', 1, 500, 4, 2],
      ['v', 1, 500, 4, 2],
      ['t', 3, 500, 2, 1],
    ]);
    expect(seasonRanking([...equal].reverse(), rule)).toEqual(rows);
  });
});

describe("a night's results for the season", () => {
  test('lists are the series in which the player played a deal', () => {
    const plan = {
      players: ['a', 'b', 'c', 'd'].map((id) => ({ playerId: id, name: id.toUpperCase() })),
      seriesCount: 2,
      fees: { entry: 0, perLost: 0, higher: null },
    };
    const seat = (playerId: string, seegerFabian: number, deals: number) => ({
      playerId,
      seegerFabian,
      won: 1,
      lost: 1,
      deals,
    });
    let ranking = withTable(emptyRanking(plan), 0, 1, [
      seat('a', 100, 36),
      seat('b', 50, 36),
      seat('c', -20, 36),
      seat('d', 0, 36),
    ]);
    // The second series: d stayed at home (seated, never played a deal).
    ranking = withTable(ranking, 1, 1, [
      seat('a', 40, 36),
      seat('b', 70, 36),
      seat('c', 10, 36),
      seat('d', 0, 0),
    ]);
    expect(nightResults(rankingRows(ranking))).toEqual([
      // Each series' points, null where the player played no deal (d's second).
      {
        playerId: 'a',
        name: 'A',
        seegerFabian: 140,
        won: 2,
        lost: 2,
        lists: 2,
        listPoints: [100, 40],
      },
      {
        playerId: 'b',
        name: 'B',
        seegerFabian: 120,
        won: 2,
        lost: 2,
        lists: 2,
        listPoints: [50, 70],
      },
      {
        playerId: 'd',
        name: 'D',
        seegerFabian: 0,
        won: 2,
        lost: 2,
        lists: 1,
        listPoints: [0, null],
      },
      {
        playerId: 'c',
        name: 'C',
        seegerFabian: -10,
        won: 2,
        lost: 2,
        lists: 2,
        listPoints: [-20, 10],
      },
    ]);
  });
});
