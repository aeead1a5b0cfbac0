// `npm run club-setup -- --url <server> --admin <name:password> --club <name> [--member name:pw]…
// [--club-admin name:pw]… [--origin https://app.example]…`: installs a club on a CouchDB (3.5, or
// pouchdb-server for tests and trying it at home). Idempotent: every step reads what is there and
// writes only what differs, so a second run changes nothing. It talks only to the given server,
// each request bounded in time, and a fixed number of requests per step (no retries).
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { ClubError, Couch, describe, isObject, serverUrl, type Login, type Reply } from './couch';
import {
  guestDatabaseName,
  guestLoginName,
  MAX_GUEST_DATABASES,
  MAX_NIGHT_DATABASES,
  MAX_TABLE_LOGINS,
  nightDatabaseName,
  POOL_ROLE,
  tableLoginName,
} from '../../src/sync/protocol/names';
import { slotDocId } from '../../src/sync/protocol/ids';
import { clubRoles, publicDatabaseName } from '../../src/sync/protocol/names';
import { designDoc, guestDesignDoc, publicDesignDoc, publicSecurity } from './design';
import { DESIGN_DOC_ID } from '../../src/sync/protocol/ids';
import { directorsDatabaseName, directorsDesignDoc, directorsRoles } from './directors';

export interface ClubSetupOptions {
  readonly url: string;
  readonly admin: Login;
  readonly club: string;
  /** Members: they read the club's sheets and write events as themselves. */
  readonly members?: readonly Login[];
  /** Club admins: members who also administer the club's database (remove a sheet). */
  readonly clubAdmins?: readonly Login[];
  /** The app's origins allowed to call the server from a browser (CORS); none: CORS off. */
  readonly origins?: readonly string[];
  /**
   * How many guest databases (`<club>-guest-01` …): one for each guest link in use at a time (a
   * phone that follows a sheet, or enters as a second scorekeeper, without an account). 0: none.
   */
  readonly guestLinks?: number;
  /**
   * How many club-night table logins (`<club>-table-01` …): one for each table of the nights
   * running at a time (a night's tables keep theirs until it closes). 0: none.
   */
  readonly tableLogins?: number;
  /**
   * How many night databases (`<club>-night-01` …): one for each club night running at a time.
   * A night's table sheets live there, where its table logins read nothing else of the club. 0: none.
   */
  readonly nightDatabases?: number;
}

/** The command line's number of guest links when none is given: a club night's tables, twice. */
export const DEFAULT_GUEST_LINKS = 24;
/** The command line's number of table logins when none is given: a club night's tables, twice. */
export const DEFAULT_TABLE_LOGINS = 24;
/** The command line's number of night databases when none is given: four nights at a time. */
export const DEFAULT_NIGHT_DATABASES = 4;

export type StepResult = 'created' | 'updated' | 'unchanged';

export interface Step {
  readonly what: string;
  readonly result: StepResult;
}

export { clubRoles };

/** At most this many users in one run: every request loop stays bounded. */
export const MAX_USERS = 500;
const MAX_ORIGINS = 20;
/** The whole setup may take this long, plus USER_TIME_MS a user (a slow server, a slow link). */
const SETUP_TIME_MS = 60_000;
const USER_TIME_MS = 2_000;

const CLUB_NAME = /^[a-z][a-z0-9_-]{0,62}$/;
const USER_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

function checkClubName(club: string): void {
  if (!CLUB_NAME.test(club))
    throw new ClubError(
      `Club name "${club}": lower-case letters, digits, "_" and "-", starting with a letter (at most 63).`,
      2,
    );
  const owner = reservedBy(club);
  if (owner !== null)
    throw new ClubError(
      `Club name "${club}": that is the name of club "${owner}"'s ${kindOfReserved(club)} database, and setting it up as a club would change its security and open it to members' writes. Choose another name.`,
      2,
    );
}

/**
 * The club whose public (`<club>-public`), directors' (`<club>-directors`), guest
 * (`<club>-guest-NN`) or night (`<club>-night-NN`) database has this name; null for a name of
 * none of these kinds. Such a
 * name is refused: setup would put a club's design and security on the other club's database
 * (issue 34: `--club skatclub-public` made the public standings a members' database).
 */
