// The bounds the club's server checks every document against, written into its
// validate_doc_update (scripts/club/design.ts) from here, so the server and the phones cannot
// drift. The clock and time bounds are the domain's own (domain/log-bounds.ts), named here so
// this room lists everything the server reads of the app.
import { MAX_SEEN as DOMAIN_MAX_SEEN } from '../../domain/seen';

export { MAX_CLOCK, MAX_CLOCK_STEP, MAX_TIME, MIN_TIME } from '../../domain/log-bounds';

/**
 * The biggest event document, in characters of its JSON (sheetId, author, event, seen). The
 * largest event the app's bounds allow is a players-renamed of four names and four player ids
 * (db/record-schema.ts: 40 graphemes × 12 UTF-16 units a name, the id "name:" and the name):
 * about 3,900 characters, twice that when every character needs escaping in JSON, plus a full
 * `seen` (64 ids) — under 13,000 (test/club/design.test.ts builds it). 16 KiB leaves room and
 * still keeps a 50 MB backup's worth of junk from being written event by event at full size.
 */
export const MAX_EVENT_DOC_CHARS = 16_384;

/** At most this many ids in `seen` (the heads of the author's log when the event was made). */
export const MAX_SEEN = DOMAIN_MAX_SEEN;

/**
 * The ids a document carries (sheet, event, device, seen): the app's ids are UUIDs, an upgraded
 * deal's event "v4-added-<uuid>", the upgrade's device "v4-upgrade" (domain/bounded-log.ts). No
 * colon, so the document id reads back unambiguously.
 */
export const ID_PATTERN = '^[A-Za-z0-9-]{1,64}$';

/**
 * The biggest night document, in characters of its JSON (nightId, author, event): a plan of
 * MAX_PLAYERS (400) players with long names and ids, and the prize list, fits in 256 KiB.
 */
export const MAX_NIGHT_DOC_CHARS = 262_144;

/** The biggest standings document, in characters of its JSON (a night of 400 players). */
export const MAX_PUBLIC_DOC_CHARS = 262_144;

/**
 * The per-member write bound (issue 34, item 5): a member's events in one sheet live in numbered
 * slots (ids.ts eventSlotDocId), at most MAX_DEVICE_SLOTS phones of theirs with MAX_SLOT_EVENTS
 * events each. A 48-deal sheet with corrections has fewer than 500 events from all phones.
 */
export const MAX_DEVICE_SLOTS = 4;
export const MAX_SLOT_EVENTS = 1_000;
