// Properties of the house rules (house-rules.md) over generated Ramsch deals and whole sheets.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { RamschDraft } from '../../src/domain/ramsch-deal';
import { parseRamschDeal } from '../../src/domain/parse-ramsch';
import type {
  RamschRule,
  RoundsRule,
  RuleSet,
  SheetSetup,
  TableSize,
} from '../../src/domain/rules';
import { activeSeats, seatsOf, sittingOut } from '../../src/domain/seats';
import {
  LIST_KINDS,
  ROUND_EVENTS,
  ROUND_PENDING,
  SCHIEBERAMSCH_RULES,
} from '../../src/domain/rules';
import { isGrandHand, roundsOf } from '../../src/domain/rounds';
import { scoreRamsch } from '../../src/domain/score-ramsch';
import type { SheetDeal } from '../../src/domain/sheet-deal';
import type { SheetRow } from '../../src/domain/sheet-types';
import { playedDeal } from './arbitraries';
import { scored } from '../support/house-helpers';

const ramschRule: fc.Arbitrary<RamschRule> = fc.record({
  scoring: fc.oneof(
    fc.constant({ kind: 'points' } as const),
    fc.integer({ min: 1, max: 50 }).map((value) => ({ kind: 'flat', value }) as const),
  ),
  countsAsGame: fc.boolean(),
  schieberamsch: fc.constantFrom(...SCHIEBERAMSCH_RULES),
});

/** Three active players' points as the cards allow: plain, with a Jungfrau, or a Durchmarsch. */
const activePoints = fc.oneof(
  fc.tuple(fc.integer({ min: 0, max: 120 }), fc.integer({ min: 0, max: 120 })).map(([a, b]) => ({
    points: [Math.min(a, b), Math.max(a, b) - Math.min(a, b), 120 - Math.max(a, b)],
    noTrick: [] as number[],
    allTricks: null,
  })),
  fc
    .integer({ min: 0, max: 120 })
    .map((a) => ({ points: [0, a, 120 - a], noTrick: [0], allTricks: null })),
  fc.constant({ points: [120, 0, 0], noTrick: [1, 2], allTricks: 0 }),
);

/** A valid Ramsch at a table: the three active seats in some order, null for each who sits out. */
function validRamsch(players: TableSize, dealer: number): fc.Arbitrary<RamschDraft> {
  const active = activeSeats(seatsOf(players, dealer % players, 0));
  return fc
    .record({
      order: fc.shuffledSubarray(active, { minLength: 3, maxLength: 3 }),
      cards: activePoints,
      doublings: fc.integer({ min: 0, max: 3 }),
      bock: fc.integer({ min: 0, max: 3 }),
    })
    .map(({ order, cards, doublings, bock }) => {
      const seat = (i: number) => order[i] ?? 0;
      const points: (number | null)[] = Array.from({ length: players }, () => null);
      cards.points.forEach((p, i) => (points[seat(i)] = p));
      return {
        game: 'ramsch',
        points,
        noTrick: cards.noTrick.map(seat),
        ...(cards.allTricks === null ? {} : { allTricks: seat(cards.allTricks) }),
        doublings,
        bock,
      };
    });
}

