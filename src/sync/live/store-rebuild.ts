// This phone's PouchDB stores: opened on the chosen adapter, an older adapter's database deleted.
// A local PouchDB store that failed is thrown away whole: the log (Dexie) is the truth, and a new
// store is filled again from the server and the log (live.ts fetchFirst, then a mirror pass).
// Every step is bounded in time: a store whose IndexedDB is broken may never answer.
import type { LocalAdapter, Pouch, PouchStatic } from '../pouch-types';

/** The longest a destroy (or a deletion of the IndexedDB database) may take. */
const DESTROY_MS = 10_000;

/** How many times one page rebuilds one store: a store that fails again at once is left alone. */
export const MAX_REBUILDS = 3;

function atMost(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([work.then(() => undefined), timeout]).finally(() => clearTimeout(timer));
}

/** Deletes an IndexedDB database by name (none there is no error); bounded in time. */
export function deleteDatabase(name: string): Promise<void> {
  if (typeof indexedDB === 'undefined') return Promise.resolve();
  const deleted = new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    // Blocked (another tab holds it open): that tab closes it on the version change, or the
    // deletion waits; either way this side goes on.
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
  return atMost(deleted, DESTROY_MS);
}

/** The older adapter's databases already deleted on this page (once each). */
const oldDeleted = new Set<string>();

/** One of this phone's stores on the chosen adapter (local-adapter.ts); an older one's goes. */
export function openStore(PouchDB: PouchStatic, local: LocalAdapter, name: string): Pouch {
  const old = local.oldDatabase(name);
  if (old !== null && !oldDeleted.has(old)) {
    oldDeleted.add(old);
    void deleteDatabase(old);
  }
  return new PouchDB(local.storeName(name), { adapter: local.adapter });
}

/**
 * Destroys a failed store. PouchDB's destroy reads the store first and may fail with it: then its
 * IndexedDB database (PouchDB's prefix `_pouch_` and its name) is deleted directly.
 */
export async function destroyStore(store: Pouch): Promise<void> {
  let destroyed = false;
  await atMost(
    store.destroy().then(() => {
      destroyed = true;
    }),
    DESTROY_MS,
  ).catch(() => undefined);
  if (!destroyed) await deleteDatabase(`_pouch_${store.name}`);
}
