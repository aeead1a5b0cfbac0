// A running night's own database (issue 31 item 1). CouchDB lets a user read a whole database or
// nothing, so a night's table sheets live in one of the club's night databases
// (`<club>-night-NN`, made by club-setup), where its table logins are the only members by name:
// with a table's link nobody reads the club's other nights, sheets or members' sheets.
// - Claim: the director's phone creates `nightdb:<database>` {night: key} in the club's database
//   without a revision; of two directors racing for one database the server's 409 refuses the
//   second, who tries the next. The claim is also the index: it names the night's database.
// - Close: the night's sheets are copied into the club's database as stored (their revisions, a
//   second version of an event too, so every phone still judges it tampered), every document of
//   the night database deleted and the database compacted (old revisions' bodies gone: only a
//   server admin may purge), then the claim deleted: the database is free for a later night.
// Every request is bounded in time, every loop in count.
import { fail, ok, type Result } from '../../../domain/result';
import { isNightKey } from '../../../domain/tournament/night-log';
import { deniedOrMember, request, rowsOf, type ClubAccess, type ClubProblem } from '../club-sheets';
import { isRecord } from '../../request';
import { MAX_NIGHT_DATABASES, nightDatabaseName } from '../../protocol/names';
import { nightClaimDocId } from '../../protocol/ids';
import { serverRoot, trimmed } from '../login';
import { nightSheetsRange } from '../../protocol/ids';

const CLAIM_PREFIX = nightClaimDocId('');
/** The club database's claims of night databases (the feed follows them too). */
export const CLAIM_RANGE = { startkey: CLAIM_PREFIX, endkey: `${CLAIM_PREFIX}\ufff0` } as const;

/** The night database a claim document holds for night `key`; null for any other document. */
export function claimedFor(doc: unknown, key: string): string | null {
  if (!isRecord(doc) || typeof doc._id !== 'string' || doc.night !== key) return null;
  return doc._id.startsWith(CLAIM_PREFIX) ? doc._id.slice(CLAIM_PREFIX.length) : null;
}
/** Documents read, copied or deleted a request, and at most this many pages of them. */
const PAGE = 500;
const MAX_PAGES = 400;
/** How often and how long the compaction of an emptied night database is waited for (60 s). */
const COMPACT_POLL_MS = 500;
const COMPACT_POLLS = 120;

/** The night databases held now: night key → database name (at most the pool's size). */
export async function heldNightDatabases(
  access: ClubAccess,
): Promise<Result<Map<string, string>, ClubProblem>> {
  const query = new URLSearchParams({
    startkey: JSON.stringify(CLAIM_RANGE.startkey),
    endkey: JSON.stringify(CLAIM_RANGE.endkey),
    include_docs: 'true',
    limit: String(MAX_NIGHT_DATABASES),
  });
  const listed = await request(access, 'GET', `_all_docs?${query.toString()}`);
  if (!listed.ok) return listed;
  const held = new Map<string, string>();
  for (const row of rowsOf(listed.value.body)) {
    const night = isRecord(row.doc) ? row.doc.night : undefined;
    if (typeof row.id !== 'string' || typeof night !== 'string' || !isNightKey(night)) continue;
    held.set(night, row.id.slice(CLAIM_PREFIX.length));
  }
  return ok(held);
}

/** The club's access with another database of its server (the member's session goes along). */
export function databaseAccess(access: ClubAccess, database: string): ClubAccess {
  return { ...access, server: `${serverRoot(access.server)}${encodeURIComponent(database)}` };
}

/** The club database's own name (the last part of its address). */
export function clubName(access: ClubAccess): string {
  return decodeURIComponent(trimmed(access.server).slice(serverRoot(access.server).length));
}

/** The night database that holds night `key`'s table sheets now; null when none does. */
export async function nightDatabaseOf(
  access: ClubAccess,
  key: string,
): Promise<Result<ClubAccess | null, ClubProblem>> {
  const held = await heldNightDatabases(access);
  if (!held.ok) return held;
  const database = held.value.get(key);
  return ok(database === undefined ? null : databaseAccess(access, database));
}

