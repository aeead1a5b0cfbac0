// A night's event as the club's database stores it (scripts/club/design.ts ClubNightDoc is its
// server side): one document per event, never changed, the same form both ways, so the director's
// phone writes exactly what the server's validate_doc_update accepts, and every reader takes back
// only documents of that form.
import { nightDocId, type ClubNightDoc } from '../../../scripts/club/design';
import {
  isNightKey,
  NIGHT_CHANGE_KINDS,
  type NightChange,
  type NightEvent,
} from '../../domain/tournament/night-log';

export { nightDocId, type ClubNightDoc };

/** A night's event as its document in the club's database. */
export function docOfNightEvent(key: string, event: NightEvent): ClubNightDoc {
  const { id, at, author, change } = event;
  return { _id: nightDocId(key, id, author), nightId: key, author, event: { id, at, change } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const KINDS: ReadonlySet<string> = new Set(NIGHT_CHANGE_KINDS);

/**
 * The night's event a stored document carries; null for anything not of the form (another
 * document, a damaged one). The server checked its form and kind on the way in; what the change
 * says in detail is the fold's to judge (domain/tournament/night-fold.ts).
 */
export function nightEventOfDoc(doc: unknown): NightEvent | null {
  if (!isRecord(doc) || !isRecord(doc.event)) return null;
  const { nightId, author, event } = doc;
  const { id, at, change } = event;
  if (typeof nightId !== 'string' || !isNightKey(nightId)) return null;
  if (typeof author !== 'string' || typeof id !== 'string' || typeof at !== 'number') return null;
  if (doc._id !== nightDocId(nightId, id, author)) return null;
  if (!isRecord(change) || typeof change.kind !== 'string' || !KINDS.has(change.kind)) return null;
  return { id, at, author, change: change as unknown as NightChange };
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
