// house-rules.md § Ramsch, rule by rule. Every expected value is worked by hand in the comment.
import { describe, expect, test } from 'vitest';
import type { RamschDeal, RamschDraft } from '../../src/domain/ramsch-deal';
import { parseRamschDeal, ramschToDraft } from '../../src/domain/parse-ramsch';
import type { RamschRule } from '../../src/domain/rules';
import { scoreRamsch } from '../../src/domain/score-ramsch';

const POINTS: RamschRule = {
  scoring: { kind: 'points' },
  countsAsGame: false,
  schieberamsch: 'always',
};
const FLAT_25: RamschRule = { ...POINTS, scoring: { kind: 'flat', value: 25 } };
const NYCSA: RamschRule = { ...FLAT_25, countsAsGame: true, schieberamsch: 'rounds' };

function ramsch(draft: Omit<RamschDraft, 'game'>): RamschDeal {
  const parsed = parseRamschDeal({ game: 'ramsch', ...draft });
  if (!parsed.ok) throw new Error(parsed.errors.map((e) => e.code).join(', '));
  return parsed.value;
}

function codes(draft: Omit<RamschDraft, 'game'>): string[] {
  const parsed = parseRamschDeal({ game: 'ramsch', ...draft });
  return parsed.ok ? [] : parsed.errors.map((e) => e.code);
}

describe('What the scorekeeper enters: consistency, else refuse (§ Ramsch)', () => {
  test.each<[string, Omit<RamschDraft, 'game'>, string[]]>([
    ['no points', {}, ['ramsch-points-missing']],
    ['two players only', { points: [60, 60] }, ['ramsch-points-seat-count']],
    ['four players, nobody sits out', { points: [30, 30, 30, 30] }, ['ramsch-points-seat-count']],
    ['four players, two sit out', { points: [60, null, 60, null] }, ['ramsch-points-seat-count']],
    [
      'points not whole',
      { points: [60.5, 39.5, 20] },
      ['ramsch-points-not-whole', 'ramsch-points-not-whole'],
    ],
    [
      'points below 0',
      { points: [130, -10, 0] },
      ['ramsch-points-out-of-range', 'ramsch-points-out-of-range'],
    ],
    // "the three sum to 120"
    ['sum 119', { points: [100, 15, 4] }, ['ramsch-points-not-120']],
    ['sum 121 at 4', { points: [100, null, 15, 6] }, ['ramsch-points-not-120']],
    // "a player who took no trick has 0 points"
    ['Jungfrau with points', { points: [100, 15, 5], noTrick: [2] }, ['jungfrau-with-points']],
    [
      'Jungfrau is the dealer sitting out',
      { points: [60, null, 60, 0], noTrick: [1] },
      ['ramsch-seat-not-active'],
    ],
    [
      'Jungfrau named twice',
      { points: [60, 60, 0], noTrick: [2, 2] },
      ['ramsch-no-trick-seat-twice'],
    ],
    // "a player who took every trick has 120 and the other two took no trick"
    [
      'Durchmarsch with 110',
      { points: [110, 10, 0], noTrick: [2], allTricks: 0 },
      ['durchmarsch-without-120', 'durchmarsch-others-took-tricks'],
    ],
    [
      'Durchmarsch, the others not marked',
      { points: [120, 0, 0], allTricks: 0 },
      ['durchmarsch-others-took-tricks'],
    ],
    [
      'Durchmarsch, one other not marked',
      { points: [120, 0, 0], noTrick: [1], allTricks: 0 },
      ['durchmarsch-others-took-tricks'],
    ],
    [
      'Durchmarsch player also without a trick',
      { points: [120, 0, 0], noTrick: [0, 1, 2], allTricks: 0 },
      ['jungfrau-with-points', 'durchmarsch-others-took-tricks'],
    ],
    [
      'Durchmarsch by the dealer sitting out',
      { points: [null, 120, 0, 0], noTrick: [2, 3], allTricks: 0 },
      ['ramsch-seat-not-active'],
    ],
    // "two players with no trick means the third took every trick"
    [
      'two Jungfrauen, no Durchmarsch',
      { points: [120, 0, 0], noTrick: [1, 2] },
      ['two-without-trick-no-durchmarsch'],
    ],
    // § Schieberamsch: "the scorekeeper enters the number, 0 to 3"
    [
      '4 doublings',
      { points: [60, 40, 20], doublings: 4 },
      ['schieberamsch-doublings-out-of-range'],
    ],
    [
      '−1 doublings',
      { points: [60, 40, 20], doublings: -1 },
      ['schieberamsch-doublings-out-of-range'],
    ],
    ['negative Bock', { points: [60, 40, 20], bock: -1 }, ['ramsch-bock-out-of-range']],
  ])('%s', (_, draft, expected) => {
    expect(codes(draft)).toEqual(expected);
  });

  test.each<[string, Omit<RamschDraft, 'game'>]>([
    ['a plain Ramsch', { points: [58, 40, 22] }],
    ['0 points but a trick taken: no Jungfrau needed', { points: [60, 60, 0] }],
    [
      '120 points while the others took tricks worth nothing',
      { points: [120, 0, 0], noTrick: [2] },
    ],
    ['a Durchmarsch', { points: [0, 120, 0], noTrick: [0, 2], allTricks: 1 }],
    ['at 4, the dealer sits out', { points: [40, 40, null, 40], doublings: 3, bock: 2 }],
  ])('accepted: %s', (_, draft) => {
    expect(codes(draft)).toEqual([]);
  });

  test('a Ramsch goes back to the draft it came from', () => {
    const deal = ramsch({
      points: [0, 120, 0],
      noTrick: [2, 0],
      allTricks: 1,
      doublings: 1,
      bock: 2,
    });
    expect(deal.noTrick).toEqual([0, 2]);
    expect(parseRamschDeal(ramschToDraft(deal))).toEqual({ ok: true, value: deal });
  });
});

