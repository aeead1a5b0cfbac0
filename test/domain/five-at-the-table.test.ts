// Five at the table (docs/five-at-the-table.md): the dealer and the third player on his left sit
// out; a lost game gives each other player 120 ÷ 5 = 24 on the Seeger-Fabian list.
import { describe, expect, test } from 'vitest';
import { checkNewSheet } from '../../src/db/sheet-input';
import { parseRamschDeal } from '../../src/domain/parse-ramsch';
import type { SheetSetup } from '../../src/domain/rules';
import { seatSummaries } from '../../src/domain/seat-summary';
import { fewestTransfers, pointBalances } from '../../src/domain/settle-up';
import { scoreSheet, seatsForDeal, tableErrors } from '../../src/domain/sheet';
import { played } from './helpers';
import { NO_HOUSE_RULES, RAMSCH_POINTS_RULE, rounds, scored } from '../support/house-helpers';

const five: SheetSetup = {
  players: 5,
  firstDealer: 0,
  plannedDeals: 10,
  rules: { ...NO_HOUSE_RULES, list: 'seeger-fabian' },
};

// Written by hand from the rule, not computed: dealer, the two who sit out, Forehand, Middlehand,
// Rearhand. Seats 0..4 clockwise; "1, 2, 4" from the dealer play.
const ROTATION: readonly (readonly [number, readonly number[], number, number, number])[] = [
  [0, [0, 3], 1, 2, 4],
  [1, [1, 4], 2, 3, 0],
  [2, [2, 0], 3, 4, 1],
  [3, [3, 1], 4, 0, 2],
  [4, [4, 2], 0, 1, 3],
  [0, [0, 3], 1, 2, 4],
  [1, [1, 4], 2, 3, 0],
  [2, [2, 0], 3, 4, 1],
  [3, [3, 1], 4, 0, 2],
  [4, [4, 2], 0, 1, 3],
];

const win = (declarer: number) =>
  played({ declarer, game: 'clubs', tops: 1, declarerPoints: 70, bid: 18 });
const lose = (declarer: number) =>
  played({ declarer, game: 'clubs', tops: 1, declarerPoints: 40, bid: 18 });

describe('the rotation at a table of 5', () => {
  test.each(ROTATION.map((row, i) => [i, ...row] as const))(
    'deal %i: %i deals',
    (dealIndex, dealer, out, forehand, middlehand, rearhand) => {
      const seats = seatsForDeal(five, dealIndex);
      expect(seats).toEqual({
        dealIndex,
        dealer,
        sitsOut: out[0],
        alsoSitsOut: out[1],
        forehand,
        middlehand,
        rearhand,
      });
    },
  );

  test('a first dealer other than seat 0 turns the same table', () => {
    const from2 = { ...five, firstDealer: 2 };
    ROTATION.forEach((row, i) => {
      const seats = seatsForDeal(from2, i);
      const shift = (seat: number) => (seat + 2) % 5;
      expect([seats.dealer, seats.sitsOut, seats.alsoSitsOut]).toEqual([
        shift(row[0]),
        ...row[1].map(shift),
      ]);
    });
  });

  test('each plays 6 of 10 deals and sits out 4 (twice as dealer)', () => {
    const score = scored(
      five,
      ROTATION.map(() => ({ kind: 'passed' }) as const),
    );
    expect(seatSummaries(score).map((s) => s.deals)).toEqual([6, 6, 6, 6, 6]);
  });
});

