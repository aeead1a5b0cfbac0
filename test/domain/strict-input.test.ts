// Strict input (issue 18): a field that is present must be valid, even where the deal's kind or
// the chosen variant does not use it. Each row is a draft or rule set the vectors README
// (../shared/vectors/README.md) or the house rules forbid.
import { describe, expect, test } from 'vitest';
import type { DealDraft } from '../../src/domain/deal';
import type { RuleSet } from '../../src/domain/rules';
import { parseSheetDeal } from '../../src/domain/sheet-deal';
import { validateRuleSet } from '../../src/domain/validate-rules';
import { vectorRuleSet } from './vector-format';

const clubs: DealDraft = { declarer: 0, game: 'clubs', tops: 2, declarerPoints: 70 };

/** README § House rules: with `rules.bock`, Bock is derived (written here, not by the core). */
const bockRounds: RuleSet = {
  list: 'plain',
  kontra: 'kontra-re',
  passed: 'thrown-in',
  ramsch: null,
  bock: {
    kind: 'rounds',
    events: ['grand-hand-won'],
    pending: 'stack',
    ramschRound: false,
    page: null,
    sameDealerAfterGrandHand: false,
  },
  stake: null,
};

const codes = (draft: Parameters<typeof parseSheetDeal>[0], rules?: RuleSet) => {
  const parsed = parseSheetDeal(draft, rules);
  return parsed.ok ? [] : parsed.errors.map((e) => e.code);
};

describe('a deal carries no Bock field where Bock is derived (README § House rules)', () => {
  test.each([
    ['a game saying 0', { ...clubs, bock: 0 }],
    ['a game saying 1', { ...clubs, bock: 1 }],
    ['a passed deal saying 0', { game: 'passed', bock: 0 } as const],
    ['a Ramsch saying 0', { game: 'ramsch', points: [60, 40, 20], bock: 0 } as const],
  ])('%s is refused', (_name, draft) => {
    expect(codes(draft, bockRounds)).toEqual(['bock-is-derived']);
  });

  test('without the field the same deals are accepted', () => {
    expect(codes(clubs, bockRounds)).toEqual([]);
    expect(codes({ game: 'passed' }, bockRounds)).toEqual([]);
  });

  test('without Bock rounds a deal may say its Bock', () => {
    expect(codes({ ...clubs, bock: 1 })).toEqual([]);
  });
});

describe('every field a deal carries is valid, even one its game does not use', () => {
  test.each([
    ['a passed deal with an illegal bid', { game: 'passed', bid: 17 }, 'bid-not-legal'],
    ['a passed deal with a negative Bock', { game: 'passed', bock: -1 }, 'bock-out-of-range'],
    ['a passed deal with Kontra "maybe"', { game: 'passed', kontra: 'maybe' }, 'kontra-unknown'],
    [
      'a passed deal with 121 points',
      { game: 'passed', declarerPoints: 121 },
      'points-out-of-range',
    ],
    ['a passed deal with tops 12', { game: 'passed', tops: 12 }, 'tops-out-of-range'],
    ['hand "yes"', { ...clubs, hand: 'yes' }, 'flag-not-yes-or-no'],
    ['ouvert 1 in a null game', { game: 'null', declarer: 0, ouvert: 1 }, 'flag-not-yes-or-no'],
    [
      'card points 2.5 beside a quick result',
      { ...clubs, outcome: { made: true }, declarerPoints: 2.5 },
      'points-not-whole',
    ],
    ['a quick result without made', { ...clubs, outcome: { made: 'yes' } }, 'outcome-unknown'],
  ])('%s is refused', (_name, draft, code) => {
    expect(codes(draft as DealDraft)).toContain(code);
  });

  test('a passed deal with valid fields of a game is accepted', () => {
    expect(codes({ game: 'passed', bid: 18, kontra: 'none', bock: 0 })).toEqual([]);
  });
});

describe('every field of a rule set is valid, even one the chosen variant does not use', () => {
  test.each([
    ['flat −25 beside points scoring', { ramsch: { scoring: 'points', flat: -25 } }],
    ['flat 2.5 beside points scoring', { ramsch: { scoring: 'points', flat: 2.5 } }],
    ['flat 0 with flat scoring', { ramsch: { scoring: 'flat', flat: 0 } }],
    ['scoring by "cards"', { ramsch: { scoring: 'cards' } }],
    ['passed "redeal"', { passed: 'redeal' }],
  ])('%s cannot be read as a rule set', (_name, rules) => {
    expect(vectorRuleSet(rules)).toBeNull();
  });

  test.each([
    ['countsAsGame "yes"', { ramsch: { countsAsGame: 'yes' } }, 'rule-not-yes-or-no'],
    ['ramschRound 1', { bock: { events: ['re'], ramschRound: 1 } }, 'rule-not-yes-or-no'],
    ['page 2.5', { bock: { events: ['re'], page: 2.5 } }, 'bock-page-invalid'],
    ['an unknown event', { bock: { events: ['rain'] } }, 'bock-event-unknown'],
    ['pending "later"', { bock: { events: ['re'], pending: 'later' } }, 'bock-pending-unknown'],
    [
      'Schieberamsch "sometimes"',
      { ramsch: { schieberamsch: 'sometimes' } },
      'schieberamsch-rule-unknown',
    ],
  ])('%s is refused by the core', (_name, rules, code) => {
    const ruleSet = vectorRuleSet(rules as never);
    if (ruleSet === null) throw new Error('the reader must leave the judgement to the core');
    expect(validateRuleSet(ruleSet).map((e) => e.code)).toContain(code);
  });

  test('flat 25 beside points scoring is valid and unused', () => {
    const ruleSet = vectorRuleSet({ ramsch: { scoring: 'points', flat: 25 } });
    expect(ruleSet?.ramsch?.scoring).toEqual({ kind: 'points' });
    expect(ruleSet && validateRuleSet(ruleSet)).toEqual([]);
  });
});
