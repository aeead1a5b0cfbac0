// A whole sheet under house rules (house-rules.md): which deals stand where, and the list, the
// Seeger-Fabian list and the won/lost counts that Ramsch rows give. Values worked by hand.
import { describe, expect, test } from 'vitest';
import type { RamschRule } from '../../src/domain/rules';
import { PRESETS } from '../../src/domain/rules';
import {
  clubs,
  deal,
  grandHand,
  PASSED,
  RAMSCH_POINTS_RULE,
  ramsch,
  refused,
  rounds,
  scored,
  setupOf,
  grandHandRe,
} from '../support/house-helpers';
import { doubledGame } from '../support/data-kontra';

const NYCSA_RAMSCH: RamschRule = {
  scoring: { kind: 'flat', value: 25 },
  countsAsGame: true,
  schieberamsch: 'rounds',
};
const pub = setupOf(3, PRESETS.pub);
const sixty = (declarer: number) => clubs(declarer, 60);
/** 60:60 starts a Bock round and, after it, a Ramsch round; passed deals are thrown in. */
const ramschRounds = setupOf(3, {
  passed: 'thrown-in',
  ramsch: NYCSA_RAMSCH,
  bock: rounds(['sixty-sixty'], { pending: 'queue', ramschRound: true }),
});
const intoRamschRound = [sixty(1), clubs(2), clubs(0), clubs(1)];

describe('A passed deal: thrown in, or a Ramsch (§ Ramsch, "Played when every player passed")', () => {
  test('thrown in: a Ramsch is refused where no Ramsch round runs', () => {
    expect(refused(setupOf(3, { ramsch: RAMSCH_POINTS_RULE }), [ramsch([60, 40, 20])])).toEqual([
      { code: 'ramsch-not-played', dealIndex: 0 },
    ]);
  });

  test('Ramsch: a passed deal is refused, the Ramsch is scored', () => {
    expect(refused(pub, [PASSED])).toEqual([{ code: 'passed-deal-is-ramsch', dealIndex: 0 }]);
    const score = scored(pub, [ramsch([58, 40, 22])]);
    expect(score.totals.list).toEqual([-58, 0, 0]);
    expect(score.rows[0]?.entry).toMatchObject({
      kind: 'ramsch',
      score: { losers: [0], winner: 2 },
    });
    expect(score.rows[0]?.score).toBeNull();
  });
});

describe('In a Ramsch round only a Ramsch or a grand hand (§ Ramsch round after Bock)', () => {
  test.each([
    ['a suit game', clubs(2), 'clubs'],
    [
      'a grand not played hand',
      deal({ declarer: 2, game: 'grand', tops: 1, declarerPoints: 70 }),
      'grand',
    ],
    ['a null game', deal({ declarer: 2, game: 'null', declarerTricks: 'none' }), 'null'],
    ['a passed deal', PASSED, 'passed'],
  ])('%s is refused', (_, refusedDeal, contract) => {
    expect(refused(ramschRounds, [...intoRamschRound, refusedDeal])).toEqual([
      { code: 'not-allowed-in-ramsch-round', dealIndex: 4, contract },
    ]);
  });

  test('a grand hand is scored as usual; a Ramsch in a Ramsch round even where passed deals are thrown in', () => {
    const score = scored(ramschRounds, [...intoRamschRound, grandHand(2), ramsch([30, 50, 40])]);
    // grand with 1, game 2, hand 3 × 24 = 72
    expect(score.rows[4]?.listDelta).toEqual([0, 0, 72]);
    // flat 25; counted as a game: −75 for the 50, +50 for the 30
    expect(score.rows[5]?.seegerFabianDelta).toEqual([50, -75, 0]);
  });

  test('a grand hand outside a Ramsch round is just a game', () => {
    expect(scored(ramschRounds, [grandHand(1)]).rows[0]?.ramschRound).toBe(false);
  });
});

describe('Schieberamsch doublings (§ Schieberamsch)', () => {
  test('"rounds": allowed in a Ramsch round, refused after a passed deal', () => {
    const nycsa = setupOf(3, PRESETS.nycsa);
    expect(refused(nycsa, [ramsch([60, 40, 20], { doublings: 1 })])).toEqual([
      { code: 'schieberamsch-not-played', dealIndex: 0, rule: 'rounds' },
    ]);
    // flat 25 × 2 × 2 = 100
    const inRound = scored(ramschRounds, [
      ...intoRamschRound,
      ramsch([60, 40, 20], { doublings: 2 }),
    ]);
    expect(inRound.rows[4]?.listDelta).toEqual([-100, 0, 0]);
  });

  test('"never": refused even in a Ramsch round', () => {
    const never = setupOf(3, {
      ...ramschRounds.rules,
      ramsch: { ...NYCSA_RAMSCH, schieberamsch: 'never' },
    });
    expect(refused(never, [...intoRamschRound, ramsch([60, 40, 20], { doublings: 1 })])).toEqual([
      { code: 'schieberamsch-not-played', dealIndex: 4, rule: 'never' },
    ]);
  });

  test('"always": after a passed deal too', () => {
    expect(scored(pub, [ramsch([60, 40, 20], { doublings: 3 })]).totals.list).toEqual([-480, 0, 0]);
  });
});