/**
 * A night database for night `key`: the one it holds already, else the first free one of the
 * pool, claimed; `in-use` when every one is held (or the club has none).
 */
export async function claimNightDatabase(
  access: ClubAccess,
  key: string,
): Promise<Result<ClubAccess | 'in-use', ClubProblem>> {
  const held = await heldNightDatabases(access);
  if (!held.ok) return held;
  const had = held.value.get(key);
  if (had !== undefined) return ok(databaseAccess(access, had));
  const taken = new Set(held.value.values());
  const club = clubName(access);
  for (let slot = 1; slot <= MAX_NIGHT_DATABASES; slot += 1) {
    const database = nightDatabaseName(club, slot);
    if (taken.has(database)) continue;
    const night = databaseAccess(access, database);
    // The pool ends at the first database club-setup did not make.
    const exists = await request(night, 'GET', '', undefined, { accept: [404] });
    if (!exists.ok) return exists;
    if (exists.value.status === 404) break;
    const id = nightClaimDocId(database);
    const claimed = await request(
      access,
      'PUT',
      encodeURIComponent(id),
      { _id: id, night: key },
      {
        accept: [409],
      },
    );
    if (!claimed.ok) return claimed;
    if (claimed.value.status !== 409) return ok(night);
  }
  return ok('in-use');
}

/** One page of a database's documents (conflicting revisions named) after `start`. */
async function page(
  access: ClubAccess,
  range: { startkey: string; endkey: string },
): Promise<Result<Record<string, unknown>[], ClubProblem>> {
  const query = new URLSearchParams({
    startkey: JSON.stringify(range.startkey),
    endkey: JSON.stringify(range.endkey),
    include_docs: 'true',
    conflicts: 'true',
    limit: String(PAGE + 1),
  });
  const listed = await request(access, 'GET', `_all_docs?${query.toString()}`);
  return listed.ok ? ok(rowsOf(listed.value.body)) : listed;
}

/** Each document of a range, a page at a time (bounded), handed to `each` page by page. */
async function eachPage(
  access: ClubAccess,
  range: { startkey: string; endkey: string },
  each: (docs: Record<string, unknown>[]) => Promise<Result<void, ClubProblem>>,
): Promise<Result<void, ClubProblem>> {
  let startkey = range.startkey;
  for (let pages = 0; pages < MAX_PAGES; pages += 1) {
    const rows = await page(access, { startkey, endkey: range.endkey });
    if (!rows.ok) return rows;
    const docs = rows.value.slice(0, PAGE).flatMap((row) => (isRecord(row.doc) ? [row.doc] : []));
    const done = await each(docs);
    if (!done.ok) return done;
    const next = rows.value[PAGE];
    if (!next || typeof next.id !== 'string') return ok(undefined);
    startkey = next.id;
  }
  return ok(undefined);
}

/** A document's conflicting revisions (a second version of an event), as CouchDB lists them. */
function conflictsOf(doc: Record<string, unknown>): string[] {
  const list = doc._conflicts;
  return Array.isArray(list) ? list.filter((rev): rev is string => typeof rev === 'string') : [];
}

/** Every version of a document: the winner, and each conflicting revision read (bounded: 8). */
async function versionsOf(
  access: ClubAccess,
  doc: Record<string, unknown>,
): Promise<Result<Record<string, unknown>[], ClubProblem>> {
  const { _conflicts: conflicts, ...winner } = doc;
  const versions: Record<string, unknown>[] = [winner];
  for (const rev of conflictsOf({ _conflicts: conflicts }).slice(0, 8)) {
    const path = `${encodeURIComponent(String(doc._id))}?rev=${encodeURIComponent(rev)}`;
    const read = await request(access, 'GET', path);
    if (!read.ok) return read;
    if (isRecord(read.value.body)) versions.push(read.value.body);
  }
  return ok(versions);
}

