// What a live sheet's mirror passes keep between them, so that a pass reads only what changed:
// the sheet's documents as of the local PouchDB's sequence `since` (taken from its changes feed
// in pages, never a window of the first N), and the documents refused already (by id and
// revision: the same document is never checked twice). A member's flood of 30,000 documents was
// read and checked again by every pass, seconds each, and a new deal waited behind them (issue 34,
// item 5). The first pass of a sheet reads its whole history, a page at a time.
import { sheetOfDocId } from './club-doc';
import type { IncomingCode } from './incoming';
import type { Pouch, PouchDoc } from './pouch-types';
import { MAX_RANGE_PAGES, RANGE_PAGE, yieldToPage } from './sheet-range';

export interface MirrorCursor {
  /** The local PouchDB's sequence read up to. */
  since: string | number;
  /** The sheet's documents (with `_conflicts`) by id, deletions left out. */
  readonly docs: Map<string, PouchDoc>;
  /** Documents refused before, by `id rev`: their event id and why. */
  readonly refused: Map<string, { readonly eventId: string; readonly code: IncomingCode }>;
}

export function newMirrorCursor(): MirrorCursor {
  return { since: 0, docs: new Map(), refused: new Map() };
}

interface Change {
  readonly id: string;
  readonly deleted?: boolean;
  readonly doc?: PouchDoc;
}

/** The local PouchDB's changes feed, one page (a one-shot read, not the live feed). */
type ChangesPage = (options: {
  since: string | number;
  limit: number;
  include_docs: true;
  conflicts: true;
}) => Promise<{ results: Change[]; last_seq: string | number }>;

/** The refusals cache's key of a document: its id and revision. */
export function docKey(doc: PouchDoc): string {
  return `${doc._id} ${String(doc._rev ?? '')}`;
}

/**
 * The cursor brought up to the local PouchDB's latest change: a page of RANGE_PAGE changes a
 * request, at most MAX_RANGE_PAGES a pass (the next pass goes on from there), the page given the
 * main thread between two. Only this sheet's documents are kept.
 */
export async function advanceCursor(
  local: Pouch,
  sheetId: string,
  cursor: MirrorCursor,
): Promise<void> {
  const changes = (local.changes as unknown as ChangesPage).bind(local);
  for (let page = 0; page < MAX_RANGE_PAGES; page += 1) {
    if (page > 0) await yieldToPage();
    const answer = await changes({
      since: cursor.since,
      limit: RANGE_PAGE,
      include_docs: true,
      conflicts: true,
    });
    for (const change of answer.results) {
      if (sheetOfDocId(change.id) !== sheetId) continue;
      if (change.deleted === true || !change.doc || change.doc._deleted === true)
        cursor.docs.delete(change.id);
      else cursor.docs.set(change.id, change.doc);
    }
    cursor.since = answer.last_seq;
    if (answer.results.length < RANGE_PAGE) return;
  }
}
