// The club database's design document: CouchDB configuration, no server of our own. Its
// validate_doc_update is the server's rule for every write into a club's database; CouchDB runs it
// (SpiderMonkey or QuickJS), so its source is plain ES5 text. Only CouchDB's text lives here: the
// protocol it checks (ids, forms, refusal codes, roles, bounds, kinds) is the app's, in
// src/sync/protocol, and written into the text from there, so the two cannot drift.
import {
  ID_PATTERN,
  MAX_CLOCK,
  MAX_CLOCK_STEP,
  MAX_EVENT_DOC_CHARS,
  MAX_NIGHT_DOC_CHARS,
  MAX_PUBLIC_DOC_CHARS,
  MAX_SEEN,
  MAX_TIME,
  MIN_TIME,
} from '../../src/sync/protocol/bounds';
import { DESIGN_DOC_ID, nightClaimDocId, standingsDocId } from '../../src/sync/protocol/ids';
import {
  KIND_SET,
  NIGHT_KEY,
  NIGHT_KIND_SET,
  NIGHT_SHEET_ID,
  START_DEVICE,
} from '../../src/sync/protocol/kinds';
import {
  clubRoles,
  FOLLOWERS_FIELD,
  nightDatabaseName,
  TABLE_DEALS_FIELD,
  TABLES_FIELD,
} from '../../src/sync/protocol/names';
import { confirmCheckSource } from './confirm-check';
import { seasonCheckSource } from './season-check';
import { slotCheckSource } from './slot-check';

/**
 * What every validation here starts with (ES5, as CouchDB runs it): a refusal by code, and
 * whether the writer is a club admin (a server admin, a database admin by name or role, or the
 * club's admin role, `__ADMIN_ROLE__`).
 */
const ADMIN_HELPERS = `  function refuse(code) { throw { forbidden: code }; }
  function has(list, item) {
    if (!list) return false;
    for (var i = 0; i < list.length; i++) if (list[i] === item) return true;
    return false;
  }
  function isAdmin() {
    var roles = userCtx.roles || [];
    if (has(roles, '_admin')) return true;
    var admins = (secObj && secObj.admins) || {};
    if (has(admins.names, userCtx.name)) return true;
    for (var i = 0; i < roles.length; i++) if (has(admins.roles, roles[i])) return true;
    return has(roles, __ADMIN_ROLE__);
  }`;

/** A validation's source with its values written in: the admin helpers first, then the rest. */
function filledIn(source: string, values: Record<string, string>): string {
  const withHelpers = source.replace('__ADMIN_HELPERS__', ADMIN_HELPERS);
  return withHelpers.replace(/__[A-Z_]+__/g, (name) => {
    const value = values[name];
    if (value === undefined) throw new Error(`design: no value for ${name}`);
    return value;
  });
}

/*
 * The function itself. Order: a change or deletion of a stored event first (only a database
 * admin may delete: removing a sheet from the server — a server admin, a name or role among the
 * `_security` admins, or the club's admin role of clubRoles, written in for the club: pouchdb-server
 * gives a `_bulk_docs` write an empty `secObj`), then the size (before reading any deeper),
 * the form, the author, the kind. `secObj` names the club's admin role; the server admin is
 * `_admin`. Every refusal is a code from REFUSALS (src/sync/protocol/refusals.ts).
 *
 * A club night (issue 22): a night document ("night:…") only by a club admin (the director),
 * checked as strictly as an event. A table's phone logs in with a pooled login that the
 * database's `_security` maps to one sheet (`tables`, protocol/names.ts; only a club admin writes
 * `_security`) and may write that sheet's events only; a night's sheet (its id of the form
 * NIGHT_SHEET_ID, the domain's own regex written in) only its table's phone or a club admin may
 * write (the director's start events, a correction after closing). Closing the night takes the
 * table users out of the database's members, so the server refuses them before this runs.
 */
