// The rule set (house-rules.md): presets as its § Presets table, the validator, and sheets saved
// before house rules reading exactly as before.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Deal } from '../../src/domain/deal';
import type { RuleSet, SheetSetup } from '../../src/domain/rules';
import { allDealsDealt, PRESET_IDS, PRESETS, ROUND_EVENTS } from '../../src/domain/rules';
import { roundsOf } from '../../src/domain/rounds';
import { scoreDeal } from '../../src/domain/score-deal';
import { scoreSheet } from '../../src/domain/sheet';
import {
  scoreTableSheet,
  bockEventsOf,
  BOCK_EVENTS,
  BOCK_PENDING,
  type BockPending,
  type BockRule,
  type TableRules,
} from '../../src/domain/legacy/table-rules';

import { upgradeRules } from '../../src/domain/legacy/table-rules';
import { validateRuleSet } from '../../src/domain/validate-rules';
import { sheet } from './arbitraries';
import { NO_HOUSE_RULES, rounds } from '../support/house-helpers';
import { NYCSA_RULES, PRESET_RULES, PUB_RULES, TOURNAMENT_RULES } from '../support/presets';

describe('Presets (house-rules.md § Presets)', () => {
  test.each(PRESET_IDS)('%s is a sound rule set', (id) => {
    expect(validateRuleSet(PRESETS[id])).toEqual([]);
  });

  test('Tournament: Seeger-Fabian, Kontra off by default, thrown in, no Bock, no Ramsch', () => {
    expect(PRESETS.tournament).toEqual(TOURNAMENT_RULES);
  });

  test('NYCSA: one Ramsch (flat 25, a game) after a passed deal, Bock and Ramsch rounds per 32-deal page, ½ cent', () => {
    // no Schieberamsch after a passed deal, Schieberamsch in the Ramsch rounds
    expect(PRESETS.nycsa).toEqual(NYCSA_RULES);
  });

  test('Pub: plain list, Kontra, Ramsch by points with Schieberamsch, stacking Bock', () => {
    expect(PRESETS.pub).toEqual(PUB_RULES);
  });

  test('the domain has exactly the presets of the table', () => {
    expect(PRESETS).toEqual(PRESET_RULES);
  });
});

describe('validateRuleSet', () => {
  const ramsch = {
    scoring: { kind: 'points' },
    countsAsGame: false,
    schieberamsch: 'always',
  } as const;
  test.each<[string, Partial<RuleSet>, unknown[]]>([
    ['no house rule', {}, []],
    [
      'Ramsch after a passed deal without a Ramsch rule',
      { passed: 'ramsch' },
      [{ code: 'ramsch-rule-missing' }],
    ],
    [
      'Ramsch rounds without a Ramsch rule',
      { bock: rounds(['re'], { ramschRound: true }) },
      [{ code: 'ramsch-rule-missing' }],
    ],
    ['a Ramsch rule nobody uses is harmless', { ramsch }, []],
    [
      'a flat value of 0',
      { passed: 'ramsch', ramsch: { ...ramsch, scoring: { kind: 'flat', value: 0 } } },
      [{ code: 'ramsch-flat-value-invalid', value: 0 }],
    ],
    ['Bock after no event', { bock: rounds([]) }, [{ code: 'bock-events-missing' }]],
    ['an event twice', { bock: rounds(['re', 're']) }, [{ code: 'bock-event-twice', value: 're' }]],
    [
      'a page of 2.5 deals',
      { bock: rounds(['re'], { page: 2.5 }) },
      [{ code: 'bock-page-invalid', value: 2.5 }],
    ],
    ['a stake of nothing', { stake: { centsPerPoint: 0 } }, [{ code: 'stake-invalid', value: 0 }]],
    ['Bierlachs from 500', { list: { kind: 'bierlachs', limit: 500 } }, []],
    ['Bierlachs from 10,000', { list: { kind: 'bierlachs', limit: 10_000 } }, []],
    [
      'Bierlachs from 0',
      { list: { kind: 'bierlachs', limit: 0 } },
      [{ code: 'bierlachs-limit-invalid', value: 0 }],
    ],
    [
      'Bierlachs from 100,000',
      { list: { kind: 'bierlachs', limit: 100_000 } },
      [{ code: 'bierlachs-limit-invalid', value: 100_000 }],
    ],
    [
      'Bierlachs from 2.5',
      { list: { kind: 'bierlachs', limit: 2.5 } },
      [{ code: 'bierlachs-limit-invalid', value: 2.5 }],
    ],
  ])('%s', (_, rules, errors) => {
    expect(validateRuleSet({ ...NO_HOUSE_RULES, ...rules })).toEqual(errors);
  });

  test('values from storage that the types do not know are refused too', () => {
    const stored = JSON.parse(
      '{"list":"skat","kontra":"maybe","passed":"replay","ramsch":{"scoring":{"kind":"half"},"countsAsGame":false,"schieberamsch":"twice"},' +
        '"bock":{"kind":"rounds","events":["jackpot"],"pending":"later","ramschRound":false,"page":null,"sameDealerAfterGrandHand":false},"stake":null}',
    ) as RuleSet;
    expect(validateRuleSet(stored).map((e) => e.code)).toEqual([
      'list-unknown',
      'kontra-rule-unknown',
      'passed-rule-unknown',
      'ramsch-scoring-unknown',
      'schieberamsch-rule-unknown',
      'bock-event-unknown',
      'bock-pending-unknown',
    ]);
  });

  test('a Bierlachs list from storage without a number as its limit, or of another kind, is refused', () => {
    const list = (value: string) =>
      validateRuleSet({ ...NO_HOUSE_RULES, list: JSON.parse(value) as RuleSet['list'] });
    expect(list('{"kind":"bierlachs","limit":"500"}')).toEqual([
      { code: 'bierlachs-limit-invalid', value: '500' },
    ]);
    expect(list('{"kind":"bierlachs"}')).toEqual([
      { code: 'bierlachs-limit-invalid', value: 'undefined' },
    ]);
    expect(list('{"kind":"ramschliste","limit":500}').map((e) => e.code)).toEqual(['list-unknown']);
    expect(list('null').map((e) => e.code)).toEqual(['list-unknown']);
  });
});

