// The logins of a night's tables, on the director's phone: each table's phone gets a CouchDB user
// of its own ("table-<sheetId>", domain/tournament/night-log.ts), signed up here, made a member of
// the club's database by name, and taken out again when the night closes. The links (their
// passwords) are kept on this phone only (localStorage, never in a backup). Every request is
// bounded in time (club-sheets.ts `request`).
import { fail, ok, type Result } from '../../domain/result';
import { isRecord, request, type ClubAccess, type ClubProblem } from '../club-sheets';
import { guestAuthorization } from '../guest';
import { checkedLink, type GuestLink } from '../guest-store';

const TABLE_LINKS_KEY = 'skat-night-table-links';

/** 24 random bytes as 32 characters of base64url: a table login's password. */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

/** Every table link this phone made, by night key (localStorage, never in a backup). */
function readLinks(): Record<string, unknown> {
  try {
    const value = JSON.parse(localStorage.getItem(TABLE_LINKS_KEY) ?? '{}') as unknown;
    return isRecord(value) ? value : {};
  } catch {
    return {};
  }
}

/**
 * The table links this phone made for a night, every series (the director's phone shows their
 * QR codes; closing the night deletes their logins). Match a table by its sheetId.
 */
export function tableLinks(key: string): readonly GuestLink[] {
  const list = readLinks()[key];
  return Array.isArray(list) ? list.flatMap((item) => checkedLink(item) ?? []) : [];
}

export function keepTableLinks(key: string, links: readonly GuestLink[]): void {
  const all = readLinks();
  const known = new Set(tableLinks(key).map((link) => link.name));
  all[key] = [...tableLinks(key), ...links.filter((link) => !known.has(link.name))];
  localStorage.setItem(TABLE_LINKS_KEY, JSON.stringify(all));
}

export function forgetTableLinks(key: string): void {
  const rest = Object.entries(readLinks()).filter(([night]) => night !== key);
  localStorage.setItem(TABLE_LINKS_KEY, JSON.stringify(Object.fromEntries(rest)));
}

function userPath(name: string): string {
  return `/_users/${encodeURIComponent(`org.couchdb.user:${name}`)}`;
}

/** A table's login signed up (anyone may sign up a user without roles): made, taken, or why not. */
export async function signUp(
  access: ClubAccess,
  link: GuestLink,
): Promise<Result<'made' | 'taken', ClubProblem>> {
  const user = { _id: `org.couchdb.user:${link.name}`, name: link.name, password: link.token };
  const made = await request(
    access,
    'PUT',
    userPath(link.name),
    { ...user, roles: [], type: 'user' },
    { accept: [403, 409] },
  );
  if (!made.ok) return made;
  // CouchDB answers a taken name with 409; pouchdb-server runs the users database's own
  // validation first, which refuses to update another user's document.
  const reason = isRecord(made.value.body) ? String(made.value.body.reason) : '';
  if (made.value.status === 409 || /own user document/.test(reason)) return ok('taken');
  return made.value.status === 403 ? fail(['not-member']) : ok('made');
}

/** A table's login deleted, as itself (its password is on this phone); quietly, where it can. */
export async function deleteTableUser(access: ClubAccess, link: GuestLink): Promise<void> {
  const asTable = { credentials: 'omit', headers: guestAuthorization(link) } as const;
  const read = await request(access, 'GET', userPath(link.name), undefined, asTable);
  const rev = read.ok && isRecord(read.value.body) ? read.value.body._rev : undefined;
  if (typeof rev !== 'string') return;
  await request(
    access,
    'DELETE',
    `${userPath(link.name)}?rev=${encodeURIComponent(rev)}`,
    undefined,
    asTable,
  );
}

/** The club database's members by name changed by `change` (everything else kept). */
export async function changeMembers(
  access: ClubAccess,
  change: (names: readonly string[]) => string[],
): Promise<Result<void, ClubProblem>> {
  const read = await request(access, 'GET', '_security');
  if (!read.ok) return read;
  const security = isRecord(read.value.body) ? read.value.body : {};
  const members = isRecord(security.members) ? security.members : {};
  const names = Array.isArray(members.names)
    ? members.names.filter((name): name is string => typeof name === 'string')
    : [];
  const wanted = change(names);
  if (wanted.length === names.length && wanted.every((name, index) => name === names[index]))
    return ok(undefined);
  const written = await request(access, 'PUT', '_security', {
    ...security,
    members: { ...members, names: wanted },
  });
  return written.ok ? ok(undefined) : written;
}
