import type { EntryStart } from '../common/contracts/entry-start';
import { reduceEntry } from './entry-machine';
import { EMPTY_ENTRY, isRamsch, type EntryState } from './entry-state';

/**
 * The entry a start opens with (the tap on the sheet is the entry's first tap): the same state the entry's own declarer or "Passed" tap gives.
 * A declarer who does not play this deal (an old link, a sheet changed meanwhile) is no start.
 */
export function startedEntry(
  start: EntryStart | undefined,
  opening: {
    readonly activeSeats: readonly number[];
    /** The entry's own first state: empty, or the Ramsch of a Ramsch round. */
    readonly initial?: EntryState;
    /** "Passed" leads to the Ramsch here (house-rules.md § Ramsch). */
    readonly passedIsRamsch?: boolean;
  },
): EntryState {
  const initial = opening.initial ?? EMPTY_ENTRY;
  if (start === undefined) return initial;
  if (start.kind === 'passed') {
    return reduceEntry(initial, { type: opening.passedIsRamsch === true ? 'ramsch' : 'passed' });
  }
  if (!opening.activeSeats.includes(start.seat)) return initial;
  const declared = reduceEntry(initial, { type: 'declarer', seat: start.seat });
  // The entry opens at the Ramsch only in a Ramsch round, where a player may declare nothing but
  // a grand hand instead (sheet-checks.ts, declarableGames): the start is that grand hand.
  return isRamsch(initial) ? reduceEntry(declared, { type: 'grand-hand' }) : declared;
}