const SOURCE = `function (newDoc, oldDoc, userCtx, secObj) {
  var KINDS = __KINDS__;
  var ID = new RegExp(__ID_PATTERN__);
  var MAX_CHARS = __MAX_CHARS__, MAX_SEEN = __MAX_SEEN__;
  var MAX_CLOCK = __MAX_CLOCK__, MAX_CLOCK_STEP = __MAX_CLOCK_STEP__, MIN_TIME = __MIN_TIME__, MAX_TIME = __MAX_TIME__;
  var NIGHT_KINDS = __NIGHT_KINDS__, MAX_NIGHT_CHARS = __MAX_NIGHT_CHARS__;
  var NIGHT_KEY = new RegExp(__NIGHT_KEY__), NIGHT_SHEET = new RegExp(__NIGHT_SHEET__);
  var NIGHT_CLAIM = new RegExp(__NIGHT_CLAIM__);
__ADMIN_HELPERS__
  function isId(value) { return typeof value === 'string' && ID.test(value); }
  function isWhole(value, min, max) {
    return typeof value === 'number' && Math.floor(value) === value && value >= min && value <= max;
  }
  // A table's phone plays what the night set: no name, players, rules or money of its own, and a
  // deal only in a slot of its series (tableDealEventId: the sheet's id, "d" and 3 hex digits in
  // its fourth group), the slot at most its series' length, so it cannot add an eleventh deal to
  // a series of ten. The slot is in the document's id: a second write of it is refused above.
  function checkTableEvent(event, sheetId) {
    var kind = event.change.kind;
    if (kind === 'sheet-renamed' || kind === 'players-renamed' || kind === 'rules-changed' ||
        kind === 'money-changed') refuse('table-setup-fixed');
    if (kind !== 'deal-added') return;
    var lengths = (secObj && secObj[__TABLE_DEALS_FIELD__]) || {};
    var most = Object.prototype.hasOwnProperty.call(lengths, user) ? lengths[user] : 0;
    var id = String(event.id), digits = /^d([0-9a-f]{3})$/.exec(id.slice(19, 23));
    var slot = digits ? parseInt(digits[1], 16) : 0;
    if (id.length !== sheetId.length || id.slice(0, 19) !== sheetId.slice(0, 19) ||
        id.slice(23) !== sheetId.slice(23) || slot < 1 || !(slot <= most)) {
      refuse('table-deal-beyond-series');
    }
  }
  if (newDoc._deleted === true) {
    if (isAdmin()) return;
    refuse('event-immutable');
  }
  var user = String(userCtx.name);
  var tables = (secObj && secObj[__TABLES_FIELD__]) || {};
  var tableSheet = Object.prototype.hasOwnProperty.call(tables, user) ? String(tables[user]) : null;
  // A confirmation's try is updated once, when judged (confirm-check.ts); nothing else is.
__CONFIRM_CHECK__
  if (oldDoc && !oldDoc._deleted) refuse('event-immutable');
__SEASON_CHECK__
__SLOT_CHECK__
  // A night database held for a running night (night-database.ts): only a director writes the
  // claim, naming the night; created without a revision, so of two racing the server takes one.
  if (String(newDoc._id).indexOf('nightdb:') === 0) {
    if (!isAdmin()) refuse('night-director-only');
    for (var claimKey in newDoc) {
      if (claimKey !== '_id' && claimKey !== '_rev' && claimKey !== '_revisions' &&
          claimKey !== 'night') refuse('doc-malformed');
    }
    if (!NIGHT_CLAIM.test(newDoc._id) || typeof newDoc.night !== 'string' ||
        !NIGHT_KEY.test(newDoc.night)) refuse('doc-malformed');
    return;
  }
  if (String(newDoc._id).indexOf('night:') === 0) {
    if (tableSheet !== null) refuse('table-other-sheet');
    if (!isAdmin()) refuse('night-director-only');
    for (var nightKey in newDoc) {
      if (nightKey.charAt(0) === '_') {
        if (nightKey !== '_id' && nightKey !== '_rev' && nightKey !== '_revisions' &&
            nightKey !== '_deleted') refuse('doc-malformed');
      } else if (nightKey !== 'nightId' && nightKey !== 'author' && nightKey !== 'event') {
        refuse('doc-malformed');
      }
    }
    var nightBody = JSON.stringify([newDoc.nightId, newDoc.author, newDoc.event]);
    if (nightBody.length > MAX_NIGHT_CHARS) refuse('doc-too-large');
    var nightEvent = newDoc.event;
    if (!nightEvent || typeof nightEvent !== 'object' || typeof newDoc.nightId !== 'string' ||
        !NIGHT_KEY.test(newDoc.nightId) || !isId(nightEvent.id) ||
        typeof newDoc.author !== 'string' || newDoc.author === '' ||
        newDoc._id !== 'night:' + newDoc.nightId + ':event:' + nightEvent.id + ':by:' + newDoc.author ||
        !isWhole(nightEvent.at, MIN_TIME, MAX_TIME) || !nightEvent.change ||
        typeof nightEvent.change !== 'object' || typeof nightEvent.change.kind !== 'string' ||
        !Object.prototype.hasOwnProperty.call(NIGHT_KINDS, nightEvent.change.kind)) {
      refuse('doc-malformed');
    }
    for (var nightField in nightEvent) {
      if (nightField !== 'id' && nightField !== 'at' && nightField !== 'change') refuse('doc-malformed');
    }
    if (newDoc.author !== userCtx.name) refuse('author-not-user');
    return;
  }
  for (var key in newDoc) {
    if (key.charAt(0) === '_') {
      if (key !== '_id' && key !== '_rev' && key !== '_revisions' && key !== '_deleted') {
        refuse('doc-malformed');
      }
    } else if (key !== 'sheetId' && key !== 'author' && key !== 'event' && key !== 'seen') {
      refuse('doc-malformed');
    }
  }
  var body = JSON.stringify([newDoc.sheetId, newDoc.author, newDoc.event, newDoc.seen]);
  if (body.length > MAX_CHARS) refuse('doc-too-large');
  var event = newDoc.event;
  if (!event || typeof event !== 'object' || !isId(newDoc.sheetId) || !isId(event.id) ||
      typeof newDoc.author !== 'string' || newDoc.author === '' ||
      (newDoc._id !== 'sheet:' + newDoc.sheetId + ':event:' + event.id + ':by:' + newDoc.author &&
        !isEventSlot(newDoc.sheetId, newDoc.author)) ||
      !isId(event.device) || !isWhole(event.clock, 1, MAX_CLOCK) ||
      !isWhole(event.at, MIN_TIME, MAX_TIME) || !event.change || typeof event.change !== 'object' ||
      typeof event.change.kind !== 'string') {
    refuse('doc-malformed');
  }
  for (var field in event) {
    if (field !== 'id' && field !== 'device' && field !== 'clock' && field !== 'at' &&
        field !== 'change') refuse('doc-malformed');
  }
  if (newDoc.seen !== undefined) {
    if (Object.prototype.toString.call(newDoc.seen) !== '[object Array]' ||
        newDoc.seen.length > MAX_SEEN) refuse('doc-malformed');
    for (var s = 0; s < newDoc.seen.length; s++) if (!isId(newDoc.seen[s])) refuse('doc-malformed');
  }
  // The clock's step (domain/clock-step.ts), the part one document shows: naming no event seen,
  // it may go at most MAX_CLOCK_STEP past 0. The phones judge the rest (a step past those seen).
  if ((!newDoc.seen || newDoc.seen.length === 0) && event.clock > MAX_CLOCK_STEP) {
    refuse('doc-malformed');
  }
  if (has(secObj && secObj[__FOLLOWERS_FIELD__], user)) refuse('guest-read-only');
  if (tableSheet !== null && newDoc.sheetId !== tableSheet) refuse('table-other-sheet');
  if (NIGHT_SHEET.test(newDoc.sheetId) && tableSheet !== newDoc.sheetId && !isAdmin()) {
    refuse('night-sheet-table-only');
  }
  // Closing a night copies its tables' sheets from its night database into the club's: there a
  // club admin writes each event as its author (the table's login) wrote it.
  var copied = NIGHT_SHEET.test(newDoc.sheetId) && tableSheet === null && isAdmin();
  if (newDoc.author !== userCtx.name && !copied) refuse('author-not-user');
  if (!Object.prototype.hasOwnProperty.call(KINDS, event.change.kind)) refuse('kind-unknown');
  if (tableSheet !== null) checkTableEvent(event, tableSheet);
}`;