function reservedBy(name: string): string | null {
  const match = /^(.+)-(?:public|directors|guest-\d{2,}|night-\d{2,})$/.exec(name);
  return match?.[1] ?? null;
}

function kindOfReserved(name: string): string {
  if (name.endsWith('-public')) return 'public';
  if (name.endsWith('-directors')) return 'directors';
  return /-night-\d+$/.test(name) ? 'night' : 'guest';
}

/** "name:password" (the password may hold colons). */
export function parseLogin(text: string, what: string): Login {
  const colon = text.indexOf(':');
  const name = colon < 0 ? text : text.slice(0, colon);
  const password = colon < 0 ? '' : text.slice(colon + 1);
  if (!USER_NAME.test(name))
    throw new ClubError(
      `${what} "${name}": a name of letters, digits, ".", "_" and "-" (at most 64), then ":password".`,
      2,
    );
  if (password === '')
    throw new ClubError(`${what} "${name}": give a password as name:password.`, 2);
  return { name, password };
}

function checkOrigin(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ClubError(
      `Origin "${text}": give the app's address, e.g. https://skat.example.org`,
      2,
    );
  }
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local))
    throw new ClubError(`Origin "${text}": https only (http only for localhost/127.0.0.1).`, 2);
  if (url.origin !== text.replace(/\/$/, ''))
    throw new ClubError(`Origin "${text}": scheme, host and port only (${url.origin}).`, 2);
  return url.origin;
}

const DAY_SECONDS = 24 * 60 * 60;
/** A member's login session: 30 days, renewed by each request within them. */
export const SESSION_SECONDS = 30 * DAY_SECONDS;

type Flavor = { readonly kind: 'couchdb' | 'pouchdb-server'; readonly config: string };

/** CouchDB 2+ keeps its config under /_node/_local/_config; pouchdb-server under /_config. */
function flavorOf(reply: Reply, origin: string): Flavor {
  const body = reply.body;
  if (reply.status === 200 && isObject(body)) {
    if ('couchdb' in body) {
      const major = Number(String(body.version ?? '').split('.')[0]);
      if (major >= 2) return { kind: 'couchdb', config: '/_node/_local/_config' };
      throw new ClubError(`${origin} runs CouchDB ${String(body.version)}; a club needs 3.x.`);
    }
    if ('express-pouchdb' in body) return { kind: 'pouchdb-server', config: '/_config' };
  }
  throw new ClubError(`${origin} does not answer as a CouchDB (GET / → ${describe(reply)}).`);
}

