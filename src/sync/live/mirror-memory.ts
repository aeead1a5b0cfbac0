// What a live sheet's mirror passes remember from one pass to the next (issue 34, item 5): every
// pass read the sheet's whole range of documents (30,000 in a flood), the whole log, and checked
// every document the log lacked again (20,000 junk documents, each pass), so taking a flood in
// grew with the square of its size and the phones paused for seconds. With this memory a pass
// reads only the local PouchDB's changes since the one before, the log's keys (no events) and
// the events it lacks, and checks each version of a document once.
import type { SkatDatabase } from '../../db/database';
import type { EventRecord } from '../../db/records';
import { logOf } from '../../db/sheet-log';
import { hasOtherVersions } from '../protocol/event-doc';
import { eventOfDocId, eventSlotOfDocId, isDeviceClaimDocId, sheetDocRange } from '../protocol/ids';
import type { IncomingCheck, IncomingCode } from './incoming';
import type { Pouch, PouchDoc } from '../pouch-types';
import { readSheetRange, yieldToPage } from './sheet-range';

export interface MirrorMemory {
  /** The local PouchDB's changes read up to here; null: none yet (the range is read whole). */
  since: string | number | null;
  /** The sheet's documents in the local PouchDB, by id (a deleted one is no longer here). */
  readonly docs: Map<string, PouchDoc>;
  /** Each document version's verdict (sync/live/incoming.ts), by `id@rev`: checked once. */
  readonly verdicts: Map<string, IncomingCheck>;
  /**
   * The documents whose events the log does not hold (yet), by id, with their verdict (null: not
   * checked since read). A pass checks only these (bridge.ts), not the 30,000 of a flood: one
   * whose event the log took is dropped (events never leave a live sheet's log), one read again
   * is checked again.
   */
  readonly open: Map<string, IncomingCheck | null>;
  /**
   * The documents refused, by id, with their event id and why: reported on every pass without
   * looking at them again (a flood's 20,000 junk documents); one read again is checked again.
   */
  readonly refused: Map<string, { readonly eventId: string; readonly code: IncomingCode }>;
  /**
   * The events found tampered with, kept up as documents are read (bridge.ts used to scan all
   * 30,000 of a flood each pass): a document with a second leaf (its author wrote another
   * version), or a second document for one event (another author wrote under its id).
   */
  readonly tampered: Set<string>;
  /** Which document holds each event, by event id: a second document makes it tampered. */
  readonly owners: Map<string, string>;
  /**
   * How many documents carry each event id in their body (the one bridge.ts reads): an event of
   * the log none carries is written out. Not by the id's name: a document under one event's id
   * may carry another (refused), and the event it names must still be sent.
   */
  readonly carried: Map<string, number>;
  /** The sheet's events in the log, by id. */
  logged: Map<string, EventRecord>;
  /** When the last batch of incoming events was written (bridge.ts paces them). */
  lastWrite: number;
}

export function newMirrorMemory(): MirrorMemory {
  return {
    since: null,
    docs: new Map(),
    verdicts: new Map(),
    open: new Map(),
    refused: new Map(),
    tampered: new Set(),
    owners: new Map(),
    carried: new Map(),
    logged: new Map(),
    lastWrite: 0,
  };
}

/** Changes read in one request. */
export const CHANGES_PAGE = 1_000;
/**
 * At most this many pages in one pass; the rest is read by the next (the cursor stays where this
 * one stopped): a pass stays bounded however much arrives at once.
 */
export const MAX_CHANGES_PAGES = 50;

/** A deleted document (a sheet removed from the server) is no event: never taken in. */
function keep(memory: MirrorMemory, id: string, doc: PouchDoc | undefined): void {
  // A device slot's claim (device-slot.ts) holds no event.
  if (isDeviceClaimDocId(id)) return;
  // A slot's id names no event: its body does (the one it was first read with).
  const slot = eventSlotOfDocId(id) !== null;
  const eventId = slot ? bodyEventId(memory.docs.get(id) ?? doc) : eventOfDocId(id);
  count(memory.carried, bodyEventId(memory.docs.get(id)), -1);
  if (doc && doc._deleted !== true) count(memory.carried, bodyEventId(doc), 1);
  if (doc && doc._deleted !== true) {
    memory.docs.set(id, doc);
    memory.open.set(id, null);
    memory.refused.delete(id);
    if (eventId !== null) noteOwner(memory, eventId, id, doc);
  } else {
    memory.docs.delete(id);
    memory.open.delete(id);
    memory.refused.delete(id);
    if (eventId !== null && memory.owners.get(eventId) === id) memory.owners.delete(eventId);
  }
}

