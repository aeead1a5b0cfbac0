// One connection of a live sheet: the pull of the club's changes, the push of this sheet's
// documents, and first the resend of what an earlier connection left unconfirmed. Each
// replication reports into the sheet's LiveState; a replaced or stopped connection (`live()`
// false) is no longer heard.
import type { LiveState } from './live-state';
import type { Pouch, PouchStatic, ReplicationChange, ReplicationEmitter } from '../pouch-types';
import { deniedCode, failureCode } from './status';

export const MIN_RETRY_MS = 1_000;
export const MAX_RETRY_MS = 30_000;

export type Replication = ReplicationEmitter & Promise<unknown>;

/** Resolves when a replication has ended: cancelled or completed, or failed for good. */
export function ended(replication: Replication): Promise<void> {
  return replication.then(
    () => undefined,
    () => undefined,
  );
}

/** The next wait after a failure: doubled, from 1 s up to 30 s. */
export function backOff(delay: number): number {
  return Math.min(MAX_RETRY_MS, Math.max(MIN_RETRY_MS, delay * 2));
}

/**
 * The club's database as the pull's source. After each batch PouchDB's replication asks its
 * source for its info, for a progress figure only, and leaves a failure of that request unhandled
 * (pouchdb-replication 9.0.0: `src.info().then(…)` without a catch): a server gone right after a
 * batch raised an unhandled rejection on the page. Here a failed info answers as an empty
 * database; the replication's own next request fails, and it retries as it should.
 */
export function pullSource(remote: Pouch): Pouch {
  return new Proxy(remote, {
    get(target, key, receiver) {
      if (key !== 'info') return Reflect.get(target, key, receiver) as unknown;
      return () => target.info().catch(() => ({ update_seq: 0 }));
    },
  });
}

export interface ReplicationContext {
  readonly PouchDB: PouchStatic;
  readonly local: Pouch;
  readonly remote: Pouch;
  readonly sheetId: string;
  /** The club login's user name: the push sends only its documents (bridge.ts writes no other). */
  readonly author: string;
  readonly state: LiveState;
  /** Runs a mirror pass (the log and the local PouchDB brought level). */
  readonly mirror: () => Promise<void>;
  /**
   * A replication caught up after the server was out of reach (`state.outage`): the server may
   * have come back from a backup, without this sheet's later documents (live.ts connects again).
   */
  readonly reachedAgain?: () => void;
}

/** A connection's replications: those running now (the push starts after the resend). */
export interface SheetReplications {
  running(): readonly Replication[];
  /** Resolves once the push is between batches (or there is none): see `betweenBatches`. */
  pushBetweenBatches(): Promise<void>;
}

/**
 * Follows a replication's batches; the returned function resolves once it is between two: paused
 * (caught up, or waiting to try again after a failure) or ended. PouchDB writes a batch's
 * checkpoint just before it pauses, and skips that write once cancelled: a push cancelled the
 * moment its batch reached the server (the sheet left for the deal entry) kept its older
 * checkpoint, and every start after it asked the server about those documents again (the
 * page-closed flap test, under load).
 */
export function betweenBatches(replication: Replication): () => Promise<void> {
  let idle = false;
  const waiting: (() => void)[] = [];
  const settle = () => {
    idle = true;
    for (const resolve of waiting.splice(0)) resolve();
  };
  replication.on('active', () => {
    idle = false;
  });
  replication.on('paused', settle);
  void ended(replication).then(settle);
  return () => (idle ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve)));
}

const REPLICATION = { live: true, retry: true, batch_size: 100, back_off_function: backOff };

/**
 * Asks the server which of the documents still waiting it holds, and counts those as sent; not
 * the others (a refused one, or one written after the push last looked).
 */
function checkOnServer({ remote, state }: ReplicationContext, live: () => boolean): void {
  const keys = [...state.unsent];
  if (keys.length === 0 || !live()) return;
  remote.allDocs({ keys }).then(
    ({ rows }) => {
      state.confirm(
        rows.flatMap((row) => (row.value && !row.value.deleted ? [{ _id: row.id }] : [])),
      );
      state.report();
    },
    // No answer: they stay waiting, and the next pause asks again.
    () => undefined,
  );
}

/**
 * A document refused. "Already there" is no refusal when it is this phone's own event: another
 * push of this phone (an earlier connection's, still on its way) wrote it first, and an event
 * never changes, so what the server holds under its id is this one.
 */
function onDenied({ remote, state }: ReplicationContext, live: () => boolean) {
  return (error: unknown) => {
    if (!live()) return;
    const code = deniedCode(error);
    const id = (error as { id?: unknown } | null)?.id;
    if (code !== 'event-immutable' || typeof id !== 'string') {
      state.refusal = code;
      state.report();
      return;
    }
    remote.allDocs({ keys: [id] }).then(
      ({ rows }) => {
        if (!live()) return;
        if (rows.some((row) => row.value && !row.value.deleted)) state.confirm([{ _id: id }]);
        else state.refusal = code;
        state.report();
      },
      () => undefined,
    );
  };
}