/** JSON with every object's keys in order: servers give a document's fields back in any order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical(value[key])]),
  );
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function union(a: readonly string[], b: readonly string[]): string[] {
  return [...new Set([...a, ...b])];
}

function strings(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

class Setup {
  readonly steps: Step[] = [];

  constructor(
    private readonly couch: Couch,
    private readonly admin: Login,
  ) {}

  note(what: string, result: StepResult) {
    this.steps.push({ what, result });
  }

  /** A request as the server admin that must succeed (2xx, or a status in `ok`). */
  async must(method: string, path: string, body?: unknown, ok: readonly number[] = []) {
    const reply = await this.couch.request(method, path, { body, login: this.admin });
    if ((reply.status >= 200 && reply.status < 300) || ok.includes(reply.status)) return reply;
    throw new ClubError(`${method} ${path} refused: ${describe(reply)}`);
  }

  async isServerAdmin(login?: Login): Promise<boolean> {
    const reply = await this.couch.request('GET', '/_session', login ? { login } : {});
    if (reply.status === 401) return false;
    if (reply.status !== 200 || !isObject(reply.body) || !isObject(reply.body.userCtx))
      throw new ClubError(`GET /_session answered ${describe(reply)}`);
    return strings(reply.body.userCtx.roles).includes('_admin');
  }

  /** The admin logs in; on an admin party (anyone is admin) the admin is created first. */
  async login(flavor: Flavor): Promise<void> {
    if (await this.isServerAdmin(this.admin)) {
      this.note(`server admin ${this.admin.name}`, 'unchanged');
      return;
    }
    if (!(await this.isServerAdmin())) {
      throw new ClubError(
        `The server refused the admin login "${this.admin.name}" (wrong name or password, or not a server admin).`,
      );
    }
    // Admin party: whoever asks is admin. Create the admin, which ends the party.
    const path = `${flavor.config}/admins/${encodeURIComponent(this.admin.name)}`;
    const reply = await this.couch.request('PUT', path, { body: this.admin.password });
    if (reply.status !== 200) throw new ClubError(`Creating the server admin: ${describe(reply)}`);
    if (!(await this.isServerAdmin(this.admin)))
      throw new ClubError('The server admin was created but cannot log in.');
    if (await this.isServerAdmin())
      throw new ClubError('The server is still an admin party after creating the admin.');
    this.note(`server admin ${this.admin.name} (admin party closed)`, 'created');
  }

  async database(db: string): Promise<void> {
    const reply = await this.couch.request('GET', `/${db}`, { login: this.admin });
    if (reply.status === 200) return this.note(`database ${db}`, 'unchanged');
    if (reply.status !== 404) throw new ClubError(`GET /${db}: ${describe(reply)}`);
    await this.must('PUT', `/${db}`);
    this.note(`database ${db}`, 'created');
  }

  async design(db: string, wanted: { readonly _id: string } = designDoc(db)): Promise<void> {
    const path = `/${db}/${DESIGN_DOC_ID}`;
    const reply = await this.must('GET', path, undefined, [404]);
    if (reply.status === 404) {
      await this.must('PUT', path, wanted);
      return this.note(`design document ${DESIGN_DOC_ID}`, 'created');
    }
    const stored = isObject(reply.body) ? reply.body : {};
    const { _rev, ...rest } = stored;
    if (sameJson(rest, wanted)) return this.note(`design document ${DESIGN_DOC_ID}`, 'unchanged');
    await this.must('PUT', path, { ...wanted, _rev });
    this.note(`design document ${DESIGN_DOC_ID}`, 'updated');
  }

  /**
   * Members and admins by role; names and roles set by hand are kept (in a guest database, the
   * names are its guest's, which a member's phone set).
   */
  async security(db: string, roles: { member: string; admin: string }): Promise<void> {
    const reply = await this.must('GET', `/${db}/_security`);
    const stored = isObject(reply.body) ? reply.body : {};
    const part = (key: 'admins' | 'members', role: string) => {
      const had = isObject(stored[key]) ? stored[key] : {};
      return { names: strings(had.names), roles: union(strings(had.roles), [role]) };
    };
    const wanted = {
      ...stored,
      admins: part('admins', roles.admin),
      members: part('members', roles.member),
    };
    if (sameJson(stored, wanted)) return this.note(`security of ${db}`, 'unchanged');
    await this.must('PUT', `/${db}/_security`, wanted);
    this.note(`security of ${db}`, 'updated');
  }

  /**
   * The public database's security: the club's admins administer it (admin names set by hand
   * kept), and it names no members, so anyone reads it (the nights' public standings).
   */
  async publicSecurity(db: string, club: string): Promise<void> {
    const reply = await this.must('GET', `/${db}/_security`);
    const stored = isObject(reply.body) ? reply.body : {};
    const wanted = publicSecurity(club);
    const admins = isObject(stored.admins) ? stored.admins : {};
    const merged = {
      ...stored,
      admins: {
        names: strings(admins.names),
        roles: union(strings(admins.roles), wanted.admins.roles),
      },
      members: wanted.members,
    };
    if (sameJson(stored, merged)) return this.note(`security of ${db} (anyone reads)`, 'unchanged');
    await this.must('PUT', `/${db}/_security`, merged);
    this.note(`security of ${db} (anyone reads)`, 'updated');
  }

  /** One config value: read, and written only when it differs. */
  async config(flavor: Flavor, section: string, key: string, value: string): Promise<boolean> {
    const path = `${flavor.config}/${section}/${key}`;
    const reply = await this.must('GET', path, undefined, [404]);
    if (reply.status === 200 && String(reply.body) === value) return false;
    await this.must('PUT', path, value);
    return true;
  }

  /** CORS for the app's origins only, with credentials (the session cookie); none: CORS off. */
  async cors(flavor: Flavor, origins: readonly string[]): Promise<void> {
    const section = flavor.kind === 'couchdb' ? 'chttpd' : 'httpd';
    let changed = false;
    if (origins.length === 0) {
      changed = await this.config(flavor, section, 'enable_cors', 'false');
    } else {
      const values: [string, string, string][] = [
        ['cors', 'origins', origins.join(', ')],
        ['cors', 'credentials', 'true'],
        ['cors', 'methods', 'GET, PUT, POST, HEAD, DELETE'],
        ['cors', 'headers', 'accept, authorization, content-type, origin, referer'],
        [section, 'enable_cors', 'true'],
      ];
      for (const [s, k, v] of values) changed = (await this.config(flavor, s, k, v)) || changed;
    }
    const what = origins.length === 0 ? 'CORS off' : `CORS for ${origins.join(', ')}`;
    this.note(what, changed ? 'updated' : 'unchanged');
  }

  /**
   * How long a member's login lasts (the app keeps no password: after it, "log in again"). Each
   * request within it renews it. CouchDB 3: `[chttpd_auth] timeout`, persistent cookies (its
   * default) so a phone keeps its login when the browser restarts. pouchdb-server reads
   * `[couch_httpd_auth] timeout`; its persistent cookie is left off: it would give the cookie a
   * lifetime of the timeout read as milliseconds (43 minutes for 30 days), so there the browser
   * keeps the cookie until it quits.
   */
  async session(flavor: Flavor): Promise<void> {
    const section = flavor.kind === 'couchdb' ? 'chttpd_auth' : 'couch_httpd_auth';
    let changed = await this.config(flavor, section, 'timeout', String(SESSION_SECONDS));
    if (flavor.kind === 'couchdb') {
      changed = (await this.config(flavor, section, 'allow_persistent_cookies', 'true')) || changed;
    }
    this.note(
      `login session of ${SESSION_SECONDS / DAY_SECONDS} days`,
      changed ? 'updated' : 'unchanged',
    );
  }

  /** Is this the user's password? (Asking the server: it keeps only a hash.) */
  async passwordWorks(user: Login): Promise<boolean> {
    const reply = await this.couch.request('GET', '/_session', { login: user });
    return (
      reply.status === 200 &&
      isObject(reply.body) &&
      isObject(reply.body.userCtx) &&
      reply.body.userCtx.name === user.name
    );
  }

  /** A club user in _users with the club's roles (other roles kept) and the given password. */
  async user(user: Login, roles: readonly string[]): Promise<void> {
    const path = `/_users/${encodeURIComponent(`org.couchdb.user:${user.name}`)}`;
    const reply = await this.must('GET', path, undefined, [404]);
    if (reply.status === 404) {
      await this.must('PUT', path, {
        _id: `org.couchdb.user:${user.name}`,
        name: user.name,
        type: 'user',
        roles,
        password: user.password,
      });
      return this.note(`user ${user.name} (${roles.join(', ')})`, 'created');
    }
    const stored = isObject(reply.body) ? reply.body : {};
    const had = strings(stored.roles);
    const wanted = union(had, roles);
    const passwordOk = await this.passwordWorks(user);
    if (passwordOk && sameJson(had, wanted))
      return this.note(`user ${user.name} (${wanted.join(', ')})`, 'unchanged');
    await this.must('PUT', path, {
      ...stored,
      roles: wanted,
      ...(passwordOk ? {} : { password: user.password }),
    });
    this.note(`user ${user.name} (${wanted.join(', ')})`, 'updated');
  }

  /**
   * The server's `_users` lets pooled logins (POOL_ROLE) in beside the server admins: each reads
   * and changes its own user document only (CouchDB hides and refuses every other one, and lets
   * no one but an admin list, sign up or give roles). CouchDB 3 refuses to change `_users`'s
   * security unless `[couchdb] users_db_security_editable`: set for this one write, then as it was.
   */
  async usersPool(flavor: Flavor): Promise<void> {
    const reply = await this.must('GET', '/_users/_security');
    const stored = isObject(reply.body) ? reply.body : {};
    const members = isObject(stored.members) ? stored.members : {};
    const roles = strings(members.roles);
    const wanted = {
      ...stored,
      members: {
        names: strings(members.names),
        roles: union(roles.length ? roles : ['_admin'], [POOL_ROLE]),
      },
    };
    const what = `security of _users (pooled logins change their own password)`;
    if (sameJson(stored, wanted)) return this.note(what, 'unchanged');
    if (flavor.kind !== 'couchdb') {
      await this.must('PUT', '/_users/_security', wanted);
      return this.note(what, 'updated');
    }
    const path = `${flavor.config}/couchdb/users_db_security_editable`;
    const had = await this.must('GET', path, undefined, [404]);
    await this.must('PUT', path, 'true');
    try {
      await this.must('PUT', '/_users/_security', wanted);
    } finally {
      if (had.status === 404) await this.must('DELETE', path);
      else await this.must('PUT', path, String(had.body));
    }
    this.note(what, 'updated');
  }

  /**
   * A pooled login (login-pool.ts): its user (POOL_ROLE, a random password) and its slot
   * document in `db` with that password as free. Made only when either is missing: a slot in use
   * keeps its holder's password, so a second run changes nothing. `guestDb`: the login's guest
   * database, whose holder (a name among its members) keeps its login when its slot is moved.
   */
  async poolLogin(db: string, login: string, guestDb?: string): Promise<void> {
    const userPath = `/_users/${encodeURIComponent(`org.couchdb.user:${login}`)}`;
    const slotPath = localPath(db, slotDocId(login));
    const user = await this.must('GET', userPath, undefined, [404]);
    const slot = await this.must('GET', slotPath, undefined, [404]);
    const what = `pooled login ${login}`;
    if (guestDb) await this.forgetGuestSlot(guestDb, login);
    if (user.status === 200 && slot.status === 200) return this.note(what, 'unchanged');
    if (user.status === 200 && guestDb && (await this.heldGuestDatabase(guestDb))) {
      // Kept in the guest database before (where its guest could delete it): its holder keeps
      // the password; revoking the link frees the slot.
      await this.must('PUT', slotPath, { taken: true });
      return this.note(what, 'updated');
    }
    const password = randomBytes(24).toString('base64url');
    const stored = isObject(user.body) && user.status === 200 ? user.body : {};
    await this.must('PUT', userPath, {
      ...stored,
      _id: `org.couchdb.user:${login}`,
      name: login,
      type: 'user',
      roles: [POOL_ROLE],
      password,
    });
    await this.must('PUT', slotPath, { free: password });
    this.note(what, user.status === 200 ? 'updated' : 'created');
  }

  /** Does a link hold this guest database (a name among its members)? */
  private async heldGuestDatabase(guestDb: string): Promise<boolean> {
    const reply = await this.must('GET', `/${guestDb}/_security`);
    const members = isObject(reply.body) && isObject(reply.body.members) ? reply.body.members : {};
    return strings(members.names).length > 0;
  }

  /**
   * A guest slot document an earlier version kept in the guest database itself, deleted: its
   * guest could write it (`_local` documents skip validation) and read a free password there.
   */
  private async forgetGuestSlot(guestDb: string, login: string): Promise<void> {
    const path = localPath(guestDb, slotDocId(login));
    const old = await this.must('GET', path, undefined, [404]);
    if (old.status !== 200 || !isObject(old.body) || typeof old.body._rev !== 'string') return;
    await this.must('DELETE', `${path}?rev=${encodeURIComponent(old.body._rev)}`);
  }
}

