// A shared sheet kept live: the local PouchDB replicates both ways with the club's database
// (out only this sheet's documents; in this sheet's documents first, sheet-pull.ts, then the
// club's changes from there on), and every change on either side runs a mirror pass (bridge.ts).
// The status is reported as data on every change of it. Retries back off from 1 s to 30 s and
// stop when the sheet is closed (`stop`): no request loop outlives the sheet's screen. When the
// network comes back ('online'), it connects again at once.
import { Dexie, type ObservabilitySet } from 'dexie';
import type { SkatDatabase } from '../db/database';
import { mirrorSheet, type MirrorResult } from './bridge';
import { sheetOfDocId } from './club-doc';
import { fetchSheetDocs } from './sheet-pull';
import type { Pouch, PouchStatic, ReplicationChange, ReplicationEmitter } from './pouch-types';
import { deniedCode, failureCode, type SyncRefusal, type SyncStatus } from './status';

export interface LiveOptions {
  readonly PouchDB: PouchStatic;
  readonly database: SkatDatabase;
  readonly local: Pouch;
  readonly remote: Pouch;
  readonly sheetId: string;
  readonly author: string;
  readonly onStatus?: (status: SyncStatus) => void;
  readonly onMirrored?: (result: MirrorResult) => void;
  /**
   * A sheet was removed from the club's server (a club admin deleted its documents, and the
   * deletions arrived here): this one or any other the local database holds. This sheet stops.
   */
  readonly onRemoved?: (sheetId: string) => void;
  /**
   * The documents written here and not yet confirmed by the server, kept by the caller across
   * starts of this sheet (its screen left for the deal entry and back stops it and starts it
   * again): the count waiting stays whole. A new set by default.
   */
  readonly unsent?: Set<string>;
  /** What says the network is back ('online'): the browser's window by default. */
  readonly network?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
}

export interface LiveSheet {
  /** Runs a mirror pass now (and waits for it): tests, and a deal just saved. */
  mirror(): Promise<void>;
  status(): SyncStatus;
  /**
   * Stops the replications; resolves when they have ended (their last checkpoint written, at
   * most STOP_WAIT_MS), so nothing of this sheet is still on its way to the server.
   */
  stop(): Promise<void>;
}

const MIN_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

const STOP_WAIT_MS = 5_000;

type Replication = ReplicationEmitter & Promise<unknown>;

/** Resolves when a replication has ended: cancelled or completed, or failed for good. */
function ended(replication: Replication): Promise<void> {
  return replication.then(
    () => undefined,
    () => undefined,
  );
}

