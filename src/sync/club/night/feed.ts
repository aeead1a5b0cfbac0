// A night read from the club's database, once or live: its director's documents and its table
// sheets' documents (two `_all_docs` ranges, by the ids' prefixes: night-log.ts), fed into the
// domain's night tracker, then — live — every later change from the club's `_changes` feed.
// While the night runs its table sheets live in a night database of their own (night-database.ts):
// its claim in the club's database names it, and it is read and followed beside the club's. Plain
// requests with the member's session (club-sheets.ts `request`), no PouchDB: nothing is stored
// on the phone. Every loop is bounded (pages, time), every request in time; a failure waits
// 1 s, then twice as long each time up to 30 s (a refusal of the login ends it), and stop() ends
// the loop at once.
import { fail, ok, type Result } from '../../../domain/result';
import type { NightEvent } from '../../../domain/tournament/night-log';
import type { ListConfirmation } from '../../../domain/tournament/list-confirmation';
import type { SheetEvent } from '../../../domain/sheet-log';
import {
  emptyTracker,
  nightEventsOfSheet,
  trackedView,
  withNightEvent,
  withSheetEvent,
  withConfirmation,
  withTamperedSheetEvent,
  type NightTracker,
  type NightView,
} from '../../../domain/tournament/night-tracker';
import { hasOtherVersions } from '../../protocol/event-doc';
import { request, type ClubAccess, type ClubProblem } from '../club-sheets';
import { clubEventOfDoc } from '../../live/incoming';
import { confirmationOfDoc } from './confirm-doc';
import { CLAIM_RANGE, claimedFor, databaseAccess } from './night-database';
import { nightDocRange, nightSheetsRange } from '../../protocol/ids';
import { nightEventOfDoc } from '../../protocol/night-doc';
import { isRecord, REQUEST_MS } from '../../request';

/** Rows a page of `_all_docs`, and changes a page of `_changes`. */
export const FEED_PAGE = 1000;
/**
 * At most this many pages a range: 200,000 documents, far more than a night of 100 tables × 3
 * series × 48 deals (about 15,000 sheet events with corrections and start events).
 */
export const MAX_PAGES = 200;
/** How long the server holds a long poll open (CouchDB's `timeout`); the request waits longer. */
export const LONGPOLL_MS = 25_000;
const LONGPOLL_REQUEST_MS = LONGPOLL_MS + REQUEST_MS;
export const FIRST_BACKOFF_MS = 1_000;
export const MAX_BACKOFF_MS = 30_000;
/** A watch ends by itself after this long (a night screen left open for days). */
export const MAX_WATCH_MS = 24 * 60 * 60 * 1000;

export type FeedStatus = 'live' | 'offline' | ClubProblem;

/** The id ranges of a night's documents (night-log.ts: every sheet id begins with the key). */
export function nightRanges(key: string): readonly { startkey: string; endkey: string }[] {
  return [nightDocRange(key), nightSheetsRange(key)];
}

/** What the club's database holds of a night: its documents, sheets copied home, its claim. */
const clubRanges = (key: string) => [...nightRanges(key), CLAIM_RANGE];

/** Called with the night database a claim in the club's database names for the night. */
type OnClaim = (database: string) => void;

/** A night document of night `key` as the domain's NightEvent (protocol/night-doc.ts); null for any other. */
function nightEventOf(doc: unknown, key: string): NightEvent | null {
  const event = nightEventOfDoc(doc);
  return event && (doc as { nightId?: unknown }).nightId === key ? event : null;
}

/**
 * Feeds one document into the tracker: a night's, a sheet's of this night, or nothing; a claim
 * of a night database for this night goes to `onClaim`.
 */
