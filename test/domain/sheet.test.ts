import { describe, expect, test } from 'vitest';
import type { Deal, DealDraft } from '../../src/domain/deal';
import { seatsForDeal } from '../../src/domain/sheet';
import { errorDealIndex } from '../../src/domain/sheet-checks';
import {
  scoreTableSheet,
  validateTableRules,
  type TableRules,
} from '../../src/domain/legacy/table-rules';
import { played } from './helpers';

const three: TableRules = {
  players: 3,
  firstDealer: 0,
  listKind: 'plain',
  kontraAllowed: true,
  plannedDeals: 36,
};
const four: TableRules = { ...three, players: 4, firstDealer: 2, plannedDeals: 48 };
const passed: Deal = { kind: 'passed' };
const deal = (draft: DealDraft): Deal => played(draft);

describe('seats (rules doc: "geben, hören, sagen", the dealer moves left each deal)', () => {
  test.each([
    // table of 3, first dealer 0: the dealer is Rearhand
    [
      three,
      0,
      { dealer: 0, sitsOut: null, alsoSitsOut: null, forehand: 1, middlehand: 2, rearhand: 0 },
    ],
    [
      three,
      1,
      { dealer: 1, sitsOut: null, alsoSitsOut: null, forehand: 2, middlehand: 0, rearhand: 1 },
    ],
    [
      three,
      5,
      { dealer: 2, sitsOut: null, alsoSitsOut: null, forehand: 0, middlehand: 1, rearhand: 2 },
    ],
    // table of 4, first dealer 2: the dealer sits out
    [
      four,
      0,
      { dealer: 2, sitsOut: 2, alsoSitsOut: null, forehand: 3, middlehand: 0, rearhand: 1 },
    ],
    [
      four,
      1,
      { dealer: 3, sitsOut: 3, alsoSitsOut: null, forehand: 0, middlehand: 1, rearhand: 2 },
    ],
    [
      four,
      3,
      { dealer: 1, sitsOut: 1, alsoSitsOut: null, forehand: 2, middlehand: 3, rearhand: 0 },
    ],
  ] as const)('%#: deal %i', (rules, dealIndex, seats) => {
    expect(seatsForDeal(rules, dealIndex)).toEqual({ dealIndex, ...seats });
  });
});

describe('table rules', () => {
  test.each([
    [{ ...three, players: 2 as 3 }, ['players-not-3-or-4']],
    [{ ...three, players: 6 as 3 }, ['sixth-player']],
    [{ ...three, firstDealer: 3 }, ['first-dealer-not-a-seat']],
    [{ ...four, firstDealer: 3 }, []],
    [{ ...three, firstDealer: -1 }, ['first-dealer-not-a-seat']],
  ])('%o', (rules, codes) => {
    const result = validateTableRules(rules);
    expect(result.ok ? [] : result.errors.map((e) => e.code)).toEqual(codes);
  });
});

describe('deals the table does not allow', () => {
  test('the dealer declaring at a table of 4 (deal 1 is dealt by seat 3)', () => {
    const result = scoreTableSheet(four, [
      passed,
      deal({ declarer: 3, game: 'clubs', tops: 1, declarerPoints: 70 }),
    ]);
    expect(result.ok ? [] : result.errors.map((e) => [e.code, errorDealIndex(e)])).toEqual([
      ['dealer-declares-at-four', 1],
    ]);
  });
  test('the dealer may declare at a table of 3 (he is Rearhand)', () => {
    expect(
      scoreTableSheet(three, [deal({ declarer: 0, game: 'clubs', tops: 1, declarerPoints: 70 })])
        .ok,
    ).toBe(true);
  });
  test('seat 3 at a table of 3', () => {
    const result = scoreTableSheet(three, [
      deal({ declarer: 3, game: 'clubs', tops: 1, declarerPoints: 70 }),
    ]);
    expect(
      result.ok
        ? []
        : result.errors.map((e) => [e.code, 'dealErrors' in e ? e.dealErrors?.[0]?.code : null]),
    ).toEqual([['deal-invalid', 'declarer-not-a-seat']]);
  });
  test('Kontra on a sheet without Kontra', () => {
    const kontra = deal({
      declarer: 1,
      game: 'clubs',
      tops: 1,
      declarerPoints: 70,
      kontra: 'kontra',
    });
    const result = scoreTableSheet({ ...three, kontraAllowed: false }, [kontra]);
    expect(result.ok ? [] : result.errors.map((e) => e.code)).toEqual(['kontra-not-allowed']);
    expect(scoreTableSheet(three, [kontra]).ok).toBe(true);
  });
});

// Worked by hand: p1 clubs with 2 = 36 (+36); p0 grand with 1 lost −96 (+40 to p1, p2); passed;
// p2 null +23; p1 hearts hand bid 33 overbid → −80 (+40 to p0, p2); p0 diamonds with 3 schneider 45.
const sixDeals: Deal[] = [
  deal({ declarer: 1, game: 'clubs', tops: 2, declarerPoints: 75, bid: 36 }),
  deal({ declarer: 0, game: 'grand', tops: 1, declarerPoints: 55, bid: 48 }),
  passed,
  deal({ declarer: 2, game: 'null', declarerTricks: 'none', bid: 23 }),
  deal({ declarer: 1, game: 'hearts', tops: 1, hand: true, declarerPoints: 64, bid: 33 }),
  deal({ declarer: 0, game: 'diamonds', tops: 3, declarerPoints: 91, bid: 27 }),
];

