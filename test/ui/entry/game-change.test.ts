// Issue 10, item 15: a choice that no longer applies is never carried into a changed game.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { GAMES, TRICK_COUNTS, TRUMP_ANNOUNCEMENTS, type Game } from '../../../src/domain/deal';
import { scoreDeal } from '../../../src/domain/score-deal';
import { parseEntry } from '../../../src/ui/entry/entry-checks';
import { reduceEntry } from '../../../src/ui/entry/entry-machine';
import {
  EMPTY_ENTRY,
  QUICK_OUTCOMES,
  type EntryEvent,
  type EntryState,
} from '../../../src/ui/entry/entry-state';

function run(events: readonly EntryEvent[], start: EntryState = EMPTY_ENTRY): EntryState {
  return events.reduce(reduceEntry, start);
}

const isNull = (game: Game) => game === 'null';

/** The taps that pick a game (and, for a suit or grand game, "with 1"). */
function pick(game: Game): EntryEvent[] {
  const tops: EntryEvent[] = isNull(game) ? [] : [{ type: 'tops', tops: 1, held: 'with' }];
  return [{ type: 'game', game }, ...tops];
}

/** Bob declares `from`, takes `taken` on its result step, then goes back and picks `to`. */
function changedGame(from: Game, taken: readonly EntryEvent[], to: Game): EntryState {
  return run([
    { type: 'declarer', seat: 1 },
    ...pick(from),
    ...taken,
    { type: 'go-to', step: 'game' },
    ...pick(to),
  ]);
}

/** Any choice the result step offers, for whatever game is on screen. */
const choice: fc.Arbitrary<EntryEvent> = fc.oneof(
  fc
    .constantFrom(...TRUMP_ANNOUNCEMENTS)
    .map((a): EntryEvent => ({ type: 'announcement', announcement: a })),
  fc.boolean().map((on): EntryEvent => ({ type: 'null-hand', on })),
  fc.boolean().map((on): EntryEvent => ({ type: 'null-ouvert', on })),
  fc.constantFrom(...QUICK_OUTCOMES).map((outcome): EntryEvent => ({ type: 'outcome', outcome })),
  fc.constantFrom('quick', 'points').map((mode): EntryEvent => ({ type: 'mode', mode })),
  fc.integer({ min: 0, max: 9 }).map((digit): EntryEvent => ({ type: 'digit', digit })),
  fc.constantFrom(...TRICK_COUNTS).map((tricks): EntryEvent => ({ type: 'tricks', tricks })),
);

describe('changing the game', () => {
  test('Null ouvert, then Clubs with 1 won: scored as plain Clubs (24), not Clubs ouvert', () => {
    const ouvert = changedGame('null', [{ type: 'null-ouvert', on: true }], 'clubs');
    const state = run([{ type: 'outcome', outcome: 'won' }], ouvert);
    const parsed = parseEntry(state);
    if (!parsed.ok || parsed.value.kind !== 'trump') throw new Error('a clubs game');
    expect(parsed.value.announcement).toBe('none');
    // Clubs with 1: game 2 × 12 = 24.
    expect(scoreDeal(parsed.value, 3).value).toBe(24);
  });

  test('the result taken for the old game is asked again when the family changes', () => {
    const state = changedGame('null', [{ type: 'outcome', outcome: 'won' }], 'grand');
    expect(state.step).toBe('result');
    expect(parseEntry(state).ok).toBe(false);
  });

  test('between suit and grand games a choice means the same, and is kept', () => {
    const state = changedGame(
      'clubs',
      [{ type: 'announcement', announcement: 'schneider' }],
      'grand',
    );
    expect(state.draft).toMatchObject({ game: 'grand', hand: true, announced: 'schneider' });
  });

  // Every pair of games of different families: whatever was chosen for the first, a game of the other family is
  // scored exactly as if it had been entered fresh with the same declarer, tops and result.
  test.each(
    GAMES.flatMap((from) =>
      GAMES.filter((to) => isNull(from) !== isNull(to)).map((to) => [from, to] as const),
    ),
  )('%s → %s: nothing of the old family reaches the parsed deal', (from, to) => {
    fc.assert(
      fc.property(fc.array(choice, { maxLength: 8 }), (choices) => {
        const declarer: EntryEvent = { type: 'declarer', seat: 1 };
        const won: EntryEvent = { type: 'outcome', outcome: 'won' };
        const changed = run([
          declarer,
          ...pick(from),
          ...choices,
          { type: 'go-to', step: 'game' },
          ...pick(to),
          won,
        ]);
        const fresh = run([declarer, ...pick(to), won]);
        expect(parseEntry(changed)).toEqual(parseEntry(fresh));
      }),
      { numRuns: 60 },
    );
  });
});