type Outcome = {
  value: number;
  losers: number[];
  winner: number | null;
  list: number[];
};

describe('Loser(s), winner and value (§ Ramsch)', () => {
  test.each<[string, RamschRule, Omit<RamschDraft, 'game'>, Outcome]>([
    // the examples of house-rules.md, `points`
    [
      '100/15/5',
      POINTS,
      { points: [100, 15, 5] },
      { value: 100, losers: [0], winner: 2, list: [-100, 0, 0] },
    ],
    [
      '50/50/20: both 50s lose',
      POINTS,
      { points: [50, 50, 20] },
      { value: 50, losers: [0, 1], winner: 2, list: [-50, -50, 0] },
    ],
    [
      '40/40/40: three losers, no winner',
      POINTS,
      { points: [40, 40, 40] },
      { value: 40, losers: [0, 1, 2], winner: null, list: [-40, -40, -40] },
    ],
    // 60 × 2 (Jungfrau) = 120 each
    [
      '0/60/60, the 0 took no trick',
      POINTS,
      { points: [0, 60, 60], noTrick: [0] },
      { value: 120, losers: [1, 2], winner: 0, list: [0, -120, -120] },
    ],
    // 60 × 2 (Jungfrau) × 2 × 2 (Schieberamsch) = 480 each
    [
      '60/60/0, Jungfrau, two doublings',
      POINTS,
      { points: [60, 60, 0], noTrick: [2], doublings: 2 },
      { value: 480, losers: [0, 1], winner: 2, list: [-480, -480, 0] },
    ],
    // `flat` 25
    [
      'flat 70/30/20',
      FLAT_25,
      { points: [70, 30, 20] },
      { value: 25, losers: [0], winner: 2, list: [-25, 0, 0] },
    ],
    [
      'flat with a Jungfrau',
      FLAT_25,
      { points: [70, 50, 0], noTrick: [2] },
      { value: 50, losers: [0], winner: 2, list: [-50, 0, 0] },
    ],
    // my own: a tie for most with a Jungfrau under flat: 25 × 2 each
    [
      'flat 60/60/0 with a Jungfrau',
      FLAT_25,
      { points: [60, 60, 0], noTrick: [2] },
      { value: 50, losers: [0, 1], winner: 2, list: [-50, -50, 0] },
    ],
    // flat 25 × 2 (Jungfrau) × 2 (one doubling) × 2 (Bock) = 200
    [
      'flat, Jungfrau, Schieberamsch, Bock',
      FLAT_25,
      { points: [0, 59, 61], noTrick: [0], doublings: 1, bock: 1 },
      { value: 200, losers: [2], winner: 0, list: [0, 0, -200] },
    ],
    // two tie for fewest: no winner
    [
      '50/35/35: no winner',
      POINTS,
      { points: [50, 35, 35] },
      { value: 50, losers: [0], winner: null, list: [-50, 0, 0] },
    ],
    // 120 points but the others took tricks: 120 × 2 (Jungfrau) = 240; 0 and 0 tie for fewest
    [
      '120/0/0 without Durchmarsch',
      POINTS,
      { points: [120, 0, 0], noTrick: [2] },
      { value: 240, losers: [0], winner: null, list: [-240, 0, 0] },
    ],
    // Durchmarsch: +120, no Jungfrau doubling
    [
      'Durchmarsch',
      POINTS,
      { points: [0, 120, 0], noTrick: [0, 2], allTricks: 1 },
      { value: 120, losers: [], winner: 1, list: [0, 120, 0] },
    ],
    // 120 × 2³ (Schieberamsch) × 2² (Bock) = 3840, whatever the scoring
    [
      'Durchmarsch, 3 doublings, Bock ×4',
      FLAT_25,
      { points: [120, 0, 0], noTrick: [1, 2], allTricks: 0, doublings: 3, bock: 2 },
      { value: 3840, losers: [], winner: 0, list: [3840, 0, 0] },
    ],
    // 45 × 2 (Bock) each; at 4 the dealer (seat 1) is never a loser or winner
    [
      'at 4: 45/—/30/45 in Bock',
      POINTS,
      { points: [45, null, 30, 45], bock: 1 },
      { value: 90, losers: [0, 3], winner: 2, list: [-90, 0, 0, -90] },
    ],
  ])('%s', (_, rule, draft, expected) => {
    const score = scoreRamsch(ramsch(draft), rule);
    expect({
      value: score.value,
      losers: score.losers,
      winner: score.winner,
      list: score.list,
    }).toEqual(expected);
  });
});