/** The path of a `_local` document (`_local/<name>`) in a database. */
function localPath(db: string, localId: string): string {
  const [, name = ''] = localId.split('/');
  return `/${db}/_local/${encodeURIComponent(name)}`;
}

/** Installs the club; returns what each step did. Throws a ClubError with a message. */
export async function clubSetup(options: ClubSetupOptions): Promise<Step[]> {
  checkClubName(options.club);
  const members = options.members ?? [];
  const clubAdmins = options.clubAdmins ?? [];
  if (members.length + clubAdmins.length > MAX_USERS)
    throw new ClubError(`At most ${MAX_USERS} users in one run.`, 2);
  const guestLinks = options.guestLinks ?? 0;
  if (!Number.isInteger(guestLinks) || guestLinks < 0 || guestLinks > MAX_GUEST_DATABASES)
    throw new ClubError(`Guest links: a whole number from 0 to ${MAX_GUEST_DATABASES}.`, 2);
  const tableLogins = options.tableLogins ?? 0;
  if (!Number.isInteger(tableLogins) || tableLogins < 0 || tableLogins > MAX_TABLE_LOGINS)
    throw new ClubError(`Table logins: a whole number from 0 to ${MAX_TABLE_LOGINS}.`, 2);
  const nightDatabases = options.nightDatabases ?? 0;
  if (
    !Number.isInteger(nightDatabases) ||
    nightDatabases < 0 ||
    nightDatabases > MAX_NIGHT_DATABASES
  )
    throw new ClubError(`Night databases: a whole number from 0 to ${MAX_NIGHT_DATABASES}.`, 2);
  const origins = (options.origins ?? []).map(checkOrigin);
  if (origins.length > MAX_ORIGINS) throw new ClubError(`At most ${MAX_ORIGINS} origins.`, 2);
  const base = serverUrl(options.url);
  // A fixed number of requests a step (no retries), and all of them bounded together in time.
  const couch = new Couch(
    base,
    SETUP_TIME_MS +
      USER_TIME_MS *
        (members.length + clubAdmins.length + guestLinks + tableLogins + nightDatabases),
  );
  const setup = new Setup(couch, options.admin);

  const flavor = flavorOf(await couch.request('GET', '/'), base.origin);
  await setup.login(flavor);
  // A fresh single-node CouchDB may not have its users database yet (its setup wizard makes it).
  await setup.database('_users');
  const db = options.club;
  await setup.database(db);
  await setup.design(db);
  await setup.security(db, clubRoles(options.club));
  // The public standings of the club's nights: anyone reads, the club's admins write.
  const publicDb = publicDatabaseName(db);
  await setup.database(publicDb);
  await setup.design(publicDb, publicDesignDoc(options.club));
  await setup.publicSecurity(publicDb, options.club);
  // What only the club's admins (directors) read: a running night's table links (logins).
  const directorsDb = directorsDatabaseName(db);
  await setup.database(directorsDb);
  await setup.design(directorsDb, directorsDesignDoc());
  await setup.security(directorsDb, directorsRoles(options.club));
  await setup.cors(flavor, origins);
  await setup.session(flavor);
  const roles = clubRoles(options.club);
  if (guestLinks + tableLogins > 0) await setup.usersPool(flavor);
  // A guest database: the club's members administer it (a member's phone lets its guest in).
  // Its pooled login's slot is in the club's database, where members read the free password and
  // no guest reaches it (a guest writes its own database's `_local` documents: no validation).
  for (let slot = 1; slot <= guestLinks; slot += 1) {
    const guestDb = guestDatabaseName(db, slot);
    await setup.database(guestDb);
    await setup.design(guestDb, guestDesignDoc(options.club));
    await setup.security(guestDb, { member: roles.member, admin: roles.member });
    await setup.poolLogin(db, guestLoginName(db, slot), guestDb);
  }
  // The nights' table logins: their free passwords in the club's database (directors claim them).
  for (let slot = 1; slot <= tableLogins; slot += 1)
    await setup.poolLogin(db, tableLoginName(db, slot));
  // The nights' databases: the club's design (every write checked as in the club's database) and
  // its security by role; the table logins a director's phone names there are kept.
  for (let slot = 1; slot <= nightDatabases; slot += 1) {
    const nightDb = nightDatabaseName(db, slot);
    await setup.database(nightDb);
    await setup.design(nightDb, designDoc(options.club));
    await setup.security(nightDb, roles);
  }
  for (const member of members) await setup.user(member, [roles.member]);
  for (const admin of clubAdmins) await setup.user(admin, [roles.member, roles.admin]);
  return setup.steps;
}

