// The few parts of PouchDB 9's modular packages the sync layer uses (they ship no types).
declare module 'pouchdb-core' {
  import type { PouchStatic } from './pouch-types';
  const PouchDB: PouchStatic;
  export default PouchDB;
}
declare module 'pouchdb-adapter-indexeddb' {
  const plugin: unknown;
  export default plugin;
}
declare module 'pouchdb-adapter-idb' {
  const plugin: unknown;
  export default plugin;
}
declare module 'pouchdb-adapter-http' {
  const plugin: unknown;
  export default plugin;
}
declare module 'pouchdb-replication' {
  const plugin: unknown;
  export default plugin;
}
declare module 'pouchdb-adapter-memory' {
  const plugin: unknown;
  export default plugin;
}
