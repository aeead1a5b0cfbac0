// The ids of the club's documents, their key ranges and the parsers that read them back: one
// place for the forms the server's validate_doc_update (scripts/club/design.ts) checks and the
// phones write, read and page through. Every id of a sheet starts "sheet:<sheetId>:", every id
// of a night "night:<key>:", so one `_all_docs` range reads exactly one of them.
import { MAX_SLOT_EVENTS } from './bounds';

/** The name of the design document (one per club, guest and public database). */
export const DESIGN_DOC_ID = '_design/club';

/**
 * One event of one sheet: "sheet:<sheetId>:event:<eventId>:by:<author>". The author is in the id
 * too: on CouchDB a replicated write that starts a new branch of a document is validated without
 * the stored revision (oldDoc is null), so nobody can even start a branch of someone else's event.
 */
export function eventDocId(sheetId: string, eventId: string, author: string): string {
  return `sheet:${sheetId}:event:${eventId}:by:${author}`;
}

/**
 * One event of one sheet in its author's numbered slot (issue 34, item 5):
 * "sheet:<sheetId>:slot:<author>:<device slot>:<number>". The server takes a slot only below the
 * bounds (bounds.ts), only from its author, and only under the one revision its id fixes
 * (eventSlotRevision), so no write, replicated or not, adds a second version or a slot more.
 */
export function eventSlotDocId(sheetId: string, author: string, device: number, n: number): string {
  return `sheet:${sheetId}:slot:${author}:${device}:${n}`;
}

/** A slot's parts read back from its id; null for any other id. */
export function eventSlotOfDocId(
  docId: string,
): { sheetId: string; author: string; device: number; n: number } | null {
  const match = /^sheet:([^:]+):slot:(.+):(0|[1-9][0-9]*):(0|[1-9][0-9]*)$/.exec(docId);
  if (!match) return null;
  const [, sheetId = '', author = '', device = '', n = ''] = match;
  return { sheetId, author, device: Number(device), n: Number(n) };
}

/**
 * A phone's claim of a device slot in a sheet: "sheet:<sheetId>:device:<author>:<slot>", holding
 * the device's id. Fixed-revision too: the first phone to write it holds it for good.
 */
export function deviceClaimDocId(sheetId: string, author: string, slot: number): string {
  return `sheet:${sheetId}:device:${author}:${slot}`;
}

/**
 * Is `docId` the id of a document of this sheet's event by this author, in either form (the old
 * one names the event; a slot names only its author: its event is the body's)?
 */
export function isEventDocIdOf(
  docId: string,
  sheetId: string,
  eventId: string,
  author: string,
): boolean {
  if (docId === eventDocId(sheetId, eventId, author)) return true;
  const slot = eventSlotOfDocId(docId);
  return slot !== null && slot.sheetId === sheetId && slot.author === author;
}

/** Is this a device slot's claim (deviceClaimDocId)? It holds no event. */
export function isDeviceClaimDocId(docId: string): boolean {
  return /^sheet:[^:]+:device:/.test(docId);
}

/** The author an event document's id names (either form); null for any other id. */
export function authorOfDocId(docId: string): string | null {
  const old = /^sheet:[^:]+:event:[^:]+:by:(.+)$/.exec(docId);
  return old?.[1] ?? eventSlotOfDocId(docId)?.author ?? null;
}

/** The one revision a number fixes: generation 1, the number in 32 hex digits. */
export function fixedRevision(number: number): string {
  return `1-${number.toString(16).padStart(32, '0')}`;
}

/** The one revision the server takes for an event slot. */
export function eventSlotRevision(device: number, n: number): string {
  return fixedRevision(device * MAX_SLOT_EVENTS + n);
}

/** The first and last key of a sheet's documents (its ids all start alike). */
export function sheetDocRange(sheetId: string): { startkey: string; endkey: string } {
  return { startkey: `sheet:${sheetId}:`, endkey: `sheet:${sheetId}:\ufff0` };
}

/** The sheet a club document belongs to, read from its id; null for any other id. */
export function sheetOfDocId(docId: string): string | null {
  const match = /^sheet:([^:]+):(event|slot):/.exec(docId);
  return match?.[1] ?? null;
}

/** The event a club document holds, read from its id; null for any other id. */
export function eventOfDocId(docId: string): string | null {
  const match = /^sheet:[^:]+:event:([^:]+):by:/.exec(docId);
  return match?.[1] ?? null;
}

/** One event of a night's log: "night:<key>:event:<eventId>:by:<author>" (the director). */
export function nightDocId(key: string, eventId: string, author: string): string {
  return `night:${key}:event:${eventId}:by:${author}`;
}

/** The night a document belongs to, by its id; null for any other document. */
export function nightOfDocId(docId: string): string | null {
  const match = /^night:([0-9a-f]{8}):event:/.exec(docId);
  return match?.[1] ?? null;
}

/** The first and last key of one night's documents (`_all_docs` range). */
export function nightDocRange(key: string): { startkey: string; endkey: string } {
  return { startkey: `night:${key}:`, endkey: `night:${key}:\ufff0` };
}

/** The first and last key of every night's documents. */
export const ALL_NIGHTS_RANGE = { startkey: 'night:', endkey: 'night:\ufff0' } as const;

/** The first and last key of every sheet document of a night's tables. */
export function nightSheetsRange(key: string): { startkey: string; endkey: string } {
  return { startkey: `sheet:${key}-`, endkey: `sheet:${key}-\ufff0` };
}

/** A public standings document's id: "standings:" and the night's key. */
export function standingsDocId(key: string): string {
  return `standings:${key}`;
}

/**
 * The club database's document that holds a night database for one night: `{night: <key>}`
 * while the night runs, deleted when it closes. Created without a revision, so of two directors
 * claiming one database at once the server's 409 refuses the second.
 */
export function nightClaimDocId(database: string): string {
  return `nightdb:${database}`;
}

/**
 * The `_local` document of a slot: `{free: password}` or `{taken: true}` (no password). Kept in
 * the club's database for every pooled login: a guest cannot reach it there (it is no member),
 * while in its own guest database it could delete or rewrite it (`_local` skips validation).
 */
export function slotDocId(login: string): string {
  return `_local/login:${login}`;
}
