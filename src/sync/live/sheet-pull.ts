// Fetching one shared sheet from the club, before its live pull starts: only this sheet's
// documents, whatever else the club's database holds. A new phone joining a club of 1,000 sheets
// of 48 deals would otherwise replicate all ~51,000 documents (the club's whole changes feed, the
// sheet's own wherever they stand in it) before the sheet is whole and synced
// (scripts/bench-club-load.mjs). The sheet's documents are listed by their id range (`_all_docs`),
// the ones this phone lacks fetched with their revision history (`_bulk_get`) and stored as the
// server has them (`new_edits: false`, as replication stores them); a document of this sheet
// deleted on the server (a sheet removed by a club admin) comes as its deletion. The live pull
// then starts at the server's sequence as it was before the listing: nothing written after it is
// missed, nothing before it is read again. Bounded: at most sheet-range.ts's bound of documents,
// in batches of FETCH_BATCH.
//
// The listing carries each document's other leaves (`conflicts`): a second version of an event its
// author wrote on the server (CouchDB 3 takes a replicated write of a new branch) is fetched as
// well, so a joining phone sees the event as tampered (bridge.ts) as a phone that had it does.
import type { AllDocsRow, Pouch, PouchDoc } from '../pouch-types';
import { eachSheetRangePage, readSheetRange, yieldToPage } from './sheet-range';

/** Documents fetched in one `_bulk_get`. */
export const FETCH_BATCH = 100;
/** Documents stored in one write; the page gets the main thread back between two. */
export const STORE_BATCH = 250;

export interface SheetFetched {
  /** The server's sequence before the listing: the live pull starts there. */
  readonly since: string | number;
  /** Documents stored here now (new ones and deletions). */
  readonly stored: number;
  /**
   * Documents here that the server does not hold at all (neither listed nor deleted there): a
   * server restored from a backup older than them. The push's checkpoint says they were sent,
   * so only a resend by id brings them back (live.ts).
   */
  readonly absent: readonly string[];
}

interface Revision {
  readonly id: string;
  readonly rev: string;
}

function revisionsOf(rows: readonly { id?: string; value?: { rev?: string } }[]): Revision[] {
  return rows.flatMap((row) =>
    typeof row.id === 'string' && typeof row.value?.rev === 'string'
      ? [{ id: row.id, rev: row.value.rev }]
      : [],
  );
}

/**
 * The server's info, or what it refused thrown as its error (`unauthorized`, `forbidden`: read by
 * status.ts failureCode). PouchDB's http info() resolves with the server's error body, whatever
 * the status: the listing after it then sent a refused password a second time, and on CouchDB 3.5
 * each one counts towards the user's lock-out (a guest or table link logs in on every request).
 */
function checkedInfo(info: unknown): unknown {
  const error = (info as { error?: unknown } | null)?.error;
  if (typeof error === 'string') throw Object.assign(new Error(error), { name: error });
  return info;
}

/**
 * One other leaf of each listed document that has any (its `_conflicts`, asked with `conflicts:
 * true`): one is enough to tell the event tampered, and keeps the fetch within the listing's bound.
 */
function otherLeavesOf(rows: readonly AllDocsRow[]): Revision[] {
  return rows.flatMap((row) => {
    const other = (row.doc?._conflicts as unknown[] | undefined)?.[0];
    return typeof other === 'string' ? [{ id: row.id, rev: other }] : [];
  });
}

const key = (revision: Revision) => `${revision.id} ${revision.rev}`;

function sequenceOf(info: unknown): string | number {
  const seq = (info as { update_seq?: unknown } | null)?.update_seq;
  return typeof seq === 'string' || typeof seq === 'number' ? seq : 0;
}

/**
 * A listed document as replication would store it, when the listing holds all of it: its first
 * version, not deleted (an event, written once). Its revision is then its whole history, so it
 * needs no second request (`_bulk_get`) for that history: a flooded range of 30,000 documents
 * was fetched twice over, 100 a request (issue 34, item 5).
 */
function firstVersionOf(row: AllDocsRow): PouchDoc | null {
  const doc = row.doc;
  if (!doc || doc._id !== row.id || doc._rev !== row.value?.rev) return null;
  if (!doc._rev?.startsWith('1-') || doc._deleted === true || '_attachments' in doc) return null;
  // Its other leaves' revisions are no field to store (the listing's `conflicts: true` added them).
  const stored: Record<string, unknown> = { ...doc };
  delete stored._conflicts;
  return stored as PouchDoc;
}

