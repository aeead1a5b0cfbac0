// The sheet as it stands: a deterministic fold of its event log (sheet-log.ts).
//
// Rules of the fold, so that any two copies of a log, merged in any order, fold to one sheet:
// - Events are folded in (clock, device, id) order, each id once; arrival order never counts.
// - An event named by an `undone` counts as if it had not happened, wherever the undo stands in
//   the log. An undo of an undo does nothing (there is no redo); an undo of an unknown id does
//   nothing.
// - Deals stand in the order of their `deal-added` events. A second `deal-added` of a deal id the
//   log already added (kept or deleted) is ignored.
// - `deal-replaced` gives the deal a new version, whichever version it names: of two replaces of
//   one version, the later in fold order wins (the other stays in the history). A replace of a
//   version that was undone still applies: it is a later correction of the same deal.
// - Anything after a deal's (kept) deletion is ignored for it: a void, restore or replace of a
//   deleted deal does nothing. Undoing the delete brings the deal back with those changes.
// - Void and restore only switch whether the deal counts; its version is kept, so a replace of a
//   voided deal changes the crossed-out deal, and it stays crossed out.
// - A rename, a change of the players' names, of the rules or of the money: the latest kept one
//   counts.
// - Concurrent changes (concurrency.ts): of two concurrent adds of the same deal at one place the
//   first counts, the other is ignored; different deals are a conflict, the first provisionally
//   on the list, the others held off it. A `conflict-resolved` drops the versions it does not
//   keep: they count as if undone (the first decision of an event wins).
import type { Money } from './money';
import type { PresetId, SheetSetup } from './rules';
import type { SheetDeal } from './sheet-deal';
import type { DealChange, SheetChange, SheetEvent } from './sheet-log';
import type { ListDeal } from './voided-deal';
import { needsAnalysis, type Analysis, type Concurrency, type LogConflict } from './seen';
import { isDealChange, orderEvents, undoneIds } from './sheet-log';
import { voidDeal } from './voided-deal';

/** One deal of the folded sheet. */
export interface FoldedDeal {
  readonly dealId: string;
  /** The deal as it counts on the list: a VoidedDeal when crossed out. */
  readonly deal: ListDeal;
  /** The event holding the deal's current version: what the next replace names. */
  readonly versionEvent: string;
  /** Wall-clock time the deal was added. */
  readonly addedAt: number;
  /** How often the deal was corrected (replaces that count). */
  readonly changes: number;
  /** Wall-clock time of the latest event that changed the deal (an undo of one included). */
  readonly changedAt: number;
}

/** The sheet's rules as last changed by an event. */
export interface FoldedRules {
  readonly setup: SheetSetup;
  readonly preset: PresetId | null;
}

/** The sheet's money as last changed by an event (`money` null: played for nothing). */
export interface FoldedMoney {
  readonly money: Money | null;
}

export interface FoldedSheet {
  /** The deals on the list, in playing order (voided ones at their place). */
  readonly deals: readonly FoldedDeal[];
  /** Null while the log never renamed the sheet (it keeps the name it started with). */
  readonly name: string | null;
  readonly playerNames: readonly string[] | null;
  /** The players at the seats with the latest `playerNames` (undefined: implicit by name). */
  readonly playerIds?: readonly string[] | undefined;
  readonly rules: FoldedRules | null;
  /** Null while the log never changed the money (the rules' stake counts). */
  readonly money: FoldedMoney | null;
  /** Conflicts the table has not decided yet (concurrency.ts): the totals are provisional. */
  readonly conflicts: readonly LogConflict[];
}

interface DealState {
  readonly dealId: string;
  readonly deal: SheetDeal;
  readonly voided: boolean;
  readonly versionEvent: string;
  readonly addedAt: number;
  readonly changes: number;
  readonly changedAt: number;
}

