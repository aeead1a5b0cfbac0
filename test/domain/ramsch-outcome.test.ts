// A Ramsch told by its outcome (flat scoring): who lost, who won, no card points. Its parse rules
// are exactly what points that fit it allow (house-rules.md § Ramsch, "Loser(s)", "Winner", "What
// the scorekeeper enters"), and it scores exactly as the same Ramsch told by points.
import { describe, expect, test } from 'vitest';
import { parseRamschDeal } from '../../src/domain/parse-ramsch';
import type { RamschOutcomeDraft } from '../../src/domain/ramsch-deal';
import type { RamschRule } from '../../src/domain/rules';
import { PRESETS } from '../../src/domain/rules';
import { scoreRamsch } from '../../src/domain/score-ramsch';
import type { SheetDeal } from '../../src/domain/sheet-deal';
import { deal, PASSED, ramsch, refused, scored, setupOf } from '../support/house-helpers';

const FLAT: RamschRule = {
  scoring: { kind: 'flat', value: 25 },
  countsAsGame: true,
  schieberamsch: 'always',
};
const SEATS = [0, 1, 2] as const;

function told(
  more: Omit<RamschOutcomeDraft, 'game' | 'tally' | 'playing'>,
  playing = [true, true, true],
) {
  return parseRamschDeal({ game: 'ramsch', tally: 'outcome', playing, ...more });
}

function codes(more: Omit<RamschOutcomeDraft, 'game' | 'tally' | 'playing'>, playing?: boolean[]) {
  const parsed = told(more, playing);
  return parsed.ok ? [] : parsed.errors.map((error) => error.code);
}

describe('Parse rules of a Ramsch told by its outcome', () => {
  test('one loser and the winner, or no winner when the other two tie', () => {
    expect(told({ losers: [0], winner: 2 })).toEqual({
      ok: true,
      value: {
        kind: 'ramsch',
        tally: 'outcome',
        playing: [true, true, true],
        losers: [0],
        winner: 2,
        noTrick: [],
        allTricks: null,
        doublings: 0,
        bock: 0,
      },
    });
    expect(told({ losers: [1], winner: null }).ok).toBe(true);
  });

  test('one loser and nothing said about the winner: still to tell', () => {
    expect(codes({ losers: [1] })).toEqual(['ramsch-winner-missing']);
  });

  test('no loser and no Durchmarsch: someone has the most points', () => {
    expect(codes({ winner: 1 })).toEqual(['ramsch-loser-missing']);
  });

  test('losers are seats that play, each once', () => {
    expect(codes({ losers: [3], winner: 1 })).toEqual(['ramsch-seat-not-active']);
    expect(codes({ losers: [0, 0], winner: 1 })).toEqual(['ramsch-loser-twice']);
    // At a table of 4 the dealer (seat 0 here) sits out and cannot lose.
    expect(codes({ losers: [0], winner: 1 }, [false, true, true, true])).toEqual([
      'ramsch-seat-not-active',
    ]);
    expect(codes({ losers: [1], winner: 0 }, [true, true])).toEqual(['ramsch-players-seat-count']);
    expect(codes({ losers: [2], winner: 1 }, [false, true, true, false])).toEqual([
      'ramsch-players-seat-count',
    ]);
  });

  test('the winner is not a loser; three losers (40 : 40 : 40) leave no winner', () => {
    expect(codes({ losers: [0], winner: 0 })).toEqual(['ramsch-winner-is-loser']);
    expect(codes({ losers: [0, 1, 2], winner: 2 })).toEqual(['ramsch-winner-is-loser']);
    expect(told({ losers: [0, 1, 2] })).toMatchObject({ ok: true, value: { winner: null } });
    expect(told({ losers: [0, 1, 2], winner: null }).ok).toBe(true);
  });

  test('two losers (50 : 50 : 20): the third has the fewest alone and wins', () => {
    expect(codes({ losers: [0, 2], winner: null })).toEqual(['ramsch-two-losers-third-wins']);
    expect(told({ losers: [0, 2] })).toMatchObject({ ok: true, value: { winner: 1 } });
    expect(told({ losers: [0, 2], winner: 1 })).toMatchObject({ ok: true, value: { winner: 1 } });
  });

  test('a Jungfrau has 0 points: never a loser; he wins, or no one when another has 0 too', () => {
    expect(codes({ losers: [1], winner: 2, noTrick: [1] })).toEqual([
      'jungfrau-loses',
      'jungfrau-not-winner',
    ]);
    expect(codes({ losers: [0], winner: 1, noTrick: [2] })).toEqual(['jungfrau-not-winner']);
    expect(told({ losers: [0], winner: 2, noTrick: [2] }).ok).toBe(true);
    // 120 : 0 : 0, the 0 of seat 1 from a trick without points: no winner.
    expect(told({ losers: [0], winner: null, noTrick: [2] }).ok).toBe(true);
    // 60 : 60 : 0, the 0 took no trick: he wins.
    expect(told({ losers: [0, 1], noTrick: [2] })).toMatchObject({
      ok: true,
      value: { winner: 2 },
    });
    expect(codes({ losers: [0], winner: 1, noTrick: [1, 2] })).toContain(
      'two-without-trick-no-durchmarsch',
    );
  });

  test('Durchmarsch: no loser, its player the winner, the others took no trick', () => {
    expect(told({ allTricks: 1, noTrick: [0, 2] })).toMatchObject({
      ok: true,
      value: { losers: [], winner: 1, allTricks: 1 },
    });
    expect(codes({ allTricks: 1, noTrick: [0, 2], losers: [0] })).toEqual([
      'durchmarsch-with-losers',
    ]);
    expect(codes({ allTricks: 1, noTrick: [0, 2], winner: null })).toEqual([
      'durchmarsch-other-winner',
    ]);
    expect(codes({ allTricks: 1, noTrick: [0, 2], winner: 0 })).toEqual([
      'durchmarsch-other-winner',
    ]);
    expect(codes({ allTricks: 1, noTrick: [0] })).toEqual(['durchmarsch-others-took-tricks']);
  });

  test('Schieberamsch doublings 0–3, as for a Ramsch by points', () => {
    expect(codes({ losers: [0], winner: 1, doublings: 4 })).toEqual([
      'schieberamsch-doublings-out-of-range',
    ]);
  });
});