/** Stores `docs` here as the server has them, a few hundred a write, the page let in between. */
async function store(local: Pouch, docs: readonly PouchDoc[]): Promise<number> {
  for (let from = 0; from < docs.length; from += STORE_BATCH) {
    if (from > 0) await yieldToPage();
    await local.bulkDocs(docs.slice(from, from + STORE_BATCH), { new_edits: false });
  }
  return docs.length;
}

/** The versions `wanted` from the server with their history (`_bulk_get`), and stored here. */
async function fetchAndStore(
  remote: Pouch,
  local: Pouch,
  wanted: readonly Revision[],
): Promise<number> {
  let stored = 0;
  for (let from = 0; from < wanted.length; from += FETCH_BATCH) {
    const batch = wanted.slice(from, from + FETCH_BATCH);
    const { results } = await remote.bulkGet({ docs: batch, revs: true });
    const docs = results.flatMap((result) =>
      result.docs.flatMap((answer): PouchDoc[] => (answer.ok ? [answer.ok] : [])),
    );
    stored += await store(local, docs);
  }
  return stored;
}

/**
 * One page of the server's listing: what this phone lacks of it stored here. First versions as
 * listed; any other (a later version, another leaf) fetched with its history.
 */
async function storePage(
  remote: Pouch,
  local: Pouch,
  rows: readonly AllDocsRow[],
  held: ReadonlySet<string>,
): Promise<number> {
  const lacking = (revision: Revision) => !held.has(key(revision));
  const listed: PouchDoc[] = [];
  const fetched: Revision[] = otherLeavesOf(rows).filter(lacking);
  for (const row of rows) {
    const revision = revisionsOf([row])[0];
    if (!revision || !lacking(revision)) continue;
    const doc = firstVersionOf(row);
    if (doc) listed.push(doc);
    else fetched.push(revision);
  }
  return (await store(local, listed)) + (await fetchAndStore(remote, local, fetched));
}

/**
 * One listed document fetched with its history (`_bulk_get`) while this phone's login is good,
 * whatever the phone holds. PouchDB's http adapter learns whether a server has `_bulk_get` from
 * the first one it sends to a database (once a page) and takes any failure for "no": it then asks
 * for each document alone. A phone that joined by the listing alone sent its first one from the
 * live pull after its night closed, with its table login's old password: refused, and each
 * single read after it another failed login. Five lock the login out, and the next night found
 * it in use (test/sync/club/night/table-phone.test.ts). One request of one document settles it.
 */
async function settleBulkGet(remote: Pouch, rows: readonly AllDocsRow[]): Promise<void> {
  const first = revisionsOf(rows.slice(0, 1));
  if (first.length > 0) await remote.bulkGet({ docs: first, revs: true });
}

/**
 * Brings this sheet's documents from the club (`remote`) into the local PouchDB. Throws what
 * the remote threw (offline, a refusal): the caller reports it and tries again. The server's
 * listing is stored page by page as it comes (the next page asked for while one is stored).
 */
export async function fetchSheetDocs(
  remote: Pouch,
  local: Pouch,
  sheetId: string,
): Promise<SheetFetched> {
  const since = sequenceOf(checkedInfo(await remote.info()));
  // By the sheet's key range, page by page (sheet-range.ts): documents sorting first fill no window.
  const withLeaves = { include_docs: true, conflicts: true };
  const here = await readSheetRange(local, sheetId, withLeaves);
  const held = new Set([...revisionsOf(here), ...otherLeavesOf(here)].map(key));
  const onServer = new Set<string>();
  let stored = 0;
  await eachSheetRangePage(remote, sheetId, withLeaves, async (rows) => {
    if (onServer.size === 0) await settleBulkGet(remote, rows);
    for (const row of rows) onServer.add(row.id);
    stored += await storePage(remote, local, rows, held);
  });
  // Here and no longer listed there: deleted on the server (events are never changed otherwise).
  const gone = here.map((row) => row.id).filter((id) => !onServer.has(id));
  const absent: string[] = [];
  if (gone.length > 0) {
    const asked = await remote.allDocs({ keys: gone });
    const deleted = revisionsOf(asked.rows.filter((row) => row.value?.deleted === true));
    stored += await fetchAndStore(
      remote,
      local,
      deleted.filter((revision) => !held.has(key(revision))),
    );
    absent.push(
      ...asked.rows.flatMap((row) =>
        row.value === undefined && typeof row.key === 'string' ? [row.key] : [],
      ),
    );
  }
  return { since, stored, absent };
}
