// Season rules as the club's data: a season of 4 nights of 2 series (8 lists held) counted under
// several rules, every figure worked out by hand in the comments; a rule that needs more lists
// than were held is refused; the nights' own figures are never changed.
import { describe, expect, test } from 'vitest';
import { seasonRanking, type NightResult } from '../../../src/domain/tournament/season';
import { checkSeasonRule, type SeasonRule } from '../../../src/domain/tournament/season-rule';

type Lists = readonly (number | null)[];
const result = (playerId: string, listPoints: Lists): NightResult => {
  const played = listPoints.filter((points) => points !== null);
  return {
    playerId,
    name: playerId.toUpperCase(),
    seegerFabian: played.reduce((total, points) => total + points, 0),
    won: 5 * played.length,
    lost: played.length,
    lists: played.length,
    listPoints,
  };
};

// a every night; b nights 1–3; c nights 1 and 4; d nights 2–4, only series 1 of night 4.
export const SEASON: readonly (readonly NightResult[])[] = [
  [result('a', [300, 100]), result('b', [600, 400]), result('c', [900, 700])],
  [result('a', [500, -100]), result('b', [800, 200]), result('d', [300, 300])],
  [result('a', [200, 200]), result('b', [100, 100]), result('d', [400, 400])],
  [result('a', [0, 400]), result('c', [1000, 600]), result('d', [700, null])],
];
// Played: a 8 lists 1600; b 6 lists 2200 (missed 2); c 4 lists 3200 (missed 4);
//         d 5 lists 2100 (missed 3). Held: 8 lists over 4 nights.

const RULE: SeasonRule = { count: 'sum', minLists: 0, minNights: 0 };
/** [id, rank, points, counted lists, missed lists] of each row. */
const lines = (rule: SeasonRule) =>
  seasonRanking(SEASON, rule).map((row) => [
    row.playerId,
    row.rank,
    row.points,
    row.counted,
    row.missed,
  ]);

describe('a season of 4 nights under different rules', () => {
  test('the plain sum: c 3200, b 2200, d 2100, a 1600', () => {
    expect(lines(RULE)).toEqual([
      ['c', 1, 3200, 4, 4],
      ['b', 2, 2200, 6, 2],
      ['d', 3, 2100, 5, 3],
      ['a', 4, 1600, 8, 0],
    ]);
  });

  test('the average from 5 lists: d 420, b 366.67, a 200 ranked; c (4 lists) after them', () => {
    expect(lines({ ...RULE, count: 'average', minLists: 5 })).toEqual([
      ['d', 1, 2100 / 5, 5, 3],
      ['b', 2, 2200 / 6, 6, 2],
      ['a', 3, 1600 / 8, 8, 0],
      ['c', null, 3200 / 4, 4, 4],
    ]);
  });

  test('the best 4 of 8: a 500+400+300+200, b 800+600+400+200, c all four, d 700+400+400+300', () => {
    expect(lines({ ...RULE, bestLists: 4 })).toEqual([
      ['c', 1, 3200, 4, 4],
      ['b', 2, 2000, 4, 2],
      ['d', 3, 1800, 4, 3],
      ['a', 4, 1400, 4, 0],
    ]);
  });

  test('the best 6 with 250 credited a missed list: credited lists compete with played ones', () => {
    // a 500+400+300+200+200+100 = 1700; b 800+600+400+250+250+200 = 2500;
    // c 1000+900+700+600+250+250 = 3700; d 700+400+400+300+300+250 = 2350.
    expect(lines({ ...RULE, bestLists: 6, absenceCredit: 250 })).toEqual([
      ['c', 1, 3700, 6, 4],
      ['b', 2, 2500, 6, 2],
      ['d', 3, 2350, 6, 3],
      ['a', 4, 1700, 6, 0],
    ]);
  });

  test('a penalty of 100 a missed list: c 2800, b 2000, d 1800, a 1600', () => {
    expect(lines({ ...RULE, absencePenalty: 100 })).toEqual([
      ['c', 1, 2800, 4, 4],
      ['b', 2, 2000, 6, 2],
      ['d', 3, 1800, 5, 3],
      ['a', 4, 1600, 8, 0],
    ]);
  });

  test('the average with a credit of 0: a missed list counts as a list of 0, over all 8', () => {
    expect(lines({ ...RULE, count: 'average', absenceCredit: 0 })).toEqual([
      ['c', 1, 400, 8, 4],
      ['b', 2, 275, 8, 2],
      ['d', 3, 262.5, 8, 3],
      ['a', 4, 200, 8, 0],
    ]);
  });

  test('changing the rule leaves every night’s figures as they were played', () => {
    const before = structuredClone(SEASON);
    lines({ ...RULE, count: 'average', bestLists: 3, absenceCredit: 50, absencePenalty: 10 });
    expect(SEASON).toEqual(before);
  });

  test('results written before list points: the night’s points as equal lists', () => {
    const old: NightResult = {
      playerId: 'e',
      name: 'E',
      seegerFabian: 900,
      won: 9,
      lost: 1,
      lists: 2,
    };
    // Two lists of 450; the best 1 of them: 450.
    const [row] = seasonRanking([[old]], { ...RULE, bestLists: 1 });
    expect([row?.points, row?.counted, row?.missed]).toEqual([450, 1, 0]);
  });
});

describe('a rule that needs more than the season held', () => {
  const held = { lists: 8, nights: 4 };
  test('the best 9 of 8 lists, or a minimum of 9 lists: refused with what was held', () => {
    expect(checkSeasonRule({ ...RULE, bestLists: 9 }, held)).toEqual({
      ok: false,
      errors: [{ code: 'needs-more-lists', needed: 9, held: 8 }],
    });
    expect(checkSeasonRule({ ...RULE, minLists: 9 }, held)).toEqual({
      ok: false,
      errors: [{ code: 'needs-more-lists', needed: 9, held: 8 }],
    });
  });

  test('a minimum of 5 nights in a season of 4: refused', () => {
    expect(checkSeasonRule({ ...RULE, minNights: 5 }, held)).toEqual({
      ok: false,
      errors: [{ code: 'needs-more-nights', needed: 5, held: 4 }],
    });
  });

  test('the best 8 of 8 and a minimum of 4 nights fit; a broken figure does not', () => {
    const fits = { ...RULE, bestLists: 8, minNights: 4 };
    expect(checkSeasonRule(fits, held)).toEqual({ ok: true, value: fits });
    expect(checkSeasonRule({ ...RULE, bestLists: 1.5 }, held).ok).toBe(false);
    expect(checkSeasonRule({ ...RULE, absenceCredit: Number.NaN }, held).ok).toBe(false);
  });
});