/** The fold between two events: what fold-onward.ts carries on from (never changed once handed out). */
export interface FoldState {
  /** Deals in the order added; a deleted one stays here as null so its id is never added again. */
  readonly deals: Map<string, DealState | null>;
  name: string | null;
  playerNames: readonly string[] | null;
  playerIds?: readonly string[] | undefined;
  rules: FoldedRules | null;
  money: FoldedMoney | null;
}

/** Applies a change of a deal; false when the fold ignores it (see the rules above). */
function changeDeal(state: FoldState, event: SheetEvent<DealChange>): boolean {
  const { change } = event;
  const current = state.deals.get(change.dealId);
  if (change.kind === 'deal-added') {
    if (current !== undefined) return false;
    state.deals.set(change.dealId, {
      dealId: change.dealId,
      deal: change.deal,
      voided: false,
      versionEvent: event.id,
      addedAt: event.at,
      changes: 0,
      changedAt: event.at,
    });
    return true;
  }
  if (!current) return false;
  const changed = changedDeal(current, event);
  state.deals.set(change.dealId, changed);
  return changed !== current;
}

function changedDeal(current: DealState, event: SheetEvent<DealChange>): DealState | null {
  const touched = { ...current, changedAt: event.at };
  switch (event.change.kind) {
    case 'deal-replaced':
      return {
        ...touched,
        deal: event.change.deal,
        versionEvent: event.id,
        changes: current.changes + 1,
      };
    case 'deal-deleted':
      return null;
    case 'deal-voided':
      return current.voided ? current : { ...touched, voided: true };
    case 'deal-restored':
      return current.voided ? { ...touched, voided: false } : current;
    default:
      return current;
  }
}

function changeSheet(state: FoldState, change: SheetChange): void {
  if (change.kind === 'sheet-renamed') state.name = change.name;
  else if (change.kind === 'players-renamed') {
    state.playerNames = change.playerNames;
    state.playerIds = change.playerIds;
  } else if (change.kind === 'rules-changed') {
    state.rules = { setup: change.setup, preset: change.preset };
  } else if (change.kind === 'money-changed') state.money = { money: change.money };
}

/** An undo changes the deal whose change it takes back: "last changed" moves to the undo. */
function touchUndone(state: FoldState, target: SheetEvent | undefined, at: number): void {
  if (!target || !isDealChange(target.change)) return;
  const current = state.deals.get(target.change.dealId);
  if (current) state.deals.set(current.dealId, { ...current, changedAt: at });
}

function foldedDeal(state: DealState): FoldedDeal {
  const { dealId, deal, voided, versionEvent, addedAt, changes, changedAt } = state;
  return {
    dealId,
    deal: voided ? voidDeal(deal) : deal,
    versionEvent,
    addedAt,
    changes,
    changedAt,
  };
}

let analysis: Analysis | null = null;

/**
 * Gives the fold the concurrency analysis (concurrency.ts), loaded only where a log needs it: the
 * database's reads fetch it first (db/sheet-log.ts), the restore's readers import it.
 */
export function provideAnalysis(given: Analysis): void {
  analysis = given;
}

/** Whether the analysis was given already (the database's reads then need not look for it). */
export function analysisProvided(): boolean {
  return analysis !== null;
}

/** What a fold throws that needs the analysis before it was given. */
const ANALYSIS_MISSING = 'analysis-not-provided';

/** Whether a fold failed only for want of the analysis (the database's reads fetch it then). */
export function isAnalysisMissing(error: unknown): boolean {
  return error instanceof Error && error.message === ANALYSIS_MISSING;
}

export function analysed(ordered: readonly SheetEvent[], undone: ReadonlySet<string>) {
  // A log with concurrent events folded without it would fold differently: never silently.
  if (!analysis) throw new Error(ANALYSIS_MISSING);
  return analysis(ordered, undone);
}

/** The sheet a log stands for: the same for every order and every copy of the same events. */
export function foldLog(
  events: readonly SheetEvent[],
  takenBack?: ReadonlySet<string>,
): FoldedSheet {
  return foldNotingIgnored(events, takenBack).sheet;
}

