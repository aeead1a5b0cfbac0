import type { DealSeats } from '../../domain/sheet-types';
import type { EntryContext } from './entry-deal';
import type { Preview } from './entry-preview';
import type { EntryEvent, EntryState, QuickOutcome } from './entry-state';

/** What every part of the entry screen gets: the state, the way to change it, and the table. */
export interface EntryView {
  readonly state: EntryState;
  readonly send: (event: EntryEvent) => void;
  readonly playerNames: readonly string[];
  readonly seats: DealSeats;
  readonly kontraAllowed: boolean;
  readonly preview: Preview | null;
  /** The sheet around this deal: rules, seats, the round it falls in. */
  readonly context: EntryContext;
  /** The deal is complete and the sheet accepts it where it stands. */
  readonly saveable: boolean;
  /** "Passed" means a Ramsch here: the sheet plays one after a passed deal, or a Ramsch round runs. */
  readonly passedIsRamsch: boolean;
  /** True while the deal is being written: no second save. */
  readonly saving: boolean;
  /** A quick result: recorded, and the deal saved at once when it is complete and valid. */
  readonly onOutcome: (outcome: QuickOutcome) => void;
  readonly onSave: () => void;
  /** The entry's own address, for the calculator's Back; none where the entry has no route. */
  readonly here?: string;
}

export const SEAT_ROLES = ['forehand', 'middlehand', 'rearhand'] as const;

/** The three seats that play this deal, Forehand first ("geben, hören, sagen"). */
export function activeSeats(seats: DealSeats): readonly number[] {
  return SEAT_ROLES.map((role) => seats[role]);
}