describe('a sheet of 6 deals at a table of 3', () => {
  const result = scoreTableSheet(
    { ...three, listKind: 'seeger-fabian', plannedDeals: 6 },
    sixDeals,
  );
  if (!result.ok) throw new Error('expected a valid sheet');
  const sheet = result.value;

  test('running plain-list totals after each deal', () => {
    expect(sheet.rows.map((r) => r.listTotals)).toEqual([
      [0, 36, 0],
      [-96, 36, 0],
      [-96, 36, 0],
      [-96, 36, 23],
      [-96, -44, 23],
      [-51, -44, 23],
    ]);
  });
  test('Seeger-Fabian deltas of the lost grand: −146 for p0, +40 each to p1 and p2', () => {
    expect(sheet.rows[1]?.seegerFabianDelta).toEqual([-146, 40, 40]);
  });
  test('a passed deal scores nothing but counts (the dealer moves on)', () => {
    expect(sheet.rows[2]?.score).toBeNull();
    expect(sheet.rows[2]?.listDelta).toEqual([0, 0, 0]);
    expect(sheet.rows[3]?.seats.dealer).toBe(0);
  });
  test('totals', () => {
    expect(sheet.totals).toEqual({
      list: [-51, -44, 23],
      seegerFabian: [-11, -4, 153],
      won: [1, 1, 1],
      lost: [1, 1, 0],
    });
  });
  test('standings by Seeger-Fabian points', () => {
    expect(sheet.standings.map((s) => [s.seat, s.rank])).toEqual([
      [2, 1],
      [1, 2],
      [0, 3],
    ]);
  });
  test('planned deals reached: complete, no next deal', () => {
    expect(sheet.complete).toBe(true);
    expect(sheet.nextDeal).toBeNull();
  });
});

describe('standings (Skatwettspielordnung: points, then more won, then fewer lost)', () => {
  const win = (declarer: number): Deal =>
    deal({ declarer, game: 'diamonds', tops: 1, declarerPoints: 61 });
  const lose = (declarer: number): Deal =>
    deal({ declarer, game: 'diamonds', tops: 1, declarerPoints: 60 });
  const sf: TableRules = { ...three, listKind: 'seeger-fabian' };

  test('equal points: more games won ranks first', () => {
    // Plain list: p0 wins clubs with 2 = 36; p1 wins diamonds with 1 twice = 36.
    const clubs = deal({ declarer: 0, game: 'clubs', tops: 2, declarerPoints: 61 });
    const result = scoreTableSheet(three, [clubs, win(1), win(1)]);
    if (!result.ok) throw new Error('expected a valid sheet');
    expect(result.value.totals.list).toEqual([36, 36, 0]);
    expect(result.value.standings.map((s) => [s.seat, s.rank])).toEqual([
      [1, 1],
      [0, 2],
      [2, 3],
    ]);
  });

  test('equal points and wins: fewer games lost ranks first', () => {
    // Plain list: p0 wins 18; p1 wins diamonds with 5 = 6 × 9 = 54 and loses 18 (−36) → 18.
    const five = deal({ declarer: 1, game: 'diamonds', tops: 5, declarerPoints: 61 });
    const result = scoreTableSheet(three, [win(0), five, lose(1)]);
    if (!result.ok) throw new Error('expected a valid sheet');
    expect(result.value.totals.list).toEqual([18, 18, 0]);
    expect(result.value.standings.map((s) => [s.seat, s.rank])).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
    ]);
  });

  test('players equal on every criterion share a rank', () => {
    // p0 and p1 each win once (+68); p2 nothing. Then p2 loses twice: −86 each and +40 to p0 and p1
    // twice → p0 = p1 = 148, p2 = −172. Ranks 1, 1, 3.
    const result = scoreTableSheet(sf, [win(0), win(1), lose(2), lose(2)]);
    if (!result.ok) throw new Error('expected a valid sheet');
    expect(result.value.totals.seegerFabian).toEqual([148, 148, -172]);
    expect(result.value.standings.map((s) => [s.seat, s.rank])).toEqual([
      [0, 1],
      [1, 1],
      [2, 3],
    ]);
  });

  test('plain list ranks by list points', () => {
    // p0 +18; p1 −36; p2 nothing.
    const result = scoreTableSheet(three, [win(0), lose(1)]);
    if (!result.ok) throw new Error('expected a valid sheet');
    expect(result.value.standings.map((s) => s.seat)).toEqual([0, 2, 1]);
  });
});

describe('next deal', () => {
  test('an empty sheet: the first dealer deals', () => {
    const result = scoreTableSheet(four, []);
    expect(result.ok && result.value.nextDeal).toEqual(seatsForDeal(four, 0));
    expect(result.ok && result.value.complete).toBe(false);
    expect(result.ok && result.value.totals.list).toEqual([0, 0, 0, 0]);
  });
  test('at a table of 4 the dealer who sat out gets +30 when the declarer loses', () => {
    // Deal 0 dealt by seat 2; seat 0 loses spades with 1: 22 → −44, −94; +30 to seats 1, 2, 3.
    const result = scoreTableSheet(four, [
      deal({ declarer: 0, game: 'spades', tops: 1, declarerPoints: 40, bid: 22 }),
    ]);
    expect(result.ok && result.value.totals.seegerFabian).toEqual([-94, 30, 30, 30]);
    expect(result.ok && result.value.nextDeal?.dealer).toBe(3);
  });
});
