// The refused events of a sheet's log (log-judge.ts) as its screen names them (issue 34, item 2):
// each with its code and the deal it concerns by its number on the list, as data. The words are
// the UI's; the same events and codes on every phone, since the judgement is the set's.
import type { LogRefusal } from './log-judge';
import { isDealChange, orderEvents, type SheetEvent } from './sheet-log';

export interface RefusedEvent<E extends SheetEvent = SheetEvent> {
  readonly event: E;
  readonly code: LogRefusal;
  /** The number on the list of the deal it (or the event it names) concerns; null when none. */
  readonly dealNumber: number | null;
}

/** The deal an event concerns: its own, or that of the event it takes back or keeps. */
function dealIdOf(event: SheetEvent, byId: ReadonlyMap<string, SheetEvent>): string | null {
  const { change } = event;
  const namedId =
    change.kind === 'undone'
      ? change.undoes
      : change.kind === 'conflict-resolved'
        ? change.keeps
        : null;
  const concerned = namedId === null ? event : byId.get(namedId);
  return concerned && isDealChange(concerned.change) ? concerned.change.dealId : null;
}

/**
 * The log's refused events in fold order. `listed`: the deal ids of the sheet's list as folded
 * (counted events only), in order: a refused event's deal has a number only if it is there.
 */
export function refusedEvents<E extends SheetEvent>(
  events: readonly E[],
  refused: ReadonlyMap<string, LogRefusal>,
  listed: readonly string[],
): RefusedEvent<E>[] {
  if (refused.size === 0) return [];
  const byId = new Map<string, SheetEvent>(events.map((event) => [event.id, event]));
  const numbers = new Map(listed.map((dealId, index) => [dealId, index + 1]));
  return orderEvents(events).flatMap((event) => {
    const code = refused.get(event.id);
    if (code === undefined) return [];
    const dealId = dealIdOf(event, byId);
    return [{ event, code, dealNumber: dealId === null ? null : (numbers.get(dealId) ?? null) }];
  });
}