describe('scoring at a table of 5', () => {
  test('a lost game: the declarer −2 × value − 50, each of the other four +24', () => {
    // Deal 0: seat 1 (Forehand) loses clubs with 1: value 24, list −48.
    const score = scored(five, [lose(1)]);
    expect(score.rows[0]?.listDelta).toEqual([0, -48, 0, 0, 0]);
    expect(score.rows[0]?.seegerFabianDelta).toEqual([24, -98, 24, 24, 24]);
  });

  test('a won game: the declarer + value + 50, nobody else gets anything', () => {
    const score = scored(five, [win(4)]);
    expect(score.rows[0]?.seegerFabianDelta).toEqual([0, 0, 0, 0, 74]);
  });

  test('ten deals: totals, standings and counts', () => {
    // Declarers: one of the three who play each deal (see ROTATION).
    const deals = [
      win(1),
      lose(2),
      win(3),
      lose(4),
      win(0),
      win(2),
      lose(3),
      win(4),
      lose(0),
      win(1),
    ];
    const score = scored(five, deals);
    expect(score.totals.list).toEqual([-24, 48, -24, -24, -24]);
    expect(score.totals.won).toEqual([1, 2, 1, 1, 1]);
    expect(score.totals.lost).toEqual([1, 0, 1, 1, 1]);
    // Each seat: list + 50 per game won − 50 per game lost + 24 per other's lost game (4 lost).
    expect(score.totals.seegerFabian).toEqual([
      -24 + 50 - 50 + 3 * 24,
      48 + 100 + 4 * 24,
      -24 + 50 - 50 + 3 * 24,
      -24 + 50 - 50 + 3 * 24,
      -24 + 50 - 50 + 3 * 24,
    ]);
    expect(score.placed[0]).toEqual({ seat: 1, rank: 1 });
    expect(score.complete).toBe(true);
    expect(score.nextDeal).toBeNull();
  });

  test('the settle-up of five balances to zero, in at most four transfers', () => {
    const balances = pointBalances([48, 244, 48, 48, 48]);
    expect(balances.reduce((a, b) => a + b, 0)).toBe(0);
    expect(fewestTransfers(balances).length).toBeLessThanOrEqual(4);
  });
});

describe('what a table of 5 refuses', () => {
  test('a declarer who sits out: the dealer and the third player on his left', () => {
    for (const declarer of [0, 3]) {
      const result = scoreSheet(five, [win(declarer)]);
      expect(result.ok ? [] : result.errors.map((e) => e.code)).toEqual([
        'declarer-sits-out-at-five',
      ]);
    }
  });

  test('a sixth player is a typed error, in the domain and in the new sheet', () => {
    expect(tableErrors(6, 0).map((e) => e.code)).toEqual(['sixth-player']);
    expect(tableErrors(5, 4)).toEqual([]);
    const names = ['Anna', 'Ben', 'Cem', 'Dora', 'Emil', 'Fritz'];
    const checked = checkNewSheet(
      { playerNames: names, setup: { ...five, players: 6 as 5 } },
      Date.UTC(2026, 0, 1),
    );
    expect(checked.ok ? [] : checked.errors.map((e) => e.code)).toContain('sixth-player');
  });
});

describe('house rules at a table of 5', () => {
  const ramschSheet: SheetSetup = {
    ...five,
    rules: { ...NO_HOUSE_RULES, passed: 'ramsch', ramsch: RAMSCH_POINTS_RULE },
  };
  const ramsch = (points: readonly (number | null)[]) => {
    const parsed = parseRamschDeal({ game: 'ramsch', points, noTrick: [], doublings: 0, bock: 0 });
    if (!parsed.ok) throw new Error(parsed.errors.map((e) => e.code).join());
    return parsed.value;
  };

  test('a Ramsch is played by the three: both who sit out have no points', () => {
    // Deal 0: seats 0 and 3 sit out.
    const score = scored(ramschSheet, [ramsch([null, 60, 40, null, 20])]);
    expect(score.rows[0]?.listDelta).toEqual([0, -60, 0, 0, 0]);
  });

  test('a Ramsch where one who sits out has points is refused', () => {
    const result = scoreSheet(ramschSheet, [ramsch([null, 60, 40, 20, null])]);
    expect(result.ok ? [] : result.errors.map((e) => e.code)).toEqual(['ramsch-dealer-plays']);
  });

  test('a Ramsch of four seats at a table of 5 is refused on its own', () => {
    const parsed = parseRamschDeal({ game: 'ramsch', points: [null, 60, 40, 20, 0, null] });
    expect(parsed.ok).toBe(false);
  });

  test('a Bock round at 5 is 5 deals, one per dealer', () => {
    const bockSheet = { ...five, rules: { ...NO_HOUSE_RULES, bock: rounds(['grand-hand-won']) } };
    const grandHand = played({
      declarer: 1,
      game: 'grand',
      tops: 1,
      hand: true,
      outcome: { made: true },
    });
    const score = scored(bockSheet, [grandHand]);
    expect(score.nextBockDealsLeft).toBe(5);
  });
});
