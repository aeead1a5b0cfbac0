// The log folded one event at a time, for the history views (sheet-history.ts): after each step it
// is the sheet as foldLog(first events) makes it, without folding that prefix again. Refolding
// every prefix cost the square of the log (10,000 events: 37–48 s); this costs one pass.
//
// How each step keeps foldLog's rules (fold-log.ts) for the prefix folded so far:
// - A change that a prefix holds no undo of is the newest event of that prefix: applying it to
//   the state is what a fold of the prefix does last.
// - An undo only counts from where it stands: it takes its target back from here on, so only the
//   target's deal (or the sheet's field) is folded again, from its own changes that still count.
//   An undo of an event the prefix does not hold yet takes that event back once it comes; an undo
//   of an undo does nothing.
// - A decision of a conflict (`conflict-resolved`) takes back the versions it drops from where it
//   stands, as an undo does; only the first decision naming an event counts. The kept version
//   moves to where the conflict's first version stood, as on the list. (A concurrent add the list
//   holds off until decided, and a version kept as a following deal, are shown here where they
//   stand in the log.)
// - A deal stands where its first counting `deal-added` stands: undoing that add moves it to a
//   second add of the same id, if there is one, or off the list.
import type { SheetSetup } from './rules';
import type { SheetDeal } from './sheet-deal';
import type { DealChange, SheetChangeKind, SheetEvent } from './sheet-log';
import type { ListDeal } from './voided-deal';
import { isDealChange } from './sheet-log';
import { voidDeal } from './voided-deal';

/** A change with its place in the ordered log. */
interface Placed<C extends SheetEvent = SheetEvent> {
  readonly event: C;
  readonly index: number;
}

interface DealFold {
  /** The deal's changes that count so far (not undone), in fold order. */
  readonly changes: Placed<SheetEvent<DealChange>>[];
  /** Where its first counting `deal-added` stands in the log; null before one. */
  position: number | null;
  /** Its current version; null before it was added and after it was deleted. */
  deal: SheetDeal | null;
  voided: boolean;
  /** The crossed-out form of its last voided version, kept: the same object while unchanged. */
  crossedOut: { readonly of: SheetDeal; readonly deal: ListDeal } | null;
  /**
   * Its order among the deals a decision kept at one place (the versions of a deal 4 the table
   * played one after the other: 0 the first, 1 the next); 0 for every other deal.
   */
  rank: number;
}

/** Counts the deals on the list up to a place in the log (a Fenwick tree). */
class PlaceCounts {
  private readonly tree: Int32Array;
  constructor(size: number) {
    this.tree = new Int32Array(size + 1);
  }
  add(place: number, delta: number): void {
    for (let i = place + 1; i < this.tree.length; i += i & -i)
      this.tree[i] = (this.tree[i] ?? 0) + delta;
  }
  /** How many are counted at places 0..place. */
  upTo(place: number): number {
    let sum = 0;
    for (let i = place + 1; i > 0; i -= i & -i) sum += this.tree[i] ?? 0;
    return sum;
  }
}

function applyDealChange(fold: DealFold, { event, index }: Placed<SheetEvent<DealChange>>): void {
  const { change } = event;
  if (change.kind === 'deal-added') {
    // A second add of the same id (kept or deleted) is ignored.
    if (fold.position !== null) return;
    fold.position = index;
    fold.deal = change.deal;
    return;
  }
  // Nothing happens to a deal before it is added or after it is deleted.
  if (fold.deal === null) return;
  if (change.kind === 'deal-replaced') fold.deal = change.deal;
  else if (change.kind === 'deal-deleted') fold.deal = null;
  else if (change.kind === 'deal-voided') fold.voided = true;
  else fold.voided = false;
}

/**
 * The deal as it counts on the list, the same object while it does not change (so a score of
 * the list before can be reused up to it: sheet.ts scoreSheetAfter).
 */
function listDeal(fold: DealFold, deal: SheetDeal): ListDeal {
  if (!fold.voided) return deal;
  if (fold.crossedOut?.of !== deal) fold.crossedOut = { of: deal, deal: voidDeal(deal) };
  return fold.crossedOut.deal;
}

/** A deal as the list holds it at one point of the log. */
export interface DealAt {
  /** 1-based, its place on the list then. */
  readonly number: number;
  readonly deal: ListDeal;
}

/** The sheet of a growing prefix of an ordered log (events given in fold order, each once). */
export class HistoryFold {
  private readonly deals = new Map<string, DealFold>();
  /** A sheet's field changes that count so far, by kind: the last one is in force. */
  private readonly fields = new Map<SheetChangeKind, SheetEvent[]>();
  /** The events folded so far, by id. */
  private readonly seen = new Map<string, SheetEvent>();
  /** Where each event folded so far stands in the log. */
  private readonly places = new Map<string, number>();
  /** Ids an undo so far takes back (an event not seen yet included): they do not count. */
  private readonly undone = new Set<string>();
  private readonly onList: PlaceCounts;
  /** Events a decision so far named: a later decision naming one of them changes nothing. */
  private readonly decided = new Set<string>();
  /** The deals a decision kept together at one place of the log, by that place. */
  private readonly together = new Map<number, readonly DealFold[]>();