/**
 * The fold, and the changes of deals it ignored (kept, but changing nothing now): a change of a
 * deleted deal or of one never added, a second add of a deal id, a void of a crossed-out deal, a
 * restore of one that counts. Undo passes over them (undo-step.ts).
 */
export function foldNotingIgnored(
  events: readonly SheetEvent[],
  /** Events to fold as if undone (a step of undo before it is written): the log stays whole. */
  takenBack: ReadonlySet<string> = new Set(),
): {
  readonly sheet: FoldedSheet;
  readonly ignored: ReadonlySet<string>;
} {
  const ordered = orderEvents(events);
  const undone = new Set([...undoneIds(ordered), ...takenBack]);
  const found = needsAnalysis(ordered) ? analysed(ordered, undone) : null;
  const context = foldContext(ordered, undone, found);
  const state = emptyFold();
  const ignored = foldEvents(state, ordered, context);
  return { sheet: foldedSheet(state, found), ignored };
}

/** What folding an event needs to know of the whole log: what counts, what stands elsewhere. */
export interface FoldContext {
  readonly found: Concurrency | null;
  /** Events that count as if undone: undone, taken back, or dropped by a decision. */
  readonly out: ReadonlySet<string>;
  readonly held: ReadonlySet<string>;
  readonly moved: ReadonlyMap<string, readonly string[]>;
  readonly movedAway: ReadonlySet<string>;
  /** The events an undo or a moved version may name. */
  readonly byId: ReadonlyMap<string, SheetEvent>;
}

export function foldContext(
  ordered: readonly SheetEvent[],
  undone: ReadonlySet<string>,
  found: Concurrency | null,
): FoldContext {
  // A kept version counts where its conflict's first version stands (concurrency.ts).
  const moved = found?.moved ?? new Map<string, readonly string[]>();
  return {
    found,
    out: found ? new Set([...undone, ...found.dropped]) : undone,
    held: found?.held ?? new Set<string>(),
    moved,
    movedAway: new Set([...moved.values()].flat()),
    byId: new Map(ordered.map((event) => [event.id, event])),
  };
}

export function emptyFold(): FoldState {
  return { deals: new Map(), name: null, playerNames: null, rules: null, money: null };
}

/** Folds `ordered` into `state`; the ids of the changes of deals it ignored. */
export function foldEvents(
  state: FoldState,
  ordered: readonly SheetEvent[],
  context: FoldContext,
): Set<string> {
  const { found, out, held, moved, movedAway, byId } = context;
  const ignored = new Set(found ? [...found.ignored, ...found.dropped, ...held] : []);
  const counts = (event: SheetEvent | undefined): event is SheetEvent =>
    event !== undefined && !out.has(event.id) && !held.has(event.id);
  const fold = (event: SheetEvent) => {
    const { change } = event;
    if (change.kind === 'undone') touchUndone(state, byId.get(change.undoes), event.at);
    else if (isDealChange(change)) {
      if (!changeDeal(state, { ...event, change })) ignored.add(event.id);
    } else changeSheet(state, change);
  };
  for (const event of ordered) {
    for (const id of moved.get(event.id) ?? []) {
      const arriving = byId.get(id);
      if (counts(arriving)) fold(arriving);
    }
    if (counts(event) && !movedAway.has(event.id)) fold(event);
  }
  return ignored;
}

/** The sheet a fold's state stands for. */
export function foldedSheet(state: FoldState, found: Concurrency | null): FoldedSheet {
  const deals = [...state.deals.values()].flatMap((deal) => (deal ? [foldedDeal(deal)] : []));
  const { name, playerNames, playerIds, rules, money } = state;
  return {
    deals,
    name,
    playerNames,
    ...(playerIds ? { playerIds } : {}),
    rules,
    money,
    conflicts: found?.conflicts ?? [],
  };
}

/** The deals of a log as the list scores them, in playing order. */
export function foldDeals(events: readonly SheetEvent[]): ListDeal[] {
  return foldLog(events).deals.map((folded) => folded.deal);
}
