// The history of one deal, for "changed twice, last at 22:14" and its own history view: every
// event that changed it (and every undo of one), with the deal before and after, as data.
import type { SheetEvent } from './sheet-log';
import type { ListDeal } from './voided-deal';
import { historyOf } from './sheet-history';

export interface DealHistoryStep {
  readonly event: SheetEvent;
  /** The deal as the list held it just before the event; null when not on the list. */
  readonly before: ListDeal | null;
  /** The deal just after it; null when the event took it off the list (or never added it). */
  readonly after: ListDeal | null;
  /** Whether a later undo took this event back. */
  readonly undone: boolean;
}

/**
 * The deal's history in fold order: its own changes and every undo of one. Before and after are
 * the sheet as it stood at that point of the log (a later undo does not rewrite what an earlier
 * step showed), so each step reads as what happened at that point. One pass over the log (historyOf).
 */
export function dealHistory(events: readonly SheetEvent[], dealId: string): DealHistoryStep[] {
  return historyOf(events, dealId).steps.map(({ event, before, after, undone }) => ({
    event,
    before: before?.deal ?? null,
    after: after?.deal ?? null,
    undone,
  }));
}
