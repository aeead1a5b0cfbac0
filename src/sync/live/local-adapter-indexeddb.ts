// The `indexeddb` adapter, for the comparison build only (POUCH_ADAPTER=indexeddb npm run build,
// vite.config.ts): the app shipped it until issue 30; docs/pouchdb-adapter.md has what the
// regression tests showed with it.
import indexeddb from 'pouchdb-adapter-indexeddb';
import type { LocalAdapter } from '../pouch-types';

export const localAdapter: LocalAdapter = {
  plugin: indexeddb,
  adapter: 'indexeddb',
  storeName: (name: string) => name,
  oldDatabase: (): string | null => null,
};