/**
 * The validate_doc_update source with the app's bounds and the admin role written in: the club's
 * admin role in the club's database; in a guest database (`adminRole` given) the members' role,
 * whose phones empty it when a link is revoked.
 */
export function validateDocUpdateSource(
  club: string,
  adminRole: string = clubRoles(club).admin,
): string {
  const values: Record<string, string> = {
    __KINDS__: JSON.stringify(KIND_SET),
    __ID_PATTERN__: JSON.stringify(ID_PATTERN),
    __MAX_CHARS__: String(MAX_EVENT_DOC_CHARS),
    __MAX_SEEN__: String(MAX_SEEN),
    __MAX_CLOCK__: String(MAX_CLOCK),
    __MAX_CLOCK_STEP__: String(MAX_CLOCK_STEP),
    __MIN_TIME__: String(MIN_TIME),
    __MAX_TIME__: String(MAX_TIME),
    __ADMIN_ROLE__: JSON.stringify(adminRole),
    __FOLLOWERS_FIELD__: JSON.stringify(FOLLOWERS_FIELD),
    __TABLES_FIELD__: JSON.stringify(TABLES_FIELD),
    __TABLE_DEALS_FIELD__: JSON.stringify(TABLE_DEALS_FIELD),
    __CONFIRM_CHECK__: confirmCheckSource(),
    __SEASON_CHECK__: seasonCheckSource(),
    __SLOT_CHECK__: slotCheckSource(),
    __NIGHT_KINDS__: JSON.stringify(NIGHT_KIND_SET),
    __MAX_NIGHT_CHARS__: String(MAX_NIGHT_DOC_CHARS),
    __NIGHT_KEY__: JSON.stringify(NIGHT_KEY.source),
    __NIGHT_SHEET__: JSON.stringify(NIGHT_SHEET_ID.source),
    __NIGHT_CLAIM__: JSON.stringify(
      `^${nightClaimDocId(nightDatabaseName(club, 0)).replace(/00$/, '')}[0-9]{2}$`,
    ),
  };
  return filledIn(SOURCE, values);
}

