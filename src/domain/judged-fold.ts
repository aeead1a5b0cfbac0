// A sheet's log judged (log-judge.ts) and folded (fold-log.ts), ready to take later events on top:
// a flood arrives in batches, each after the last event, and judging and folding the whole log
// per batch made one task of hundreds of ms on the page (issue 34, item 5). Whatever the way,
// the result is the whole log's judgement and fold: where later events could change how earlier
// ones are judged or folded, the whole log is judged and folded again.
import type { SheetSetup } from './rules';
import type { FoldedSheet } from './fold-log';
import { foldOnward, foldProgress, type FoldProgress } from './fold-onward';
import {
  countedEvents,
  eventLogProblem,
  foldScores,
  judgeLog,
  type LogRefusal,
  type LogSoFar,
} from './log-judge';
import { compareEvents, namedEventId, orderEvents, type SheetEvent } from './sheet-log';

export interface JudgedFold<E extends SheetEvent = SheetEvent> {
  readonly setup: SheetSetup;
  /** Events that count as if undone (tampered ones, records.ts). */
  readonly takenBack: ReadonlySet<string>;
  /** Every event of the log, in fold order, each once. */
  readonly ordered: readonly E[];
  readonly refused: ReadonlyMap<string, LogRefusal>;
  readonly folded: FoldedSheet;
  /** How many events this step judged: all, or only those it took on top of the earlier log. */
  readonly judgedNow: number;
  /** What the next events are judged and folded on; null: the next log is judged whole. */
  readonly onward: Onward | null;
}

interface Onward extends LogSoFar {
  /** Ids the log's events name (`seen`, an undo, a correction): one arriving later changes them. */
  readonly named: ReadonlySet<string>;
  readonly fold: FoldProgress;
  /** Whether the sheet scores with no event at all (if not, it is not judged by its score). */
  readonly emptyScores: boolean;
}

const namesOf = (event: SheetEvent) => {
  const named = namedEventId(event.change);
  return named === null ? (event.seen ?? []) : [...(event.seen ?? []), named];
};

/** The whole log judged and folded. */
export function judgedFold<E extends SheetEvent>(
  setup: SheetSetup,
  events: readonly E[],
  takenBack: ReadonlySet<string> = new Set(),
): JudgedFold<E> {
  const ordered = orderEvents(events);
  const refused = judgeLog(setup, ordered, takenBack);
  const fold = foldProgress(countedEvents(ordered, refused), takenBack);
  const judged = {
    setup,
    takenBack,
    ordered,
    refused,
    folded: fold.sheet,
    judgedNow: ordered.length,
  };
  // A log the score refused events of was judged in rounds, and the judge's score leaves taken
  // back events out where the fold keeps them as undone: later events judge these whole again.
  const rounds = [...refused.values()].includes('sheet-would-be-invalid');
  if (rounds || takenBack.size > 0) return { ...judged, onward: null };
  const counted = ordered.filter((event) => !refused.has(event.id));
  const onward: Onward = {
    all: new Map(ordered.map((event) => [event.id, event])),
    counted: new Map(counted.map((event) => [event.id, event])),
    added: new Set(
      counted.flatMap(({ change }) => (change.kind === 'deal-added' ? [change.dealId] : [])),
    ),
    named: new Set(ordered.flatMap(namesOf)),
    fold,
    emptyScores: foldScores(setup, foldProgress([]).sheet),
  };
  return { ...judged, onward };
}

/**
 * The log `events` judged and folded, on top of `previous` where `events` are its events and
 * later ones (the fold order's last); else, or where the later events act on earlier ones, whole.
 */
export function judgedFoldOnward<E extends SheetEvent>(
  previous: JudgedFold<E>,
  events: readonly E[],
): JudgedFold<E> {
  const whole = () => judgedFold(previous.setup, events, previous.takenBack);
  const later = laterEvents(previous.ordered, events);
  if (later === null || previous.onward === null) return whole();
  if (later.length === 0) return { ...previous, judgedNow: 0 };
  return judgedOnward(previous, previous.onward, later) ?? whole();
}

function judgedOnward<E extends SheetEvent>(
  previous: JudgedFold<E>,
  onward: Onward,
  later: readonly E[],
): JudgedFold<E> | null {
  const { setup, takenBack } = previous;
  // Nothing is taken back (judgedFold): every event is judged.
  if (later.some((event) => onward.named.has(event.id))) return null;
  const all = new Map(onward.all);
  for (const event of later) all.set(event.id, event);
  const counted = new Map(onward.counted);
  const added = new Set(onward.added);
  const refused = new Map(previous.refused);
  for (const event of later) {
    const problem = eventLogProblem(event, { counted, all, added });
    if (problem) refused.set(event.id, problem);
    else {
      counted.set(event.id, event);
      if (event.change.kind === 'deal-added') added.add(event.change.dealId);
    }
  }
  const fold = foldOnward(onward.fold, countedEvents(later, refused));
  // A sheet that no longer scores is judged in rounds (judgeLog): whole.
  if (fold === null || (onward.emptyScores && !foldScores(setup, fold.sheet))) return null;
  const named = new Set([...onward.named, ...later.flatMap(namesOf)]);
  return {
    setup,
    takenBack,
    ordered: [...previous.ordered, ...later],
    refused,
    folded: fold.sheet,
    judgedNow: later.length,
    onward: { all, counted, added, named, fold, emptyScores: onward.emptyScores },
  };
}

// The whole event, its change included: a restore may bring a sheet again whose events keep
// their ids but not their contents (a damaged or other file), and a judgement of the old ones
// must not stand for them (backup-corpus: a changed correction kept its earlier verdict).
const sameEvent = (a: SheetEvent, b: SheetEvent) =>
  a === b ||
  (a.clock === b.clock &&
    a.device === b.device &&
    a.at === b.at &&
    JSON.stringify(a) === JSON.stringify(b));

/**
 * The events of `events` that `ordered` lacks, in fold order, when `events` holds every event of
 * `ordered` and the others all come after its last; null when the log changed in any other way.
 */
export function laterEvents<E extends SheetEvent>(
  ordered: readonly E[],
  events: readonly E[],
): E[] | null {
  const known = new Map(ordered.map((event) => [event.id, event]));
  const met = new Set<string>();
  const fresh = new Map<string, E>();
  for (const event of events) {
    const before = known.get(event.id);
    if (before === undefined) {
      if (!fresh.has(event.id)) fresh.set(event.id, event);
    } else if (!met.has(event.id)) {
      if (!sameEvent(before, event)) return null;
      met.add(event.id);
    }
  }
  if (met.size !== known.size) return null;
  const later = [...fresh.values()].sort(compareEvents);
  const last = ordered.at(-1);
  const first = later[0];
  return last && first && compareEvents(last, first) >= 0 ? null : later;
}
