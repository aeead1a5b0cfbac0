// The server's per-member write bound (issue 34, item 5; the ids are src/sync/protocol/ids.ts).
// Plain ES5 text, spliced into the club's validate_doc_update (design.ts), where `newDoc`,
// `userCtx`, `secObj`, `user`, `tableSheet`, `refuse`, `isAdmin`, `isId` and `has` are in scope.
// validate_doc_update sees one document, never the database, so it cannot count: the bound comes
// from the id space. A member's events in a sheet live in slots "slot:<author>:<k>:<n>" (k a
// device slot a phone claims once, n its own counter), both below their bounds, and each slot
// only under the one revision its id fixes: a replicated write (`new_edits: false`) of any other
// revision would start a second branch, validated with no old document
// (test/club/fixed-revision.test.ts).
import { MAX_DEVICE_SLOTS, MAX_SLOT_EVENTS } from '../../src/sync/protocol/bounds';
import { FOLLOWERS_FIELD } from '../../src/sync/protocol/names';

const SOURCE = `
  var SLOT_EVENTS = __MAX_SLOT_EVENTS__, DEVICE_SLOTS = __MAX_DEVICE_SLOTS__;
  // ids.ts fixedRevision: generation 1, the number in 32 hex digits.
  function fixedRevision(number) {
    var hex = number.toString(16);
    return '1-' + '00000000000000000000000000000000'.slice(hex.length) + hex;
  }
  // The numbers that end the document's id after the prefix; null unless exactly "count" of them.
  function numbersAfter(prefix, count) {
    var id = String(newDoc._id);
    if (id.indexOf(prefix) !== 0) return null;
    var parts = id.slice(prefix.length).split(':');
    if (parts.length !== count) return null;
    for (var i = 0; i < parts.length; i++) {
      if (!/^(0|[1-9][0-9]{0,8})$/.test(parts[i])) return null;
      parts[i] = parseInt(parts[i], 10);
    }
    return parts;
  }
  // An event's slot: its author's own, below the bounds, under its fixed revision. False: not
  // a slot of this document's sheet and author.
  function isEventSlot(sheetId, author) {
    var slot = numbersAfter('sheet:' + sheetId + ':slot:' + author + ':', 2);
    if (!slot) return false;
    if (!(slot[0] < DEVICE_SLOTS && slot[1] < SLOT_EVENTS)) refuse('sheet-writes-spent');
    if (newDoc._rev !== fixedRevision(slot[0] * SLOT_EVENTS + slot[1])) refuse('doc-malformed');
    return true;
  }
  // A phone's claim of a device slot: {sheetId, author, device}, the author writing it, below
  // the bound, under its fixed revision, so the first phone to claim it holds it.
  function checkDeviceClaim() {
    for (var key in newDoc) {
      if (key !== '_id' && key !== '_rev' && key !== '_revisions' && key !== 'sheetId' &&
          key !== 'author' && key !== 'device') refuse('doc-malformed');
    }
    var sheetId = newDoc.sheetId, author = newDoc.author;
    if (!isId(sheetId) || typeof author !== 'string' || author === '' || !isId(newDoc.device)) {
      refuse('doc-malformed');
    }
    var slot = numbersAfter('sheet:' + sheetId + ':device:' + author + ':', 1);
    if (!slot) refuse('doc-malformed');
    if (!(slot[0] < DEVICE_SLOTS)) refuse('sheet-writes-spent');
    if (newDoc._rev !== fixedRevision(slot[0])) refuse('doc-malformed');
    if (has(secObj && secObj[__FOLLOWERS_FIELD__], user)) refuse('guest-read-only');
    if (tableSheet !== null && sheetId !== tableSheet) refuse('table-other-sheet');
    if (author !== userCtx.name) refuse('author-not-user');
  }
  if (/^sheet:[^:]+:device:/.test(String(newDoc._id))) {
    checkDeviceClaim();
    return;
  }`;

/** The check, its bounds written in (design.ts puts it before the events' checks). */
export function slotCheckSource(): string {
  return SOURCE.replace('__MAX_SLOT_EVENTS__', String(MAX_SLOT_EVENTS))
    .replace('__MAX_DEVICE_SLOTS__', String(MAX_DEVICE_SLOTS))
    .replace('__FOLLOWERS_FIELD__', JSON.stringify(FOLLOWERS_FIELD));
}
