// The club's directors' database (`<club>-directors`, made by club-setup): a running night's table
// links (`nightlinks:<key>`, sync/club/night/stored-links.ts), so any club admin's device shows them and
// makes a new one. Kept out of the club's database because every member reads that one whole
// (CouchDB reads a database whole or not at all), and a table link is a login. Only the club's
// admin role is a member here: a plain member, a table login or a guest is refused (403), an
// outsider too (401). Its validation only keeps the documents in their one form and size.
import { NIGHT_KEY } from '../../src/domain/tournament/night-log';
import { MAX_NIGHT_DOC_CHARS } from '../../src/sync/protocol/bounds';
import { DESIGN_DOC_ID } from '../../src/sync/protocol/ids';
import { clubRoles, MAX_TABLE_LOGINS, nightLinksDocId } from '../../src/sync/protocol/names';

export { directorsDatabaseName } from '../../src/sync/protocol/names';

/** ES5 for CouchDB; who may write is the database's `_security` (directors only), not this. */
const SOURCE = `function (newDoc) {
  var PREFIX = __PREFIX__, KEY = new RegExp(__NIGHT_KEY__);
  var MAX_LINKS = __MAX_LINKS__, MAX_CHARS = __MAX_CHARS__;
  function refuse(code) { throw { forbidden: code }; }
  if (newDoc._deleted === true) return;
  var id = String(newDoc._id), key = id.slice(PREFIX.length);
  if (id.indexOf(PREFIX) !== 0 || !KEY.test(key) || newDoc.night !== key) refuse('doc-malformed');
  for (var field in newDoc) {
    if (field !== '_id' && field !== '_rev' && field !== '_revisions' && field !== 'night' &&
        field !== 'links') refuse('doc-malformed');
  }
  if (Object.prototype.toString.call(newDoc.links) !== '[object Array]' ||
      newDoc.links.length > MAX_LINKS) refuse('doc-malformed');
  if (JSON.stringify(newDoc).length > MAX_CHARS) refuse('doc-too-large');
}`;

/** The directors' database's validate_doc_update, the app's bounds written in. */
export function directorsValidateSource(): string {
  const values: Record<string, string> = {
    __PREFIX__: JSON.stringify(nightLinksDocId('')),
    __NIGHT_KEY__: JSON.stringify(NIGHT_KEY.source),
    __MAX_LINKS__: String(MAX_TABLE_LOGINS),
    __MAX_CHARS__: String(MAX_NIGHT_DOC_CHARS),
  };
  return SOURCE.replace(/__[A-Z_]+__/g, (name) => values[name] ?? name);
}

/** The directors' database's design document: its validation only. */
export function directorsDesignDoc() {
  const validation = directorsValidateSource();
  return { _id: DESIGN_DOC_ID, language: 'javascript' as const, validate_doc_update: validation };
}

/** The club's admin role reads, writes and administers it; nobody else is a member. */
export function directorsRoles(club: string): { member: string; admin: string } {
  const { admin } = clubRoles(club);
  return { member: admin, admin };
}
