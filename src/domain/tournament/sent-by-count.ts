// Which of a table phone's waiting events the club got before its night closed (issue 31, issue
// 34 item 9). A write can reach the server while its answer is lost: the phone then still counts
// it as waiting. Once the night is closed the table's login is refused, and the only thing the
// phone can still read is the night's public standings: how many deals the club counts for its
// table. The phone's own fold with some of the waiting events added must give that number.
import { foldLog } from '../fold-log';
import type { SheetEvent } from '../sheet-log';

/** Ids of waiting events the club has (`sent`) and those it never got (`lost`), in log order. */
export interface SentSplit {
  readonly sent: readonly string[];
  readonly lost: readonly string[];
}

/** More waiting events than this are not tried one by one (a table enters a few at most). */
export const MAX_WAITING_TRIED = 64;

/** The deals a list counts as the night does (night-tracker.ts): never beyond its planned deals. */
function countedDeals(events: readonly SheetEvent[]): number {
  const folded = foldLog(events);
  const planned = folded.rules?.setup.plannedDeals;
  return planned === undefined ? folded.deals.length : Math.min(folded.deals.length, planned);
}

/**
 * `events`: the sheet's log; `waiting`: the ids the phone never heard the club take; `clubDeals`:
 * the deals the club counts for the table. The phone sends its events in the log's order and the
 * server keeps what arrived, so the club has the first k waiting events: the smallest k whose fold
 * gives the club's count (a later event that changes no count, such as a correction, is not
 * proven sent, so it stays lost). Null when no k gives it: nothing is proven.
 */
export function sentByCount(
  events: readonly SheetEvent[],
  waiting: ReadonlySet<string>,
  clubDeals: number,
): SentSplit | null {
  const queued = events.filter((event) => waiting.has(event.id));
  if (queued.length > MAX_WAITING_TRIED) return null;
  for (let k = 0; k <= queued.length; k++) {
    const taken = new Set(queued.slice(0, k).map((event) => event.id));
    const held = events.filter((event) => !waiting.has(event.id) || taken.has(event.id));
    if (countedDeals(held) === clubDeals)
      return { sent: [...taken], lost: queued.slice(k).map((event) => event.id) };
  }
  return null;
}
