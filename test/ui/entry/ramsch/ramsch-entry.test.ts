import { describe, expect, test } from 'vitest';
import type { RamschDeal } from '../../../../src/domain/ramsch-deal';
import { reduceEntry } from '../../../../src/ui/entry/entry-machine';
import {
  EMPTY_ENTRY,
  entryFromDeal,
  isRamsch,
  stepsFor,
  type EntryEvent,
  type EntryState,
} from '../../../../src/ui/entry/entry-state';
import { decodeEntry, encodeEntry } from '../../../../src/ui/entry/entry-storage';
import {
  EMPTY_RAMSCH,
  computedSeat,
  parseRamschEntry,
  ramschDraftOf,
  ramschTarget,
  shownPoints,
  type RamschEntry,
  type RamschTable,
} from '../../../../src/ui/entry/ramsch/ramsch-entry';

// Deal 1 at 3: Bob (1) Forehand, Carl (2) Middlehand, Anna (0) Rearhand.
const THREE: RamschTable = { players: 3, active: [1, 2, 0] };
// At 4, seat 0 deals and sits out: Forehand 1, Middlehand 2, Rearhand 3.
const FOUR: RamschTable = { players: 4, active: [1, 2, 3] };

const run = (events: readonly EntryEvent[], from: EntryState = EMPTY_ENTRY) =>
  events.reduce(reduceEntry, from);

const digits = (seat: number, typed: string): EntryEvent[] =>
  [...typed].map((d) => ({ type: 'ramsch-digit', seat, digit: Number(d) }));

const ramschOf = (state: EntryState): RamschEntry => {
  if (!state.ramsch) throw new Error('no Ramsch in the state');
  return state.ramsch;
};

describe('the entry machine', () => {
  test('"Ramsch" opens the Ramsch on the result step; a declarer keeps it, switched off', () => {
    const ramsch = run([{ type: 'ramsch' }, ...digits(1, '58')]);
    expect(isRamsch(ramsch)).toBe(true);
    expect(ramsch.step).toBe('result');
    expect(stepsFor(ramsch)).toEqual(['declarer', 'result']);
    const game = reduceEntry(ramsch, { type: 'declarer', seat: 2 });
    expect(isRamsch(game)).toBe(false);
    expect(game.step).toBe('game');
    // Back to the Ramsch: the 58 typed is still there.
    const again = reduceEntry(game, { type: 'ramsch' });
    expect(ramschOf(again).typed).toEqual([{ seat: 1, points: 58 }]);
  });

  test('"Passed" on the way switches the Ramsch off too', () => {
    const state = run([{ type: 'ramsch' }, { type: 'passed' }]);
    expect(state.passed).toBe(true);
    expect(isRamsch(state)).toBe(false);
  });

  test('a grand hand instead: grand and hand chosen, the declarer asked, then the tops', () => {
    const start: EntryState = { ...EMPTY_ENTRY, step: 'result', ramsch: EMPTY_RAMSCH };
    const state = reduceEntry(start, { type: 'grand-hand' });
    expect(isRamsch(state)).toBe(false);
    expect(state.step).toBe('declarer');
    expect(state.draft).toMatchObject({ game: 'grand', hand: true, announced: 'none' });
    expect(reduceEntry(state, { type: 'declarer', seat: 0 }).step).toBe('tops');
  });

  test('digits build a number up to 120; 121 and more cannot be typed; erase takes one back', () => {
    const state = run([{ type: 'ramsch' }, ...digits(1, '12'), ...digits(1, '5')]);
    expect(ramschOf(state).typed).toEqual([{ seat: 1, points: 12 }]);
    const erased = run(
      [
        { type: 'ramsch-erase', seat: 1 },
        { type: 'ramsch-erase', seat: 1 },
      ],
      state,
    );
    expect(ramschOf(erased).typed).toEqual([]);
    const full = run([{ type: 'ramsch' }, ...digits(1, '120')]);
    expect(ramschOf(full).typed).toEqual([{ seat: 1, points: 120 }]);
  });

  test('every trick marks the other two without a trick; tapped again, both go', () => {
    const on = run([{ type: 'ramsch' }, { type: 'ramsch-all-tricks', seat: 2, others: [1, 0] }]);
    expect(ramschOf(on)).toMatchObject({ allTricks: 2, noTrick: [0, 1] });
    const off = reduceEntry(on, { type: 'ramsch-all-tricks', seat: 2, others: [1, 0] });
    expect(ramschOf(off)).toMatchObject({ allTricks: null, noTrick: [] });
  });

  test('doublings only 0–3', () => {
    const three = run([{ type: 'ramsch' }, { type: 'ramsch-doublings', doublings: 3 }]);
    expect(ramschOf(three).doublings).toBe(3);
    expect(reduceEntry(three, { type: 'ramsch-doublings', doublings: 4 })).toBe(three);
  });

  test('Ramsch events without a Ramsch change nothing', () => {
    expect(reduceEntry(EMPTY_ENTRY, { type: 'ramsch-no-trick', seat: 1 })).toBe(EMPTY_ENTRY);
  });
});