describe('upgradeRules: sheets saved before house rules', () => {
  test('the old Bock events are a subset of the table, in the same order', () => {
    expect(ROUND_EVENTS.filter((event) => BOCK_EVENTS.some((old) => old === event))).toEqual([
      ...BOCK_EVENTS,
    ]);
  });

  test('old rules become a rule set with no Ramsch and the same Bock', () => {
    const old: TableRules = {
      players: 4,
      firstDealer: 2,
      listKind: 'seeger-fabian',
      kontraAllowed: false,
      plannedDeals: 48,
      bock: { kind: 'rounds', events: ['re', 'value-100'], pending: 'queue' },
    };
    expect(upgradeRules(old)).toEqual({
      players: 4,
      firstDealer: 2,
      plannedDeals: 48,
      rules: {
        list: 'seeger-fabian',
        kontra: 'off',
        passed: 'thrown-in',
        ramsch: null,
        bock: rounds(['re', 'value-100'], { pending: 'queue' }),
        stake: null,
      },
    });
    expect(upgradeRules({ ...old, bock: undefined }).rules.bock).toEqual({ kind: 'off' });
  });

  /** The Bock of every deal as computed before house rules (commit d09bd03), kept as an oracle. */
  function oldBockPerDeal(rules: TableRules, deals: readonly Deal[]): number[] {
    const rule = rules.bock ?? { kind: 'off' };
    if (rule.kind === 'off') return deals.map((deal) => (deal.kind === 'passed' ? 0 : deal.bock));
    let left: number[] = [];
    return deals.map((deal) => {
      const bock = rule.pending === 'stack' ? left.length : Math.min(1, left.length);
      const ran =
        rule.pending === 'stack'
          ? left.map((n) => n - 1)
          : left.map((n, i) => (i === 0 ? n - 1 : n));
      const shown =
        deal.kind === 'passed' ? [] : bockEventsOf(scoreDeal(deal, rules.players), rule.events);
      left = [...ran.filter((n) => n > 0), ...shown.map(() => rules.players)];
      return bock;
    });
  }

  const oldBockRule: fc.Arbitrary<BockRule> = fc.oneof(
    fc.constant({ kind: 'off' } as const),
    fc.record({
      kind: fc.constant('rounds' as const),
      events: fc.subarray([...BOCK_EVENTS], { minLength: 1 }),
      pending: fc.constantFrom<BockPending>(...BOCK_PENDING),
    }),
  );

  test('every old sheet scores as before: the same Bock per deal, and the old and new entry points agree', () => {
    fc.assert(
      fc.property(sheet, oldBockRule, ({ rules, deals }, bock) => {
        const old = { ...rules, bock };
        const upgraded = upgradeRules(old);
        expect(roundsOf(upgraded, deals).perDeal.map((d) => d.bock)).toEqual(
          oldBockPerDeal(old, deals),
        );
        expect(scoreSheet(upgraded, deals)).toEqual(scoreTableSheet(old, deals));
      }),
      { numRuns: 150 },
    );
  });
});

describe('allDealsDealt', () => {
  const setup = (plannedDeals: number) =>
    ({ players: 3, firstDealer: 0, plannedDeals, rules: PRESETS.tournament }) satisfies SheetSetup;

  test('a sheet is in progress until its planned deals are dealt, then complete', () => {
    expect(allDealsDealt(setup(36), 0)).toBe(false);
    expect(allDealsDealt(setup(36), 35)).toBe(false);
    expect(allDealsDealt(setup(36), 36)).toBe(true);
    // More than planned (a sheet from an older version): still complete, never "in progress".
    expect(allDealsDealt(setup(36), 37)).toBe(true);
  });
});
