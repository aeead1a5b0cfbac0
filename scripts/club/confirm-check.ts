// The server's check of a table's confirmation of its list (issue 33; the domain's
// list-confirmation.ts, the document's form sync/night/confirm-doc.ts). Plain ES5 text, spliced
// into the club's validate_doc_update (design.ts), where `newDoc`, `userCtx`, `secObj`, `user`,
// `tableSheet`, `refuse`, `isAdmin`, `isId` and `isWhole` are in scope. A confirmation is written
// by the table's login on the table's phone, with the player's PIN: the night database's
// `_security` holds each table login's players and their PINs (CONFIRM_PINS_FIELD), written by the
// director with the series. Who is not at the table (another login, a member, a player the table
// does not seat) is refused with `confirm-not-at-table`, a wrong PIN with `confirm-pin-wrong`. A
// club admin writes one as stored when the night's sheets are copied home.
import { CONFIRM_PINS_FIELD, CONFIRM_LIST, CONFIRM_PIN } from '../../src/sync/night/confirm-doc';

const SOURCE = `
  function checkConfirmation() {
    var LIST = new RegExp(__CONFIRM_LIST__), PIN = new RegExp(__CONFIRM_PIN__);
    for (var key in newDoc) {
      if (key !== '_id' && key !== '_rev' && key !== '_revisions' && key !== 'sheetId' &&
          key !== 'author' && key !== 'confirm') refuse('doc-malformed');
    }
    var c = newDoc.confirm;
    if (!c || typeof c !== 'object' || !NIGHT_SHEET.test(String(newDoc.sheetId)) || !isId(c.id) ||
        typeof newDoc.author !== 'string' || newDoc.author === '' ||
        newDoc._id !== 'sheet:' + newDoc.sheetId + ':confirm:' + c.id + ':by:' + newDoc.author ||
        !isWhole(c.at, MIN_TIME, MAX_TIME) || !isId(c.playerId) ||
        typeof c.list !== 'string' || !LIST.test(c.list) ||
        typeof c.pin !== 'string' || !PIN.test(c.pin)) refuse('doc-malformed');
    for (var field in c) {
      if (field !== 'id' && field !== 'at' && field !== 'playerId' && field !== 'list' &&
          field !== 'pin') refuse('doc-malformed');
    }
    if (tableSheet === null && isAdmin()) return;
    if (tableSheet === null) refuse('confirm-not-at-table');
    if (newDoc.sheetId !== tableSheet) refuse('table-other-sheet');
    if (newDoc.author !== user) refuse('author-not-user');
    var all = (secObj && secObj[__CONFIRM_PINS_FIELD__]) || {};
    var pins = Object.prototype.hasOwnProperty.call(all, user) ? all[user] : null;
    if (!pins || typeof pins !== 'object' ||
        !Object.prototype.hasOwnProperty.call(pins, c.playerId)) refuse('confirm-not-at-table');
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
    .replace('__CONFIRM_PINS_FIELD__', JSON.stringify(CONFIRM_PINS_FIELD));
}