describe('points: two typed, the third is the rest of 120', () => {
  /** Middlehand's and Rearhand's card points typed, the keys on Rearhand. */
  const typedBen = (ben: number, carl: number): RamschEntry => ({
    ...EMPTY_RAMSCH,
    typed: [
      { seat: 1, points: ben },
      { seat: 2, points: carl },
    ],
    target: 2,
  });
  const twoTyped = typedBen(58, 40);

  test('the keys type Forehand first, then whoever is chosen', () => {
    expect(ramschTarget(EMPTY_RAMSCH, THREE)).toBe(1);
    expect(ramschTarget({ ...twoTyped, target: null }, THREE)).toBeNull();
    expect(ramschTarget(twoTyped, THREE)).toBe(2);
  });

  test('Anna has 120 − 58 − 40 = 22', () => {
    expect(computedSeat(twoTyped, THREE)).toBe(0);
    expect(shownPoints(twoTyped, THREE, 0)).toBe(22);
    expect(ramschDraftOf(twoTyped, THREE).points).toEqual([22, 58, 40]);
  });

  test('at a table of 4 the dealer sits out with null', () => {
    expect(ramschDraftOf(twoTyped, FOUR).points).toEqual([null, 58, 40, 22]);
  });

  test('one number is not enough yet: points missing', () => {
    const one: RamschEntry = { ...EMPTY_RAMSCH, typed: [{ seat: 1, points: 58 }] };
    expect(ramschDraftOf(one, THREE).points).toBeUndefined();
  });

  test('two numbers above 120: refused with their sum', () => {
    const over = { ...typedBen(70, 60), target: null };
    expect(shownPoints(over, THREE, 0)).toBeNull();
    const parsed = parseRamschEntry(over, THREE);
    expect(parsed.ok ? [] : parsed.errors).toEqual([
      { code: 'ramsch-points-not-120', field: 'points', value: 130 },
    ]);
  });
});

describe('a stored Ramsch', () => {
  const stored: RamschDeal = {
    kind: 'ramsch',
    points: [null, 0, 60, 60],
    noTrick: [1],
    allTricks: null,
    doublings: 2,
    bock: 0,
  };

  test('opens filled in, and parses back to the same deal', () => {
    const state = entryFromDeal(stored);
    expect(state.step).toBe('result');
    expect(isRamsch(state)).toBe(true);
    const parsed = parseRamschEntry(ramschOf(state), FOUR);
    expect(parsed).toEqual({ ok: true, value: stored });
  });

  test('a half-entered Ramsch survives the draft store', () => {
    const state = run([
      { type: 'ramsch' },
      ...digits(1, '58'),
      { type: 'ramsch-no-trick', seat: 0 },
      { type: 'ramsch-doublings', doublings: 1 },
    ]);
    expect(decodeEntry(structuredClone(encodeEntry(state)), [1, 2, 0])).toEqual(state);
  });

  test('a draft’s marks on a seat that sits out now are dropped', () => {
    const state = run([
      { type: 'ramsch' },
      ...digits(0, '58'),
      { type: 'ramsch-no-trick', seat: 0 },
    ]);
    const decoded = decodeEntry(structuredClone(encodeEntry(state)), [1, 2, 3]);
    expect(decoded?.ramsch).toEqual({ ...EMPTY_RAMSCH, target: null });
  });

  test('a damaged Ramsch draft is ignored', () => {
    const state = run([{ type: 'ramsch' }]);
    const damaged = { ...encodeEntry(state), ramsch: { ...ramschOf(state), doublings: 7 } };
    expect(decodeEntry(damaged, [1, 2, 0])).toBeNull();
  });
});