/** Waits for `work`, at most `ms`. */
function atMost(work: Promise<void>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

function backOff(delay: number): number {
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

/** The page's window, where there is one (not in Node). */
function browserWindow(): EventTarget | null {
  return typeof window === 'undefined' ? null : window;
}

export function startLiveSheet(options: LiveOptions): LiveSheet {
  const { PouchDB, database, local, remote, sheetId, author } = options;
  const replication = { live: true, retry: true, batch_size: 100, back_off_function: backOff };
  /** Documents written here and not yet confirmed by the server. */
  const unsent = options.unsent ?? new Set<string>();
  let heard = false;
  let offline = false;
  let refusal: SyncRefusal | null = null;
  let stopped = false;
  let removed = false;
  let current: SyncStatus = { state: 'connecting', waiting: 0 };

  const report = () => {
    const waiting = unsent.size;
    const next: SyncStatus = removed
      ? { state: 'removed' }
      : refusal
        ? { state: 'refused', code: refusal, waiting }
        : !heard
          ? { state: 'connecting', waiting }
          : offline
            ? { state: 'offline', waiting }
            : waiting > 0
              ? { state: 'sending', waiting }
              : { state: 'synced' };
    if (JSON.stringify(next) === JSON.stringify(current)) return;
    current = next;
    options.onStatus?.(next);
  };

  // One pass at a time; a change during a pass asks for one more after it.
  let running: Promise<void> | null = null;
  let again = false;
  const pass = async (): Promise<void> => {
    const mirrored = await mirrorSheet({
      database,
      local,
      sheetId,
      author,
      mayWrite: () => !removed && !stopped,
    });
    if (mirrored.ok) {
      options.onMirrored?.(mirrored.value);
      // The written documents' ids are the log's events as this member's: waiting to be sent.
      for (const id of mirrored.value.written) if (!sent.has(id)) unsent.add(id);
      if (mirrored.value.written.length > 0) report();
    }
  };
  const mirror = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await pass();
      } while (again && !stopped);
      running = null;
    })();
    return running;
  };

  /** Every document the server has confirmed (sent or received): not waiting any more. */
  const sent = new Set<string>();
  const confirm = (docs: readonly { _id: string }[] | undefined) => {
    for (const doc of docs ?? []) {
      sent.add(doc._id);
      unsent.delete(doc._id);
    }
  };
  /**
   * Asks the server which of the documents still waiting it holds, and counts those as sent; not
   * the others (a refused one, or one written after the push last looked).
   */
  const checkOnServer = () => {
    const keys = [...unsent];
    if (keys.length === 0 || stopped) return;
    remote.allDocs({ keys }).then(
      ({ rows }) => {
        confirm(rows.flatMap((row) => (row.value && !row.value.deleted ? [{ _id: row.id }] : [])));
        report();
      },
      // No answer: they stay waiting, and the next pause asks again.
      () => undefined,
    );
  };
  // The replications of one connection; a new connection (the network back) replaces them, and
  // what the old ones still say is not heard.
  let push: Replication | null = null;
  let pull: Replication | null = null;
  let resend: Replication | null = null;
  /** Which connection is the current one: what an older one still says is not heard. */
  let connection = 0;
  /** The wait before the sheet's documents are fetched again (after a failure). */
  let fetchRetry: ReturnType<typeof setTimeout> | null = null;
  /** A request to the club failed: refused (true; not tried again) or offline. */
  const failed = (error: unknown): boolean => {
    heard = true;
    const refused = failureCode(error);
    if (refused) refusal = refused;
    else offline = true;
    report();
    return refused !== null;
  };
  /**
   * One connection's replications, once this sheet's documents are here (sheet-pull.ts). In: the
   * club's changes from `since` on (where the fetch of the sheet's documents began). Out: only
   * this sheet's documents, what an earlier connection left waiting first.
   */
  const replicate = (live: () => boolean, since: string | number) => {
    /**
     * A document refused. "Already there" is no refusal when it is this phone's own event: another
     * push of this phone (an earlier connection's, still on its way) wrote it first, and an event
     * never changes, so what the server holds under its id is this one.
     */
    const denied = (error: unknown) => {
      if (!live()) return;
      const code = deniedCode(error);
      const id = (error as { id?: unknown } | null)?.id;
      if (code !== 'event-immutable' || typeof id !== 'string') {
        refusal = code;
        report();
        return;
      }
      remote.allDocs({ keys: [id] }).then(
        ({ rows }) => {
          if (!live()) return;
          if (rows.some((row) => row.value && !row.value.deleted)) confirm([{ _id: id }]);
          else refusal = code;
          report();
        },
        () => undefined,
      );
    };
    const watch = (replication: Replication) => {
      replication.on('paused', (error) => {
        if (!live()) return;
        heard = true;
        const refused = error ? failureCode(error) : null;
        if (refused) refusal = refused;
        offline = error !== undefined && error !== null && !refused;
        report();
      });
      replication.on('active', () => {
        if (!live()) return;
        heard = true;
        offline = false;
        report();
      });
      replication.on('error', (error) => {
        if (live()) failed(error);
      });
    };
    // In, the club's changes: a member reads every club sheet anyway, and pouchdb-server (tests,
    // trying it at home) answers a `_selector` filter of its changes with 404; the bridge takes
    // only this sheet's documents into the log. Its checkpoint only here: the one on the server
    // has the same id on every phone (the same local database name, the same club); where its
    // session did not match this one's, PouchDB went back to the club's first change
    // (bench-club-load: a new phone listed 500 changes of other sheets). A retry starts again at
    // `since` (the club's changes since the sheet was fetched, read again; nothing stored twice).
    const pulling = PouchDB.replicate(pullSource(remote), local, {
      ...replication,
      since,
      checkpoint: 'target',
    });
    pull = pulling;
    /** Documents a replication moved: the server has them (sent, or received from it). */
    const moved = (info: ReplicationChange) => {
      if (!live()) return false;
      confirm(info.docs ?? info.change?.docs);
      heard = true;
      offline = false;
      report();
      return true;
    };
    pulling.on('change', (info) => {
      if (moved(info)) void mirror();
    });
    watch(pulling);
    // Out, only this sheet's documents (the local database may hold other shared sheets). Its
    // checkpoint only here, like the pull's: on the server it has the same id for every phone of
    // the sheet (same local database name, same club, same selector), and another phone's would
    // send this one back to its first change (the page-closed flap test: deals asked about again).
    const startPush = () => {
      if (!live()) return;
      // Its own count of failed tries: PouchDB starts its back-off again whenever a try gets as
      // far as 'active', and with the checkpoint read here every try does, before its first
      // request to the server fails (it tried again every second while offline).
      let failures = 0;
      const pushing = PouchDB.replicate(local, remote, {
        ...replication,
        selector: { sheetId },
        checkpoint: 'source',
        back_off_function: () => {
          failures += 1;
          return Math.min(MAX_RETRY_MS, MIN_RETRY_MS * 2 ** Math.min(failures - 1, 10));
        },
      });
      pushing.on('change', () => {
        failures = 0;
      });
      push = pushing;
      pushing.on('change', moved);
      pushing.on('denied', denied);
      // Paused without an error: the push has sent what it found. What still waits may be on
      // the server anyway (sent by an earlier connection that stopped before it heard back).
      pushing.on('paused', (error) => {
        if (error) return;
        failures = 0;
        if (live()) checkOnServer();
      });
      watch(pushing);
    };
    if (unsent.size === 0) {
      startPush();
      return;
    }
    // What an earlier connection did not get onto the server: the push's checkpoint moves past
    // a refused document (PouchDB counts it as done), so once the login is put right only this
    // sends it again, by id and from no checkpoint. The live push starts after it, so that the
    // two do not send the same document at once.
    const resent = PouchDB.replicate(local, remote, { doc_ids: [...unsent], checkpoint: false });
    resend = resent;
    resent.on('change', moved);
    resent.on('denied', denied);
    void ended(resent).then(() => {
      checkOnServer();
      startPush();
    });
  };
  /**
   * This sheet's documents first (sheet-pull.ts: only them, not the whole club database), then
   * the replications. A failed fetch is tried again after a back-off of 1–30 s, until the sheet is
   * closed or the network comes back (a new connection); a refusal is not tried again.
   */
  const fetchThenReplicate = async (live: () => boolean, delay: number): Promise<void> => {
    let since: string | number;
    try {
      since = (await fetchSheetDocs(remote, local, sheetId)).since;
    } catch (error) {
      if (!live() || failed(error)) return;
      const next = backOff(delay);
      fetchRetry = setTimeout(() => {
        fetchRetry = null;
        if (live()) void fetchThenReplicate(live, next);
      }, next);
      return;
    }
    // Heard from the replications' own events: synced once the push has sent what waits.
    if (live()) replicate(live, since);
  };
  const connect = () => {
    const current = ++connection;
    push = null;
    pull = null;
    resend = null;
    void fetchThenReplicate(() => connection === current && !stopped, 0);
  };
  /** Cancels the connection's replications; resolves when both have ended. */
  const disconnect = (): Promise<void> => {
    if (fetchRetry !== null) clearTimeout(fetchRetry);
    fetchRetry = null;
    const ending = [push, pull, resend].filter((one) => one !== null).map(ended);
    push?.cancel();
    pull?.cancel();
    resend?.cancel();
    return Promise.all(ending).then(() => undefined);
  };
  connect();
  // The network back (the browser's 'online' event): connect again now instead of waiting for a
  // retry that has backed off up to 30 s. A refusal stays: a login or a right did not change.
  const reconnect = () => {
    if (stopped || refusal !== null) return;
    void disconnect();
    connect();
  };
  const network = options.network ?? browserWindow();
  network?.addEventListener('online', reconnect);
  /** The sheets whose removal was told already (a sheet's deletions arrive one by one). */
  const removedSheets = new Set<string>();
  const localChanges = local.changes({ live: true, since: 'now' });
  localChanges.on('change', (change) => {
    const removedSheet = change.deleted === true ? sheetOfDocId(change.id) : null;
    if (removedSheet === sheetId && !removed) {
      // Removed from the server: the log here stays whole, nothing of it is written back.
      removed = true;
      report();
      void stop();
    }
    if (removedSheet !== null && !removedSheets.has(removedSheet)) {
      removedSheets.add(removedSheet);
      options.onRemoved?.(removedSheet);
    }
    void mirror();
  });
  // A write to the log, from this tab or another (db/sheets-changed.ts does the same for the list).
  const logPrefix = `idb://${database.name}/log/`;
  const logChanged = (parts: ObservabilitySet) => {
    if (Object.keys(parts).some((part) => part.startsWith(logPrefix))) void mirror();
  };
  Dexie.on.storagemutated.subscribe(logChanged);
  const stopWatching = () => Dexie.on.storagemutated.unsubscribe(logChanged);
  void mirror();

  let stopping: Promise<void> | null = null;
  function stop(): Promise<void> {
    stopped = true;
    if (stopping) return stopping;
    stopWatching();
    network?.removeEventListener('online', reconnect);
    localChanges.cancel();
    stopping = atMost(disconnect(), STOP_WAIT_MS);
    return stopping;
  }
  return { mirror, status: () => current, stop };
}
