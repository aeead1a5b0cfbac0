// Why the club's server refused a write: the codes its validate_doc_update throws as
// `{forbidden: code}` (scripts/club/design.ts writes them into its text), written once here.
// The app reads them back (status.ts) and the UI words each one (i18n).

export const REFUSALS = [
  /** An event already stored was to be changed or deleted: events are immutable. */
  'event-immutable',
  /** The event's `author` is not the user who is logged in. */
  'author-not-user',
  /** The event's change is of a kind the domain does not know. */
  'kind-unknown',
  /** The document is bigger than its bound (bounds.ts). */
  'doc-too-large',
  /** Not a document of the protocol's forms (id, fields, bounds). */
  'doc-malformed',
  /** A guest link's follower (named in the database's `_security` followers) wrote: it reads only. */
  'guest-read-only',
  /** A night document (or a public standings document) written by someone not a club admin. */
  'night-director-only',
  /** A table's phone (a login the `_security` tables map to a sheet) wrote another sheet, or a night document. */
  'table-other-sheet',
  /** A night's table sheet written by someone not its table's phone nor a club admin. */
  'night-sheet-table-only',
  /** A table's phone changed what the night set: the sheet's name, players, rules or money. */
  'table-setup-fixed',
  /** A table's phone added a deal whose id is no slot of its series (tableDealEventId) up to its length. */
  'table-deal-beyond-series',
  /** A member's write past the sheet's bound: a device slot or an event slot beyond MAX_DEVICE_SLOTS or MAX_SLOT_EVENTS. */
  'sheet-writes-spent',
  /** A list's confirmation by a login or a player not at that table (issue 33, confirm-check.ts). */
  'confirm-not-at-table',
  /** A list's confirmation with a PIN that is not the player's. */
  'confirm-pin-wrong',
  /** A try past the player's last slot (MAX_CONFIRM_TRIES): refused whatever the PIN. */
  'confirm-tries-spent',
] as const;

export type Refusal = (typeof REFUSALS)[number];

/** Is this text one of the server's refusal codes? */
export function isRefusal(text: unknown): text is Refusal {
  return REFUSALS.some((code) => code === text);
}
