import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Deal } from '../../src/domain/deal';
import type { SheetScore } from '../../src/domain/sheet-types';
import {
  scoreTableSheet,
  bockPerDeal,
  BOCK_EVENTS,
  BOCK_PENDING,
  validateTableRules,
  type BockRule,
  type TableRules,
} from '../../src/domain/legacy/table-rules';
import { sheet } from './arbitraries';
import { played } from './helpers';

const rules: TableRules = {
  players: 3,
  firstDealer: 0,
  listKind: 'plain',
  kontraAllowed: true,
  plannedDeals: 6,
  bock: { kind: 'rounds', events: ['grand-hand-won'], pending: 'stack' },
};

function scored(r: TableRules, deals: readonly Deal[]): SheetScore {
  const result = scoreTableSheet(r, deals);
  if (!result.ok) throw new Error(result.errors.map((e) => e.code).join(', '));
  return result.value;
}

// Worked by hand, table of 3, first dealer seat 0, Bock rounds after a won grand hand:
// 1. seat 1 grand hand with 1, won: 3 × 24 = 72, no Bock yet → +72; starts a round (deals 2-4)
// 2. seat 2 clubs with 1, won (61): 2 × 12 = 24, Bock ×2 → +48 (entered with Bock 0)
// 3. passed: uses up a Bock deal
// 4. seat 0 clubs with 1, lost (60): −2 × 24 × 2 = −96 (entered with Bock 3: the derived 1 counts)
// 5. seat 1 clubs with 1, won: +24, the round is over
const deals: Deal[] = [
  played({ declarer: 1, game: 'grand', tops: 1, hand: true, outcome: { made: true } }),
  played({ declarer: 2, game: 'clubs', tops: 1, declarerPoints: 61 }),
  { kind: 'passed' },
  played({ declarer: 0, game: 'clubs', tops: 1, declarerPoints: 60, bock: 3 }),
  played({ declarer: 1, game: 'clubs', tops: 1, declarerPoints: 61 }),
];

describe('scoreSheet with Bock rounds', () => {
  const sheetScore = scored(rules, deals);

  test('each deal is scored with the derived Bock', () => {
    expect(sheetScore.rows.map((row) => row.bock)).toEqual([0, 1, 1, 1, 0]);
    expect(sheetScore.rows.map((row) => row.score?.deal.bock ?? null)).toEqual([0, 1, null, 1, 0]);
    expect(sheetScore.rows.map((row) => row.score?.list ?? null)).toEqual([72, 48, null, -96, 24]);
    expect(sheetScore.totals.list).toEqual([-96, 96, 48]);
  });

  test('the row shows the deal as scored, and which event started a round', () => {
    const fourth = sheetScore.rows[3]?.deal;
    expect(fourth && 'bock' in fourth && fourth.bock).toBe(1);
    expect(sheetScore.rows.map((row) => row.bockStarted)).toEqual([
      ['grand-hand-won'],
      [],
      [],
      [],
      [],
    ]);
  });

  test('the next deal: Bock while a round runs, none after it', () => {
    expect(scored(rules, deals.slice(0, 1))).toMatchObject({
      nextDealBock: 1,
      nextBockDealsLeft: 3,
    });
    expect(scored(rules, deals.slice(0, 3))).toMatchObject({
      nextDealBock: 1,
      nextBockDealsLeft: 1,
    });
    expect(sheetScore).toMatchObject({ nextDealBock: 0, nextBockDealsLeft: 0 });
  });

  test('Bock off: the entered Bock counts (deal 4: −2 × 24 × 8 = −384)', () => {
    const off = scored({ ...rules, bock: { kind: 'off' } }, deals);
    expect(off.rows.map((row) => row.score?.list ?? null)).toEqual([72, 24, null, -384, 24]);
    expect(off.rows.map((row) => row.bockStarted)).toEqual([[], [], [], [], []]);
  });
});

