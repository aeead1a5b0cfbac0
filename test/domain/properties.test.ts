import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { isLegalBid } from '../../src/domain/bids';
import { announces, maxLevels } from '../../src/domain/game-value';
import { parseDeal, toDraft } from '../../src/domain/parse-deal';
import { scoreDeal } from '../../src/domain/score-deal';
import { scoreTableSheet } from '../../src/domain/legacy/table-rules';
import { anyDeal, playedDeal, players, sheet, trumpDeal } from './arbitraries';

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

describe('properties of one deal', () => {
  test('parseDeal(toDraft(deal)) is the deal', () => {
    fc.assert(
      fc.property(anyDeal, (deal) => {
        expect(parseDeal(toDraft(deal))).toEqual({ ok: true, value: deal });
      }),
    );
  });

  test('a won game is never worth less than its bid (ISkO 5.4)', () => {
    fc.assert(
      fc.property(playedDeal, players, (deal, p) => {
        const s = scoreDeal(deal, p);
        if (s.won) expect(s.value).toBeGreaterThanOrEqual(deal.bid);
        expect(s.list > 0).toBe(s.won);
      }),
    );
  });

  test('an overbid is lost at the smallest multiple of the base reaching the bid', () => {
    fc.assert(
      fc.property(trumpDeal, players, (deal, p) => {
        const s = scoreDeal(deal, p);
        const o = s.overbid;
        expect(o !== null).toBe(s.gameValue.value < deal.bid);
        if (o === null) return;
        expect(s.won).toBe(false);
        expect(o.scoredValue % o.base).toBe(0);
        expect(o.scoredValue).toBeGreaterThanOrEqual(deal.bid);
        expect(o.scoredValue - o.base).toBeLessThan(deal.bid);
        expect(s.value).toBe(o.scoredValue);
      }),
    );
  });

  test('value = base × levels, levels within 2 … maximum, announced levels always count', () => {
    fc.assert(
      fc.property(trumpDeal, (deal) => {
        const v = scoreDeal(deal, 3).gameValue;
        if (v.kind !== 'trump') throw new Error('expected a trump game');
        expect(v.value).toBe(v.base * v.multiplier);
        expect(v.levels.at(-1)?.runningTotal).toBe(v.multiplier);
        expect(v.multiplier).toBeGreaterThanOrEqual(2);
        expect(v.multiplier).toBeLessThanOrEqual(maxLevels(deal.game));
        const names = v.levels.map((l) => l.name);
        expect(new Set(names).size).toBe(names.length);
        if (announces(deal.announcement, 'schneider')) expect(names).toContain('schneider');
        if (announces(deal.announcement, 'schwarz')) expect(names).toContain('schwarz');
      }),
    );
  });

  test('the counted value is itself a legal bid', () => {
    fc.assert(
      fc.property(playedDeal, (deal) => {
        const s = scoreDeal(deal, 3);
        expect(isLegalBid(s.gameValue.value)).toBe(true);
        expect(s.highestBidCovered).toBe(s.gameValue.value);
      }),
    );
  });

  test('list = ±value × factor; Seeger-Fabian declarer = list ± 50; opponents 40 / 30 when lost', () => {
    fc.assert(
      fc.property(playedDeal, players, (deal, p) => {
        const s = scoreDeal(deal, p);
        expect(Math.abs(s.list)).toBe((s.won ? 1 : 2) * s.value * s.factor);
        expect(s.seegerFabian.declarer - s.list).toBe(s.won ? 50 : -50);
        expect(s.seegerFabian.opponents).toBe(s.won ? 0 : p === 3 ? 40 : 30);
      }),
    );
  });

  test('scoring never mutates the deal', () => {
    fc.assert(
      fc.property(playedDeal, players, (deal, p) => {
        const before = structuredClone(deal);
        scoreDeal(deepFreeze(deal), p);
        expect(deal).toEqual(before);
      }),
    );
  });
});

describe('properties of a sheet', () => {
  test('totals are the sums of the deal deltas, running totals included', () => {
    fc.assert(
      fc.property(sheet, ({ rules, deals }) => {
        const result = scoreTableSheet(rules, deepFreeze(deals));
        if (!result.ok) throw new Error(result.errors.map((e) => e.code).join(', '));
        const { rows, totals } = result.value;
        const sum = (pick: (i: number) => readonly number[]) =>
          Array.from({ length: rules.players }, (_, seat) =>
            rows.reduce((t, _r, i) => t + (pick(i)[seat] ?? 0), 0),
          );
        expect(totals.list).toEqual(sum((i) => rows[i]?.listDelta ?? []));
        expect(totals.seegerFabian).toEqual(sum((i) => rows[i]?.seegerFabianDelta ?? []));
        const played = rows.filter((r) => r.score !== null).length;
        expect(totals.won.reduce((a, b) => a + b, 0) + totals.lost.reduce((a, b) => a + b, 0)).toBe(
          played,
        );
        // The plain list only moves the declarer; the sum over seats is the sum of the entries.
        const entries = rows.reduce((t, r) => t + (r.score?.list ?? 0), 0);
        expect(totals.list.reduce((a, b) => a + b, 0)).toBe(entries);
        expect(result.value.complete).toBe(deals.length >= rules.plannedDeals);
      }),
    );
  });

  test('every seat deals in turn and the dealer never declares at 4', () => {
    fc.assert(
      fc.property(sheet, ({ rules, deals }) => {
        const result = scoreTableSheet(rules, deals);
        if (!result.ok) throw new Error('expected a valid sheet');
        result.value.rows.forEach((row, i) => {
          expect(row.seats.dealer).toBe((rules.firstDealer + i) % rules.players);
          const seats = [row.seats.forehand, row.seats.middlehand, row.seats.rearhand];
          expect(new Set(seats).size).toBe(3);
          if (row.score !== null) expect(seats).toContain(row.score.deal.declarer);
        });
      }),
    );
  });

  test('standings are ordered by points, then more won, then fewer lost', () => {
    fc.assert(
      fc.property(sheet, ({ rules, deals }) => {
        const result = scoreTableSheet(rules, deals);
        if (!result.ok) throw new Error('expected a valid sheet');
        const key = (s: (typeof result.value.standings)[number]) =>
          [rules.listKind === 'plain' ? s.list : s.seegerFabian, s.won, -s.lost] as const;
        result.value.standings.slice(1).forEach((s, i) => {
          const prev = result.value.standings[i];
          if (prev === undefined) return;
          const [a, b] = [key(prev), key(s)];
          const order = a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
          expect(order).toBeGreaterThanOrEqual(0);
          expect(s.rank === prev.rank).toBe(order === 0);
        });
      }),
    );
  });
});
