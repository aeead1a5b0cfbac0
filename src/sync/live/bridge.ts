// The bridge between the app's store (Dexie, the truth for every screen) and the local PouchDB
// that replicates with the club: one pass mirrors one shared sheet both ways. Events are
// immutable and known by id, so a pass is a set union: what Dexie has and PouchDB lacks is
// written there as this member's documents, what PouchDB has and Dexie lacks is checked
// (incoming.ts) and added (db/incoming-events.ts). A pass run twice, or two at once, writes
// each event once.
import * as v from 'valibot';
import type { SkatDatabase } from '../../db/database';
import { addIncomingEvents, type IncomingResult } from '../../db/incoming-events';
import { SheetRecordSchema } from '../../db/record-schema';
import type { EventRecord, SheetRecord } from '../../db/records';
import { checkSheetFields } from '../../db/sheet-input';
import type { StoreError } from '../../db/store-error';
import { fail, ok, type Result } from '../../domain/result';
import { docOfEvent } from '../protocol/event-doc';
import { checkIncoming, sortIncoming, type IncomingCheck, type IncomingCode } from './incoming';
import { loggedEventsOf, newMirrorMemory, sheetDocsOf, type MirrorMemory } from './mirror-memory';
import type { Pouch, PouchDoc } from '../pouch-types';
import { timeSlices } from './sheet-range';
import { recordFromStart, startEventIds } from './sheet-start';

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
  /** What the last pass read and checked (a live sheet keeps one); none: read all again. */
  readonly memory?: MirrorMemory;
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
  /** Ready events left for the next pass (more than INTAKE_BATCHES_A_PASS batches arrived). */
  readonly more?: boolean;
}

function eventIdOf(doc: PouchDoc): string | null {
  const event = doc.event as { id?: unknown } | undefined;
  return typeof event?.id === 'string' ? event.id : null;
}

/**
 * A joining phone's record of the sheet: from the start events, checked as a stored sheet. Only
 * the documents of the start events' ids are read (not the 30,000 of a flood, on each pass).
 */
