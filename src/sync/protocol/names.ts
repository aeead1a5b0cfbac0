// The names of a club's pooled logins, shared by the app, club-setup and the server's validation
// (scripts/club/design.ts). CouchDB 3 lets nobody but a server admin make users, so club-setup
// makes them ahead: one guest login per guest database (named like it, `<club>-guest-01` …) and
// the club-night tables' logins (`<club>-table-01` …). A member's phone claims one for a link
// (login-pool.ts). What a login may do is not in its name: the database's `_security` says it
// (FOLLOWERS_FIELD, TABLES_FIELD), which validate_doc_update receives as `secObj`.

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
 * The `_local` document of a slot: `{free: password}` or `{taken: true}` (no password). Kept in
 * the club's database for every pooled login: a guest cannot reach it there (it is no member),
 * while in its own guest database it could delete or rewrite it (`_local` skips validation).
 */
export function slotDocId(login: string): string {
  return `_local/login:${login}`;
}

/**
 * The club's night databases: `<club>-night-01` … (club-setup's --night-databases makes them). A
 * running night's table sheets live in one, so a table login (a member of that database only)
 * reads nothing else of the club: CouchDB lets a user read a whole database or nothing.
 */
export function nightDatabaseName(club: string, slot: number): string {
  return `${club}-night-${String(slot).padStart(2, '0')}`;
}

/** At most this many night databases a club (club-setup refuses more). */
export const MAX_NIGHT_DATABASES = 20;

/**
 * The club database's document that holds a night database for one night: `{night: <key>}`
 * while the night runs, deleted when it closes. Created without a revision, so of two directors
 * claiming one database at once the server's 409 refuses the second.
 */
export function nightClaimDocId(database: string): string {
  return `nightdb:${database}`;
}