describe('Flat scoring: by outcome as by points (hand-worked, house-rules.md examples)', () => {
  test('70/30/20 → −25 for the 70; with a Jungfrau → −50; Seeger-Fabian ±50 as a game', () => {
    const plain = told({ losers: [0], winner: 2 });
    if (!plain.ok) throw new Error('refused');
    expect(scoreRamsch(plain.value, FLAT)).toMatchObject({
      value: 25,
      list: [-25, 0, 0],
      seegerFabian: [-75, 0, 50],
      won: [0, 0, 1],
      lost: [1, 0, 0],
      steps: [{ kind: 'flat-outcome', losers: [0], value: 25, section: 'ramsch.value' }],
    });
    const jungfrau = told({ losers: [0], winner: 2, noTrick: [2], doublings: 1 });
    if (!jungfrau.ok) throw new Error('refused');
    // 25 × 2 (Jungfrau) × 2 (pushed once) = 100
    expect(scoreRamsch(jungfrau.value, FLAT).list).toEqual([-100, 0, 0]);
  });

  test('a Durchmarsch: +120 for its player, whatever the flat value', () => {
    const durchmarsch = told({ allTricks: 2, noTrick: [0, 1] });
    if (!durchmarsch.ok) throw new Error('refused');
    expect(scoreRamsch(durchmarsch.value, FLAT).seegerFabian).toEqual([0, 0, 170]);
  });
});

/** Every consistent Ramsch by points at a table of 3: points, no trick, every trick. */
function* consistentPointDeals() {
  for (let a = 0; a <= 120; a++) {
    for (let b = 0; a + b <= 120; b++) {
      const points = [a, b, 120 - a - b];
      const zeros = SEATS.filter((seat) => points[seat] === 0);
      const durchmarsch = SEATS.find((seat) => points[seat] === 120);
      if (durchmarsch !== undefined) {
        yield { points, noTrick: zeros, allTricks: durchmarsch };
      }
      yield { points, noTrick: [] as number[] };
      for (const seat of zeros) yield { points, noTrick: [seat] };
    }
  }
}

/** The outcome house-rules.md gives those points, worked here, not by the code under test. */
function outcomeOf(points: readonly number[], allTricks?: number) {
  if (allTricks !== undefined) return { losers: [] as number[], winner: allTricks };
  const most = Math.max(...points);
  const fewest = Math.min(...points);
  const losers = SEATS.filter((seat) => points[seat] === most);
  const lowest = SEATS.filter((seat) => points[seat] === fewest);
  const only = lowest.length === 1 ? lowest[0] : undefined;
  const winner = only === undefined || losers.includes(only) ? null : only;
  return { losers: [...losers], winner };
}

const key = (o: {
  losers: readonly number[];
  winner: number | null;
  noTrick: readonly number[];
  allTricks?: number | null;
}) => JSON.stringify([o.losers, o.winner, o.noTrick, o.allTricks ?? null]);