describe('On the list: countsAsGame (§ Ramsch, On the list)', () => {
  test('off: a Ramsch touches neither the won/lost counts nor the ±50', () => {
    const score = scoreRamsch(ramsch({ points: [70, 30, 20] }), POINTS);
    expect(score).toMatchObject({ seegerFabian: [-70, 0, 0], won: [0, 0, 0], lost: [0, 0, 0] });
  });

  test('on: −50 per loser, +50 for the winner, never the 40/30 bonus', () => {
    // flat 25: the loser −25 − 50, the winner 0 + 50, the third nothing
    const score = scoreRamsch(ramsch({ points: [70, 30, 20] }), NYCSA);
    expect(score).toMatchObject({
      list: [-25, 0, 0],
      seegerFabian: [-75, 0, 50],
      won: [0, 0, 1],
      lost: [1, 0, 0],
    });
  });

  test('on: the ±50 is never doubled by Bock or Schieberamsch', () => {
    // 25 × 2 × 2 = 100: the loser −100 − 50
    const score = scoreRamsch(ramsch({ points: [30, 70, 20], doublings: 1, bock: 1 }), NYCSA);
    expect(score.seegerFabian).toEqual([0, -150, 50]);
  });

  test('on: a Durchmarsch counts one game won', () => {
    const score = scoreRamsch(
      ramsch({ points: [null, 0, 120, 0], noTrick: [1, 3], allTricks: 2 }),
      NYCSA,
    );
    expect(score).toMatchObject({
      list: [0, 0, 120, 0],
      seegerFabian: [0, 0, 170, 0],
      won: [0, 0, 1, 0],
    });
  });

  test('on: three losers each count a game lost, and nobody wins', () => {
    const score = scoreRamsch(ramsch({ points: [40, 40, 40] }), NYCSA);
    expect(score).toMatchObject({ seegerFabian: [-75, -75, -75], won: [0, 0, 0], lost: [1, 1, 1] });
  });
});

describe('The explanation, step by step, each with its section of house-rules.md', () => {
  test('most points, Jungfrau, Bock: 62 × 2 × 2 = 248', () => {
    const score = scoreRamsch(ramsch({ points: [62, 0, 58], noTrick: [1], bock: 1 }), POINTS);
    expect(score.steps).toEqual([
      { kind: 'most-points', losers: [0], points: 62, value: 62, section: 'ramsch.losers' },
      { kind: 'jungfrau', seat: 1, factor: 2, value: 124, section: 'ramsch.value' },
      { kind: 'bock', doublings: 1, factor: 2, value: 248, section: 'bock-rounds' },
    ]);
    expect(score.list).toEqual([-248, 0, 0]);
  });

  test('flat with Schieberamsch: the losers and their points are facts of the first step', () => {
    const score = scoreRamsch(ramsch({ points: [50, 50, 20], doublings: 2 }), FLAT_25);
    expect(score.steps).toEqual([
      { kind: 'flat', losers: [0, 1], points: 50, value: 25, section: 'ramsch.value' },
      {
        kind: 'schieberamsch',
        doublings: 2,
        factor: 4,
        value: 100,
        section: 'ramsch.schieberamsch',
      },
    ]);
  });

  test('Durchmarsch: no Jungfrau step for the two who took no trick', () => {
    const score = scoreRamsch(
      ramsch({ points: [0, 0, 120], noTrick: [0, 1], allTricks: 2, doublings: 1 }),
      POINTS,
    );
    expect(score.steps.map((step) => step.kind)).toEqual(['durchmarsch', 'schieberamsch']);
    expect(score.steps.at(-1)?.value).toBe(240);
  });
});
