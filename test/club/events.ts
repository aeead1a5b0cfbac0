// Event documents for the club tests: real domain events in the club's document form.
import { randomUUID } from 'node:crypto';
import { eventDoc, type ClubEventDoc } from '../../src/sync/protocol/event-doc';
import { MAX_EVENT_DOC_CHARS, MAX_SEEN } from '../../src/sync/protocol/bounds';
import { MAX_CLOCK } from '../../src/domain/log-bounds';
import type { SheetChange, SheetEvent } from '../../src/domain/sheet-log';

export function event(change: SheetChange, overrides: Partial<SheetEvent> = {}): SheetEvent {
  return {
    id: randomUUID(),
    device: randomUUID(),
    clock: 1,
    at: Date.UTC(2026, 10, 26, 20, 15),
    change,
    ...overrides,
  };
}

/** A new event of a new sheet, authored by `author`. */
export function renameDoc(
  author: string,
  name = 'Club night',
  sheetId = randomUUID(),
): ClubEventDoc {
  return eventDoc(sheetId, author, event({ kind: 'sheet-renamed', name }));
}

/** The characters the size bound counts (design.ts: sheetId, author, event, seen). */
export function countedChars(doc: ClubEventDoc): number {
  return JSON.stringify([doc.sheetId, doc.author, doc.event, doc.seen]).length;
}

/**
 * The biggest event the app's own bounds allow (db/record-schema.ts): four player names of 40
 * graphemes × 12 UTF-16 units, every one a character JSON escapes, four player ids "name:<name>",
 * and a full `seen` of the longest ids.
 */
export function biggestLegalDoc(author: string): ClubEventDoc {
  const name = '"'.repeat(40 * 12);
  const change: SheetChange = {
    kind: 'players-renamed',
    playerNames: [name, name, name, name],
    playerIds: [name, name, name, name].map((n) => `name:${n}`),
  };
  const seen = Array.from({ length: MAX_SEEN }, () => 'f'.repeat(64));
  return eventDoc(randomUUID(), author, event(change, { clock: MAX_CLOCK }), seen);
}

/** A sheet-renamed document of exactly `chars` counted characters (its name filled up). */
export function docOfSize(author: string, chars: number): ClubEventDoc {
  const doc = renameDoc(author, '');
  const name = 'x'.repeat(chars - countedChars(doc));
  const sized = eventDoc(doc.sheetId, author, {
    ...doc.event,
    change: { kind: 'sheet-renamed', name },
  });
  if (countedChars(sized) !== chars) throw new Error('docOfSize: size not met');
  return sized;
}

export { MAX_EVENT_DOC_CHARS };
