// The entry's state for a Ramsch told by its outcome: taps on who lost and won, what the rules
// name without a tap, the draft it gives, its keeping across a reload, and an edit of a stored one.
import { describe, expect, test } from 'vitest';
import type { RamschOutcomeDeal } from '../../../../src/domain/ramsch-deal';
import { EMPTY_ENTRY, type EntryState } from '../../../../src/ui/entry/entry-state';
import { decodeEntry, encodeEntry } from '../../../../src/ui/entry/entry-storage';
import {
  EMPTY_RAMSCH,
  outcomeDraftOf,
  ramschEntryFromDeal,
  ramschTally,
  reduceRamsch,
  shownWinner,
  type RamschEntry,
  type RamschEvent,
  type RamschTable,
} from '../../../../src/ui/entry/ramsch/ramsch-entry';

// Table of 4, seat 0 deals and sits out.
const FLAT4: RamschTable = { players: 4, active: [1, 2, 3], flat: true };
const POINTS3: RamschTable = { players: 3, active: [1, 2, 0] };

const after = (events: RamschEvent[], entry: RamschEntry = EMPTY_RAMSCH) =>
  events.reduce(reduceRamsch, entry);

describe('taps', () => {
  test('by outcome on a flat sheet, by points elsewhere, as switched', () => {
    expect(ramschTally(EMPTY_RAMSCH, FLAT4)).toBe('outcome');
    expect(ramschTally(EMPTY_RAMSCH, POINTS3)).toBe('points');
    expect(ramschTally(after([{ type: 'ramsch-tally', tally: 'points' }]), FLAT4)).toBe('points');
    // A sheet scoring by points never takes an outcome, whatever the entry says.
    expect(ramschTally(after([{ type: 'ramsch-tally', tally: 'outcome' }]), POINTS3)).toBe(
      'points',
    );
  });

  test('one loser and the winner: the draft says who played, lost and won', () => {
    const entry = after([
      { type: 'ramsch-loser', seat: 2 },
      { type: 'ramsch-winner', winner: 3 },
    ]);
    expect(outcomeDraftOf(entry, FLAT4)).toEqual({
      game: 'ramsch',
      tally: 'outcome',
      playing: [false, true, true, true],
      losers: [2],
      winner: 3,
      noTrick: [],
      doublings: 0,
    });
  });

  test('two losers name the winner; three leave none; one leaves it open', () => {
    expect(shownWinner(after([{ type: 'ramsch-loser', seat: 2 }]), FLAT4)).toBeNull();
    const two = after([
      { type: 'ramsch-loser', seat: 2 },
      { type: 'ramsch-loser', seat: 1 },
    ]);
    expect(shownWinner(two, FLAT4)).toBe(3);
    expect(shownWinner(reduceRamsch(two, { type: 'ramsch-loser', seat: 3 }), FLAT4)).toBe('none');
  });

  test('the winner tapped as a loser stops winning, and the other way round', () => {
    const won = after([{ type: 'ramsch-winner', winner: 1 }]);
    expect(reduceRamsch(won, { type: 'ramsch-loser', seat: 1 })).toEqual({
      ...EMPTY_RAMSCH,
      losers: [1],
    });
    const lost = after([{ type: 'ramsch-loser', seat: 1 }]);
    expect(reduceRamsch(lost, { type: 'ramsch-winner', winner: 1 })).toEqual({
      ...EMPTY_RAMSCH,
      losers: [],
      winner: 1,
    });
  });

  test('a Durchmarsch clears who lost and won: its player wins', () => {
    const entry = after([
      { type: 'ramsch-loser', seat: 2 },
      { type: 'ramsch-winner', winner: 3 },
      { type: 'ramsch-all-tricks', seat: 1, others: [2, 3] },
    ]);
    expect(entry).toEqual({ ...EMPTY_RAMSCH, losers: [], allTricks: 1, noTrick: [2, 3] });
    expect(shownWinner(entry, FLAT4)).toBe(1);
  });
});

describe('kept and edited', () => {
  test('a half-tapped outcome comes back after a reload', () => {
    const ramsch = after([
      { type: 'ramsch-loser', seat: 2 },
      { type: 'ramsch-winner', winner: 'none' },
    ]);
    const state: EntryState = { ...EMPTY_ENTRY, step: 'result', ramsch };
    expect(decodeEntry(structuredClone(encodeEntry(state)), [1, 2, 3])).toEqual(state);
  });

  test('a Ramsch draft stored before the outcome reads as it was', () => {
    // Typed card points, no loser or winner tapped: the draft's shape before the outcome came.
    const before = {
      on: true,
      typed: [{ seat: 1, points: 60 }],
      target: null,
      noTrick: [],
      allTricks: null,
      doublings: 0,
    };
    const old = { ...encodeEntry({ ...EMPTY_ENTRY, step: 'result' }), ramsch: before };
    expect(decodeEntry(old, [1, 2, 3])?.ramsch).toEqual(structuredClone(before));
  });

  test('a stored outcome Ramsch opens for editing as it was tapped', () => {
    const deal: RamschOutcomeDeal = {
      kind: 'ramsch',
      tally: 'outcome',
      playing: [true, true, true],
      losers: [0, 1],
      winner: 2,
      noTrick: [],
      allTricks: null,
      doublings: 1,
      bock: 0,
    };
    expect(ramschEntryFromDeal(deal)).toEqual({
      ...EMPTY_RAMSCH,
      tally: 'outcome',
      losers: [0, 1],
      winner: 2,
      doublings: 1,
    });
  });
});