/** A `_bulk_docs` answer's first refusal (new_edits false answers only with refusals). */
function refusalOf(body: unknown): ClubProblem | null {
  const results = Array.isArray(body) ? body.filter(isRecord) : [];
  const refused = results.find(
    (result) => result.error !== undefined && result.error !== 'conflict',
  );
  if (!refused) return null;
  return refused.error === 'forbidden' ? deniedOrMember(refused) : 'not-a-club';
}

/**
 * The night's table sheets copied from its night database into the club's, each version as
 * stored (`new_edits: false`: its revision kept; a copy made before changes nothing).
 */
export async function copyNightHome(
  night: ClubAccess,
  club: ClubAccess,
  key: string,
): Promise<Result<void, ClubProblem>> {
  return eachPage(night, nightSheetsRange(key), async (docs) => {
    const versions: Record<string, unknown>[] = [];
    for (const doc of docs) {
      const read = await versionsOf(night, doc);
      if (!read.ok) return read;
      versions.push(...read.value);
    }
    if (versions.length === 0) return ok(undefined);
    const written = await request(club, 'POST', '_bulk_docs', { docs: versions, new_edits: false });
    if (!written.ok) return written;
    const refused = refusalOf(written.value.body);
    return refused === null ? ok(undefined) : fail([refused]);
  });
}

/** Every document of the night database deleted (each version), its design document kept. */
async function emptyDatabase(night: ClubAccess): Promise<Result<void, ClubProblem>> {
  // Design documents sort before every night document ("_" < "n" < "s"): start after them.
  return eachPage(night, { startkey: '_design0', endkey: '\ufff0' }, async (docs) => {
    const deletions = docs.flatMap((doc) =>
      [doc._rev, ...conflictsOf(doc)].flatMap((rev) =>
        typeof rev === 'string' ? [{ _id: doc._id, _rev: rev, _deleted: true }] : [],
      ),
    );
    if (deletions.length === 0) return ok(undefined);
    const written = await request(night, 'POST', '_bulk_docs', { docs: deletions });
    if (!written.ok) return written;
    const refused = refusalOf(written.value.body);
    return refused === null ? ok(undefined) : fail([refused]);
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Compacts the night database (a database admin may; purging needs the server admin) and waits
 * until it is done, so the deleted documents' earlier revisions can no longer be read by
 * `?rev=`. `compact-unfinished` when it did not end in time (the claim is then kept).
 */
async function compacted(night: ClubAccess): Promise<Result<void, ClubProblem>> {
  const started = await request(night, 'POST', '_compact', {});
  if (!started.ok) return started;
  for (let polls = 0; polls < COMPACT_POLLS; polls += 1) {
    await sleep(COMPACT_POLL_MS);
    const info = await request(night, 'GET', '');
    if (!info.ok) return info;
    if (isRecord(info.value.body) && info.value.body.compact_running === false)
      return ok(undefined);
  }
  return fail(['offline']);
}

/**
 * Frees night `key`'s database for a later night, after its sheets were copied home: every
 * document deleted, the database compacted, then the claim deleted. A failure keeps the claim (a
 * later close tries again): a database is never handed out while it may hold a night.
 */
export async function freeNightDatabase(
  access: ClubAccess,
  night: ClubAccess,
): Promise<Result<void, ClubProblem>> {
  const emptied = await emptyDatabase(night);
  if (!emptied.ok) return emptied;
  const done = await compacted(night);
  if (!done.ok) return done;
  const database = decodeURIComponent(trimmed(night.server).slice(serverRoot(night.server).length));
  const id = encodeURIComponent(nightClaimDocId(database));
  const claim = await request(access, 'GET', id, undefined, { accept: [404] });
  if (!claim.ok) return claim;
  const rev = isRecord(claim.value.body) ? claim.value.body._rev : undefined;
  if (claim.value.status === 404 || typeof rev !== 'string') return ok(undefined);
  const deleted = await request(access, 'DELETE', `${id}?rev=${encodeURIComponent(rev)}`);
  return deleted.ok ? ok(undefined) : deleted;
}