/** The connection's state from a replication's pauses, activity and errors. */
function watch(context: ReplicationContext, live: () => boolean, replication: Replication) {
  const { state } = context;
  replication.on('paused', (error) => {
    if (!live()) return;
    state.heard = true;
    const refused = error ? failureCode(error) : null;
    if (refused) state.refusal = refused;
    state.offline = error !== undefined && error !== null && !refused;
    if (state.offline) state.outage = true;
    state.report();
    if (!error && state.outage) {
      state.outage = false;
      context.reachedAgain?.();
    }
  });
  replication.on('active', () => {
    if (!live()) return;
    state.heard = true;
    state.offline = false;
    state.report();
  });
  replication.on('error', (error) => {
    if (live()) state.failed(error);
  });
}

/**
 * Documents a replication moved: the server has them (sent, or received from it). Counted as sent
 * even once the connection is no longer heard (a stopped sheet's push finishing its batch): the
 * waiting set outlives it, and the server holds them all the same.
 */
function onMoved({ state }: ReplicationContext, live: () => boolean) {
  return (info: ReplicationChange): boolean => {
    state.confirm(info.docs ?? info.change?.docs);
    if (!live()) return false;
    state.heard = true;
    state.offline = false;
    state.report();
    return true;
  };
}

/**
 * In, the club's changes: a member reads every club sheet anyway, and pouchdb-server (tests,
 * trying it at home) answers a `_selector` filter of its changes with 404; the bridge takes only
 * this sheet's documents into the log. Its checkpoint only here: the one on the server has the
 * same id on every phone (the same local database name, the same club); where its session did
 * not match this one's, PouchDB went back to the club's first change (bench-club-load: a new phone
 * listed 500 changes of other sheets). A retry starts again at `since` (the club's changes since
 * the sheet was fetched, read again; nothing stored twice).
 */
function startPull(context: ReplicationContext, live: () => boolean, since: string | number) {
  const { PouchDB, remote, local } = context;
  const pulling = PouchDB.replicate(pullSource(remote), local, {
    ...REPLICATION,
    since,
    checkpoint: 'target',
  });
  const moved = onMoved(context, live);
  pulling.on('change', (info) => {
    if (moved(info)) void context.mirror();
  });
  watch(context, live, pulling);
  return pulling;
}

/**
 * Out, only this sheet's documents this login wrote (the local database may hold other shared
 * sheets, and the server takes a document only from its author): the others' documents, pulled
 * in, are not walked again towards the server. A member's flood of 9,000 documents came back
 * through every phone's push as 90 rounds of "do you have these?", and the next deal waited
 * behind them for 40 s (issue 34, item 5). Its
 * checkpoint only here, like the pull's: on the server it has the same id for every phone of the
 * sheet (same local database name, same club, same selector), and another phone's would send
 * this one back to its first change (the page-closed flap test: deals asked about again).
 */
function startPush(context: ReplicationContext, live: () => boolean): Replication {
  const { PouchDB, remote, local, sheetId, author } = context;
  // Its own count of failed tries: PouchDB starts its back-off again whenever a try gets as far
  // as 'active', and with the checkpoint read here every try does, before its first request to
  // the server fails (it tried again every second while offline).
  let failures = 0;
  const pushing = PouchDB.replicate(local, remote, {
    ...REPLICATION,
    selector: { sheetId, author },
    checkpoint: 'source',
    back_off_function: () => {
      failures += 1;
      return Math.min(MAX_RETRY_MS, MIN_RETRY_MS * 2 ** Math.min(failures - 1, 10));
    },
  });
  pushing.on('change', () => {
    failures = 0;
  });
  pushing.on('change', onMoved(context, live));
  pushing.on('denied', onDenied(context, live));
  // Paused without an error: the push has sent what it found. What still waits may be on the
  // server anyway (sent by an earlier connection that stopped before it heard back).
  pushing.on('paused', (error) => {
    if (error) return;
    failures = 0;
    if (live()) checkOnServer(context, live);
  });
  watch(context, live, pushing);
  return pushing;
}

/**
 * One connection's replications, once this sheet's documents are here (sheet-pull.ts). In: the
 * club's changes from `since` on (where the fetch of the sheet's documents began). Out: only this
 * sheet's documents, what an earlier connection left waiting first.
 */
export function replicateSheet(
  context: ReplicationContext,
  live: () => boolean,
  since: string | number,
): SheetReplications {
  const pull = startPull(context, live, since);
  let push: Replication | null = null;
  let pushIdle: (() => Promise<void>) | null = null;
  const pushNow = () => {
    push = startPush(context, live);
    pushIdle = betweenBatches(push);
  };
  let resend: Replication | null = null;
  const running = () => [pull, push, resend].filter((one) => one !== null);
  // The resend keeps no checkpoint: cancelled any time, it loses nothing.
  const pushBetweenBatches = () => pushIdle?.() ?? Promise.resolve();
  const { unsent } = context.state;
  if (unsent.size === 0) {
    if (live()) pushNow();
    return { running, pushBetweenBatches };
  }
  // What an earlier connection did not get onto the server: the push's checkpoint moves past a
  // refused document (PouchDB counts it as done), so once the login is put right only this sends
  // it again, by id and from no checkpoint. The live push starts after it, so that the two do not
  // send the same document at once.
  const { PouchDB, local, remote } = context;
  resend = PouchDB.replicate(local, remote, { doc_ids: [...unsent], checkpoint: false });
  resend.on('change', onMoved(context, live));
  resend.on('denied', onDenied(context, live));
  void ended(resend).then(() => {
    checkOnServer(context, live);
    if (live()) pushNow();
  });
  return { running, pushBetweenBatches };
}