function bodyEventId(doc: PouchDoc | undefined): string | null {
  const event = doc?.event as { id?: unknown } | undefined;
  return typeof event?.id === 'string' ? event.id : null;
}

function count(counts: Map<string, number>, key: string | null, step: 1 | -1): void {
  if (key === null) return;
  const now = (counts.get(key) ?? 0) + step;
  if (now > 0) counts.set(key, now);
  else counts.delete(key);
}

/** Events never change and each is written once, by its author: no honest phone makes either. */
function noteOwner(memory: MirrorMemory, eventId: string, id: string, doc: PouchDoc): void {
  const owner = memory.owners.get(eventId);
  if (owner === undefined) memory.owners.set(eventId, id);
  else if (owner !== id) memory.tampered.add(eventId);
  if (hasOtherVersions(doc)) memory.tampered.add(eventId);
}

/** The first pass: the sheet's whole range, and the changes from before the read on. */
async function readWhole(local: Pouch, sheetId: string, memory: MirrorMemory): Promise<void> {
  // The sequence first: what changes during the read is read again by the next pass (taking
  // the same document twice changes nothing).
  const { update_seq: since } = await local.info();
  const rows = await readSheetRange(local, sheetId, { include_docs: true, conflicts: true });
  memory.docs.clear();
  memory.open.clear();
  memory.refused.clear();
  memory.owners.clear();
  memory.carried.clear();
  memory.tampered.clear();
  for (const row of rows) keep(memory, row.id, row.doc);
  memory.since = since ?? 0;
}

/** The sheet's documents changed since the last pass (the local PouchDB holds the club's). */
async function readChanges(local: Pouch, sheetId: string, memory: MirrorMemory): Promise<void> {
  const { startkey, endkey } = sheetDocRange(sheetId);
  for (let page = 0; page < MAX_CHANGES_PAGES && memory.since !== null; page += 1) {
    if (page > 0) await yieldToPage();
    const answer = await local.changes({
      since: memory.since,
      limit: CHANGES_PAGE,
      include_docs: true,
      conflicts: true,
    });
    for (const row of answer.results) {
      if (row.id >= startkey && row.id <= endkey) keep(memory, row.id, row.doc);
    }
    memory.since = answer.last_seq;
    if (answer.results.length < CHANGES_PAGE) break;
  }
}

/**
 * The sheet's documents in the local PouchDB, brought up to date. A store that fails (its
 * IndexedDB database deleted or closed underneath) must fail this read (live.ts rebuilds it):
 * `changes` of a destroyed store never answers (PouchDB 9, memory adapter) and the pass would
 * hang, so one row of the range is read first, which fails at once.
 */
export async function sheetDocsOf(
  local: Pouch,
  sheetId: string,
  memory: MirrorMemory,
): Promise<MirrorMemory['docs']> {
  if (memory.since === null) await readWhole(local, sheetId, memory);
  else {
    await local.allDocs({ ...sheetDocRange(sheetId), limit: 1 });
    await readChanges(local, sheetId, memory);
  }
  return memory.docs;
}

/**
 * The sheet's events in the log, brought up to date: its keys read (no event), and only the
 * events not yet known fetched. A sheet upgraded from version 3 keeps its first events in
 * `startingLogs` (one record, read each time). Events are never taken out of a log while its
 * sheet is live, but a key gone is dropped here all the same.
 */
export async function loggedEventsOf(
  database: SkatDatabase,
  sheetId: string,
  memory: MirrorMemory,
): Promise<ReadonlyMap<string, EventRecord>> {
  const [keys, starting] = await Promise.all([
    logOf(database, sheetId).primaryKeys(),
    database.startingLogs.get(sheetId),
  ]);
  const ids = (keys as unknown as [string, string][]).map(([, id]) => id);
  const missing = ids.filter((id) => !memory.logged.has(id));
  const fetched = await database.log.bulkGet(missing.map((id) => [sheetId, id]));
  const fresh = new Map(fetched.flatMap((event) => (event ? [[event.id, event] as const] : [])));
  const logged = new Map<string, EventRecord>();
  for (const event of starting?.events ?? []) logged.set(event.id, event);
  for (const id of ids) {
    const event = memory.logged.get(id) ?? fresh.get(id);
    if (event) logged.set(id, event);
  }
  memory.logged = logged;
  return logged;
}