describe('By outcome and by points agree over every consistent Ramsch', () => {
  const rules: RamschRule[] = [
    FLAT,
    { scoring: { kind: 'flat', value: 30 }, countsAsGame: false, schieberamsch: 'always' },
  ];

  test('each one parses by outcome and scores the same, with doublings and Bock', () => {
    let compared = 0;
    for (const draft of consistentPointDeals()) {
      const byPoints = parseRamschDeal({ game: 'ramsch', ...draft, doublings: 1, bock: 1 });
      if (!byPoints.ok) throw new Error(`points refused: ${JSON.stringify(draft)}`);
      const outcome = outcomeOf(draft.points, draft.allTricks);
      const marks = {
        noTrick: draft.noTrick,
        ...(draft.allTricks === undefined ? {} : { allTricks: draft.allTricks }),
      };
      const byOutcome = told({ ...outcome, ...marks, doublings: 1, bock: 1 });
      expect(byOutcome.ok, JSON.stringify(draft)).toBe(true);
      if (!byOutcome.ok) continue;
      for (const rule of rules) {
        const a = scoreRamsch(byPoints.value, rule);
        const b = scoreRamsch(byOutcome.value, rule);
        const { deal: dealA, steps: stepsA, ...restA } = a;
        const { deal: dealB, steps: stepsB, ...restB } = b;
        expect(dealB.tally).not.toBe(dealA.tally);
        expect(restB).toEqual(restA);
        // Only the first step differs: the outcome names no points ("loses 25 (flat)").
        expect(stepsB.slice(1)).toEqual(stepsA.slice(1));
        compared += 1;
      }
    }
    // 7 381 point triples, more with their no-trick marks; each under two rules.
    expect(compared).toBeGreaterThan(2 * 7381);
  });

  test('an outcome parses exactly when some consistent points give it', () => {
    const possible = new Set<string>();
    for (const draft of consistentPointDeals()) {
      possible.add(key({ ...outcomeOf(draft.points, draft.allTricks), ...draft }));
    }
    const subsets = [[], [0], [1], [2], [0, 1], [0, 2], [1, 2], [0, 1, 2]];
    let accepted = 0;
    for (const losers of subsets) {
      for (const noTrick of subsets) {
        for (const allTricks of [undefined, 0, 1, 2]) {
          for (const winner of [null, 0, 1, 2]) {
            const more = {
              losers,
              noTrick,
              winner,
              ...(allTricks === undefined ? {} : { allTricks }),
            };
            const parsed = told(more);
            const fits = possible.has(key({ ...more, allTricks: allTricks ?? null }));
            expect(parsed.ok, JSON.stringify(more)).toBe(fits);
            if (parsed.ok) accepted += 1;
          }
        }
      }
    }
    // By hand: 1 loser (3 ways): either other wins, or none; or one of the two others a Jungfrau,
    // who wins or no one = 3 + 2 × 2 = 7 each, 21; 2 losers: 3 pairs, the third wins, as a
    // Jungfrau or not = 6; 3 losers: 1; Durchmarsch: 3.
    expect(accepted).toBe(21 + 6 + 1 + 3);
  });
});

describe('On the sheet', () => {
  const outcome = (more: Omit<RamschOutcomeDraft, 'game' | 'tally'>): SheetDeal =>
    deal({ game: 'ramsch', tally: 'outcome', ...more });

  test('NYCSA (flat 25, counts as a game): scored as by points', () => {
    const nycsa = setupOf(3, PRESETS.nycsa);
    const byOutcome = scored(nycsa, [
      outcome({ playing: [true, true, true], losers: [1], winner: 0 }),
    ]);
    const byPoints = scored(nycsa, [ramsch([10, 70, 40])]);
    expect(byOutcome.totals).toEqual(byPoints.totals);
    expect(byOutcome.rows[0]?.listDelta).toEqual([0, -25, 0]);
  });

  test("a sheet scoring the loser's points refuses it, with the rule", () => {
    const pub = setupOf(3, PRESETS.pub);
    expect(
      refused(pub, [outcome({ playing: [true, true, true], losers: [1], winner: 0 })]),
    ).toEqual([{ code: 'ramsch-outcome-not-flat', dealIndex: 0 }]);
  });

  test('at a table of 4 the dealer sits out, and only he', () => {
    const nycsa4 = setupOf(4, PRESETS.nycsa);
    // Seat 0 deals the first deal and sits out.
    expect(
      refused(nycsa4, [outcome({ playing: [true, true, false, true], losers: [1], winner: 0 })]),
    ).toEqual([{ code: 'ramsch-dealer-plays', dealIndex: 0 }]);
    const ok = scored(nycsa4, [
      outcome({ playing: [false, true, true, true], losers: [3], winner: 1 }),
    ]);
    expect(ok.rows[0]?.listDelta).toEqual([0, 0, 0, -25]);
  });

  test('a thrown-in sheet has no Ramsch, told either way', () => {
    expect(
      refused(setupOf(3, { ramsch: FLAT }), [
        PASSED,
        outcome({ playing: [true, true, true], losers: [0], winner: 1 }),
      ]),
    ).toEqual([{ code: 'ramsch-not-played', dealIndex: 1 }]);
  });
});
