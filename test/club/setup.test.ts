// club-setup against a real running server (Apache CouchDB 3.5 on 127.0.0.1, its server admin set
// from the start: no admin party): the same state after a second run, what it puts where (the
// pooled guest and table logins too), and its errors in words.
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { designDoc, guestDesignDoc, publicDesignDoc } from '../../scripts/club/design';
import { DESIGN_DOC_ID } from '../../src/sync/protocol/ids';
import { directorsDesignDoc } from '../../scripts/club/directors';
import { clubSetup, main, type ClubSetupOptions } from '../../scripts/club/setup';
import { call, clubServerForFile } from './club-server';

const server = clubServerForFile(2);

const ADMIN = { name: 'admin', password: 'admin-secret' };
const ADMIN_LOGIN = 'admin:admin-secret';
const APP = 'https://skat.example.org';

function options(): ClubSetupOptions {
  return {
    url: server().url,
    admin: ADMIN,
    club: 'skatclub',
    members: [{ name: 'anna', password: 'anna-secret' }],
    clubAdmins: [{ name: 'clara', password: 'clara-secret' }],
    origins: [APP],
    guestLinks: 2,
    tableLogins: 2,
    nightDatabases: 2,
  };
}

const CONFIG = '/_node/_local/_config';
const POOLED = ['skatclub-guest-01', 'skatclub-guest-02', 'skatclub-table-01', 'skatclub-table-02'];
/** A `_local` slot document's path in a database. */
const localSlot = (db: string, login: string) =>
  `/${db}/_local/${encodeURIComponent(`login:${login}`)}`;
/** Where a pooled login's slot document is: the club's database (no guest reaches it there). */
const slotPath = (login: string) => localSlot('skatclub', login);

/** What setup is responsible for, as the server holds it (revisions included). */
async function state() {
  const as = { login: ADMIN_LOGIN };
  const parts = await Promise.all([
    call(server(), 'GET', '/skatclub', as).then((a) => a.status),
    call(server(), 'GET', `/skatclub/${DESIGN_DOC_ID}`, as).then((a) => a.body),
    call(server(), 'GET', '/skatclub/_security', as).then((a) => a.body),
    call(server(), 'GET', '/_users/org.couchdb.user:anna', as).then((a) => a.body),
    call(server(), 'GET', '/_users/org.couchdb.user:clara', as).then((a) => a.body),
    call(server(), 'GET', `${CONFIG}/cors`, as).then((a) => a.body),
    call(server(), 'GET', `${CONFIG}/chttpd/enable_cors`, as).then((a) => a.body),
    call(server(), 'GET', `${CONFIG}/admins`, as).then((a) => a.body),
    call(server(), 'GET', `${CONFIG}/chttpd_auth/timeout`, as).then((a) => a.body),
    call(server(), 'GET', '/_users/_security', as).then((a) => a.body),
    ...POOLED.flatMap((login) => [
      call(server(), 'GET', `/_users/org.couchdb.user:${login}`, as).then((a) => a.body),
      call(server(), 'GET', slotPath(login), as).then((a) => a.body),
    ]),
    ...[
      'skatclub-guest-01',
      'skatclub-guest-02',
      'skatclub-public',
      'skatclub-directors',
      'skatclub-night-01',
      'skatclub-night-02',
    ].flatMap((db) => [
      call(server(), 'GET', `/${db}/${DESIGN_DOC_ID}`, as).then((a) => a.body),
      call(server(), 'GET', `/${db}/_security`, as).then((a) => a.body),
    ]),
  ]);
  return parts;
}

let firstRun: Awaited<ReturnType<typeof clubSetup>>;