describe('A Ramsch at a table of 4: the dealer sits out', () => {
  const four = setupOf(4, { passed: 'ramsch', ramsch: NYCSA_RAMSCH, list: 'seeger-fabian' }, 0);

  test('the dealer has no points; he neither loses nor gets a bonus', () => {
    // deal 0: seat 0 deals. 30/70/20: seat 2 loses 25 (−75), seat 3 wins (+50)
    const score = scored(four, [ramsch([null, 30, 70, 20])]);
    expect(score.totals).toEqual({
      list: [0, 0, -25, 0],
      seegerFabian: [0, 0, -75, 50],
      won: [0, 0, 0, 1],
      lost: [0, 0, 1, 0],
    });
    expect(score.standings.map((s) => s.seat)).toEqual([3, 0, 1, 2]);
  });

  test('points for the dealer, or three entries, are refused', () => {
    expect(refused(four, [ramsch([30, null, 70, 20])])).toEqual([
      { code: 'ramsch-dealer-plays', dealIndex: 0 },
    ]);
    expect(refused(four, [ramsch([30, 70, 20])])).toEqual([
      { code: 'ramsch-seats-not-table', dealIndex: 0 },
    ]);
  });
});

describe('Bock doubles every list value, a Ramsch included; never the Seeger-Fabian ±50/40/30', () => {
  test('a Ramsch in a stacked Bock ×4 round, counted as a game', () => {
    const setup = setupOf(3, {
      passed: 'ramsch',
      ramsch: NYCSA_RAMSCH,
      bock: rounds(['grand-hand-won', 're']),
    });
    const grandRe = grandHandRe(0);
    // deal 0: 72 × 4 (Re) = +288 (+50); deal 1: flat 25 × 4 (Bock ×2 ×2) = −100 (−50), winner +50
    const score = scored(setup, [grandRe, ramsch([20, 45, 55])]);
    expect(score.rows[1]?.bock).toBe(2);
    expect(score.totals).toEqual({
      list: [288, 0, -100],
      seegerFabian: [388, 0, -150],
      won: [2, 0, 0],
      lost: [0, 0, 1],
    });
  });

  test('a lost game in Bock: the 40 of each opponent stays 40', () => {
    const setup = setupOf(3, { bock: rounds(['grand-hand-won']) });
    // deal 1: clubs with 1 lost at 59: −2 × 24 × 2 = −96; Seeger-Fabian −146, others +40
    const score = scored(setup, [grandHand(0), clubs(1, 59)]);
    expect(score.rows[1]?.seegerFabianDelta).toEqual([40, -146, 40]);
  });
});

describe('Rule set and deals brought to the sheet', () => {
  test('an unsound rule set refuses the whole sheet with its errors', () => {
    const unsound = setupOf(3, { passed: 'ramsch', ramsch: null, bock: rounds([], { page: 0 }) });
    expect(refused(unsound, [])).toEqual([
      {
        code: 'rules-invalid',
        ruleErrors: [
          { code: 'ramsch-rule-missing' },
          { code: 'bock-events-missing' },
          { code: 'bock-page-invalid', value: 0 },
        ],
      },
    ]);
  });

  test('Kontra on a sheet without Kontra', () => {
    const kontra = doubledGame(1, 'clubs', 61);
    expect(refused(setupOf(3, PRESETS.tournament), [kontra])).toMatchObject([
      { code: 'kontra-not-allowed', dealIndex: 0 },
    ]);
  });

  test('the rows carry the derived Bock, the entered one is replaced', () => {
    const setup = setupOf(3, { bock: rounds(['grand-hand-won']) });
    const entered = deal({ declarer: 1, game: 'clubs', tops: 1, declarerPoints: 61, bock: 3 });
    const score = scored(setup, [grandHand(0), entered]);
    expect(score.rows[1]?.deal).toMatchObject({ bock: 1 });
    expect(score.rows[1]?.listDelta).toEqual([0, 48, 0]);
  });
});
