// The names of a club's databases, roles and pooled logins, shared by the app, club-setup and
// the server's validation (scripts/club/design.ts). CouchDB 3 lets nobody but a server admin
// make users, so club-setup makes them ahead: one guest login per guest database (named like
// it, `<club>-guest-01` …) and the club-night tables' logins (`<club>-table-01` …). A member's
// phone claims one for a link (login-pool.ts). What a login may do is not in its name: the
// database's `_security` says it (FOLLOWERS_FIELD, TABLES_FIELD), which validate_doc_update
// receives as `secObj`.

/** The club's guest databases: `<club>-guest-01` … (club-setup's --guest-links makes them). */
export function guestDatabaseName(club: string, slot: number): string {
  return `${club}-guest-${String(slot).padStart(2, '0')}`;
}

/**
 * The club database a guest database (a name or an address) belongs to: where its login's slot
 * document is kept, out of its guest's reach.
 */
export function clubOfGuestDatabase(database: string): string {
  return database.replace(/-guest-\d{2}$/, '');
}

/** A guest database's login has the database's name. */
export const guestLoginName = guestDatabaseName;

/** A club-night table's pooled login: `<club>-table-01` … */
export function tableLoginName(club: string, slot: number): string {
  return `${club}-table-${String(slot).padStart(2, '0')}`;
}

/** Is this a table's pooled login (its phone is refused once the night is closed)? */
export function isTableLogin(name: string): boolean {
  return /-table-\d{2}$/.test(name);
}

/** A pooled login's name as a link carries it (a CouchDB database name, then its slot). */
export const POOL_LOGIN_NAME = /^[a-z][a-z0-9_$()+/-]*-(guest|table)-\d{2}$/;

/** At most this many guest databases a club (club-setup refuses more). */
export const MAX_GUEST_DATABASES = 99;
/** At most this many table logins a club (club-setup refuses more). */
export const MAX_TABLE_LOGINS = 99;

/**
 * The role of every pooled login, the only role besides `_admin` among the members of the
 * server's `_users` database: with it a login reads and changes its own user document (its
 * password), nothing else there. Server-wide: clubs on one server share it.
 */
export const POOL_ROLE = 'skat-login-pool';

/** A guest database's `_security` field: the names of its guests that may only read. */
export const FOLLOWERS_FIELD = 'followers';
/** The club database's `_security` field: each table login's name → the one sheet it writes. */
export const TABLES_FIELD = 'tables';
/** The club database's `_security` field: each table login's name → its series' deals (the most it enters). */
export const TABLE_DEALS_FIELD = 'tableDeals';

/**
 * The club's night databases: `<club>-night-01` … (club-setup's --night-databases makes them). A
 * running night's table sheets live in one, so a table login (a member of that database only)
 * reads nothing else of the club: CouchDB lets a user read a whole database or nothing.
 */
export function nightDatabaseName(club: string, slot: number): string {
  return `${club}-night-${String(slot).padStart(2, '0')}`;
}

/** The club database a night database (a name or an address) belongs to; any other as it is. */
export function clubOfNightDatabase(database: string): string {
  return database.replace(/-night-\d{2}$/, '');
}

/** At most this many night databases a club (club-setup refuses more). */
export const MAX_NIGHT_DATABASES = 20;

/** The roles a club's `_security` names: members read and write, admins also administer. */
export function clubRoles(club: string): { member: string; admin: string } {
  return { member: `${club}-member`, admin: `${club}-admin` };
}

/**
 * The club's public database (`<club>-public`): the standings of its nights, for the page shown on
 * a screen in the room or opened at home. Anyone reads it (its `_security` names no members), only
 * a club admin (the director's phone) writes, and only `standings:<key>` documents of bounded size.
 */
export function publicDatabaseName(club: string): string {
  return `${club}-public`;
}

/**
 * The club's directors' database (club-setup makes it): only the club's admin role reads it, so it
 * keeps what a plain member must not read, such as a running night's table links.
 */
export function directorsDatabaseName(club: string): string {
  return `${club}-directors`;
}

/**
 * The directors' database's document that keeps a running night's table links (their logins'
 * passwords), so every club admin's device shows them again or makes a new one
 * (sync/club/night/stored-links.ts). Deleted when the night closes.
 */
export function nightLinksDocId(key: string): string {
  return `nightlinks:${key}`;
}