beforeAll(async () => {
  // CouchDB 3 has no admin party: its server admin exists from the start.
  const before = await call(server(), 'GET', '/_session');
  expect(before.body).toMatchObject({ userCtx: { name: null, roles: [] } });
  firstRun = await clubSetup(options());
}, 120_000);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('club-setup', () => {
  test('logs in as the server admin; nobody else is admin', async () => {
    expect(firstRun[0]).toEqual({ what: 'server admin admin', result: 'unchanged' });
    const anonymous = await call(server(), 'GET', '/_session');
    expect(anonymous.body).toMatchObject({ userCtx: { name: null, roles: [] } });
    const asAdmin = await call(server(), 'GET', '/_session', { login: ADMIN_LOGIN });
    expect(asAdmin.body).toMatchObject({ userCtx: { name: 'admin', roles: ['_admin'] } });
    // Nobody else makes themself admin now.
    const party = await call(server(), 'PUT', `${CONFIG}/admins/mallory`, { body: 'x' });
    expect(party.status).toBe(401);
    expect((await call(server(), 'GET', CONFIG)).status).toBe(401);
    const users = await call(server(), 'GET', '/_users/_all_docs');
    expect(users.status).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(users.body)).not.toContain('anna');
  });

  test('puts the database, design document, security, CORS and users', async () => {
    expect(firstRun.map((step) => step.result)).toEqual([
      // The server admin and _users exist on CouchDB from the start.
      'unchanged',
      'unchanged',
      'created',
      'created',
      'updated',
      // The public database: created, its design created, its security updated.
      ...['created', 'created', 'updated'],
      // The directors' database: the same.
      ...['created', 'created', 'updated'],
      'updated',
      'updated',
      // _users lets the pooled logins read their own user.
      'updated',
      // Each guest database: created, its design created, its security updated, its login made.
      ...['created', 'created', 'updated', 'created', 'created', 'created', 'updated', 'created'],
      // The table logins.
      'created',
      'created',
      // Each night database: created, its design created, its security updated.
      ...['created', 'created', 'updated', 'created', 'created', 'updated'],
      // The users.
      'created',
      'created',
    ]);
    const [db, design, security, anna, clara, cors, enabled] = await state();
    expect(db).toBe(200);
    expect(design).toMatchObject(designDoc('skatclub'));
    // CouchDB 3 makes a database admin-only (`_admin`); club-setup keeps the roles it finds.
    expect(security).toEqual({
      admins: { names: [], roles: ['_admin', 'skatclub-admin'] },
      members: { names: [], roles: ['_admin', 'skatclub-member'] },
    });
    expect(anna).toMatchObject({ name: 'anna', type: 'user', roles: ['skatclub-member'] });
    expect(anna).not.toHaveProperty('password');
    expect(clara).toMatchObject({ roles: ['skatclub-member', 'skatclub-admin'] });
    expect(cors).toMatchObject({ origins: APP, credentials: 'true' });
    expect(enabled).toBe('true');
    expect((await state())[8]).toBe('2592000');
    const session = await call(server(), 'GET', '/_session', { login: 'anna:anna-secret' });
    expect(session.body).toMatchObject({ userCtx: { name: 'anna', roles: ['skatclub-member'] } });
  });

  test('puts the guest databases: members administer them, the design checks events', async () => {
    const as = { login: ADMIN_LOGIN };
    for (const db of ['skatclub-guest-01', 'skatclub-guest-02']) {
      const security = await call(server(), 'GET', `/${db}/_security`, as);
      expect(security.body).toEqual({
        admins: { names: [], roles: ['_admin', 'skatclub-member'] },
        members: { names: [], roles: ['_admin', 'skatclub-member'] },
      });
      const design = await call(server(), 'GET', `/${db}/${DESIGN_DOC_ID}`, as);
      expect(design.body).toMatchObject(guestDesignDoc('skatclub'));
    }
    expect((await call(server(), 'GET', '/skatclub-guest-03', as)).status).toBe(404);
    await expect(clubSetup({ ...options(), guestLinks: 100 })).rejects.toThrow(
      'Guest links: a whole number from 0 to 99.',
    );
  });

  // Issue 31 item 1: a night's tables live in a database of its own, which their logins alone
  // of the club's logins read besides the club's members.
  test('puts the night databases: the club’s design and security by role', async () => {
    const as = { login: ADMIN_LOGIN };
    for (const db of ['skatclub-night-01', 'skatclub-night-02']) {
      const security = await call(server(), 'GET', `/${db}/_security`, as);
      expect(security.body).toEqual({
        admins: { names: [], roles: ['_admin', 'skatclub-admin'] },
        members: { names: [], roles: ['_admin', 'skatclub-member'] },
      });
      const design = await call(server(), 'GET', `/${db}/${DESIGN_DOC_ID}`, as);
      expect(design.body).toMatchObject(designDoc('skatclub'));
    }
    expect((await call(server(), 'GET', '/skatclub-night-03', as)).status).toBe(404);
    await expect(clubSetup({ ...options(), nightDatabases: 21 })).rejects.toThrow(
      'Night databases: a whole number from 0 to 20.',
    );
  });

  test('puts the public database: anyone reads it, only the club’s admins write', async () => {
    const as = { login: ADMIN_LOGIN };
    const security = await call(server(), 'GET', '/skatclub-public/_security', as);
    expect(security.body).toEqual({
      admins: { names: [], roles: ['_admin', 'skatclub-admin'] },
      members: { names: [], roles: [] },
    });
    const design = await call(server(), 'GET', `/skatclub-public/${DESIGN_DOC_ID}`, as);
    expect(design.body).toMatchObject(publicDesignDoc('skatclub'));
    expect(firstRun.map((step) => step.what)).toEqual(
      expect.arrayContaining([
        'database skatclub-public',
        'security of skatclub-public (anyone reads)',
      ]),
    );
    // Members added to it by hand are taken out again: it stays readable by anyone.
    await call(server(), 'PUT', '/skatclub-public/_security', {
      ...as,
      body: { admins: { names: ['boss'], roles: [] }, members: { names: ['x'], roles: [] } },
    });
    const steps = await clubSetup(options());
    expect(steps.filter((step) => step.result !== 'unchanged').map((step) => step.what)).toEqual([
      'security of skatclub-public (anyone reads)',
    ]);
    const after = await call(server(), 'GET', '/skatclub-public/_security', as);
    expect(after.body).toEqual({
      admins: { names: ['boss'], roles: ['skatclub-admin'] },
      members: { names: [], roles: [] },
    });
    await call(server(), 'PUT', '/skatclub-public/_security', {
      ...as,
      body: { admins: { names: [], roles: ['skatclub-admin'] }, members: { names: [], roles: [] } },
    });
  });

  test("puts the directors' database: only the club's admins read and write it", async () => {
    const as = { login: ADMIN_LOGIN };
    const security = await call(server(), 'GET', '/skatclub-directors/_security', as);
    expect(security.body).toEqual({
      admins: { names: [], roles: ['_admin', 'skatclub-admin'] },
      members: { names: [], roles: ['_admin', 'skatclub-admin'] },
    });
    const design = await call(server(), 'GET', `/skatclub-directors/${DESIGN_DOC_ID}`, as);
    expect(design.body).toMatchObject(directorsDesignDoc());
    const path = '/skatclub-directors/nightlinks:0badf00d';
    const doc = { _id: 'nightlinks:0badf00d', night: '0badf00d', links: [] };
    expect((await call(server(), 'GET', '/skatclub-directors/_all_docs')).status).toBe(401);
    for (const login of ['anna:anna-secret', 'clara:clara-secret']) {
      const read = await call(server(), 'GET', '/skatclub-directors/_all_docs', { login });
      expect(read.status).toBe(login.startsWith('anna') ? 403 : 200);
    }
    const byMember = await call(server(), 'PUT', path, { login: 'anna:anna-secret', body: doc });
    expect(byMember.status).toBe(403);
    // Its one form: the id names the night, no other fields.
    const clara = { login: 'clara:clara-secret' };
    const odd = await call(server(), 'PUT', path, { ...clara, body: { ...doc, extra: 1 } });
    expect(odd).toMatchObject({ status: 403, body: { reason: 'doc-malformed' } });
    const other = await call(server(), 'PUT', path, { ...clara, body: { ...doc, night: '1' } });
    expect(other).toMatchObject({ status: 403, body: { reason: 'doc-malformed' } });
    const written = await call(server(), 'PUT', path, { ...clara, body: doc });
    expect(written.status).toBe(201);
    const rev = (written.body as { rev: string }).rev;
    expect((await call(server(), 'DELETE', `${path}?rev=${rev}`, clara)).status).toBe(200);
  });

  test('puts the pooled logins: each changes its own password, nothing else', async () => {
    const as = { login: ADMIN_LOGIN };
    // _users lets the pooled logins in (CouchDB's admins stay); editing its security is off again.
    const users = await call(server(), 'GET', '/_users/_security', as);
    expect(users.body).toEqual({
      admins: { roles: ['_admin'] },
      members: { names: [], roles: ['_admin', 'skat-login-pool'] },
    });
    const editable = `${CONFIG}/couchdb/users_db_security_editable`;
    expect((await call(server(), 'GET', editable, as)).status).toBe(404);
    for (const login of POOLED) {
      const user = await call(server(), 'GET', `/_users/org.couchdb.user:${login}`, as);
      expect(user.body).toMatchObject({ name: login, roles: ['skat-login-pool'] });
      const slot = (await call(server(), 'GET', slotPath(login), as)).body as { free: string };
      expect(slot.free).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const session = await call(server(), 'GET', '/_session', { login: `${login}:${slot.free}` });
      expect(session.body).toMatchObject({ userCtx: { name: login, roles: ['skat-login-pool'] } });
    }
    expect(firstRun.filter((step) => step.what.startsWith('pooled login'))).toEqual(
      POOLED.map((login) => ({ what: `pooled login ${login}`, result: 'created' })),
    );
    // A slot in use (taken, its login's password changed) is left as it is by a later run.
    const taken = { ...as, body: { taken: true } };
    await call(server(), 'PUT', slotPath('skatclub-table-02'), taken);
    const steps = await clubSetup(options());
    expect(steps.every((step) => step.result === 'unchanged')).toBe(true);
    expect((await call(server(), 'GET', slotPath('skatclub-table-02'), as)).body).toMatchObject({
      taken: true,
    });
    // Gone (a login deleted by hand): made again, free.
    const user = await call(server(), 'GET', '/_users/org.couchdb.user:skatclub-table-02', as);
    const rev = (user.body as { _rev: string })._rev;
    await call(server(), 'DELETE', `/_users/org.couchdb.user:skatclub-table-02?rev=${rev}`, as);
    const again = await clubSetup(options());
    expect(again.filter((step) => step.result !== 'unchanged')).toEqual([
      { what: 'pooled login skatclub-table-02', result: 'created' },
    ]);
    expect((await call(server(), 'GET', slotPath('skatclub-table-02'), as)).body).toHaveProperty(
      'free',
    );
  });

  test("moves a guest slot an earlier version kept in the guest database; its holder's password stays", async () => {
    const as = { login: ADMIN_LOGIN };
    const revOf = async (path: string) =>
      ((await call(server(), 'GET', path, as)).body as { _rev: string })._rev;
    const userOf = (login: string) => `/_users/org.couchdb.user:${login}`;
    // guest-01 held by a link, guest-02 free, both slots where the earlier version kept them.
    const security = '/skatclub-guest-01/_security';
    const free = (await call(server(), 'GET', security, as)).body as Record<string, unknown>;
    const held = { ...free, members: { names: ['skatclub-guest-01'], roles: ['skatclub-member'] } };
    await call(server(), 'PUT', security, { ...as, body: held });
    for (const [login, body] of [
      ['skatclub-guest-01', { taken: true }],
      ['skatclub-guest-02', { free: 'x'.repeat(32) }],
    ] as const) {
      await call(server(), 'DELETE', `${slotPath(login)}?rev=${await revOf(slotPath(login))}`, as);
      await call(server(), 'PUT', localSlot(login, login), { ...as, body });
    }
    const heldUser = await revOf(userOf('skatclub-guest-01'));
    await clubSetup(options());
    // Held: taken in the club's database, its login untouched. Free: a fresh password there.
    expect((await call(server(), 'GET', slotPath('skatclub-guest-01'), as)).body).toMatchObject({
      taken: true,
    });
    expect(await revOf(userOf('skatclub-guest-01'))).toBe(heldUser);
    const fresh = (await call(server(), 'GET', slotPath('skatclub-guest-02'), as)).body;
    expect((fresh as { free: string }).free).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((fresh as { free: string }).free).not.toBe('x'.repeat(32));
    // Nothing left where a guest reaches it.
    for (const login of ['skatclub-guest-01', 'skatclub-guest-02'])
      expect((await call(server(), 'GET', localSlot(login, login), as)).status).toBe(404);
    await call(server(), 'PUT', security, { ...as, body: free });
  });

  test('is idempotent: a second run changes nothing', async () => {
    const before = await state();
    const steps = await clubSetup(options());
    expect(steps.map((step) => step.result)).toEqual(Array(firstRun.length).fill('unchanged'));
    expect(await state()).toEqual(before);
  });

  test('brings back what was changed, and keeps what was added by hand', async () => {
    const as = { login: ADMIN_LOGIN };
    const design = (await call(server(), 'GET', `/skatclub/${DESIGN_DOC_ID}`, as)).body as object;
    await call(server(), 'PUT', `/skatclub/${DESIGN_DOC_ID}`, {
      ...as,
      body: { ...design, validate_doc_update: 'function () {}' },
    });
    await call(server(), 'PUT', '/skatclub/_security', {
      ...as,
      body: { admins: { names: ['boss'], roles: [] }, members: { names: [], roles: ['guests'] } },
    });
    const anna = (await call(server(), 'GET', '/_users/org.couchdb.user:anna', as)).body as object;
    await call(server(), 'PUT', '/_users/org.couchdb.user:anna', {
      ...as,
      body: { ...anna, roles: ['chess-member'], password: 'changed' },
    });

    const steps = await clubSetup(options());
    expect(steps.filter((step) => step.result === 'updated').map((step) => step.what)).toEqual([
      `design document ${DESIGN_DOC_ID}`,
      'security of skatclub',
      'user anna (chess-member, skatclub-member)',
    ]);
    const [, designNow, security, annaNow] = await state();
    expect(designNow).toMatchObject(designDoc('skatclub'));
    expect(security).toEqual({
      admins: { names: ['boss'], roles: ['skatclub-admin'] },
      members: { names: [], roles: ['guests', 'skatclub-member'] },
    });
    expect(annaNow).toMatchObject({ roles: ['chess-member', 'skatclub-member'] });
    const session = await call(server(), 'GET', '/_session', { login: 'anna:anna-secret' });
    expect(session.status).toBe(200);
  });

  test('lets only the app’s origin call from a browser, and turns CORS off without one', async () => {
    const from = (origin: string) =>
      call(server(), 'GET', '/', { headers: { origin } }).then((a) =>
        a.headers.get('access-control-allow-origin'),
      );
    expect(await from(APP)).toBe(APP);
    expect(await from('https://evil.example')).toBeNull();
    await clubSetup({ ...options(), origins: [] });
    expect(
      (await call(server(), 'GET', `${CONFIG}/chttpd/enable_cors`, { login: ADMIN_LOGIN })).body,
    ).toBe('false');
    expect(await from(APP)).toBeNull();
    await clubSetup(options());
    expect(await from(APP)).toBe(APP);
  });
});

