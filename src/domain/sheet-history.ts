// The whole sheet's history, for its history view: every event of the log, each with the deal it
// concerns as the list showed it just before and just after (its number, and its row as scored
// then), as data. Nothing here changes the log; the view only reads it.
//
// Fold once, then page: `historyOf` folds the log once (history-fold.ts) and keeps each event's
// deal before and after with its number; `historyEntries` scores the rows of the entries a view
// shows (a page), each against the sheet as it stood then, reusing the rows of the list scored
// just before up to the deal that changed. Folding and scoring every prefix
// instead cost the square of the log: 10,000 events froze the page for 37–48 s.
import type { SheetSetup } from './rules';
import type { SheetRow } from './sheet-types';
import type { ListDeal } from './voided-deal';
import { HistoryFold, type DealAt } from './history-fold';
import { scoreSheetAfter, type ScoredList } from './sheet';
import { isDealChange, orderEvents, undoneIds, type SheetEvent } from './sheet-log';

/** A deal as the list held it at one point of the log. */
export interface DealSnapshot {
  /** 1-based, its place on the list then. */
  readonly number: number;
  readonly deal: ListDeal;
  /** Its row as the sheet scored then (value, Bock); null when the sheet did not score. */
  readonly row: SheetRow | null;
}

export interface SheetHistoryEntry {
  readonly event: SheetEvent;
  /** For an undo: the event it takes back (null when the log does not hold it). */
  readonly target: SheetEvent | null;
  /** The deal the event (or the event an undo takes back) concerns; null for a sheet change. */
  readonly dealId: string | null;
  /** The deal just before the event; null when it was not on the list. */
  readonly before: DealSnapshot | null;
  /** The deal just after it; null when the event took it off the list. */
  readonly after: DealSnapshot | null;
  /**
   * The deal's number: where it stands after the event, or before it (a delete), or where it last
   * stood (a change that found the deal deleted, from a merged log: it changed nothing).
   */
  readonly dealNumber: number | null;
  /** Whether a later undo took this event back. */
  readonly undone: boolean;
}

/** An entry before its rows are scored: the deal before and after, numbered. */
export interface HistoryStep extends Omit<SheetHistoryEntry, 'before' | 'after'> {
  /** The event's place in the ordered log. */
  readonly index: number;
  readonly before: DealAt | null;
  readonly after: DealAt | null;
}

/** A sheet's log folded once: its entries in fold order, their rows not yet scored. */
export interface SheetHistory {
  /** The whole log in fold order, each event once. */
  readonly ordered: readonly SheetEvent[];
  readonly steps: readonly HistoryStep[];
}

function dealIdOf(event: SheetEvent | null | undefined): string | null {
  return event && isDealChange(event.change) ? event.change.dealId : null;
}

/**
 * Every event in fold order (or, with `onlyDeal`, those about that deal: its own history), with
 * the deal before and after as the sheet stood at that point of the log, so a later undo does not
 * rewrite what an earlier entry showed. One pass over the log.
 */
export function historyOf(events: readonly SheetEvent[], onlyDeal?: string): SheetHistory {
  const ordered = orderEvents(events);
  const byId = new Map(ordered.map((event) => [event.id, event]));
  const undone = undoneIds(ordered);
  const lastNumber = new Map<string, number>();
  const fold = new HistoryFold(ordered.length);
  const steps: HistoryStep[] = [];
  ordered.forEach((event, index) => {
    const target = event.change.kind === 'undone' ? (byId.get(event.change.undoes) ?? null) : null;
    const { change } = event;
    // A decision stands at the deal of the version it keeps.
    const named = change.kind === 'conflict-resolved' ? byId.get(change.keeps) : target;
    const dealId = dealIdOf(
      change.kind === 'undone' || change.kind === 'conflict-resolved' ? named : event,
    );
    const wanted = onlyDeal === undefined || dealId === onlyDeal;
    const before = wanted && dealId !== null ? fold.dealAt(dealId) : null;
    fold.step(event, index);
    if (!wanted) return;
    const after = dealId === null ? null : fold.dealAt(dealId);
    const number = after?.number ?? before?.number;
    if (dealId !== null && number !== undefined) lastNumber.set(dealId, number);
    const dealNumber = dealId === null ? null : (lastNumber.get(dealId) ?? null);
    const isUndone = undone.has(event.id);
    steps.push({ event, target, dealId, before, after, dealNumber, undone: isUndone, index });
  });
  return { ordered, steps };
}

/**
 * The entries `from` to `to` (exclusive) of a history, one at a time in fold order, their rows
 * scored as the list stood then: with the rules in force then (`setup` is the sheet's rules as
 * started; a rules change in the log replaces them from there on). Folds the log again up to the
 * last of them and scores the sheet only where one of them needs it, reusing the rows of the list
 * scored just before up to the deal that changed. A view can take a few and let the page breathe.
 */
export function* scoredEntries(
  setup: SheetSetup,
  history: SheetHistory,
  from = 0,
  to = history.steps.length,
): Generator<SheetHistoryEntry, void, undefined> {
  const fold = new HistoryFold(history.ordered.length);
  let folded = 0;
  let earlier: ScoredList | null = null;
  let earlierPlace = -2;
  /** The rows of the list as it stood after the event at `place` (-1: before the first). */
  const rowsAt = (place: number): readonly SheetRow[] | null => {
    for (; folded <= place; folded += 1) {
      const event = history.ordered[folded];
      if (event) fold.step(event, folded);
    }
    if (earlier === null || earlierPlace !== place) {
      const list = { setup: fold.setup(setup), deals: fold.listDeals() };
      earlier = { ...list, score: scoreSheetAfter(earlier, list.setup, list.deals) };
      earlierPlace = place;
    }
    return earlier.score.ok ? earlier.score.value.rows : null;
  };
  const snapshot = (at: DealAt | null, place: number): DealSnapshot | null =>
    at && { ...at, row: rowsAt(place)?.[at.number - 1] ?? null };
  for (const { index, before, after, ...entry } of history.steps.slice(from, Math.max(from, to))) {
    yield { ...entry, before: snapshot(before, index - 1), after: snapshot(after, index) };
  }
}

/** The entries `from` to `to` (exclusive) of a history, scored (scoredEntries). */
export function historyEntries(
  setup: SheetSetup,
  history: SheetHistory,
  from = 0,
  to = history.steps.length,
): SheetHistoryEntry[] {
  return [...scoredEntries(setup, history, Math.max(0, from), Math.max(0, to))];
}

/**
 * Every event in fold order (or, with `onlyDeal`, those about that deal), each with the deal
 * before and after, numbered and scored as the sheet stood then. A view with many entries pages
 * through `historyOf` and `historyEntries` instead of scoring them all at once.
 */
export function sheetHistory(
  setup: SheetSetup,
  events: readonly SheetEvent[],
  onlyDeal?: string,
): SheetHistoryEntry[] {
  return historyEntries(setup, historyOf(events, onlyDeal));
}

/**
 * When each deal was last corrected: the time of its latest replace that counts (not undone).
 * A void, a restore or an undo is no correction: "changed twice, last at 22:14" names the edit.
 */
export function lastCorrectedAt(events: readonly SheetEvent[]): ReadonlyMap<string, number> {
  const ordered = orderEvents(events);
  const undone = undoneIds(ordered);
  const at = new Map<string, number>();
  for (const event of ordered) {
    const { change } = event;
    if (change.kind !== 'deal-replaced' || undone.has(event.id)) continue;
    at.set(change.dealId, Math.max(at.get(change.dealId) ?? 0, event.at));
  }
  return at;
}
