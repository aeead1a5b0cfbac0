// The engine of this phone's PouchDB stores (docs/pouchdb-adapter.md says why this one): the
// `idb` adapter. Its stores have names of their own (`-idb`): an IndexedDB database the
// `indexeddb` adapter made carries a version number the `idb` adapter cannot open, so a phone
// that had one starts a new store, filled from the server and the log (the truth), and the old
// one is deleted (old-store.ts). The comparison build swaps this file for
// local-adapter-indexeddb.ts (vite.config.ts, POUCH_ADAPTER=indexeddb).
import idb from 'pouchdb-adapter-idb';
import type { LocalAdapter } from '../pouch-types';

export const localAdapter: LocalAdapter = {
  plugin: idb,
  adapter: 'idb',
  storeName: (name: string) => `${name}-idb`,
  /** The other adapter's IndexedDB databases of the same stores, left by an older version. */
  oldDatabase: (name: string): string | null => `_pouch_${name}`,
};
