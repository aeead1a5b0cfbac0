// Concurrency in a sheet's log, detected from what each event's author had seen, never guessed
// from clocks. Each new event carries `seen`: the ids of the heads of the log its author knew
// (sheet-log.ts). An event is an ancestor of another when the other saw it, directly or through
// the events it saw; two events are concurrent when neither is an ancestor of the other.
//
// - An event without `seen` (every event written before it existed, on one phone) has seen every
//   event before it in fold order: old logs stay one line, and fold exactly as they did.
// - A `seen` id the log does not hold, or one of an event not before it in fold order (a Lamport
//   clock is higher than that of anything its author saw), is passed over.
//
// Conflicts the table decides (fold-log.ts folds them, `conflict-resolved` decides them):
// - Two concurrent `deal-added` at the same place: the place is the number of deals added (not
//   undone, not dropped) that the author had seen. The same deal twice counts once, silently (the
//   first in fold order); different deals are a conflict at that place: the first in fold order
//   counts provisionally, the others are held off the list until the table decides.
// - Two concurrent corrections (replace, void, restore, delete) of one deal that differ: a
//   conflict at that deal; provisionally the fold applies both in fold order, as it always did.
// - A decision keeps one version and drops the others, or keeps the versions of an added deal
//   as deals one after the other, in the order the table chose (`then`). The kept versions count
//   where the first version stood in fold order (the deal the table played there), and a dropped
//   version still holds its place for the deals its author entered after it.
// Loaded only for a log that needs it (seen.ts needsAnalysis): db/sheet-log.ts fetches it before
// such a log is folded, the restore's readers import it; fold-log.ts is given it (provideAnalysis).
import type { Analysis, Concurrency, LogConflict } from './seen';
import type { SheetDeal } from './sheet-deal';
import type { SheetEvent } from './sheet-log';

/** How far a merge's ancestors are widened at once (no import: the chunk loads on its own). */
const WIDEN_STEPS = 64;

/** Who saw what in one ordered log (each event once, in fold order). */
export class Causality {
  private readonly index = new Map<string, number>();
  /** For each event: every event before this place is its ancestor. */
  private readonly prefix: number[] = [];
  private readonly parents: number[][] = [];

  constructor(ordered: readonly SheetEvent[]) {
    ordered.forEach((event, at) => this.index.set(event.id, at));
    ordered.forEach((event, at) => {
      const parents = (event.seen ?? []).flatMap((id) => {
        const parent = this.index.get(id);
        return parent !== undefined && parent < at ? [parent] : [];
      });
      this.parents.push(parents);
      if (event.seen === undefined) {
        this.prefix.push(at);
        return;
      }
      let prefix = 0;
      for (const p of parents)
        prefix = Math.max(prefix, this.prefix[p] === p ? p + 1 : (this.prefix[p] ?? 0));
      this.prefix.push(prefix);
      // Widened while the next events are ancestors too (a merge): a few steps at most.
      for (let step = 0; step < WIDEN_STEPS && prefix < at && this.saw(at, prefix); step++) {
        this.prefix[at] = ++prefix;
      }
    });
  }

  /** Whether the event at place `later` saw (is a descendant of) the one at `earlier`. */
  saw(later: number, earlier: number): boolean {
    if (earlier >= later) return false;
    const stack = [later];
    const visited = new Set<number>();
    while (stack.length > 0) {
      const at = stack.pop() ?? 0;
      if (earlier < this.prefixOf(at)) return true;
      for (const parent of this.parents[at] ?? []) {
        if (parent === earlier) return true;
        if (parent > earlier && !visited.has(parent)) {
          visited.add(parent);
          stack.push(parent);
        }
      }
    }
    return false;
  }

  /** Whether two events are concurrent: neither saw the other. */
  concurrent(a: number, b: number): boolean {
    return a !== b && !this.saw(Math.max(a, b), Math.min(a, b));
  }

  /** The places of the event's ancestors from `from` on. */
  ancestorsFrom(at: number, from: number): number[] {
    const found = new Set<number>();
    const stack = [at];
    while (stack.length > 0) {
      const node = stack.pop() ?? 0;
      const upTo = Math.min(this.prefixOf(node), node);
      for (let p = from; p < upTo; p++) found.add(p);
      for (const parent of this.parents[node] ?? []) {
        if (parent >= from && !found.has(parent)) {
          found.add(parent);
          stack.push(parent);
        }
      }
    }
    return [...found];
  }

