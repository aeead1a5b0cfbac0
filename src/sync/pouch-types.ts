// The shapes of the PouchDB calls the sync layer makes (PouchDB ships no types): only these.

export interface PouchDoc {
  readonly _id: string;
  readonly _rev?: string;
  readonly [field: string]: unknown;
}

export interface AllDocsRow {
  readonly id: string;
  readonly doc?: PouchDoc;
  /**
   * The winning revision; `deleted` when asked by `keys` for a deleted document. With `keys`:
   * absent (an `error` instead) when the database does not hold the document.
   */
  readonly value?: { readonly rev?: string; readonly deleted?: boolean };
  readonly error?: string;
  /** The asked key (with `keys`): the only name of a row the database does not hold. */
  readonly key?: string;
}

/** One row of a page of changes: the document's latest version (deleted or not). */
export interface ChangeRow {
  readonly id: string;
  readonly deleted?: boolean;
  readonly doc?: PouchDoc;
}

/** `bulkGet`'s answer: each asked revision, the document (with `_revisions`) or an error. */
export interface BulkGetResult {
  readonly results: readonly {
    readonly id: string;
    readonly docs: readonly { readonly ok?: PouchDoc; readonly error?: unknown }[];
  }[];
}

export interface BulkResult {
  readonly id?: string;
  readonly ok?: boolean;
  readonly error?: boolean | string;
  readonly name?: string;
  readonly reason?: string;
  readonly status?: number;
}

/** What a replication's 'change' tells: the documents it moved. */
export interface ReplicationChange {
  direction?: string;
  change?: { docs?: PouchDoc[] };
  docs?: PouchDoc[];
}

export interface ReplicationEmitter {
  on(event: 'change', listener: (info: ReplicationChange) => void): this;
  on(event: 'paused', listener: (error?: unknown) => void): this;
  on(event: 'active', listener: () => void): this;
  on(event: 'denied' | 'error', listener: (error: unknown) => void): this;
  on(event: 'complete', listener: (info: unknown) => void): this;
  cancel(): void;
}

export interface Pouch {
  readonly name: string;
  allDocs(options: {
    include_docs?: boolean;
    /** With `include_docs`: each document's other leaves in `_conflicts` (their revisions). */
    conflicts?: boolean;
    startkey?: string;
    endkey?: string;
    limit?: number;
    /** Rows passed over first (1: a page starting after the last id of the one before). */
    skip?: number;
    keys?: readonly string[];
  }): Promise<{ rows: AllDocsRow[] }>;
  /** `new_edits: false`: stored with their revisions as given (as replication stores them). */
  bulkDocs(docs: readonly PouchDoc[], options?: { new_edits?: boolean }): Promise<BulkResult[]>;
  bulkGet(options: {
    docs: readonly { id: string; rev: string }[];
    revs: true;
  }): Promise<BulkGetResult>;
  /** One page of the changes since `since` (a sequence of this database), oldest first. */
  changes(options: {
    since: string | number;
    limit: number;
    include_docs: true;
    /** Each document's other leaves in `_conflicts` (their revisions). */
    conflicts?: boolean;
  }): Promise<{ results: ChangeRow[]; last_seq: string | number }>;
  changes(options: { live: true; since: 'now'; include_docs?: boolean }): {
    /** `deleted`: the document was deleted (a sheet removed from the club's server). */
    on(event: 'change', listener: (change: { id: string; deleted?: boolean }) => void): unknown;
    cancel(): void;
  };
  info(): Promise<{ readonly update_seq?: string | number }>;
  close(): Promise<void>;
  destroy(): Promise<void>;
}

export interface ReplicateOptions {
  live?: boolean;
  retry?: boolean;
  selector?: Record<string, unknown>;
  /** Only these documents (a resend of what an earlier push passed over). */
  doc_ids?: readonly string[];
  /** Where the changes start (a sequence of the source), instead of the last checkpoint. */
  since?: string | number;
  /**
   * Where the checkpoint is kept: both sides by default, only the target ('target'), or none
   * (false: a resend starts from the beginning every time).
   */
  checkpoint?: boolean | 'source' | 'target';
  batch_size?: number;
  back_off_function?: (delay: number) => number;
}

export interface PouchStatic {
  new (name: string, options?: Record<string, unknown>): Pouch;
  plugin(plugin: unknown): PouchStatic;
  replicate(
    source: Pouch,
    target: Pouch,
    options?: ReplicateOptions,
  ): ReplicationEmitter & Promise<unknown>;
}

/** The engine of this phone's PouchDB stores (local-adapter.ts) and how its stores are named. */
export interface LocalAdapter {
  readonly plugin: unknown;
  readonly adapter: string;
  /** The IndexedDB-backed store's name for one of the app's stores. */
  storeName(name: string): string;
  /** Another adapter's IndexedDB database of that store, to delete (an older version's), if any. */
  oldDatabase(name: string): string | null;
}