export const USAGE = `npm run club-setup -- --url <server> --admin <name:password> --club <name>
    [--member <name:password>]… [--club-admin <name:password>]… [--origin <https://app>]…
    [--guest-links <n>] [--table-logins <n>] [--night-databases <n>]

Installs a club on a CouchDB: its database, the design document that checks every event, the
database's security (members and admins by role), the public database <club>-public for the
nights' standings (anyone reads, club admins write), the directors' database <club>-directors
(only club admins read it: a running night's table links), CORS for the app's origins (none given: CORS
off), the club's users, and n guest databases (default ${DEFAULT_GUEST_LINKS}): one for each guest link
in use at a time, which lets a phone follow a sheet, or enter as a second scorekeeper, without an
account, each with a login of its own, and n table logins for club nights (default
${DEFAULT_TABLE_LOGINS}): one for each table of the nights running at a time, and n night databases
(default ${DEFAULT_NIGHT_DATABASES}): one for each night running at a time, holding its tables' sheets. Idempotent: run it again with the same arguments and nothing changes;
add a --member to add a user. On a fresh pouchdb-server (an admin party) it creates the admin.`;

function count(option: string, text: string | undefined, given: number, max: number): number {
  if (text === undefined) return given;
  if (!/^\d{1,3}$/.test(text))
    throw new ClubError(`--${option} "${text}": a whole number from 0 to ${max}.`, 2);
  return Number(text);
}

