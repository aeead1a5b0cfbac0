// A running night's table links kept in the club's directors' database (issue 31, "table links
// made on another device"): `nightlinks:<key>` {night, links} in `<club>-directors`, which
// club-setup makes with the club's admin role as its only members. Kept on the director's phone
// alone, a table whose phone died had no way back when that phone was elsewhere; kept here, every
// club admin's device shows the links (and QR codes) again and makes a new one. Not in the club's
// database: every member reads that one whole, and a link is a login. A club set up before the
// directors' database existed keeps the links on the director's phone only (as before) until
// club-setup runs again. Closing the night deletes them. Every request is bounded in time, every
// loop in count.
import { fail, ok, type Result } from '../../../domain/result';
import { request, type ClubAccess, type ClubProblem } from '../club-sheets';
import { isRecord } from '../../request';
import { directorsDatabaseName, nightLinksDocId } from '../../protocol/names';
import { checkedLink, type GuestLink } from '../guest-store';
import { clubName, databaseAccess } from './night-database';

/** Tries of a write over the stored revision (another director's write in between: read again). */
const WRITE_TRIES = 3;

interface Stored {
  readonly links: readonly GuestLink[];
  /** The stored revision; null when there is no document. */
  readonly rev: string | null;
  /** The club has no directors' database (set up before it existed): nothing is stored. */
  readonly missing: boolean;
}

/** The club's directors' database, with the member's session. */
function directors(access: ClubAccess): ClubAccess {
  return databaseAccess(access, directorsDatabaseName(clubName(access)));
}

/**
 * The stored links of night `key`, read by `_all_docs` (200 also before the first write; 404 only
 * when the database does not exist, a non-member gets 403).
 */
async function readStored(access: ClubAccess, key: string): Promise<Result<Stored, ClubProblem>> {
  const query = new URLSearchParams({
    key: JSON.stringify(nightLinksDocId(key)),
    include_docs: 'true',
  });
  const read = await request(directors(access), 'GET', `_all_docs?${query.toString()}`, undefined, {
    accept: [404],
  });
  if (!read.ok) return read;
  if (read.value.status === 404) return ok({ links: [], rev: null, missing: true });
  const rows = isRecord(read.value.body) ? read.value.body.rows : undefined;
  const row: unknown = Array.isArray(rows) ? rows[0] : undefined;
  const doc = isRecord(row) && isRecord(row.doc) ? row.doc : null;
  if (!doc || typeof doc._rev !== 'string') return ok({ links: [], rev: null, missing: false });
  const list = Array.isArray(doc.links) ? (doc.links as unknown[]) : [];
  const links = list.flatMap((item) => checkedLink(item) ?? []);
  return ok({ links, rev: doc._rev, missing: false });
}

/** The table links of night `key` kept in the directors' database (none when there are none). */
export async function storedLinks(
  access: ClubAccess,
  key: string,
): Promise<Result<readonly GuestLink[], ClubProblem>> {
  const read = await readStored(access, key);
  return read.ok ? ok(read.value.links) : read;
}

/** `links` with `changed` put in: a link of the same login replaced, a new one added. */
export function withLinks(links: readonly GuestLink[], changed: readonly GuestLink[]): GuestLink[] {
  const names = new Set(changed.map((link) => link.name));
  return [...links.filter((link) => !names.has(link.name)), ...changed];
}

/** The stored links of night `key` with `changed` put in (one write; re-read on a 409). */
export async function storeLinks(
  access: ClubAccess,
  key: string,
  changed: readonly GuestLink[],
): Promise<Result<void, ClubProblem>> {
  const id = nightLinksDocId(key);
  for (let tries = 0; tries < WRITE_TRIES; tries += 1) {
    const read = await readStored(access, key);
    if (!read.ok) return read;
    const { links, rev, missing } = read.value;
    if (missing) return ok(undefined);
    const doc = {
      _id: id,
      ...(rev ? { _rev: rev } : {}),
      night: key,
      links: withLinks(links, changed),
    };
    const written = await request(directors(access), 'PUT', encodeURIComponent(id), doc, {
      accept: [409],
    });
    if (!written.ok) return written;
    if (written.value.status !== 409) return ok(undefined);
  }
  return fail(['not-a-club']);
}

/** Night `key`'s stored links deleted (closing the night); nothing to do when there are none. */
export async function removeStoredLinks(
  access: ClubAccess,
  key: string,
): Promise<Result<void, ClubProblem>> {
  const read = await readStored(access, key);
  if (!read.ok) return read;
  if (read.value.rev === null) return ok(undefined);
  const path = `${encodeURIComponent(nightLinksDocId(key))}?rev=${encodeURIComponent(read.value.rev)}`;
  const deleted = await request(directors(access), 'DELETE', path, undefined, {
    accept: [404, 409],
  });
  return deleted.ok ? ok(undefined) : deleted;
}
