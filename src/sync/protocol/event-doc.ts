// The club database's document of one event (scripts/club/design.ts is its server side): the
// same form both ways, so a phone writes exactly what the server's validate_doc_update accepts.
import { eventDocId } from '../../../scripts/club/design';
import type { EventRecord } from '../../db/records';
import type { PouchDoc } from '../pouch-types';

export { eventDocId };

/** An event of this device's log as the club stores it, authored by the logged-in member. */
export function docOfEvent(author: string, record: EventRecord): PouchDoc {
  const { sheetId, id, device, clock, at, change } = record;
  // `seen` (issue 21's concurrency): carried through as it is when the log has it.
  const seen = (record as EventRecord & { readonly seen?: readonly string[] }).seen;
  return {
    _id: eventDocId(sheetId, id, author),
    sheetId,
    author,
    event: { id, device, clock, at, change },
    ...(seen === undefined ? {} : { seen: [...seen] }),
  };
}

/** The first and last key of a sheet's documents (its ids all start alike). */
export function sheetDocRange(sheetId: string): { startkey: string; endkey: string } {
  return { startkey: `sheet:${sheetId}:`, endkey: `sheet:${sheetId}:\ufff0` };
}

/** The sheet a club document belongs to, read from its id; null for any other id. */
export function sheetOfDocId(docId: string): string | null {
  const match = /^sheet:([^:]+):event:/.exec(docId);
  return match?.[1] ?? null;
}

/** The event a club document holds, read from its id; null for any other id. */
export function eventOfDocId(docId: string): string | null {
  const match = /^sheet:[^:]+:event:([^:]+):by:/.exec(docId);
  return match?.[1] ?? null;
}

/**
 * Does the server hold another version of this document (its other leaves in `_conflicts`, asked
 * with `conflicts: true`)? Events never change, so no honest phone makes one: on CouchDB 3 only
 * the author's own replicated write (`new_edits: false`) can, and every version is tampered.
 */
export function hasOtherVersions(doc: unknown): boolean {
  const others = (doc as { _conflicts?: unknown } | null)?._conflicts;
  return Array.isArray(others) && others.length > 0;
}