/**
 * The club's list of sheets, for the app's "Club sheets": each shared sheet's start events (the
 * sharing phone's `sheet-renamed` and `players-renamed` of the start device, sync/live/sheet-start.ts),
 * keyed by [start time, sheet id] so the newest come first, read a page at a time. A sheet removed
 * from the server (its documents deleted) drops out. Plain ES5 text, like the validation.
 */
const SHEETS_MAP = `function (doc) {
  var event = doc.event, change = event && event.change;
  if (!change || event.device !== __START_DEVICE__ || doc._conflicts) return;
  if (change.kind === 'sheet-renamed') emit([event.at, doc.sheetId], { name: change.name });
  else if (change.kind === 'players-renamed')
    emit([event.at, doc.sheetId], { players: change.playerNames });
}`;

/**
 * Every sheet's deals as entered (`deal-added`), counted by the server's own `_count`. A view reads
 * a document's winning version only; one with `_conflicts` (its author wrote a second version of
 * the event, which CouchDB 3 lets a replicated write do) is tampered and counts nowhere, as on
 * the phones (sync/live/bridge.ts). The sheets view passes over such a start event too.
 */
const DEALS_MAP = `function (doc) {
  var change = doc.event && doc.event.change;
  if (change && change.kind === 'deal-added' && !doc._conflicts) emit(doc.sheetId, null);
}`;

/** The views of the design document: the club's sheets and their deals. */
export const CLUB_VIEWS = {
  sheets: { map: SHEETS_MAP.replace('__START_DEVICE__', JSON.stringify(START_DEVICE)) },
  deals: { map: DEALS_MAP, reduce: '_count' },
} as const;

/** The club's design document as setup puts it (without _rev). */
export function designDoc(club: string): {
  _id: string;
  language: 'javascript';
  validate_doc_update: string;
  views: typeof CLUB_VIEWS;
} {
  return {
    _id: DESIGN_DOC_ID,
    language: 'javascript',
    validate_doc_update: validateDocUpdateSource(club),
    views: CLUB_VIEWS,
  };
}

/**
 * A guest database's design document: the same checks of every event, members administer it (a
 * member's phone lets a guest in, and empties it when the link is revoked), no views.
 */
export function guestDesignDoc(club: string): {
  _id: string;
  language: 'javascript';
  validate_doc_update: string;
} {
  return {
    _id: DESIGN_DOC_ID,
    language: 'javascript',
    validate_doc_update: validateDocUpdateSource(club, clubRoles(club).member),
  };
}

// The club's public database (names.ts publicDatabaseName): anyone reads it, only a club admin
// (the director's phone) writes, and only `standings:<key>` documents of bounded size.
const PUBLIC_SOURCE = `function (newDoc, oldDoc, userCtx, secObj) {
  var ID = new RegExp(__ID__), MAX_CHARS = __MAX_CHARS__;
__ADMIN_HELPERS__
  if (!isAdmin()) refuse('night-director-only');
  if (newDoc._deleted === true) return;
  if (typeof newDoc._id !== 'string' || !ID.test(newDoc._id)) refuse('doc-malformed');
  for (var key in newDoc) {
    if (key.charAt(0) === '_' && key !== '_id' && key !== '_rev' && key !== '_revisions') {
      refuse('doc-malformed');
    }
  }
  if (JSON.stringify(newDoc).length > MAX_CHARS) refuse('doc-too-large');
}`;

/** The public database's validate_doc_update, the club's admin role written in. */
export function publicValidateSource(club: string): string {
  const values: Record<string, string> = {
    __ID__: JSON.stringify(`^${standingsDocId(NIGHT_KEY.source.replace(/^\^|\$$/g, ''))}$`),
    __MAX_CHARS__: String(MAX_PUBLIC_DOC_CHARS),
    __ADMIN_ROLE__: JSON.stringify(clubRoles(club).admin),
  };
  return filledIn(PUBLIC_SOURCE, values);
}

/** The public database's design document: its validation only. */
export function publicDesignDoc(club: string): {
  _id: string;
  language: 'javascript';
  validate_doc_update: string;
} {
  return {
    _id: DESIGN_DOC_ID,
    language: 'javascript',
    validate_doc_update: publicValidateSource(club),
  };
}

/** The public database's `_security`: the club's admins administer it, anyone reads. */
export function publicSecurity(club: string): {
  admins: { names: string[]; roles: string[] };
  members: { names: string[]; roles: string[] };
} {
  return {
    admins: { names: [], roles: [clubRoles(club).admin] },
    members: { names: [], roles: [] },
  };
}