  prefixOf(at: number): number {
    return this.prefix[at] ?? 0;
  }
}

/** Union-find over places, for conflict groups. */
function groups(pairs: readonly [number, number][]): number[][] {
  const parent = new Map<number, number>();
  const find = (x: number): number => {
    const p = parent.get(x) ?? x;
    if (p === x) return x;
    const root = find(p);
    parent.set(x, root);
    return root;
  };
  for (const [a, b] of pairs) {
    const [ra, rb] = [find(a), find(b)];
    if (ra !== rb) parent.set(Math.max(ra, rb), Math.min(ra, rb));
  }
  const byRoot = new Map<number, number[]>();
  for (const x of new Set(pairs.flat())) {
    const root = find(x);
    byRoot.set(root, [...(byRoot.get(root) ?? []), x]);
  }
  return [...byRoot.values()].map((group) => group.sort((a, b) => a - b));
}

function sameDeal(a: SheetDeal, b: SheetDeal): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The conflicts of a log, and the adds the fold leaves out for now (held, or a silent copy). */
type Found = Pick<Concurrency, 'conflicts' | 'held'>;

const NONE: Found = { conflicts: [], held: new Set() };

/**
 * The conflicts among the events that count (not undone, not dropped by a decision). Cheap on a
 * log that is one line: only adds and corrections their authors may not have seen are compared.
 *
 * `decided`: versions a decision dropped or kept as a following deal. They are no one's rival
 * any more, but they still count for the places of the adds that saw them: each stood for a deal
 * the table played. The next deal its author entered is the one after it, not a rival of the
 * version kept.
 */
export function concurrencyOf(
  ordered: readonly SheetEvent[],
  undone: ReadonlySet<string>,
  decided: ReadonlySet<string> = new Set(),
): Found {
  if (
    ordered.every(
      (event, at) =>
        event.seen === undefined ||
        (at > 0 && event.seen.length === 1 && event.seen[0] === ordered[at - 1]?.id) ||
        (at === 0 && event.seen.length === 0),
    )
  ) {
    return NONE;
  }
  const causality = new Causality(ordered);
  const adds: number[] = [];
  // Adds that take a place: the adds that count, and the versions a decision dropped.
  const placed: number[] = [];
  const addedIds = new Set<string>();
  const corrections = new Map<string, number[]>();
  ordered.forEach((event, at) => {
    const { change } = event;
    if (undone.has(event.id) || !('dealId' in change)) return;
    if (change.kind === 'deal-added') {
      if (addedIds.has(change.dealId)) return;
      addedIds.add(change.dealId);
      placed.push(at);
      if (!decided.has(event.id)) adds.push(at);
    } else if (!decided.has(event.id)) {
      corrections.set(change.dealId, [...(corrections.get(change.dealId) ?? []), at]);
    }
  });
  // Places of adds: how many placed adds their author had seen.
  const addsBefore: number[] = [];
  let count = 0;
  const isAdd = new Set(placed);
  for (let at = 0; at <= ordered.length; at++) {
    addsBefore.push(count);
    if (isAdd.has(at)) count++;
  }
  const placeOf = (at: number): number => {
    const from = causality.prefixOf(at);
    return (
      (addsBefore[from] ?? 0) + causality.ancestorsFrom(at, from).filter((p) => isAdd.has(p)).length
    );
  };
  const addPairs: [number, number][] = [];
  const places = new Map<number, number>();
  const place = (at: number) => {
    const known = places.get(at) ?? placeOf(at);
    places.set(at, known);
    return known;
  };
  adds.forEach((at, i) => {
    const from = causality.prefixOf(at);
    for (let j = i - 1; j >= 0 && (adds[j] ?? -1) >= from; j--) {
      const other = adds[j] ?? 0;
      if (causality.concurrent(other, at) && place(other) === place(at)) addPairs.push([other, at]);
    }
  });
  const held = new Set<string>();
  const conflicts: LogConflict[] = [];
  const eventsAt = (places: readonly number[]) =>
    places.flatMap((at) => {
      const event = ordered[at];
      return event ? [event] : [];
    });
  for (const group of groups(addPairs)) {
    const distinct: SheetEvent[] = [];
    for (const event of eventsAt(group)) {
      const deal = event.change.kind === 'deal-added' ? event.change.deal : null;
      const copy = distinct.some(
        (kept) => kept.change.kind === 'deal-added' && deal && sameDeal(kept.change.deal, deal),
      );
      if (copy || distinct.length > 0) held.add(event.id);
      if (!copy) distinct.push(event);
    }
    const first = distinct[0];
    if (distinct.length > 1 && first?.change.kind === 'deal-added') {
      conflicts.push({ kind: 'added', dealId: first.change.dealId, versions: distinct });
    }
  }
  for (const [dealId, list] of corrections) {
    const pairs: [number, number][] = [];
    list.forEach((at, i) => {
      for (const other of list.slice(0, i)) {
        const [a, b] = eventsAt([other, at]);
        if (a && b && !sameCorrection(a, b) && causality.concurrent(other, at)) {
          pairs.push([other, at]);
        }
      }
    });
    for (const group of groups(pairs)) {
      conflicts.push({ kind: 'corrected', dealId, versions: eventsAt(group) });
    }
  }
  return { conflicts, held };
}