describe('a Ramsch on its own (§ Ramsch)', () => {
  test('every Ramsch the cards allow is accepted', () => {
    fc.assert(
      fc.property(validRamsch(4, 2), (draft) => {
        expect(parseRamschDeal(draft).ok).toBe(true);
      }),
    );
  });

  test('whatever is entered, an accepted Ramsch is consistent: 120 points, Jungfrau 0, Durchmarsch 120 against two Jungfrauen', () => {
    const loose = fc.record({
      // Random triples, and triples that sum to 120 (so that the marks decide)
      points: fc.oneof(
        fc.array(fc.integer({ min: 0, max: 120 }), { minLength: 3, maxLength: 3 }),
        fc.shuffledSubarray([120, 0, 0], { minLength: 3 }),
        activePoints.chain((cards) => fc.shuffledSubarray([...cards.points], { minLength: 3 })),
      ),
      noTrick: fc.subarray([0, 1, 2]),
      allTricks: fc.option(fc.integer({ min: 0, max: 2 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(loose, (draft) => {
        const parsed = parseRamschDeal({ game: 'ramsch', ...draft });
        if (!parsed.ok) return;
        const { points, noTrick, allTricks } = parsed.value;
        expect(points.reduce<number>((sum, p) => sum + (p ?? 0), 0)).toBe(120);
        expect(noTrick.every((seat) => points[seat] === 0)).toBe(true);
        if (allTricks === null) expect(noTrick.length).toBeLessThanOrEqual(1);
        else
          expect({ points: points[allTricks], noTrick: noTrick.length }).toEqual({
            points: 120,
            noTrick: 2,
          });
      }),
      { numRuns: 3000 },
    );
  });

  test('each loser gets −value; the value is the base × 2 per Jungfrau, doubling and Bock', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<TableSize>(3, 4, 5),
        fc.integer({ min: 0, max: 4 }),
        ramschRule,
        (players, dealer, rule) => {
          fc.assert(
            fc.property(validRamsch(players, dealer), (draft) => {
              const parsed = parseRamschDeal(draft);
              if (!parsed.ok) throw new Error('generated an invalid Ramsch');
              const deal = parsed.value;
              const score = scoreRamsch(deal, rule);
              const most = Math.max(...deal.points.map((p) => p ?? -1));
              const durchmarsch = deal.allTricks !== null;
              const base = durchmarsch
                ? 120
                : rule.scoring.kind === 'flat'
                  ? rule.scoring.value
                  : most;
              const jungfrauen = durchmarsch ? 0 : deal.noTrick.length;
              expect(score.value).toBe(base * 2 ** (jungfrauen + deal.doublings + deal.bock));
              expect(score.steps.at(-1)?.value).toBe(score.value);
              score.list.forEach((entry, seat) => {
                const expected = score.losers.includes(seat)
                  ? -score.value
                  : seat === deal.allTricks
                    ? score.value
                    : 0;
                expect(entry).toBe(expected);
              });
              if (score.winner !== null) expect(score.losers).not.toContain(score.winner);
              score.seegerFabian.forEach((sf, seat) => {
                const games = (score.won[seat] ?? 0) - (score.lost[seat] ?? 0);
                expect(sf).toBe((score.list[seat] ?? 0) + 50 * games);
              });
            }),
            { numRuns: 20 },
          );
        },
      ),
      { numRuns: 40 },
    );
  });
});

const roundsRule: fc.Arbitrary<RoundsRule> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'off' } as const), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('rounds' as const),
      events: fc.subarray([...ROUND_EVENTS], { minLength: 1 }),
      pending: fc.constantFrom(...ROUND_PENDING),
      ramschRound: fc.boolean(),
      page: fc.option(fc.integer({ min: 1, max: 9 }), { nil: null }),
      sameDealerAfterGrandHand: fc.boolean(),
    }),
    weight: 4,
  },
);

const setup: fc.Arbitrary<SheetSetup> = fc.record({
  players: fc.constantFrom<TableSize>(3, 4, 5),
  firstDealer: fc.integer({ min: 0, max: 2 }),
  plannedDeals: fc.constant(60),
  rules: fc.record({
    list: fc.constantFrom(...LIST_KINDS),
    kontra: fc.constant('kontra-re' as const),
    passed: fc.constantFrom('thrown-in' as const, 'ramsch' as const),
    ramsch: ramschRule,
    bock: roundsRule,
    stake: fc.constant(null),
  }) satisfies fc.Arbitrary<RuleSet>,
});

/** What a player would do next: a game, a pass, or (in a Ramsch round) a grand hand. */
const intent = fc.record({
  kind: fc.constantFrom('game', 'game', 'game', 'passed', 'grand-hand'),
  game: playedDeal,
  offset: fc.integer({ min: 1, max: 3 }),
  ramschSeed: fc.integer({ min: 0, max: 2 ** 30 }),
});

/** A valid sheet built deal by deal: each deal fits where the rounds put it. */
const houseSheet = fc
  .tuple(setup, fc.array(intent, { minLength: 6, maxLength: 30 }))
  .map(([s, intents]) => {
    const deals: SheetDeal[] = [];
    for (const want of intents) {
      const { dealer, ramschRound } = roundsOf(s, deals).next;
      const active = activeSeats(seatsOf(s.players, dealer, deals.length));
      const declarer = active[want.offset - 1] ?? dealer;
      const grand = {
        kind: 'trump',
        game: 'grand',
        tops: 1,
        announcement: 'hand',
        bid: 18,
        kontra: 'none',
        bock: 0,
      } as const;
      if (want.kind === 'grand-hand' && ramschRound) {
        deals.push({
          ...grand,
          declarer,
          result: { kind: 'outcome', made: want.offset > 1, schneider: false, schwarz: false },
        });
      } else if (ramschRound || (want.kind === 'passed' && s.rules.passed === 'ramsch')) {
        const schieben =
          s.rules.ramsch?.schieberamsch === 'always' ||
          (ramschRound && s.rules.ramsch?.schieberamsch === 'rounds');
        const draft = fc.sample(validRamsch(s.players, dealer), {
          numRuns: 1,
          seed: want.ramschSeed,
        })[0];
        const parsed =
          draft &&
          parseRamschDeal({ ...draft, doublings: schieben ? draft.doublings : 0, bock: 0 });
        if (!parsed?.ok) throw new Error('generated an invalid Ramsch');
        deals.push(parsed.value);
      } else if (want.kind === 'passed') deals.push({ kind: 'passed' });
      else deals.push({ ...want.game, declarer });
    }
    return { setup: s, deals };
  });

