// Who sent each event of a shared sheet: the club member in its document's id
// (`sheet:<sheetId>:event:<eventId>:by:<author>`, protocol/ids.ts), read from this phone's
// copy of the club's documents, ids only (no document bodies).
import { eventSlotOfDocId, sheetDocRange } from '../protocol/ids';
import type { Pouch } from '../pouch-types';

/** At most this many ids read (a sheet holds at most 10,000 events, each sent once or twice). */
const MAX_IDS = 20_000;

/**
 * The author of each event id of the sheet, as the club's documents name them. A slot's id
 * (protocol/ids.ts eventSlotDocId) names its author but not its event: those bodies are read.
 */
export async function authorsIn(local: Pouch, sheetId: string): Promise<Map<string, string>> {
  const { rows } = await local.allDocs({ ...sheetDocRange(sheetId), limit: MAX_IDS });
  const prefix = `sheet:${sheetId}:event:`;
  const authors = new Map<string, string>();
  const slots: string[] = [];
  for (const { id } of rows) {
    if (eventSlotOfDocId(id)) slots.push(id);
    const rest = id.startsWith(prefix) ? id.slice(prefix.length) : '';
    const at = rest.indexOf(':by:');
    // The first author of an event counts, as the bridge takes it (the same event twice: first).
    if (at > 0 && !authors.has(rest.slice(0, at)))
      authors.set(rest.slice(0, at), rest.slice(at + 4));
  }
  if (slots.length === 0) return authors;
  const bodies = await local.allDocs({ keys: slots, include_docs: true });
  for (const { id, doc } of bodies.rows) {
    const eventId = (doc?.event as { id?: unknown } | undefined)?.id;
    const author = eventSlotOfDocId(id)?.author;
    if (typeof eventId === 'string' && author && !authors.has(eventId))
      authors.set(eventId, author);
  }
  return authors;
}