/** The command line: prints each step; returns the exit code. */
export async function main(argv: readonly string[]): Promise<number> {
  try {
    const { values } = parseArgs({
      args: [...argv],
      options: {
        url: { type: 'string' },
        admin: { type: 'string' },
        club: { type: 'string' },
        member: { type: 'string', multiple: true },
        'club-admin': { type: 'string', multiple: true },
        origin: { type: 'string', multiple: true },
        'guest-links': { type: 'string' },
        'table-logins': { type: 'string' },
        'night-databases': { type: 'string' },
        help: { type: 'boolean' },
      },
      strict: true,
    });
    if (values.help) {
      console.log(USAGE);
      return 0;
    }
    if (!values.url || !values.admin || !values.club) throw new ClubError(USAGE, 2);
    const steps = await clubSetup({
      url: values.url,
      admin: parseLogin(values.admin, '--admin'),
      club: values.club,
      members: (values.member ?? []).map((text) => parseLogin(text, '--member')),
      clubAdmins: (values['club-admin'] ?? []).map((text) => parseLogin(text, '--club-admin')),
      origins: values.origin ?? [],
      guestLinks: count(
        'guest-links',
        values['guest-links'],
        DEFAULT_GUEST_LINKS,
        MAX_GUEST_DATABASES,
      ),
      tableLogins: count(
        'table-logins',
        values['table-logins'],
        DEFAULT_TABLE_LOGINS,
        MAX_TABLE_LOGINS,
      ),
      nightDatabases: count(
        'night-databases',
        values['night-databases'],
        DEFAULT_NIGHT_DATABASES,
        MAX_NIGHT_DATABASES,
      ),
    });
    for (const step of steps) console.log(`${step.result.padEnd(9)} ${step.what}`);
    console.log(
      `club ${values.club} ready at ${serverUrl(values.url).href.replace(/\/$/, '')}/${values.club}`,
    );
    return 0;
  } catch (error) {
    if (error instanceof ClubError) {
      console.error(`club-setup: ${error.message}`);
      return error.exitCode;
    }
    if (
      error instanceof TypeError &&
      'code' in error &&
      String(error.code).startsWith('ERR_PARSE_ARGS')
    ) {
      console.error(`club-setup: ${error.message}\n\n${USAGE}`);
      return 2;
    }
    throw error;
  }
}
