// The server's check of a table's confirmation of its list (issue 33; the domain's
// list-confirmation.ts, the document's form sync/club/night/confirm-doc.ts). Plain ES5 text, spliced
// into the club's validate_doc_update (design.ts), where `newDoc`, `userCtx`, `secObj`, `user`,
// `tableSheet`, `refuse`, `isAdmin`, `isId` and `isWhole` are in scope. A confirmation is written
// by the table's login on the table's phone, with the player's PIN: the night database's
// `_security` holds each table login's players and their PINs (CONFIRM_PINS_FIELD), written by the
// director with the series. Who is not at the table (another login, a member, a player the table
// does not seat) is refused with `confirm-not-at-table`, a wrong PIN with `confirm-pin-wrong`. A
// club admin writes one as stored when the night's sheets are copied home. The bound on guesses
// (confirm-doc.ts): a try is taken in a numbered slot whatever its PIN, and judged once, when its
// update to `confirmed` carries the same PIN; a slot past MAX_CONFIRM_TRIES is refused with
// `confirm-tries-spent`, whatever the PIN. The table login may write only on the revision it
// read (no replicated write, which could start a branch: a fresh slot, CouchDB 3).
import { MAX_IMPLICIT_PLAYER_ID_CHARS } from '../../src/db/record-schema';
import {
  CONFIRM_PINS_FIELD,
  CONFIRM_LIST,
  CONFIRM_PIN,
  MAX_CONFIRM_TRIES,
} from '../../src/sync/club/night/confirm-doc';

const SOURCE = `
  function sameTry(a, b) {
    return a.id === b.id && a.at === b.at && a.playerId === b.playerId && a.list === b.list &&
      a.pin === b.pin && a.try === b.try;
  }
  // A night's player: a roster id, or the implicit player of a typed name ("name:Anna"), as the
  // night's form makes them (db/record-schema.ts PlayerIdSchema): its seat decides, not its form.
  function isPlayer(value) {
    return isId(value) || (typeof value === 'string' && value.indexOf('name:') === 0 &&
      value.length > 5 && value.length <= __MAX_IMPLICIT_PLAYER__);
  }
  function checkConfirmation() {
    var LIST = new RegExp(__CONFIRM_LIST__), PIN = new RegExp(__CONFIRM_PIN__);
    for (var key in newDoc) {
      if (key !== '_id' && key !== '_rev' && key !== '_revisions' && key !== 'sheetId' &&
          key !== 'author' && key !== 'state' && key !== 'confirm') refuse('doc-malformed');
    }
    var c = newDoc.confirm;
    if (!c || typeof c !== 'object' || !NIGHT_SHEET.test(String(newDoc.sheetId)) || !isId(c.id) ||
        typeof newDoc.author !== 'string' || newDoc.author === '' ||
        (newDoc.state !== 'try' && newDoc.state !== 'confirmed') || !isPlayer(c.playerId) ||
        !isWhole(c.try, 1, 1000) ||
        newDoc._id !== 'sheet:' + newDoc.sheetId + ':confirm:' + c.playerId + ':try:' + c.try +
          ':by:' + newDoc.author ||
        !isWhole(c.at, MIN_TIME, MAX_TIME) ||
        typeof c.list !== 'string' || !LIST.test(c.list) ||
        typeof c.pin !== 'string' || !PIN.test(c.pin)) refuse('doc-malformed');
    for (var field in c) {
      if (field !== 'id' && field !== 'at' && field !== 'playerId' && field !== 'list' &&
          field !== 'pin' && field !== 'try') refuse('doc-malformed');
    }
    if (tableSheet === null && isAdmin()) return;
    if (tableSheet === null) refuse('confirm-not-at-table');
    if (newDoc.sheetId !== tableSheet) refuse('table-other-sheet');
    if (newDoc.author !== user) refuse('author-not-user');
    var all = (secObj && secObj[__CONFIRM_PINS_FIELD__]) || {};
    var pins = Object.prototype.hasOwnProperty.call(all, user) ? all[user] : null;
    if (!pins || typeof pins !== 'object' ||
        !Object.prototype.hasOwnProperty.call(pins, c.playerId)) refuse('confirm-not-at-table');
    // Only the app's own writes, each on the revision it read: a replicated write
    // (new_edits: false) carries a revision of its own and could start a branch, a fresh slot.
    if (oldDoc ? newDoc._rev !== oldDoc._rev : newDoc._rev !== undefined) refuse('event-immutable');
    if (newDoc.state === 'try') {
      if (oldDoc && !oldDoc._deleted) refuse('event-immutable');
      if (c.try > __MAX_CONFIRM_TRIES__) refuse('confirm-tries-spent');
      return;
    }
    // Judged once, on the try it turns, with the try's PIN: a wrong one leaves the slot spent.
    if (!oldDoc || oldDoc._deleted || oldDoc.state !== 'try' || !oldDoc.confirm ||
        !sameTry(oldDoc.confirm, c)) refuse('event-immutable');
    if (String(pins[c.playerId]) !== c.pin) refuse('confirm-pin-wrong');
  }
  if (/^sheet:[^:]+:confirm:/.test(String(newDoc._id))) {
    checkConfirmation();
    return;
  }`;

/** The check, its constants written in (design.ts puts it before the sheet events' checks). */
export function confirmCheckSource(): string {
  return SOURCE.replace('__CONFIRM_LIST__', JSON.stringify(CONFIRM_LIST.source))
    .replace('__CONFIRM_PIN__', JSON.stringify(CONFIRM_PIN.source))
    .replace('__CONFIRM_PINS_FIELD__', JSON.stringify(CONFIRM_PINS_FIELD))
    .replace('__MAX_CONFIRM_TRIES__', String(MAX_CONFIRM_TRIES))
    .replace('__MAX_IMPLICIT_PLAYER__', String(MAX_IMPLICIT_PLAYER_ID_CHARS));
}
