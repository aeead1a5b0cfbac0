// A table's confirmation of its list (domain: list-confirmation.ts) as one document of the table's
// sheet, beside its events, so it lives where the sheet lives: in the night's database while the
// night runs (the director's feed reads it with the sheet), copied home with the sheet when the
// night closes, and kept in every backup of the club's database. The server checks it
// (scripts/club/confirm-check.ts): the table's login writes it with the player's PIN, which the
// director's series put in the night database's `_security` beside the table's login.
//
// A bound on PIN guesses: a refused write leaves no trace on the server, so a wrong PIN must cost
// something that stays. Each try takes one of MAX_CONFIRM_TRIES numbered slots of the player (the
// slot is in the document's id): first written as a `try` (the PIN in it, not yet judged, taken
// whatever the PIN), then turned into `confirmed` by one update that must carry the same PIN,
// which the server judges. A wrong PIN leaves the slot spent; a slot past the last is refused.
//   _id:     "sheet:<sheetId>:confirm:<playerId>:try:<n>:by:<author>"
//   sheetId, author, state: "try" | "confirmed"
//   confirm: { id, at, playerId, list, pin, try: n }
import type { ListConfirmation } from '../../../domain/tournament/list-confirmation';

/** The night database's `_security` field: each table login → its players' PINs (playerId → PIN). */
export const CONFIRM_PINS_FIELD = 'tablePins';
/** A list's digest as listDigest makes it: the deal count and 8 hex digits. */
export const CONFIRM_LIST = /^[0-9]{1,4}-[0-9a-f]{8}$/;
/** A player's PIN: 4 digits. */
export const CONFIRM_PIN = /^[0-9]{4}$/;
/**
 * Tries per player, table sheet and table login, confirmations included: one who guesses has
 * 10 of 10,000 PINs, 1 in 1,000; a player has room for a few typos and a few list changes.
 */
export const MAX_CONFIRM_TRIES = 10;

export type ConfirmDocState = 'try' | 'confirmed';

export interface ConfirmDoc {
  readonly _id: string;
  readonly _rev?: string;
  readonly sheetId: string;
  readonly author: string;
  readonly state: ConfirmDocState;
  readonly confirm: {
    readonly id: string;
    readonly at: number;
    readonly playerId: string;
    readonly list: string;
    readonly pin: string;
    readonly try: number;
  };
}

export function confirmDocId(
  sheetId: string,
  playerId: string,
  slot: number,
  author: string,
): string {
  return `sheet:${sheetId}:confirm:${playerId}:try:${slot}:by:${author}`;
}

/** The id range of a sheet's confirmation documents (every player, every slot). */
export function confirmRange(sheetId: string): { startkey: string; endkey: string } {
  return { startkey: `sheet:${sheetId}:confirm:`, endkey: `sheet:${sheetId}:confirm:\ufff0` };
}

/** A try in slot `slot`: the confirmation with the PIN, not judged yet. */
export function tryDoc(confirmation: ListConfirmation, pin: string, slot: number): ConfirmDoc {
  const { id, at, playerId, list, sheetId, author } = confirmation;
  return {
    _id: confirmDocId(sheetId, playerId, slot, author),
    sheetId,
    author,
    state: 'try',
    confirm: { id, at, playerId, list, pin, try: slot },
  };
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** A confirmation document read back (its PIN left behind) with its state; null for any other. */
export function confirmDocOf(doc: unknown): {
  readonly state: ConfirmDocState;
  readonly slot: number;
  readonly confirmation: ListConfirmation;
} | null {
  if (typeof doc !== 'object' || doc === null) return null;
  const { _id, sheetId, author, confirm, state } = doc as Record<string, unknown>;
  if (!isText(sheetId) || !isText(author) || typeof confirm !== 'object' || confirm === null)
    return null;
  if (state !== 'try' && state !== 'confirmed') return null;
  const { id, at, playerId, list, try: slot } = confirm as Record<string, unknown>;
  if (!isText(id) || !isText(playerId) || !isText(list) || typeof at !== 'number') return null;
  if (typeof slot !== 'number' || !Number.isInteger(slot) || slot < 1) return null;
  if (_id !== confirmDocId(sheetId, playerId, slot, author) || !CONFIRM_LIST.test(list))
    return null;
  return { state, slot, confirmation: { id, sheetId, author, at, playerId, list } };
}

/** The confirmation a document carries once the server judged its PIN; null for any other. */
export function confirmationOfDoc(doc: unknown): ListConfirmation | null {
  const read = confirmDocOf(doc);
  return read?.state === 'confirmed' ? read.confirmation : null;
}

/** A new PIN from the caller's crypto (4 digits, a leading 0 kept). */
export function newPin(
  random: () => number = () => crypto.getRandomValues(new Uint32Array(1))[0] ?? 0,
): string {
  return String(random() % 10_000).padStart(4, '0');
}
