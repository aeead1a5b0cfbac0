import { reduceEntry } from './entry-machine';
import { EMPTY_ENTRY, type EntryState } from './entry-state';

/**
 * How the next deal's entry opens when started from the sheet: with its declarer already chosen
 * (the sheet's "Anna plays"), or as a passed deal. The tap on the sheet is the entry's first tap.
 */
export type EntryStart =
  { readonly kind: 'declarer'; readonly seat: number } | { readonly kind: 'passed' };

/**
 * The entry a start opens with (the tap on the sheet is the entry's first tap): the same state the entry's own declarer or "Passed" tap gives.
 * A declarer who does not play this deal (an old link, a sheet changed meanwhile) is no start.
 */
export function startedEntry(
  start: EntryStart | undefined,
  activeSeats: readonly number[],
): EntryState {
  if (start === undefined) return EMPTY_ENTRY;
  if (start.kind === 'passed') return reduceEntry(EMPTY_ENTRY, { type: 'passed' });
  if (!activeSeats.includes(start.seat)) return EMPTY_ENTRY;
  return reduceEntry(EMPTY_ENTRY, { type: 'declarer', seat: start.seat });
}