function take(tracker: NightTracker, doc: unknown, onClaim?: OnClaim): boolean {
  const id = (doc as { _id?: unknown } | null)?._id;
  if (typeof id !== 'string') return false;
  const claimed = claimedFor(doc, tracker.key);
  if (claimed !== null) onClaim?.(claimed);
  if (id.startsWith(`night:${tracker.key}:`)) {
    const event = nightEventOf(doc, tracker.key);
    if (event) withNightEvent(tracker, event);
    return event !== null;
  }
  if (!id.startsWith(`sheet:${tracker.key}-`)) return false;
  // A table's confirmation of its list (confirm-doc.ts), in its sheet's range; a second version
  // of one (CouchDB 3 lets its author start a branch) counts nowhere, like a tampered event.
  const confirmation = confirmationOfDoc(doc);
  if (confirmation) {
    if (!hasOtherVersions(doc)) withConfirmation(tracker, confirmation);
    return true;
  }
  const read = clubEventOfDoc(doc);
  if (!read) return false;
  // A second version of an event (its author's branch, CouchDB 3): tampered, counted nowhere.
  if (hasOtherVersions(doc)) withTamperedSheetEvent(tracker, read.sheetId, read.event.id);
  else withSheetEvent(tracker, read.sheetId, read.event, read.author);
  return true;
}

function listOf(body: unknown, field: string): Record<string, unknown>[] {
  const list = isRecord(body) ? body[field] : undefined;
  return Array.isArray(list) ? list.filter(isRecord) : [];
}

const query = (value: string) => encodeURIComponent(JSON.stringify(value));

/** Every document of one id range, a page at a time (bounded), into the tracker. */
async function readRange(
  access: ClubAccess,
  tracker: NightTracker,
  range: { startkey: string; endkey: string },
  signal?: AbortSignal,
  onClaim?: OnClaim,
): Promise<Result<void, ClubProblem>> {
  let start = range.startkey;
  for (let page = 0; page < MAX_PAGES; page++) {
    const path =
      `_all_docs?include_docs=true&conflicts=true&limit=${FEED_PAGE + 1}` +
      `&startkey=${query(start)}&endkey=${query(range.endkey)}`;
    const answer = await request(access, 'GET', path, undefined, signal ? { signal } : {});
    if (!answer.ok) return answer;
    const rows = listOf(answer.value.body, 'rows');
    for (const row of rows.slice(0, FEED_PAGE)) take(tracker, row.doc, onClaim);
    const next = rows[FEED_PAGE]?.key;
    if (typeof next !== 'string') return ok(undefined);
    start = next;
  }
  return ok(undefined);
}

/** A database's update sequence now (what `_changes` follows from), then the ranges' documents. */
async function readInto(
  access: ClubAccess,
  tracker: NightTracker,
  ranges: readonly { startkey: string; endkey: string }[],
  signal?: AbortSignal,
  onClaim?: OnClaim,
): Promise<Result<string, ClubProblem>> {
  const info = await request(access, 'GET', '', undefined, signal ? { signal } : {});
  if (!info.ok) return info;
  const seq = isRecord(info.value.body) ? info.value.body.update_seq : undefined;
  for (const range of ranges) {
    const read = await readRange(access, tracker, range, signal, onClaim);
    if (!read.ok) return read;
  }
  return ok(seq === undefined ? '0' : String(seq));
}

/** The night as the club holds it now: the club's database, then its night database if any. */
async function readWhole(
  access: ClubAccess,
  tracker: NightTracker,
): Promise<Result<void, ClubProblem>> {
  let database: string | null = null;
  const club = await readInto(access, tracker, clubRanges(tracker.key), undefined, (claimed) => {
    database = claimed;
  });
  if (!club.ok) return club;
  if (database === null) return ok(undefined);
  const sheets = [nightSheetsRange(tracker.key)];
  const night = await readInto(databaseAccess(access, database), tracker, sheets);
  return night.ok ? ok(undefined) : night;
}

/** The night `key` as the club holds it now (past nights, printouts, the season). */
export async function readNight(
  access: ClubAccess,
  key: string,
): Promise<Result<NightView, ClubProblem>> {
  const tracker = emptyTracker(key);
  const read = await readWhole(access, tracker);
  return read.ok ? ok(trackedView(tracker)) : fail(read.errors);
}

/**
 * A night read once with each table sheet's events (its printouts: every table's own list), the
 * director's events and the tables' confirmations (its results file: results-build.ts).
 */
export async function readNightSheets(
  access: ClubAccess,
  key: string,
): Promise<
  Result<
    {
      readonly view: NightView;
      readonly sheets: ReadonlyMap<string, readonly SheetEvent[]>;
      readonly events: readonly NightEvent[];
      readonly confirmed: readonly ListConfirmation[];
    },
    ClubProblem
  >
