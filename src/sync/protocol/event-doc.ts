// The club database's document of one event: the same form both ways, so a phone writes exactly
// what the server's validate_doc_update (scripts/club/design.ts) accepts, and reads it back.
import type { EventRecord } from '../../db/records';
import type { SheetEvent } from '../../domain/sheet-log';
import type { PouchDoc } from '../pouch-types';
import { eventDocId } from './ids';

/**
 * One event of one sheet, as stored in a club's database (one document per event, so events
 * replicate one by one and never conflict):
 *   _id:     eventDocId (ids.ts);
 *   sheetId: the sheet's id;
 *   author:  the CouchDB user name of whoever made the event (must be the one writing it);
 *   event:   the domain's SheetEvent without its `seen`: { id, device, clock, at, change };
 *   seen:    the event's `seen` (domain/seen.ts: the ids of the heads of the author's log when it
 *            made this one, at most MAX_SEEN), beside the event; absent for an event made before
 *            `seen` existed. eventDoc and eventOfDoc move it between the two places.
 */
export interface ClubEventDoc {
  readonly _id: string;
  readonly _rev?: string;
  readonly sheetId: string;
  readonly author: string;
  readonly event: SheetEvent;
  readonly seen?: readonly string[];
}

export function eventDoc(
  sheetId: string,
  author: string,
  event: SheetEvent,
  seen: readonly string[] | undefined = event.seen,
): ClubEventDoc {
  const { id, device, clock, at, change } = event;
  return {
    _id: eventDocId(sheetId, event.id, author),
    sheetId,
    author,
    event: { id, device, clock, at, change },
    ...(seen === undefined ? {} : { seen }),
  };
}

/** The domain's event a document carries, its `seen` back on it. */
export function eventOfDoc(doc: ClubEventDoc): SheetEvent {
  return doc.seen === undefined ? doc.event : { ...doc.event, seen: doc.seen };
}

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

/**
 * Does the server hold another version of this document (its other leaves in `_conflicts`, asked
 * with `conflicts: true`)? Events never change, so no honest phone makes one: on CouchDB 3 only
 * the author's own replicated write (`new_edits: false`) can, and every version is tampered.
 */
export function hasOtherVersions(doc: unknown): boolean {
  const others = (doc as { _conflicts?: unknown } | null)?._conflicts;
  return Array.isArray(others) && others.length > 0;
}
