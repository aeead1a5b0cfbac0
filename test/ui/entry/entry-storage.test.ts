import { describe, expect, test } from 'vitest';
import { decodeEntry, encodeEntry, storedOpenedFrom } from '../../../src/ui/entry/entry-storage';
import { EMPTY_ENTRY, draftToParse, type EntryState } from '../../../src/ui/entry/entry-state';

const ACTIVE = [1, 2, 3];

const clubsWith2: EntryState = {
  step: 'result',
  mode: 'quick',
  passed: false,
  draft: { declarer: 1, game: 'clubs', tops: 2, topsHeld: 'with', bid: 24 },
  bidsOpen: true,
};

describe('a stored entry comes back as it was', () => {
  test.each<[string, EntryState]>([
    ['empty', EMPTY_ENTRY],
    ['clubs with 2, bid grid open', clubsWith2],
    ['passed', { ...EMPTY_ENTRY, passed: true, step: 'result' }],
  ])('%s', (_, state) => {
    // structuredClone: what IndexedDB hands back is a copy, not the object saved.
    expect(decodeEntry(structuredClone(encodeEntry(state)), ACTIVE)).toEqual(state);
  });
});

describe('garbage is ignored', () => {
  test.each<[string, unknown]>([
    ['nothing stored', undefined],
    ['a string', 'clubs'],
    ['another version', { ...encodeEntry(clubsWith2), version: 2 }],
    ['an unknown step', { ...encodeEntry(clubsWith2), step: 'auction' }],
    ['an unknown game', { ...encodeEntry(clubsWith2), draft: { game: 'ramsch' } }],
    ['points not a number', { ...encodeEntry(clubsWith2), draft: { declarerPoints: '61' } }],
    ['tops not whole', { ...encodeEntry(clubsWith2), draft: { tops: 2.5 } }],
  ])('%s', (_, stored) => {
    expect(decodeEntry(stored, ACTIVE)).toBeNull();
  });
});

test('a declarer who sits out this deal is dropped and the declarer step reopens', () => {
  // Seat 0 deals and sits out at a table of 4 (e.g. a deal was added in another tab meanwhile).
  const stored = encodeEntry({ ...clubsWith2, draft: { ...clubsWith2.draft, declarer: 0 } });
  const state = decodeEntry(stored, ACTIVE);
  expect(state?.step).toBe('declarer');
  expect(state?.draft).toEqual({ ...clubsWith2.draft, declarer: undefined });
});

describe('Bock is derived, never taken from a draft (issue 10, item 8)', () => {
  test('a damaged draft’s Bock is dropped, and never reaches the parsed deal', () => {
    const damaged = { ...encodeEntry(clubsWith2), draft: { ...clubsWith2.draft, bock: 1000 } };
    const decoded = decodeEntry(structuredClone(damaged), ACTIVE);
    expect(decoded?.draft).not.toHaveProperty('bock');
    // Even a state holding one (an older tab) parses without it.
    const held: EntryState = {
      ...clubsWith2,
      draft: { ...clubsWith2.draft, bock: 1000, outcome: { made: true } },
    };
    expect(draftToParse(held)).not.toHaveProperty('bock');
  });
});

describe('an edit keeps the version it was opened from (issue 10, item 5)', () => {
  test('stored with the draft, read back after a reload', () => {
    const stored = structuredClone(encodeEntry(clubsWith2, 1_700_000_000_123));
    expect(storedOpenedFrom(stored)).toBe(1_700_000_000_123);
    expect(decodeEntry(stored, ACTIVE)).toEqual(clubsWith2);
  });

  test('a new deal’s draft, or garbage, has none', () => {
    expect(storedOpenedFrom(encodeEntry(clubsWith2))).toBeUndefined();
    expect(storedOpenedFrom({ ...encodeEntry(clubsWith2, 5), step: 'auction' })).toBeUndefined();
    expect(
      storedOpenedFrom({ ...encodeEntry(clubsWith2), openedFrom: 'yesterday' }),
    ).toBeUndefined();
  });
});