> {
  const tracker = emptyTracker(key);
  const read = await readWhole(access, tracker);
  if (!read.ok) return fail(read.errors);
  const sheets = new Map<string, readonly SheetEvent[]>();
  for (const sheetId of tracker.sheets.keys())
    sheets.set(
      sheetId,
      nightEventsOfSheet(tracker, sheetId).map(({ event }) => event),
    );
  return ok({
    view: trackedView(tracker),
    sheets,
    events: [...tracker.nightEvents.values()],
    confirmed: [...tracker.confirmations.values()],
  });
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}

/** Worst first: the status shown for several followed databases is the first not live. */
function combined(statuses: ReadonlyMap<string, FeedStatus>): FeedStatus | null {
  const all = [...statuses.values()];
  return all.find((status) => status !== 'live') ?? all[0] ?? null;
}

/**
 * Follows the night `key` live: reads it, then the club's changes, and those of the night's own
 * database once a claim names it; `onView` gets the night each time it changed or the
 * connection's status did ('live', 'offline', or why the club refused). Documents of other sheets
 * and malformed ones are passed over. stop() ends it: no request is made after the promise it
 * returns has settled.
 */
export function watchNight(
  access: ClubAccess,
  key: string,
  onView: (view: NightView, status: FeedStatus) => void,
): { stop(): Promise<void> } {
  const controller = new AbortController();
  const { signal } = controller;
  const tracker = emptyTracker(key);
  const until = Date.now() + MAX_WATCH_MS;
  const statuses = new Map<string, FeedStatus>();
  const followers: Promise<void>[] = [];

  const report = (source: string, next: FeedStatus, changed: boolean) => {
    if (signal.aborted) return;
    const before = combined(statuses);
    statuses.set(source, next);
    const after = combined(statuses) ?? next;
    if (!changed && after === before) return;
    onView(trackedView(tracker), after);
  };
  const onClaim = (database: string) => {
    if (statuses.has(database) || signal.aborted) return;
    statuses.set(database, 'live');
    const sheets = [nightSheetsRange(key)];
    followers.push(follow(databaseAccess(access, database), database, sheets));
  };

  /** One database followed: read, then its changes, until stopped, refused or too long. */
  const follow = async (
    source: ClubAccess,
    name: string,
    ranges: readonly { startkey: string; endkey: string }[],
  ) => {
    let since: string | null = null;
    let backoff = FIRST_BACKOFF_MS;
    while (!signal.aborted && Date.now() < until) {
      let problem: ClubProblem | null = null;
      if (since === null) {
        const read = await readInto(source, tracker, ranges, signal, onClaim);
        if (read.ok) {
          since = read.value;
          report(name, 'live', true);
        } else problem = read.errors[0] ?? 'offline';
      } else {
        const path =
          `_changes?feed=longpoll&include_docs=true&conflicts=true&limit=${FEED_PAGE}` +
          `&timeout=${LONGPOLL_MS}&since=${encodeURIComponent(since)}`;
        const answer = await request(source, 'GET', path, undefined, {
          timeoutMs: LONGPOLL_REQUEST_MS,
          signal,
        });
        if (answer.ok) {
          let changed = false;
          for (const change of listOf(answer.value.body, 'results'))
            if (change.deleted !== true && take(tracker, change.doc, onClaim)) changed = true;
          const last = isRecord(answer.value.body) ? answer.value.body.last_seq : undefined;
          if (last !== undefined) since = String(last);
          report(name, 'live', changed);
        } else problem = answer.errors[0] ?? 'offline';
      }
      if (problem === null) backoff = FIRST_BACKOFF_MS;
      else if (problem === 'session-expired' || problem === 'not-member') {
        // Refused (401, 403): asking again changes nothing until the member logs in again, which
        // opens the night anew. A refusal stays, as on a live sheet (sync/live/live.ts).
        report(name, problem, false);
        return;
      } else if (!signal.aborted) {
        report(name, problem, false);
        await pause(backoff, signal);
        backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
      }
    }
  };
  followers.push(follow(access, 'club', clubRanges(key)));
  return {
    stop: async () => {
      controller.abort();
      // A follower started while others ended is awaited too (none starts once aborted).
      for (let settled = 0; settled < followers.length; settled = followers.length)
        await Promise.all(followers.slice(settled));
    },
  };
}