function sameCorrection(a: SheetEvent, b: SheetEvent): boolean {
  if (a.change.kind !== b.change.kind) return false;
  if (a.change.kind === 'deal-replaced' && b.change.kind === 'deal-replaced') {
    return sameDeal(a.change.deal, b.change.deal);
  }
  return true;
}

/**
 * The events the table's decisions drop, and the decisions that count. The first decision in
 * fold order wins: a later one that names an event an earlier one named changes nothing.
 */
export function decisionsOf(
  ordered: readonly SheetEvent[],
  undone: ReadonlySet<string>,
): Pick<Concurrency, 'dropped' | 'ignored' | 'moved'> & { readonly decided: ReadonlySet<string> } {
  const dropped = new Set<string>();
  // The versions kept as following deals: decided, so no longer in a conflict.
  const decided = new Set<string>();
  const ignored = new Set<string>();
  const moved = new Map<string, readonly string[]>();
  const named = new Set<string>();
  const place = new Map(ordered.map((event, at) => [event.id, at]));
  for (const event of ordered) {
    const { change } = event;
    if (change.kind !== 'conflict-resolved' || undone.has(event.id)) continue;
    const then = change.then ?? [];
    const ids = [change.keeps, ...then, ...change.drops];
    if (ids.some((id) => named.has(id))) {
      ignored.add(event.id);
      continue;
    }
    for (const id of ids) named.add(id);
    for (const id of change.drops) dropped.add(id);
    for (const id of then) decided.add(id);
    const kept = [change.keeps, ...then].filter((id) => isAdd(ordered, id, place));
    const first = firstAddOf(ordered, ids, place);
    if (first !== undefined && (first !== change.keeps || kept.length > 1)) moved.set(first, kept);
  }
  return { dropped, ignored, moved, decided };
}

function isAdd(
  ordered: readonly SheetEvent[],
  id: string,
  place: ReadonlyMap<string, number>,
): boolean {
  return ordered[place.get(id) ?? -1]?.change.kind === 'deal-added';
}

/**
 * The first of a conflict's added versions in fold order: the place the table's deal stands,
 * whichever version the table keeps. A version entered later (its phone's clock ahead, after more
 * changes) must not move the deal behind the deals entered after it.
 */
function firstAddOf(
  ordered: readonly SheetEvent[],
  ids: readonly string[],
  place: ReadonlyMap<string, number>,
): string | undefined {
  const adds = ids.filter((id) => isAdd(ordered, id, place));
  return adds.sort((a, b) => (place.get(a) ?? 0) - (place.get(b) ?? 0))[0];
}

/** The analysis the fold is given (fold-log.ts provideAnalysis). */
export const analysis: Analysis = (ordered, undone) => {
  const { dropped, ignored, moved, decided } = decisionsOf(ordered, undone);
  const { conflicts, held } = concurrencyOf(ordered, undone, new Set([...dropped, ...decided]));
  return { conflicts, held, dropped, ignored, moved };
};
