// A fold that can go on: the state after a log's events, and the later events folded on top of it
// without folding the log again (a flood of thousands of events arrives in batches, each appended
// after the last: folding the whole log per batch made one long task of the page, issue 34).
// Only where the result is the fold of the whole log (fold-log.ts): later events that take back
// or decide earlier ones (an undo, a conflict's decision), or that change what the concurrency
// analysis finds, cannot go on, and the caller folds the whole log instead.
import type { Concurrency } from './seen';
import type { SheetEvent } from './sheet-log';
import {
  analysed,
  emptyFold,
  foldContext,
  foldedSheet,
  foldEvents,
  type FoldedSheet,
  type FoldState,
} from './fold-log';
import { needsAnalysis } from './seen';
import { orderEvents, undoneIds } from './sheet-log';

export interface FoldProgress {
  /** The events folded, in fold order, each once. */
  readonly ordered: readonly SheetEvent[];
  /** Events that count as if undone (undone in the log, or taken back by the caller). */
  readonly undone: ReadonlySet<string>;
  /** Whether the log needs the concurrency analysis, and what it found. */
  readonly analysed: boolean;
  readonly found: Concurrency | null;
  readonly state: FoldState;
  readonly sheet: FoldedSheet;
}

/** The fold of a whole log (as foldLog), ready to go on. */
export function foldProgress(
  events: readonly SheetEvent[],
  takenBack: ReadonlySet<string> = new Set(),
): FoldProgress {
  const ordered = orderEvents(events);
  const undone = new Set([...undoneIds(ordered), ...takenBack]);
  const needs = needsAnalysis(ordered);
  const found = needs ? analysed(ordered, undone) : null;
  const state = emptyFold();
  foldEvents(state, ordered, foldContext(ordered, undone, found));
  return { ordered, undone, analysed: needs, found, state, sheet: foldedSheet(state, found) };
}

/** Changes that act on events before them: folded on top, they would leave those folded. */
const ACTS_ON_EARLIER = new Set(['undone', 'conflict-resolved']);

/**
 * The fold of `progress`'s events and `later` (in fold order, each after every folded event),
 * with only `later` folded; null when that would not be the fold of the whole log.
 */
export function foldOnward(
  progress: FoldProgress,
  later: readonly SheetEvent[],
): FoldProgress | null {
  if (later.length === 0) return progress;
  if (later.some((event) => ACTS_ON_EARLIER.has(event.change.kind))) return null;
  const ordered = [...progress.ordered, ...later];
  const needs = progress.analysed || notOneLine(progress.ordered.at(-1), later);
  const found = needs ? analysed(ordered, progress.undone) : null;
  if (!sameConcurrency(progress.found, found)) return null;
  const state = { ...progress.state, deals: new Map(progress.state.deals) };
  // No undo among `later`, and the analysis moves none of them: their own events are enough.
  foldEvents(state, later, foldContext(later, progress.undone, found));
  return {
    ordered,
    undone: progress.undone,
    analysed: needs,
    found,
    state,
    sheet: foldedSheet(state, found),
  };
}

/** needsAnalysis (seen.ts) of the events after `last`, a log that needed none up to it. */
function notOneLine(last: SheetEvent | undefined, later: readonly SheetEvent[]): boolean {
  return later.some(
    ({ seen }, at) =>
      seen !== undefined && seen.join() !== ((at === 0 ? last : later[at - 1])?.id ?? ''),
  );
}

const NOTHING_CONCURRENT: Concurrency = {
  conflicts: [],
  held: new Set(),
  dropped: new Set(),
  ignored: new Set(),
  moved: new Map(),
};

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((id) => b.has(id));

const sameList = (a: readonly string[] | undefined, b: readonly string[] | undefined) =>
  a !== undefined && b !== undefined && a.join() === b.join();

/** Whether two analyses fold the events they share alike (`ignored` only names, never folds). */
function sameConcurrency(before: Concurrency | null, after: Concurrency | null): boolean {
  const a = before ?? NOTHING_CONCURRENT;
  const b = after ?? NOTHING_CONCURRENT;
  const conflictIds = (found: Concurrency) =>
    found.conflicts.map((c) => [c.kind, c.dealId, ...c.versions.map((v) => v.id)].join());
  return (
    sameSet(a.held, b.held) &&
    sameSet(a.dropped, b.dropped) &&
    a.moved.size === b.moved.size &&
    [...a.moved].every(([id, kept]) => sameList(kept, b.moved.get(id))) &&
    sameList(conflictIds(a), conflictIds(b))
  );
}
