// A table's confirmation of its list (domain: list-confirmation.ts) as one document of the table's
// sheet, beside its events, so it lives where the sheet lives: in the night's database while the
// night runs (the director's feed reads it with the sheet), copied home with the sheet when the
// night closes, and kept in every backup of the club's database. The server checks it
// (scripts/club/confirm-check.ts): the table's login writes it with the player's PIN, which the
// director's series put in the night database's `_security` beside the table's login.
//   _id:     "sheet:<sheetId>:confirm:<id>:by:<author>"
//   sheetId, author
//   confirm: { id, at, playerId, list, pin }
import type { ListConfirmation } from '../../domain/tournament/list-confirmation';

/** The night database's `_security` field: each table login → its players' PINs (playerId → PIN). */
export const CONFIRM_PINS_FIELD = 'tablePins';
/** A list's digest as listDigest makes it: the deal count and 8 hex digits. */
export const CONFIRM_LIST = /^[0-9]{1,4}-[0-9a-f]{8}$/;
/** A player's PIN: 4 digits. */
export const CONFIRM_PIN = /^[0-9]{4}$/;

export interface ConfirmDoc {
  readonly _id: string;
  readonly sheetId: string;
  readonly author: string;
  readonly confirm: {
    readonly id: string;
    readonly at: number;
    readonly playerId: string;
    readonly list: string;
    readonly pin: string;
  };
}

export function confirmDocId(sheetId: string, id: string, author: string): string {
  return `sheet:${sheetId}:confirm:${id}:by:${author}`;
}

export function docOfConfirmation(confirmation: ListConfirmation, pin: string): ConfirmDoc {
  const { id, at, playerId, list, sheetId, author } = confirmation;
  return {
    _id: confirmDocId(sheetId, id, author),
    sheetId,
    author,
    confirm: { id, at, playerId, list, pin },
  };
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** The confirmation a document carries (its PIN left behind); null for any other document. */
export function confirmationOfDoc(doc: unknown): ListConfirmation | null {
  if (typeof doc !== 'object' || doc === null) return null;
  const { _id, sheetId, author, confirm } = doc as Record<string, unknown>;
  if (!isText(sheetId) || !isText(author) || typeof confirm !== 'object' || confirm === null)
    return null;
  const { id, at, playerId, list } = confirm as Record<string, unknown>;
  if (!isText(id) || !isText(playerId) || !isText(list) || typeof at !== 'number') return null;
  if (_id !== confirmDocId(sheetId, id, author) || !CONFIRM_LIST.test(list)) return null;
  return { id, sheetId, author, at, playerId, list };
}

/** A new PIN from the caller's crypto (4 digits, a leading 0 kept). */
export function newPin(
  random: () => number = () => crypto.getRandomValues(new Uint32Array(1))[0] ?? 0,
): string {
  return String(random() % 10_000).padStart(4, '0');
}
