// What each event's author had seen (`seen`, sheet-log.ts): the part every start loads. The
// heads a new event names, the bounds of `seen`, and whether a log needs the concurrency analysis
// (concurrency.ts, loaded only then): a log that is one line, as every log of one phone is, never
// does.
import { type SheetEvent } from './sheet-log';

/** At most this many ids in an event's `seen` (the heads its author knew: usually one). */
export const MAX_SEEN = 64;

/** A conflict the table must decide: its versions in fold order (two or more), each with its
 * device and time. */
export interface LogConflict {
  readonly kind: 'added' | 'corrected';
  /** The deal it stands at: the provisional version's deal. */
  readonly dealId: string;
  readonly versions: readonly SheetEvent[];
}

/**
 * Whether a `seen` is within its bounds, for every way an event comes in (the database's writes,
 * other phones): at most MAX_SEEN ids, each of an id's form (sync/protocol/bounds.ts ID_PATTERN).
 */
export function isSeenInBounds(seen: unknown): boolean {
  return (
    Array.isArray(seen) &&
    seen.length <= MAX_SEEN &&
    seen.every((id) => typeof id === 'string' && /^[A-Za-z0-9-]{1,64}$/.test(id))
  );
}

/**
 * The ids of the log's heads (events in fold order): the events no other event saw, the latest
 * MAX_SEEN of them. An event without `seen` saw every event before it.
 */
export function headsOf(ordered: readonly SheetEvent[]): string[] {
  const lastOld = ordered.findLastIndex((event) => event.seen === undefined);
  const from = Math.max(lastOld, 0);
  const saw = new Set(ordered.slice(from).flatMap((event) => event.seen ?? []));
  const heads = ordered.slice(from).filter((event) => !saw.has(event.id));
  return heads.slice(-MAX_SEEN).map((event) => event.id);
}

/**
 * Whether the log (in fold order) needs the analysis: a decision of the table is in it, or an
 * event did not see the one before it (two phones wrote without knowing of each other).
 */
export function needsAnalysis(ordered: readonly SheetEvent[]): boolean {
  // One line: each event saw the one before it, and only it (the first saw nothing).
  return ordered.some(
    ({ seen, change }, at) =>
      change.kind === 'conflict-resolved' ||
      (seen !== undefined && seen.join() !== (ordered[at - 1]?.id ?? '')),
  );
}

/** What the analysis (concurrency.ts) finds in a log, for the fold. */
export interface Concurrency {
  readonly conflicts: readonly LogConflict[];
  /** Adds off the list: a copy of a concurrent add of the same deal, or held until decided. */
  readonly held: ReadonlySet<string>;
  /** Versions a decision dropped: they count as if undone. */
  readonly dropped: ReadonlySet<string>;
  /** Decisions that change nothing (an earlier one decided an event they name). */
  readonly ignored: ReadonlySet<string>;
  /**
   * Kept versions of added deals that count where their conflict stands: the id of the first
   * version in fold order → the ids of the versions kept, in the table's order (when that is not
   * the first alone).
   */
  readonly moved: ReadonlyMap<string, readonly string[]>;
}

/** The analysis: a log in fold order, and the ids undone in it. */
export type Analysis = (ordered: readonly SheetEvent[], undone: ReadonlySet<string>) => Concurrency;