function joinedRecord(sheetId: string, docs: ReadonlyMap<string, PouchDoc>): SheetRecord | null {
  const ids = startEventIds(sheetId);
  const events: EventRecord[] = [];
  for (const doc of docs.values()) {
    const id = eventIdOf(doc);
    if (id !== null && ids.has(id)) events.push({ ...(doc.event as EventRecord), sheetId });
  }
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

/**
 * The log's events PouchDB lacks, written as this member's documents: the ids written. What
 * PouchDB holds is known by the events its documents carry (mirror-memory.ts: `carried`).
 */
async function writeOutgoing(
  target: MirrorTarget,
  inPouch: ReadonlyMap<string, number>,
  logged: ReadonlyMap<string, EventRecord>,
): Promise<string[]> {
  const outgoing: PouchDoc[] = [];
  for (const event of logged.values()) {
    if (!inPouch.has(event.id)) outgoing.push(docOfEvent(target.author, event));
  }
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
  const memory = target.memory ?? newMirrorMemory();
  // The sheet's documents (by its own key range first, never one window that documents sorting
  // first could fill; then the changes since), each with its other leaves in `_conflicts`.
  const [docs, known, stored] = await Promise.all([
    sheetDocsOf(local, sheetId, memory).catch(storeFailed),
    loggedEventsOf(database, sheetId, memory),
    database.sheets.get(sheetId),
  ]);
  if (docs === null) return fail([LOCAL_STORE_FAILED]);
  // Out: the log's events PouchDB lacks, as this member's documents.
  let written: string[];
  try {
    written = await writeOutgoing(target, memory.carried, known);
  } catch (error) {
    storeFailed(error);
    return fail([LOCAL_STORE_FAILED]);
  }
  // In: the documents the log lacks, checked, each once (the same event by two authors: tampered).
  const record = stored ?? joinedRecord(sheetId, docs);
  if (!record) return ok({ written, added: 0, waiting: 0, refused: [], sheetKnown: false });
  const checked = await checkedDocs(memory, known, record);
  const { accepted } = checked;
  const refused = [...checked.refused];
  // Those waiting for an event named, or refused for their clock (sortIncoming).
  const sorted = sortIncoming(accepted, known);
  const { ready, waiting } = sorted;
  refused.push(...sorted.refused);
  const marked = new Set(record.tampered ?? []);
  // The events tampered with (mirror-memory.ts keeps them as it reads): a document with a second
  // leaf, or two documents for one event. Every version is tampered, whichever arrived first.
  const tampered = [...memory.tampered].filter((id) => !marked.has(id));
  if (ready.length === 0 && tampered.length === 0 && stored) {
    return ok({ written, added: 0, waiting, refused, sheetKnown: true });
  }
  const taken = ready.slice(0, INTAKE_BATCH * INTAKE_BATCHES_A_PASS);
  const added = await addInBatches(database, record, taken, tampered, memory);
  if (!added.ok) return fail(added.errors);
  for (const { eventId, code } of added.value.refused) refused.push({ eventId, code });
  const more = taken.length < ready.length;
  return ok({ written, added: added.value.added, waiting, refused, sheetKnown: true, more });
}

/**
 * Events added a batch at a time, the page given the main thread between two: 10,000 events a
 * member wrote into a sheet were taken in as one task, and both phones froze for minutes with
 * blank screens (issue 34, item 5). A batch stays well under a 200 ms task on a slow phone.
 */
export const INTAKE_BATCH = 250;
/**
 * The least time between two batches written: each write makes the open sheet fold its log and
 * draw again, so a flood redraws it at most a few times a second (10,000 events: 8 s).
 */
export const INTAKE_PACE_MS = 200;

/**
 * At most this many batches a pass (about a second at INTAKE_PACE_MS); the rest goes to the next
 * pass, which first writes out what this phone's own log gained meanwhile: a deal saved while a
 * flood of 10,000 events is taken in goes out within a second, not after the whole backlog.
 */
export const INTAKE_BATCHES_A_PASS = 4;

/** A document version's verdict: checked once, then remembered by `id@rev`. */
function verdictOf(
  doc: PouchDoc,
  record: SheetRecord,
  verdicts: Map<string, IncomingCheck>,
): IncomingCheck {
  const key = `${doc._id}@${doc._rev ?? ''}`;
  const known = verdicts.get(key);
  if (known) return known;
  const checked = checkIncoming(doc, record);
  verdicts.set(key, checked);
  return checked;
}

/**
 * The documents the log lacks, checked, each once (the same event by two authors: the first).
 * Only the open ones (mirror-memory.ts): a document whose event the log holds, or one refused,
 * is not looked at again until it is read again; the refused are reported all the same.
 */
async function checkedDocs(
  memory: MirrorMemory,
  known: ReadonlyMap<string, EventRecord>,
  record: SheetRecord,
): Promise<{
  accepted: Map<string, EventRecord>;
  refused: { eventId: string; code: IncomingCode }[];
}> {
  const accepted = new Map<string, EventRecord>();
  const breathe = timeSlices();
  for (const [docId, verdict] of memory.open) {
    await breathe();
    const doc = memory.docs.get(docId);
    const id = doc ? eventIdOf(doc) : null;
    if (!doc || (id !== null && known.has(id))) {
      memory.open.delete(docId);
      continue;
    }
    if (id !== null && accepted.has(id)) continue;
    const checked = verdict ?? verdictOf(doc, record, memory.verdicts);
    if (checked.kind === 'event') {
      memory.open.set(docId, checked);
      accepted.set(checked.event.id, checked.event);
    } else {
      memory.open.delete(docId);
      memory.refused.set(docId, { eventId: checked.eventId, code: checked.code });
    }
  }
  return { accepted, refused: [...memory.refused.values()] };
}

/** Waits until INTAKE_PACE_MS have passed since the last batch written (a macrotask at least). */
function paced(memory: MirrorMemory): Promise<void> {
  const wait = Math.max(0, memory.lastWrite + INTAKE_PACE_MS - performance.now());
  return new Promise((resolve) => setTimeout(resolve, wait));
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
  memory: MirrorMemory,
): Promise<Result<IncomingResult, StoreError>> {
  let added = 0;
  const refused: IncomingResult['refused'][number][] = [];
  for (let from = 0; from === 0 || from < ready.length; from += INTAKE_BATCH) {
    await paced(memory);
    const batch = ready.slice(from, from + INTAKE_BATCH);
    const result = await addIncomingEvents(database, record, batch, from === 0 ? tampered : []);
    memory.lastWrite = performance.now();
    if (!result.ok) return result;
    added += result.value.added;
    refused.push(...result.value.refused);
  }
  return ok({ added, refused });
}
