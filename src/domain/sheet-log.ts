// A sheet is an append-only log of immutable change events: the source of truth. The deals, the
// totals and the sheet's name, players and rules are a fold of it (fold-log.ts). Events are never
// edited or removed; a correction is a new event (a replace, a void, an undo).
//
// Each event carries the device that made it and a Lamport clock, so logs of two phones can be
// merged (a set union by id) and still fold to one sheet: the fold orders events by
// (clock, device, id), never by arrival.
import type { Money } from './money';
import type { PresetId, SheetSetup } from './rules';
import type { SheetDeal } from './sheet-deal';

/** What one event changed on the sheet. */
export type SheetChange =
  /** A new deal after the last one. */
  | { readonly kind: 'deal-added'; readonly dealId: string; readonly deal: SheetDeal }
  /** A past deal corrected: `replaces` is the event whose version of the deal this one replaces. */
  | {
      readonly kind: 'deal-replaced';
      readonly dealId: string;
      readonly replaces: string;
      readonly deal: SheetDeal;
    }
  /** Taken off the list: later deals move up one place (and change dealer). */
  | { readonly kind: 'deal-deleted'; readonly dealId: string }
  /** Crossed out: stays on the list at its place, scores 0 (voided-deal.ts). */
  | { readonly kind: 'deal-voided'; readonly dealId: string }
  /** A voided deal counts again, as it was. */
  | { readonly kind: 'deal-restored'; readonly dealId: string }
  /** Takes an earlier event back, as if it had not happened; the event itself stays. */
  | { readonly kind: 'undone'; readonly undoes: string }
  | { readonly kind: 'sheet-renamed'; readonly name: string }
  /**
   * Seat order stays: only the names at the seats change. `playerIds`: the player at each seat
   * (roster.ts); absent (every older event), each seat is the implicit player of its name.
   */
  | {
      readonly kind: 'players-renamed';
      readonly playerNames: readonly string[];
      readonly playerIds?: readonly string[];
    }
  /** The table and house rules: only before the first deal (rules are locked after it). */
  | {
      readonly kind: 'rules-changed';
      readonly setup: SheetSetup;
      readonly preset: PresetId | null;
    }
  /**
   * What the points are worth (stake, currency, rounding, lost-game fee); null: played for
   * nothing. Money is not a rule of play: allowed at any time, after the last deal too.
   */
  | { readonly kind: 'money-changed'; readonly money: Money | null }
  /**
   * The table decided a conflict (concurrency.ts): `keeps` counts, `drops` count as if they had
   * not happened. The first decision in fold order of the events it names wins.
   */
  | {
      readonly kind: 'conflict-resolved';
      readonly keeps: string;
      readonly drops: readonly string[];
      /**
       * Versions of an added deal kept as well, as the deals right after the kept one, in this
       * order: the two phones entered two different deals the table played one after the other.
       */
      readonly then?: readonly string[];
    };

export type SheetChangeKind = SheetChange['kind'];

/** Changes that concern one deal, and name it. */
export type DealChange = Extract<SheetChange, { readonly dealId: string }>;

export interface SheetEvent<C extends SheetChange = SheetChange> {
  /** Unique across devices (a random id). */
  readonly id: string;
  /** The device that made the event (a random id kept in its settings). */
  readonly device: string;
  /** Lamport clock: higher than every event the device knew of when it made this one. */
  readonly clock: number;
  /** Wall-clock time (ms since 1970) on the device: for people ("last at 22:14"), not for order. */
  readonly at: number;
  readonly change: C;
  /**
   * The heads of the log its author knew when making it (concurrency.ts): at most MAX_SEEN event
   * ids, usually one. Absent on every event made before it existed: such an event has seen every
   * event before it in fold order.
   */
  readonly seen?: readonly string[];
}

/**
 * The device of a shared sheet's start events (src/sync/live/sheet-start.ts): no phone, and before every
 * phone in the fold's order. They say what the sheet was started with; nobody made them.
 */
export const START_DEVICE = '00000000-0000-0000-0000-000000000000';

export function isDealChange(change: SheetChange): change is DealChange {
  return 'dealId' in change;
}

/** The older event a change names: what an undo takes back or a correction replaces. */
export function namedEventId(change: SheetChange): string | null {
  if (change.kind === 'undone') return change.undoes;
  return change.kind === 'deal-replaced' ? change.replaces : null;
}

function compareText(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/** How to rename ids: a deal's, and an event's (the events a change names). */
export interface IdRenames {
  readonly deal: (id: string) => string;
  readonly event: (id: string) => string;
}

/** The change with every id in it renamed: its deal's, and those of the events it names. */
export function renamedChange(change: SheetChange, rename: IdRenames): SheetChange {
  const withDeal = 'dealId' in change ? { ...change, dealId: rename.deal(change.dealId) } : change;
  if (withDeal.kind === 'deal-replaced') {
    return { ...withDeal, replaces: rename.event(withDeal.replaces) };
  }
  if (withDeal.kind === 'undone') return { ...withDeal, undoes: rename.event(withDeal.undoes) };
  if (withDeal.kind === 'conflict-resolved') {
    return {
      ...withDeal,
      keeps: rename.event(withDeal.keeps),
      drops: withDeal.drops.map(rename.event),
      ...(withDeal.then ? { then: withDeal.then.map(rename.event) } : {}),
    };
  }
  return withDeal;
}

/** What the order of events reads: a sheet's events, and the roster's (roster.ts). */
export type EventOrder = Pick<SheetEvent, 'id' | 'device' | 'clock'>;

/** The one order every device agrees on: clock, then device, then id. */
export function compareEvents(a: EventOrder, b: EventOrder): number {
  return a.clock - b.clock || compareText(a.device, b.device) || compareText(a.id, b.id);
}

/**
 * The events in fold order, each once: a merged log may hold an event twice (the same id from two
 * copies); events are immutable, so the copies are the same event and one is kept.
 */
export function orderEvents<E extends EventOrder = SheetEvent>(events: readonly E[]): E[] {
  const byId = new Map<string, E>();
  for (const event of events) if (!byId.has(event.id)) byId.set(event.id, event);
  return [...byId.values()].sort(compareEvents);
}

/** The clock of a new event: one more than any the log holds (a Lamport clock). */
export function nextClock(events: readonly Pick<SheetEvent, 'clock'>[]): number {
  return events.reduce((max, event) => Math.max(max, event.clock), 0) + 1;
}

/** Merging two copies of a log: the union of their events (by id). Order does not matter. */
export function mergeLogs(a: readonly SheetEvent[], b: readonly SheetEvent[]): SheetEvent[] {
  return orderEvents([...a, ...b]);
}

/** What an undo can read of any log's event (a sheet's or the roster's): its id and change. */
export interface UndoableEvent {
  readonly id: string;
  readonly change: { readonly kind: string; readonly undoes?: string };
}

/**
 * The ids of the events taken back by an undo, in a sheet's log or the roster's. An undo itself
 * is not undone (no redo).
 */
export function undoneIds(events: readonly UndoableEvent[]): Set<string> {
  const kinds = new Map(events.map((event) => [event.id, event.change.kind]));
  const undone = new Set<string>();
  for (const { change } of events) {
    const target = change.kind === 'undone' ? change.undoes : undefined;
    if (target !== undefined && kinds.get(target) !== 'undone') undone.add(target);
  }
  return undone;
}
