// A shared sheet kept live: the local PouchDB replicates both ways with the club's database
// (out only this sheet's documents; in this sheet's documents first, sheet-pull.ts, then the
// club's changes from there on), and every change on either side runs a mirror pass (bridge.ts).
// The status is reported as data on every change of it. Retries back off from 1 s to 30 s and
// stop when the sheet is closed (`stop`): no request loop outlives the sheet's screen. When the
// network goes ('offline') the status says so at once; when it comes back ('online'), it
// connects again at once.
import { Dexie, type ObservabilitySet } from 'dexie';
import type { SkatDatabase } from '../../db/database';
import { LOCAL_STORE_FAILED, mirrorSheet, type MirrorResult } from './bridge';
import { authorOfDocId, sheetOfDocId } from '../protocol/ids';
import { LiveState } from './live-state';
import { newMirrorMemory } from './mirror-memory';
import { backOff, ended, replicateSheet, type SheetReplications } from './live-replication';
import { fetchSheetDocs } from './sheet-pull';
import type { Pouch, PouchStatic } from '../pouch-types';
import { atMost } from '../request';
import type { SyncStatus } from './status';

export { pullSource } from './live-replication';

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
  /**
   * The local PouchDB failed a read or a write (bridge.ts LOCAL_STORE_FAILED): told once, and the
   * sheet stops; the caller rebuilds the store from the log and starts the sheet again.
   */
  readonly onStoreFailed?: () => void;
  /**
   * The first mirror pass waits for the first fetch of the sheet's documents (at most
   * FETCH_FIRST_MS): a store rebuilt empty learns what the server holds before the log's events
   * it lacks are written as this member's (the others' events would go out again under this
   * member's name).
   */
  readonly fetchFirst?: boolean;
  /** What says the network is back ('online'): the browser's window by default. */
  readonly network?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
}

export interface LiveSheet {
  /** Runs a mirror pass now (and waits for it): tests, and a deal just saved. */
  mirror(): Promise<void>;
  status(): SyncStatus;
  /**
   * Stops the replications once the push's batch on its way has been sent and checkpointed (at
   * most BATCH_WAIT_MS); resolves when they have ended (at most STOP_WAIT_MS more), so nothing of
   * this sheet is still on its way to the server.
   */
  stop(): Promise<void>;
}

const STOP_WAIT_MS = 5_000;
/** The longest a rebuilt store's first mirror pass waits for the sheet's documents. */
const FETCH_FIRST_MS = 30_000;
/** How long a stop lets the push finish the batch it is sending (and write its checkpoint). */
const BATCH_WAIT_MS = 3_000;

/** The page's window, where there is one (not in Node). */
function browserWindow(): EventTarget | null {
  return typeof window === 'undefined' ? null : window;
}

/**
 * One pass at a time: a call during a pass asks for one more after it, and every caller waits
 * for the pass that covers its call.
 */
function onePassAtATime(pass: () => Promise<void>, stopped: () => boolean): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  return () => {
    if (stopped()) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await pass();
      } while (again && !stopped());
      running = null;
    })();
    return running;
  };
}