  constructor(logLength: number) {
    this.onList = new PlaceCounts(logLength);
  }

  /** Folds in the next event of the log, at `index`. */
  step(event: SheetEvent, index: number): void {
    this.seen.set(event.id, event);
    this.places.set(event.id, index);
    const { change } = event;
    if (change.kind === 'undone') {
      this.undo(change.undoes);
      return;
    }
    if (this.undone.has(event.id)) return;
    if (change.kind === 'conflict-resolved') {
      const named = [change.keeps, ...(change.then ?? []), ...change.drops];
      if (named.some((id) => this.decided.has(id))) return;
      for (const id of named) this.decided.add(id);
      for (const id of change.drops) this.undo(id);
      this.keepAtFirstPlace([change.keeps, ...(change.then ?? [])], named);
      return;
    }
    if (isDealChange(change)) {
      const fold = this.dealFold(change.dealId);
      const placed = { event: { ...event, change }, index };
      fold.changes.push(placed);
      this.changeDeal(fold, () => applyDealChange(fold, placed));
    } else {
      const list = this.fields.get(change.kind) ?? [];
      list.push(event);
      this.fields.set(change.kind, list);
    }
  }

  /**
   * The kept versions of an added deal stand where its conflict's first version stood, one after
   * the other in the order kept (`kept`: the kept one, then those the table played after it).
   */
  private keepAtFirstPlace(kept: readonly string[], named: readonly string[]): void {
    const places = named.flatMap((id) => {
      const place = this.places.get(id);
      return this.seen.get(id)?.change.kind === 'deal-added' && place !== undefined ? [place] : [];
    });
    const first = Math.min(...places);
    const folds: DealFold[] = [];
    kept.forEach((id, rank) => {
      const version = this.seen.get(id);
      if (version?.change.kind !== 'deal-added') return;
      const fold = this.deals.get(version.change.dealId);
      if (fold?.position == null) return;
      if (kept.length > 1) folds.push(fold);
      if (first < fold.position) {
        this.changeDeal(fold, () => {
          fold.position = first;
        });
      }
      fold.rank = rank;
    });
    if (folds.length > 1) this.together.set(first, folds);
  }

  private undo(targetId: string): void {
    const target = this.seen.get(targetId);
    // An undo of an undo does nothing; an event taken back twice is taken back once.
    if (target?.change.kind === 'undone' || this.undone.has(targetId)) return;
    this.undone.add(targetId);
    if (!target) return;
    const { change } = target;
    if (isDealChange(change)) {
      const fold = this.dealFold(change.dealId);
      const at = fold.changes.findIndex((placed) => placed.event.id === targetId);
      if (at >= 0) fold.changes.splice(at, 1);
      this.changeDeal(fold, () => {
        fold.position = null;
        fold.deal = null;
        fold.voided = false;
        fold.rank = 0;
        for (const placed of fold.changes) applyDealChange(fold, placed);
      });
    } else {
      const list = this.fields.get(change.kind) ?? [];
      const at = list.findIndex((event) => event.id === targetId);
      if (at >= 0) list.splice(at, 1);
    }
  }

  private dealFold(dealId: string): DealFold {
    let fold = this.deals.get(dealId);
    if (!fold) {
      fold = {
        changes: [],
        position: null,
        deal: null,
        voided: false,
        crossedOut: null,
        rank: 0,
      };
      this.deals.set(dealId, fold);
    }
    return fold;
  }

  /** Changes a deal, keeping the count of deals on the list at each place. */
  private changeDeal(fold: DealFold, change: () => void): void {
    const before = fold.deal === null ? null : fold.position;
    change();
    const after = fold.deal === null ? null : fold.position;
    if (before === after) return;
    if (before !== null) this.onList.add(before, -1);
    if (after !== null) this.onList.add(after, 1);
  }

  /** The deal as the list holds it now; null when it is not on the list. */
  dealAt(dealId: string): DealAt | null {
    const fold = this.deals.get(dealId);
    if (!fold || fold.deal === null || fold.position === null) return null;
    const { position } = fold;
    // Deals kept together at one place: those after this one there are not before it.
    const after = (this.together.get(position) ?? []).filter(
      (other) =>
        other !== fold &&
        other.deal !== null &&
        other.position === position &&
        other.rank > fold.rank,
    ).length;
    return { number: this.onList.upTo(position) - after, deal: listDeal(fold, fold.deal) };
  }

  /** The deals on the list now, in playing order. */
  listDeals(): ListDeal[] {
    const on: { position: number; rank: number; deal: ListDeal }[] = [];
    for (const fold of this.deals.values()) {
      if (fold.deal === null || fold.position === null) continue;
      on.push({ position: fold.position, rank: fold.rank, deal: listDeal(fold, fold.deal) });
    }
    return on
      .sort((a, b) => a.position - b.position || a.rank - b.rank)
      .map((placed) => placed.deal);
  }

  /** The rules in force now: the last rules change that counts, else the sheet's as started. */
  setup(started: SheetSetup): SheetSetup {
    const last = this.fields.get('rules-changed')?.at(-1)?.change;
    return last?.kind === 'rules-changed' ? last.setup : started;
  }
}