describe('club-setup on the command line', () => {
  function quiet() {
    const out: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((text: string) => void out.push(text));
    vi.spyOn(console, 'error').mockImplementation((text: string) => void out.push(text));
    return out;
  }

  test('prints each step and exits 0', async () => {
    const out = quiet();
    const code = await main([
      '--url',
      server().url,
      '--admin',
      ADMIN_LOGIN,
      '--club',
      'skatclub',
      '--member',
      'anna:anna-secret',
      '--club-admin',
      'clara:clara-secret',
      '--origin',
      APP,
      // The defaults (24 each) make 48 logins of 600,000 PBKDF2 rounds: the test keeps to its two.
      '--guest-links',
      '2',
      '--table-logins',
      '2',
      '--night-databases',
      '2',
    ]);
    expect(code).toBe(0);
    expect(out).toContain('unchanged design document _design/club');
    expect(out).toContain('unchanged pooled login skatclub-table-02');
    expect(out.at(-1)).toBe(`club skatclub ready at ${server().url}/skatclub`);
  });

  test('a wrong login: a message and exit code 1, nothing changed', async () => {
    const out = quiet();
    const code = await main(['--url', server().url, '--admin', 'admin:wrong', '--club', 'other']);
    expect(code).toBe(1);
    expect(out).toEqual([
      'club-setup: The server refused the admin login "admin" (wrong name or password, or not a server admin).',
    ]);
    expect((await call(server(), 'GET', '/other', { login: ADMIN_LOGIN })).status).toBe(404);
  });

  test('a wrong address: a message and exit code 1', async () => {
    const out = quiet();
    // Nothing listens on port 1 of this machine.
    expect(await main(['--url', 'http://127.0.0.1:1', '--admin', ADMIN_LOGIN, '--club', 'x'])).toBe(
      1,
    );
    expect(out[0]).toMatch(/^club-setup: Cannot reach http:\/\/127\.0\.0\.1:1 \(GET \/\): /);
    expect(
      await main(['--url', `${server().url}/skatclub`, '--admin', ADMIN_LOGIN, '--club', 'x']),
    ).toBe(1);
    expect(out[1]).toMatch(/does not answer as a CouchDB/);
  });

  test('wrong arguments: the usage and exit code 2', async () => {
    const out = quiet();
    expect(await main(['--url', server().url, '--club', 'x'])).toBe(2);
    expect(out[0]).toMatch(/^club-setup: npm run club-setup -- --url/);
    expect(await main(['--url', 'ftp://x', '--admin', ADMIN_LOGIN, '--club', 'x'])).toBe(2);
    expect(await main(['--url', server().url, '--admin', 'admin', '--club', 'x'])).toBe(2);
    expect(await main(['--url', server().url, '--admin', ADMIN_LOGIN, '--club', 'Big Club'])).toBe(
      2,
    );
    const origin = ['--url', server().url, '--admin', ADMIN_LOGIN, '--club', 'x', '--origin'];
    expect(await main([...origin, 'http://app.example'])).toBe(2);
    expect(await main(['--bogus'])).toBe(2);
    expect(out).toHaveLength(6);
  });

  test('another club’s public, directors’, guest or night database as the club: refused, exit code 2, untouched', async () => {
    const out = quiet();
    const before = await state();
    const as = { login: ADMIN_LOGIN };
    const names = [
      'skatclub-public',
      'skatclub-directors',
      'skatclub-guest-01',
      'skatclub-night-01',
    ];
    for (const name of names) {
      expect(await main(['--url', server().url, '--admin', ADMIN_LOGIN, '--club', name])).toBe(2);
      // Setup did not run: it would have made the named club its own public database.
      expect((await call(server(), 'GET', `/${name}-public`, as)).status).toBe(404);
    }
    expect(out).toEqual([
      'club-setup: Club name "skatclub-public": that is the name of club "skatclub"\'s public database, and setting it up as a club would change its security and open it to members\' writes. Choose another name.',
      'club-setup: Club name "skatclub-directors": that is the name of club "skatclub"\'s directors database, and setting it up as a club would change its security and open it to members\' writes. Choose another name.',
      'club-setup: Club name "skatclub-guest-01": that is the name of club "skatclub"\'s guest database, and setting it up as a club would change its security and open it to members\' writes. Choose another name.',
      'club-setup: Club name "skatclub-night-01": that is the name of club "skatclub"\'s night database, and setting it up as a club would change its security and open it to members\' writes. Choose another name.',
    ]);
    expect(await state()).toEqual(before);
  });
});