export function startLiveSheet(options: LiveOptions): LiveSheet {
  const { PouchDB, database, local, remote, sheetId, author } = options;
  const state = new LiveState(options.unsent ?? new Set<string>(), options.onStatus);
  let stopped = false;
  // What the passes read and checked: each one reads only what changed since (mirror-memory.ts).
  const memory = newMirrorMemory();
  let fetchedOnce: () => void = () => {};
  const fetched = options.fetchFirst
    ? atMost(new Promise<void>((resolve) => (fetchedOnce = resolve)), FETCH_FIRST_MS)
    : Promise.resolve();

  const mirror = onePassAtATime(
    async () => {
      await fetched;
      if (stopped) return;
      const mirrored = await mirrorSheet({
        database,
        local,
        sheetId,
        author,
        memory,
        mayWrite: () => !state.removed && !stopped,
      });
      if (!mirrored.ok) {
        const storeFailed = options.onStoreFailed;
        if (storeFailed && mirrored.errors.includes(LOCAL_STORE_FAILED) && !stopped) {
          void stop();
          storeFailed();
        }
        return;
      }
      // Ready events left (a flood): one more pass, after this one, begins with this phone's own.
      if (mirrored.value.more === true) void mirror();
      options.onMirrored?.(mirrored.value);
      // The written documents' ids are the log's events as this member's: waiting to be sent.
      state.written(mirrored.value.written);
    },
    () => stopped,
  );
  // Back after an outage: connected again, the sheet's documents are compared with the server's
  // (fetchThenReplicate), as after the network's 'online'. A server restored from a backup keeps
  // its uuid, so the push's checkpoint still says sent what the server no longer holds.
  const context = {
    PouchDB,
    local,
    remote,
    sheetId,
    author,
    state,
    mirror,
    reachedAgain: () => reconnect(),
  };

  /** The current connection's replications; a new connection (the network back) replaces them. */
  let replications: SheetReplications | null = null;
  /** Which connection is the current one: what an older one still says is not heard. */
  let connection = 0;
  /** The wait before the sheet's documents are fetched again (after a failure). */
  let fetchRetry: ReturnType<typeof setTimeout> | null = null;
  /**
   * This sheet's documents first (sheet-pull.ts: only them, not the whole club database), then
   * the replications. A failed fetch is tried again after a back-off of 1–30 s, until the sheet is
   * closed or the network comes back (a new connection); a refusal is not tried again.
   */
  const fetchThenReplicate = async (live: () => boolean, delay: number): Promise<void> => {
    let since: string | number;
    try {
      const fetchedDocs = await fetchSheetDocs(remote, local, sheetId);
      since = fetchedDocs.since;
      // This member's documents the server lost (restored from an older backup): waiting again,
      // so the resend brings them back. Another member's are theirs to send (the server takes an
      // event only from its author).
      const lost = fetchedDocs.absent.filter((id) => authorOfDocId(id) === author);
      for (const id of lost) state.sent.delete(id);
      state.written(lost);
    } catch (error) {
      fetchedOnce();
      if (!live() || state.failed(error)) return;
      const next = backOff(delay);
      fetchRetry = setTimeout(() => {
        fetchRetry = null;
        if (live()) void fetchThenReplicate(live, next);
      }, next);
      return;
    }
    fetchedOnce();
    // Compared just now: an outage before this needs no second look.
    state.outage = false;
    // Heard from the replications' own events: synced once the push has sent what waits.
    if (live()) replications = replicateSheet(context, live, since);
  };
  const connect = () => {
    const current = ++connection;
    replications = null;
    void fetchThenReplicate(() => connection === current && !stopped, 0);
  };
  /** Cancels the connection's replications; resolves when they have ended. */
  const disconnect = (): Promise<void> => {
    if (fetchRetry !== null) clearTimeout(fetchRetry);
    fetchRetry = null;
    const running = replications?.running() ?? [];
    const ending = running.map(ended);
    for (const replication of running) replication.cancel();
    return Promise.all(ending).then(() => undefined);
  };
  connect();
  // The network back (the browser's 'online' event): connect again now instead of waiting for a
  // retry that has backed off up to 30 s. A refusal stays: a login or a right did not change.
  const reconnect = () => {
    if (stopped) return;
    state.networkDown = false;
    state.report();
    if (state.refusal !== null) return;
    void disconnect();
    connect();
  };
  // The network gone: said at once, while the replication's requests may take up to a minute to
  // fail. The replication keeps trying (backing off) and 'online' connects again.
  const goneOffline = () => {
    if (stopped) return;
    state.networkDown = true;
    state.report();
  };
  const network = options.network ?? browserWindow();
  network?.addEventListener('online', reconnect);
  network?.addEventListener('offline', goneOffline);
  /** The sheets whose removal was told already (a sheet's deletions arrive one by one). */
  const removedSheets = new Set<string>();
  const localChanges = local.changes({ live: true, since: 'now' });
  localChanges.on('change', (change) => {
    const removedSheet = change.deleted === true ? sheetOfDocId(change.id) : null;
    if (removedSheet === sheetId && !state.removed) {
      // Removed from the server: the log here stays whole, nothing of it is written back.
      state.removed = true;
      state.report();
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
    network?.removeEventListener('offline', goneOffline);
    localChanges.cancel();
    // The push's batch on its way is let through to its checkpoint first (betweenBatches): the
    // next start of the sheet then asks the server about nothing it already holds.
    const batchDone = replications?.pushBetweenBatches() ?? Promise.resolve();
    stopping = atMost(batchDone, BATCH_WAIT_MS).then(() => atMost(disconnect(), STOP_WAIT_MS));
    return stopping;
  }
  return { mirror, status: () => state.status(), stop };
}
