// The history of one deal, for "changed twice, last at 22:14" and its own history view: every
// event that changed it (and every undo of one), with the deal before and after, as data.
import type { SheetEvent } from './sheet-log';
import type { ListDeal } from './voided-deal';
import { foldLog } from './fold-log';
import { isDealChange, orderEvents, undoneIds } from './sheet-log';

export interface DealHistoryStep {
  readonly event: SheetEvent;
  /** The deal as the list held it just before the event; null when not on the list. */
  readonly before: ListDeal | null;
  /** The deal just after it; null when the event took it off the list (or never added it). */
  readonly after: ListDeal | null;
  /** Whether a later undo took this event back. */
  readonly undone: boolean;
}

function dealIn(events: readonly SheetEvent[], dealId: string): ListDeal | null {
  return foldLog(events).deals.find((folded) => folded.dealId === dealId)?.deal ?? null;
}

/** Whether an event is about the deal: one of its own changes, or an undo of one. */
function concerns(event: SheetEvent, dealId: string, byId: ReadonlyMap<string, SheetEvent>) {
  const { change } = event;
  if (isDealChange(change)) return change.dealId === dealId;
  if (change.kind !== 'undone') return false;
  const target = byId.get(change.undoes)?.change;
  return target !== undefined && isDealChange(target) && target.dealId === dealId;
}

/**
 * The deal's history in fold order. Before and after are the sheet as it stood at that point of
 * the log (a later undo does not rewrite what an earlier step showed), so each step reads as
 * "what happened then".
 */
export function dealHistory(events: readonly SheetEvent[], dealId: string): DealHistoryStep[] {
  const ordered = orderEvents(events);
  const byId = new Map(ordered.map((event) => [event.id, event]));
  const undone = undoneIds(ordered);
  return ordered.flatMap((event, index) => {
    if (!concerns(event, dealId, byId)) return [];
    const before = dealIn(ordered.slice(0, index), dealId);
    const after = dealIn(ordered.slice(0, index + 1), dealId);
    return [{ event, before, after, undone: undone.has(event.id) }];
  });
}