describe('a Bock rule the table cannot play is refused', () => {
  test.each<[string, unknown]>([
    ['no events', { kind: 'rounds', events: [], pending: 'stack' }],
    ['an unknown event', { kind: 'rounds', events: ['ramsch'], pending: 'stack' }],
    ['an event twice', { kind: 'rounds', events: ['re', 're'], pending: 'queue' }],
    ['neither stack nor queue', { kind: 'rounds', events: ['re'], pending: 'both' }],
    ['an unknown kind', { kind: 'always' }],
  ])('%s', (_, bock) => {
    // Rules from outside (a file, an old record) are checked here, so they are typed loosely.
    const loose = { ...rules, bock } as TableRules;
    const result = validateTableRules(loose);
    expect(result.ok ? [] : result.errors.map((e) => e.code)).toEqual(['bock-rule-invalid']);
    expect(scoreTableSheet(loose, []).ok).toBe(false);
  });

  test.each<BockRule>([
    { kind: 'off' },
    { kind: 'rounds', events: [...BOCK_EVENTS], pending: 'queue' },
  ])('%o is fine', (bock) => {
    expect(validateTableRules({ ...rules, bock }).ok).toBe(true);
  });
});

const roundsRule: fc.Arbitrary<BockRule> = fc.record({
  kind: fc.constant('rounds' as const),
  events: fc.subarray([...BOCK_EVENTS], { minLength: 1 }),
  pending: fc.constantFrom(...BOCK_PENDING),
});

/** Enough passed deals after the last one for every round started to run out. */
function padded(deals: readonly Deal[], players: number): Deal[] {
  return [
    ...deals,
    ...Array.from({ length: players * 6 * deals.length }, () => ({ kind: 'passed' }) as const),
  ];
}

describe('properties of Bock', () => {
  test('Bock off changes nothing: the same score as without a Bock rule', () => {
    fc.assert(
      fc.property(sheet, ({ rules: r, deals: ds }) => {
        expect(scoreTableSheet({ ...r, bock: { kind: 'off' } }, ds)).toEqual(
          scoreTableSheet(r, ds),
        );
        // The generator makes only valid sheets: a rejection is a failure, not a pass.
        const { rows } = scored(r, ds);
        expect(rows).toHaveLength(ds.length);
        rows.forEach((row, i) => {
          const deal = ds[i];
          expect(row.deal).toEqual(deal);
          expect(row.bock).toBe(deal?.kind === 'passed' ? 0 : deal?.bock);
        });
      }),
    );
  });

  test('Bock is never negative, and a deal’s Bock depends only on the deals before it', () => {
    fc.assert(
      fc.property(sheet, roundsRule, ({ rules: r, deals: ds }, bock) => {
        const schedule = bockPerDeal({ ...r, bock }, ds);
        for (const n of [...schedule.perDeal, schedule.next, schedule.nextDealsLeft]) {
          expect(Number.isInteger(n) && n >= 0).toBe(true);
        }
        ds.forEach((_, k) => {
          expect(bockPerDeal({ ...r, bock }, ds.slice(0, k)).next).toBe(schedule.perDeal[k]);
        });
      }),
    );
  });

  test('queue: each event yields exactly one Bock deal per player, each ×2', () => {
    fc.assert(
      fc.property(sheet, roundsRule, ({ rules: r, deals: ds }, bock) => {
        const queued = { ...r, bock: { ...bock, pending: 'queue' as const } };
        const schedule = bockPerDeal(queued, padded(ds, r.players));
        const rounds = schedule.started.flat().length;
        expect(schedule.perDeal.filter((b) => b > 0)).toHaveLength(r.players * rounds);
        expect(schedule.perDeal.every((b) => b <= 1)).toBe(true);
      }),
    );
  });

  test('stack: the doublings of all deals add up to one per round and player', () => {
    fc.assert(
      fc.property(sheet, roundsRule, ({ rules: r, deals: ds }, bock) => {
        const stacked = { ...r, bock: { ...bock, pending: 'stack' as const } };
        const schedule = bockPerDeal(stacked, padded(ds, r.players));
        const rounds = schedule.started.flat().length;
        expect(schedule.perDeal.reduce((sum, b) => sum + b, 0)).toBe(r.players * rounds);
      }),
    );
  });

  test('with Bock rounds, every played deal is scored with the derived Bock', () => {
    fc.assert(
      fc.property(sheet, roundsRule, ({ rules: r, deals: ds }, bock) => {
        const { rows } = scored({ ...r, bock }, ds);
        const { perDeal } = bockPerDeal({ ...r, bock }, ds);
        expect(rows).toHaveLength(ds.length);
        rows.forEach((row, i) => {
          expect(row.bock).toBe(perDeal[i]);
          if (row.score) expect(row.score.bockFactor).toBe(2 ** (perDeal[i] ?? 0));
        });
      }),
    );
  });
});
