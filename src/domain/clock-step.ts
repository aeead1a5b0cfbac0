// How far an incoming event's clock may jump (issue 34): a Lamport clock pushed to the bound by
// one hostile event would refuse every later write on every phone. An event is judged by itself
// and the events it names in `seen` only, never by what else a phone happens to hold, so every
// phone comes to the same verdict whatever the order the events arrive in.
import { MAX_CLOCK, MAX_CLOCK_STEP } from './log-bounds';

export type ClockVerdict =
  /** Within a step of what it saw: taken. */
  | 'in-step'
  /** It names an event not taken in yet: judged when that one is (replication's any order). */
  | 'waits'
  /** Past MAX_CLOCK_STEP beyond what it saw, or past MAX_CLOCK: refused, on every phone. */
  | 'too-far';

/**
 * The verdict on `event`'s clock; `clockOf` gives the clock of an event of the sheet's log (and
 * of this batch's events taken before it), undefined for one not taken in.
 */
export function clockVerdict(
  event: { readonly clock: number; readonly seen?: readonly string[] },
  clockOf: (eventId: string) => number | undefined,
): ClockVerdict {
  let base = 0;
  for (const id of event.seen ?? []) {
    const clock = clockOf(id);
    if (clock === undefined) return 'waits';
    base = Math.max(base, clock);
  }
  return event.clock <= Math.min(MAX_CLOCK, base + MAX_CLOCK_STEP) ? 'in-step' : 'too-far';
}
