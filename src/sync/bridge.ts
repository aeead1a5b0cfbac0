// The bridge between the app's store (Dexie, the truth for every screen) and the local PouchDB
// that replicates with the club: one pass mirrors one shared sheet both ways. Events are
// immutable and known by id, so a pass is a set union: what Dexie has and PouchDB lacks is
// written there as this member's documents, what PouchDB has and Dexie lacks is checked
// (incoming.ts) and added (db/incoming-events.ts). A pass run twice, or two at once, writes
// each event once.
import * as v from 'valibot';
import type { SkatDatabase } from '../db/database';
import { addIncomingEvents, type IncomingResult } from '../db/incoming-events';
import { SheetRecordSchema } from '../db/record-schema';
import type { EventRecord, SheetRecord } from '../db/records';
import { checkSheetFields } from '../db/sheet-input';
import { storedEventsOf } from '../db/sheet-log';
import type { StoreError } from '../db/store-error';
import { fail, ok, type Result } from '../domain/result';
import { docOfEvent, eventOfDocId, hasOtherVersions } from './club-doc';
import { checkIncoming, sortIncoming, type IncomingCode } from './incoming';
import type { Pouch, PouchDoc } from './pouch-types';
import { readSheetRange, yieldToPage } from './sheet-range';
import { recordFromStart } from './sheet-start';

export interface MirrorTarget {
  readonly database: SkatDatabase;
  readonly local: Pouch;
  readonly sheetId: string;
  /** The club login's user name: the author of every document this device writes. */
  readonly author: string;
  /**
   * Asked just before writing: false once the sheet was removed from the club's server (its
   * documents deleted there and here), so that its events are not written back as this member's.
   */
  readonly mayWrite?: () => boolean;
}

export interface MirrorResult {
  /** Events of the log written into PouchDB now (to be sent): their document ids. */
  readonly written: readonly string[];
  /** Events from the club added to the log now. */
  readonly added: number;
  /** Events that name one not yet arrived (an undo before its deal): taken on a later pass. */
  readonly waiting: number;
  /** Documents refused, each with its event id and why. */
  readonly refused: readonly { readonly eventId: string; readonly code: IncomingCode }[];
  /** False while a joined sheet's start has not arrived (nothing to show yet). */
  readonly sheetKnown: boolean;
}

/**
 * The sheet's documents in the local PouchDB, read by the sheet's key range page by page (never
 * one window that documents sorting first could fill), each with its other leaves' revisions in
 * `_conflicts`.
 */
async function sheetDocs(local: Pouch, sheetId: string): Promise<PouchDoc[]> {
  const rows = await readSheetRange(local, sheetId, { include_docs: true, conflicts: true });
  // A deleted document (a sheet removed from the server) is no event: never taken in.
  return rows.flatMap((row) => (row.doc && row.doc._deleted !== true ? [row.doc] : []));
}

/**
 * The events tampered with: a document with a second leaf (its author wrote another version of
 * it, a replicated write, `new_edits: false`, which CouchDB 3 validates as new), or two documents
 * for one event (a second author wrote under its id, issue 34: the id carries the author, so the
 * server sees a new document). Events never change and each is written once, by its author, so
 * no honest phone makes either; every version is tampered, whichever arrived first.
 */
function tamperedEvents(docs: readonly PouchDoc[]): string[] {
  const seen = new Set<string>();
  return docs.flatMap((doc) => {
    const id = eventOfDocId(doc._id);
    if (id === null) return [];
    const twice = seen.has(id);
    seen.add(id);
    return hasOtherVersions(doc) || twice ? [id] : [];
  });
}

function eventIdOf(doc: PouchDoc): string | null {
  const event = doc.event as { id?: unknown } | undefined;
  return typeof event?.id === 'string' ? event.id : null;
}

/** A joining phone's record of the sheet: from the start events, checked as a stored sheet. */
function joinedRecord(sheetId: string, docs: readonly PouchDoc[]): SheetRecord | null {
  const events = docs.flatMap((doc) =>
    typeof doc.event === 'object' && doc.event !== null
      ? [{ ...(doc.event as EventRecord), sheetId }]
      : [],
  );
  const record = recordFromStart(sheetId, events);
  if (!record || !v.safeParse(SheetRecordSchema, record).success) return null;
  return checkSheetFields(record).length === 0 ? record : null;
}

/**
 * The local PouchDB failed a read or a write: an engine bug (apache/pouchdb #8599's "Unable to add
 * key to index 'seq'"), its IndexedDB database deleted or closed underneath. The log is whole;
 * live.ts has the store rebuilt from it (docs/pouchdb-adapter.md).
 */
export const LOCAL_STORE_FAILED = 'local-store-failed';
export type MirrorError = StoreError | typeof LOCAL_STORE_FAILED;

/** Said on the console with the engine's own error (a diagnosis), not on the screen. */
function storeFailed(error: unknown): null {
  console.warn(LOCAL_STORE_FAILED, error);
  return null;
}

