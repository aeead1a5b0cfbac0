// A night's event as the club's database stores it (scripts/club/design.ts checks it on the
// server): one document per event, never changed, the same form both ways, so the director's
// phone writes exactly what the server's validate_doc_update accepts, and every reader takes back
// only documents of that form.
import {
  isNightKey,
  NIGHT_CHANGE_KINDS,
  type NightChange,
  type NightEvent,
} from '../../domain/tournament/night-log';
import { isRecord } from '../request';
import { nightDocId } from './ids';

/**
 * One event of a night's log (domain/tournament/night-log.ts), as stored in the club's database,
 * one document each and never changed, like a sheet's events:
 *   _id:     nightDocId (ids.ts) — every night's documents share the prefix "night:<key>:";
 *   nightId: the night's key (8 hex digits);
 *   author:  the CouchDB user (a club admin: the director) who wrote it;
 *   event:   the NightEvent without its author: { id, at, change }.
 */
export interface ClubNightDoc {
  readonly _id: string;
  readonly _rev?: string;
  readonly nightId: string;
  readonly author: string;
  readonly event: Omit<NightEvent, 'author'>;
}

/** A night's event as its document in the club's database. */
export function docOfNightEvent(key: string, event: NightEvent): ClubNightDoc {
  const { id, at, author, change } = event;
  return { _id: nightDocId(key, id, author), nightId: key, author, event: { id, at, change } };
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