function sum(
  rows: readonly SheetRow[],
  pick: (row: SheetRow) => readonly number[],
  players: number,
) {
  return rows.reduce(
    (total, row) => total.map((t, seat) => t + (pick(row)[seat] ?? 0)),
    Array<number>(players).fill(0),
  );
}

describe('whole sheets under generated house rules', () => {
  test('totals are the sums of the rows; a Ramsch row gives each loser −value', () => {
    fc.assert(
      fc.property(houseSheet, ({ setup: s, deals }) => {
        const { rows, totals } = scored(s, deals);
        expect(totals.list).toEqual(sum(rows, (row) => row.listDelta, s.players));
        expect(totals.seegerFabian).toEqual(sum(rows, (row) => row.seegerFabianDelta, s.players));
        expect(totals.won).toEqual(sum(rows, (row) => row.wonDelta, s.players));
        expect(totals.lost).toEqual(sum(rows, (row) => row.lostDelta, s.players));
        for (const row of rows) {
          if (row.entry.kind !== 'ramsch') continue;
          const { losers, value } = row.entry.score;
          losers.forEach((seat) => expect(row.listDelta[seat]).toBe(-value));
          for (const out of sittingOut(row.seats)) expect(row.seegerFabianDelta[out]).toBe(0);
        }
      }),
      { numRuns: 150 },
    );
  });

  test("a deal's rounds and dealer depend only on the deals before it", () => {
    fc.assert(
      fc.property(houseSheet, fc.nat(), ({ setup: s, deals }, k) => {
        const cut = deals.length === 0 ? 0 : k % deals.length;
        const all = roundsOf(s, deals).perDeal;
        const before = roundsOf(s, deals.slice(0, cut));
        expect(before.perDeal).toEqual(all.slice(0, cut));
        const here = all[cut];
        // Without Bock rounds a deal's Bock is its own, not the rounds'.
        const bock = s.rules.bock.kind === 'rounds' ? { bock: here?.bock } : {};
        if (here) {
          expect(before.next).toMatchObject({
            dealer: here.dealer,
            ramschRound: here.ramschRound,
            ...bock,
          });
        }
      }),
      { numRuns: 150 },
    );
  });

  test('every started round is played out: players × rounds Bock deals (queued: one doubling at a time), and as many Ramsch deals', () => {
    fc.assert(
      fc.property(houseSheet, ({ setup: s, deals }) => {
        const rule = s.rules.bock;
        fc.pre(rule.kind === 'rounds');
        if (rule.kind !== 'rounds') return;
        const { perDeal, next } = roundsOf(s, deals);
        const started = perDeal.reduce((n, d) => n + d.started.length, 0);
        const pendingBock = next.rounds.filter((r) => r.kind === 'bock');
        const pendingRamsch = next.rounds.filter((r) => r.kind === 'ramsch');
        const left = (rs: typeof next.rounds) => rs.reduce((n, r) => n + r.dealsLeft, 0);
        if (rule.pending === 'queue') perDeal.forEach((d) => expect(d.bock).toBeLessThanOrEqual(1));
        if (rule.pending === 'queue')
          perDeal.forEach((d) => expect(d.bock > 0 && d.ramschRound).toBe(false));
        const bockDeals = perDeal.reduce((n, d) => n + d.bock, 0);
        expect(bockDeals + left(pendingBock)).toBe(s.players * started);
        const replaced = (i: number) =>
          rule.sameDealerAfterGrandHand && isGrandHand(deals[i] ?? { kind: 'passed' });
        const ramschDeals = perDeal.filter((d, i) => d.ramschRound && !replaced(i)).length;
        const owed = rule.ramschRound ? s.players * started : 0;
        // A Bock round not yet over lists the Ramsch round it owes.
        expect(ramschDeals + left(pendingRamsch)).toBe(owed);
      }),
      { numRuns: 200 },
    );
  });

  test('per page, at most one round starts; the dealer moves on except after a grand hand instead of a Ramsch (NYCSA)', () => {
    fc.assert(
      fc.property(houseSheet, ({ setup: s, deals }) => {
        const rule = s.rules.bock;
        const { perDeal, next } = roundsOf(s, deals);
        if (rule.kind === 'rounds' && rule.page !== null) {
          const perPage = new Map<number, number>();
          perDeal.forEach((d, i) => {
            const page = Math.floor(i / (rule.page ?? 1));
            perPage.set(page, (perPage.get(page) ?? 0) + d.started.length);
          });
          perPage.forEach((count) => expect(count).toBeLessThanOrEqual(1));
        }
        const dealers = [...perDeal.map((d) => d.dealer), next.dealer];
        expect(dealers[0]).toBe(s.firstDealer);
        perDeal.forEach((d, i) => {
          const again =
            rule.kind === 'rounds' &&
            rule.sameDealerAfterGrandHand &&
            d.ramschRound &&
            isGrandHand(deals[i] ?? { kind: 'passed' });
          expect(dealers[i + 1]).toBe(again ? d.dealer : (d.dealer + 1) % s.players);
        });
      }),
      { numRuns: 200 },
    );
  });
});