/** The log's events PouchDB lacks, written as this member's documents: the ids written. */
async function writeOutgoing(
  target: MirrorTarget,
  docs: readonly PouchDoc[],
  logged: readonly EventRecord[],
): Promise<string[]> {
  const inPouch = new Set(docs.flatMap((doc) => eventIdOf(doc) ?? []));
  const outgoing = logged
    .filter((event) => !inPouch.has(event.id))
    .map((e) => docOfEvent(target.author, e));
  if (outgoing.length === 0 || !(target.mayWrite?.() ?? true)) return [];
  const results = await target.local.bulkDocs(outgoing);
  // A conflict is the same document written by a pass running at the same time: it is there.
  // Any other error of a document is the store failing it.
  const failed = results.find((result) => result.error !== undefined && result.status !== 409);
  if (failed) throw new Error(`${failed.name ?? ''}: ${failed.reason ?? ''}`);
  return results.flatMap((result) => (result.ok === true && result.id ? [result.id] : []));
}

/** One pass both ways for one sheet. */
export async function mirrorSheet(
  target: MirrorTarget,
): Promise<Result<MirrorResult, MirrorError>> {
  const { database, local, sheetId } = target;
  const [docs, logged, stored] = await Promise.all([
    sheetDocs(local, sheetId).catch(storeFailed),
    storedEventsOf(database, sheetId),
    database.sheets.get(sheetId),
  ]);
  if (docs === null) return fail([LOCAL_STORE_FAILED]);
  // Out: the log's events PouchDB lacks, as this member's documents.
  let written: string[];
  try {
    written = await writeOutgoing(target, docs, logged);
  } catch (error) {
    storeFailed(error);
    return fail([LOCAL_STORE_FAILED]);
  }
  // In: the documents the log lacks, checked, each once (the same event by two authors: tampered).
  const record = stored ?? joinedRecord(sheetId, docs);
  if (!record) return ok({ written, added: 0, waiting: 0, refused: [], sheetKnown: false });
  const known = new Map(logged.map((event) => [event.id, event]));
  const checked = await checkedDocs(docs, known, record);
  const { accepted } = checked;
  const refused = [...checked.refused];
  // Those waiting for an event named, or refused for their clock (sortIncoming).
  const sorted = sortIncoming(accepted, known);
  const { ready, waiting } = sorted;
  refused.push(...sorted.refused);
  const marked = new Set(record.tampered ?? []);
  const tampered = tamperedEvents(docs).filter((id) => !marked.has(id));
  if (ready.length === 0 && tampered.length === 0 && stored) {
    return ok({ written, added: 0, waiting, refused, sheetKnown: true });
  }
  const added = await addInBatches(database, record, ready, tampered);
  if (!added.ok) return fail(added.errors);
  for (const { eventId, code } of added.value.refused) refused.push({ eventId, code });
  return ok({ written, added: added.value.added, waiting, refused, sheetKnown: true });
}

/**
 * Documents checked (incoming.ts) and events added a batch at a time, the page given the main
 * thread between two: 10,000 events a member wrote into a sheet were taken in as one task, and
 * both phones froze for minutes with blank screens (issue 34, item 5). A batch stays well under
 * a 200 ms task on a slow phone.
 */
export const INTAKE_BATCH = 250;

/** The documents the log lacks, checked, each once (the same event by two authors: the first). */
async function checkedDocs(
  docs: readonly PouchDoc[],
  known: ReadonlyMap<string, EventRecord>,
  record: SheetRecord,
): Promise<{
  accepted: Map<string, EventRecord>;
  refused: { eventId: string; code: IncomingCode }[];
}> {
  const refused: { eventId: string; code: IncomingCode }[] = [];
  const accepted = new Map<string, EventRecord>();
  for (const [index, doc] of docs.entries()) {
    if (index > 0 && index % INTAKE_BATCH === 0) await yieldToPage();
    const id = eventIdOf(doc);
    if (id !== null && (known.has(id) || accepted.has(id))) continue;
    const checked = checkIncoming(doc, record);
    if (checked.kind === 'refused') refused.push({ eventId: checked.eventId, code: checked.code });
    else accepted.set(checked.event.id, checked.event);
  }
  return { accepted, refused };
}

/**
 * The ready events added in batches of INTAKE_BATCH (each batch one transaction; an event is
 * added once whatever how often it comes, so a batch that failed is taken again on a later pass).
 * The tampered marks go with the first batch.
 */
async function addInBatches(
  database: SkatDatabase,
  record: SheetRecord,
  ready: readonly EventRecord[],
  tampered: readonly string[],
): Promise<Result<IncomingResult, StoreError>> {
  let added = 0;
  const refused: IncomingResult['refused'][number][] = [];
  for (let from = 0; from === 0 || from < ready.length; from += INTAKE_BATCH) {
    if (from > 0) await yieldToPage();
    const batch = ready.slice(from, from + INTAKE_BATCH);
    const result = await addIncomingEvents(database, record, batch, from === 0 ? tampered : []);
    if (!result.ok) return result;
    added += result.value.added;
    refused.push(...result.value.refused);
  }
  return ok({ added, refused });
}
