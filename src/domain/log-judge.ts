// Which events of a sheet's log count, judged with the checks a local write passes (issue 34,
// item 2). A member with curl can put any event of the right shape on the club's server; a phone
// keeps it (its id is how every phone knows it, its export must carry it), but an event the app
// could not have written is refused: kept, shown, never folded.
//
// The judgement is a function of the set of events, never of the order they arrived in: events
// are judged in fold order (clock, device, id), each against the events before it that count.
// So every phone with the same events refuses the same ones, and a restore of its export too.
import { foldLog, type FoldedSheet } from './fold-log';
import { scoreSheet } from './sheet';
import type { SheetSetup } from './rules';
import { namedEventId, orderEvents, type SheetEvent } from './sheet-log';

export const LOG_REFUSALS = [
  /** An undo or a correction names an event the log does not hold (or one refused). */
  'names-unknown',
  /** It names an event that is not older (a Lamport clock: what it knew of is older). */
  'names-later',
  /** A correction whose named version is of another deal. */
  'replaces-other-deal',
  /** A void, restore, delete or correction of a deal no earlier event added. */
  'deal-unknown',
  /** Its `seen` names an event that is not older. */
  'seen-later',
  /** The sheet would not score with it, or would hold more deals than planned. */
  'sheet-would-be-invalid',
] as const;
export type LogRefusal = (typeof LOG_REFUSALS)[number];

/** The events judged so far that count, and every event of the log (for `seen`). */
export interface LogSoFar {
  readonly counted: ReadonlyMap<string, SheetEvent>;
  readonly all: ReadonlyMap<string, SheetEvent>;
  /** Deal ids an event that counts added. */
  readonly added: ReadonlySet<string>;
}

function namedProblem(event: SheetEvent, soFar: LogSoFar): LogRefusal | null {
  const { change } = event;
  const namedId = namedEventId(change);
  if (namedId === null) return null;
  const named = soFar.counted.get(namedId) ?? soFar.all.get(namedId);
  if (!named) return 'names-unknown';
  if (named.clock >= event.clock) return 'names-later';
  if (!soFar.counted.has(namedId)) return 'names-unknown';
  if (change.kind !== 'deal-replaced') return null;
  const version = named.change;
  const sameDeal =
    (version.kind === 'deal-added' || version.kind === 'deal-replaced') &&
    version.dealId === change.dealId;
  return sameDeal ? null : 'replaces-other-deal';
}

/**
 * One event against the log before it: what the app's own writes never do (the same rules a
 * backup file's log is held to, io/log-read.ts). Null when it may count.
 */
export function eventLogProblem(event: SheetEvent, soFar: LogSoFar): LogRefusal | null {
  const later = (event.seen ?? []).some((id) => {
    const named = soFar.all.get(id);
    return named !== undefined && named.clock >= event.clock;
  });
  if (later) return 'seen-later';
  const named = namedProblem(event, soFar);
  if (named) return named;
  const { change } = event;
  if ('dealId' in change && change.kind !== 'deal-added' && !soFar.added.has(change.dealId)) {
    return 'deal-unknown';
  }
  return null;
}

/**
 * The events that count by the per-event checks, each judged against those before it. A tampered
 * event (`takenBack`) is left out, as if the log did not hold it: it counts nowhere, and its
 * content differs from phone to phone (each keeps the version it got first), so nothing judged
 * may depend on it (found by test/sync/live/member-writes-property.test.ts, seed 3405691583).
 */
function judgeEach(
  ordered: readonly SheetEvent[],
  refused: Map<string, LogRefusal>,
  takenBack: ReadonlySet<string>,
): SheetEvent[] {
  const trusted = ordered.filter((event) => !takenBack.has(event.id));
  const all = new Map(trusted.map((event) => [event.id, event]));
  const counted = new Map<string, SheetEvent>();
  const added = new Set<string>();
  for (const event of trusted) {
    const earlier = refused.get(event.id);
    const problem = earlier ?? eventLogProblem(event, { counted, all, added });
    if (problem) {
      refused.set(event.id, problem);
      continue;
    }
    counted.set(event.id, event);
    if (event.change.kind === 'deal-added') added.add(event.change.dealId);
  }
  return [...counted.values()];
}

/** Whether the sheet these events make scores, within its planned deals (as a local write). */
function scores(setup: SheetSetup, events: readonly SheetEvent[], takenBack: ReadonlySet<string>) {
  return foldScores(setup, foldLog(events, takenBack));
}

/** Whether a folded sheet scores, within its planned deals (`setup`: its rules as started). */
export function foldScores(setup: SheetSetup, folded: FoldedSheet): boolean {
  const now = folded.rules?.setup ?? setup;
  const deals = folded.deals.map((deal) => deal.deal);
  return deals.length <= now.plannedDeals && scoreSheet(now, deals).ok;
}

/** The shortest prefix of `counted` that does not score (binary search: deterministic). */
function firstBreaking(
  setup: SheetSetup,
  counted: readonly SheetEvent[],
  takenBack: ReadonlySet<string>,
): number {
  let [good, bad] = [0, counted.length];
  while (bad - good > 1) {
    const middle = Math.floor((good + bad) / 2);
    if (scores(setup, counted.slice(0, middle), takenBack)) good = middle;
    else bad = middle;
  }
  return bad - 1;
}

/** At most this many events refused one by one for the score; the rest go at once. */
const MAX_SCORE_ROUNDS = 64;

/**
 * The events of the log that are refused, and why. `setup`: the sheet's rules as started;
 * `takenBack`: events that count as if undone (tampered ones). A sheet that does not score
 * without any event (damaged data) is not judged by its score: it is mended from its screen.
 */
export function judgeLog(
  setup: SheetSetup,
  events: readonly SheetEvent[],
  takenBack: ReadonlySet<string> = new Set(),
): ReadonlyMap<string, LogRefusal> {
  const ordered = orderEvents(events);
  const refused = new Map<string, LogRefusal>();
  let counted = judgeEach(ordered, refused, takenBack);
  if (scores(setup, counted, takenBack) || !scores(setup, [], takenBack)) return refused;
  for (let round = 0; round < MAX_SCORE_ROUNDS; round++) {
    const breaking = counted[firstBreaking(setup, counted, takenBack)];
    if (breaking) refused.set(breaking.id, 'sheet-would-be-invalid');
    // A refused deal takes the events that change it with it: judged again.
    counted = judgeEach(ordered, refused, takenBack);
    if (scores(setup, counted, takenBack)) return refused;
  }
  const from = firstBreaking(setup, counted, takenBack);
  for (const event of counted.slice(from)) refused.set(event.id, 'sheet-would-be-invalid');
  return refused;
}

/** The log without the refused events: what the fold takes. */
export function countedEvents<E extends SheetEvent>(
  events: readonly E[],
  refused: ReadonlyMap<string, LogRefusal>,
): E[] {
  return refused.size === 0 ? [...events] : events.filter((event) => !refused.has(event.id));
}
