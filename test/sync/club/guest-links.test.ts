// @vitest-environment jsdom
// Guest links against the real server (Apache CouchDB 3.5 on its defaults, set up by club-setup
// with two guest databases and their pooled logins): a phone without a club login follows one
// sheet, or enters as a second scorekeeper, through its guest database, which the scorekeeper's
// phone relays to the club; the server refuses the guest anything else; revoking shuts it out
// and frees the database and its login for the next link. No sign-up anywhere.
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { clubSetup } from '../../../scripts/club/setup';
import { addDeal } from '../../../src/db/deals';
import type { SkatDatabase } from '../../../src/db/database';
import { createGuestLink, guestAuthorization, revokeGuestLink } from '../../../src/sync/club/guest';
import { linksMade, mayEnter, type GuestLink } from '../../../src/sync/club/guest-store';
import { startLiveSheet, type LiveSheet } from '../../../src/sync/live/live';
import { logIn, markShared } from '../../../src/sync/club/login';
import type { Fetch } from '../../../src/sync/request';
import type { Pouch } from '../../../src/sync/pouch-types';
import { asGuestStatus } from '../../../src/sync/live/status';
import { call, clubServerForFile } from '../../club/club-server';
import { clubsWon, expectOk, freshDatabase } from '../../support/db-fixtures';
import { loadSheet } from '../../../src/db/sheet-log';
import { MemoryPouch } from '../phones';
import { cookieJar, sharedSheet, until } from '../sync-server';
import { eventDocId, sheetOfDocId } from '../../../src/sync/protocol/ids';

const server = clubServerForFile(0, [6141, 6142, 6143, 6144]);
const ADMIN = { name: 'admin', password: 'admin-secret' };
const ANNA = { name: 'anna', password: 'anna-Secret-7431' };
const BEN = { name: 'ben', password: 'ben-Secret-2291' };
/** A member of another club on the same server: no member of this one. */
const ZOE = { name: 'zoe', password: 'zoe-Secret-5120' };
const CLUB = 'skatclub';
const as = (login: { name: string; password: string }) => ({
  login: `${login.name}:${login.password}`,
});
const guestLogin = (link: GuestLink) => ({ name: link.name, password: link.token });

/** The club as club-setup installs it; run again, it changes nothing of a slot in use. */
const setUpClub = () =>
  clubSetup({ url: server().url, admin: ADMIN, club: CLUB, members: [ANNA, BEN], guestLinks: 2 });

beforeAll(async () => {
  await setUpClub();
  await clubSetup({ url: server().url, admin: ADMIN, club: 'otherclub', members: [ZOE] });
}, 120_000);

const localPath = (db: string, slot: string) =>
  `/${db}/_local/${encodeURIComponent(`login:${slot}`)}`;
/** Where a guest database's slot document is kept: the club's database, out of a guest's reach. */
const slotPath = (slot: string) => localPath(CLUB, slot);
/** A guest database's slot document as the server keeps it (free: its password; taken). */
async function slotOf(slot: string): Promise<Record<string, unknown>> {
  return (await call(server(), 'GET', slotPath(slot), as(ADMIN))).body as Record<string, unknown>;
}

const running: LiveSheet[] = [];
/** Every test's links are revoked after it: the next test finds both guest databases free. */
const revokeAfter: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((live) => live.stop()));
  for (const revoke of revokeAfter.splice(0)) await revoke();
  localStorage.clear();
});

async function dealsOf(phone: { database: SkatDatabase }, sheetId: string) {
  return (await loadSheet(phone.database, sheetId))?.deals ?? [];
}

/** A new guest link, revoked after the test (if the test has not). */
async function newLink(keeper: { sheetId: string; jar: { fetch: Fetch } }, enters: boolean) {
  const link = expectOk(await createGuestLink(keeper.sheetId, enters, keeper.jar.fetch));
  revokeAfter.push(() => revokeGuestLink(link, keeper.jar.fetch));
  return link;
}

const memory = () => new MemoryPouch(`local-${crypto.randomUUID()}`, { adapter: 'memory' });

function live(database: SkatDatabase, remote: Pouch, sheetId: string, author: string): LiveSheet {
  const sheet = startLiveSheet({
    PouchDB: MemoryPouch,
    database,
    local: memory(),
    remote,
    sheetId,
    author,
  });
  running.push(sheet);
  return sheet;
}

/** The scorekeeper: logged in by cookie, a shared sheet with one deal, live with the club. */
async function scorekeeper(member = ANNA) {
  const jar = cookieJar();
  const club = `${server().url}/${CLUB}`;
  expect(await logIn({ server: club, ...member }, jar.fetch)).toBe('ok');
  const database = freshDatabase();
  const sheet = { id: await sharedSheet(database) };
  markShared(sheet.id, club);
  const cookieRemote = (url: string) =>
    new MemoryPouch(url, { adapter: 'http', skip_setup: true, fetch: jar.fetch });
  live(database, cookieRemote(club), sheet.id, member.name);
  /** The scorekeeper's phone relays the sheet to a guest link's database (session.ts does this). */
  const relay = (link: GuestLink) =>
    live(database, cookieRemote(link.database), sheet.id, member.name);
  return { jar, database, sheetId: sheet.id, relay };
}

/** A guest's phone: no club login, the link's name and password on every request. */
function guestPhone(link: GuestLink) {
  const database = freshDatabase();
  const remote = new MemoryPouch(link.database, {
    adapter: 'http',
    skip_setup: true,
    fetch: (url: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      headers.set('authorization', guestAuthorization(link).authorization);
      return fetch(url, { ...init, headers });
    },
  });
  return { database, live: live(database, remote, link.sheetId, link.name) };
}

/** The sheet's event documents on the club's database, by author. */
async function clubDocAuthors(sheetId: string): Promise<string[]> {
  const answer = await call(server(), 'GET', `/${CLUB}/_all_docs`, as(ADMIN));
  return (answer.body as { rows: { id: string }[] }).rows
    .filter((row) => sheetOfDocId(row.id) === sheetId)
    .map((row) => row.id.split(':by:')[1] ?? '');
}

describe('guest links', () => {
  test('a follower has the sheet live, nothing else of the club, and cannot write', async () => {
    const keeper = await scorekeeper();
    const link = await newLink(keeper, false);
    expect(mayEnter(link)).toBe(false);
    expect(link.database).toBe(`${server().url}/${CLUB}-guest-01`);
    expect(link.name).toBe(`${CLUB}-guest-01`);
    expect(linksMade(keeper.sheetId)).toEqual([link]);
    // The server knows it follows by the database's security, not by its name.
    const security = await call(server(), 'GET', `/${CLUB}-guest-01/_security`, as(ADMIN));
    expect(security.body).toMatchObject({
      members: { names: [link.name] },
      followers: [link.name],
    });
    // The slot is marked taken, its free password gone.
    expect(await slotOf(`${CLUB}-guest-01`)).toMatchObject({ taken: true });
    expect(await slotOf(`${CLUB}-guest-01`)).not.toHaveProperty('free');
    keeper.relay(link);
    const guest = guestPhone(link);
    await until(async () => (await dealsOf(guest, keeper.sheetId)).length === 1);
    // Its login opens only its guest database (CouchDB: 403 for a login that is no member).
    for (const path of [`/${CLUB}/`, `/${CLUB}-guest-02/`])
      expect((await call(server(), 'GET', path, as(guestLogin(link)))).status).toBe(403);
    expect((await call(server(), 'GET', `/${CLUB}-guest-01/`)).status).toBe(401);
    // The scorekeeper's next deal reaches the follower.
    expectOk(await addDeal(keeper.sheetId, clubsWon(2), keeper.database));
    await until(async () => (await dealsOf(guest, keeper.sheetId)).length === 2);
    // A deal entered on the follower anyway is refused by the server, with its reason.
    expectOk(await addDeal(keeper.sheetId, clubsWon(1), guest.database));
    await until(() => {
      const status = guest.live.status();
      return status.state === 'refused' && status.code === 'guest-read-only';
    });
    expect(await dealsOf(keeper, keeper.sheetId)).toHaveLength(2);
  });

  test("a second scorekeeper's deal reaches the club through the scorekeeper's phone", async () => {
    const keeper = await scorekeeper();
    const link = await newLink(keeper, true);
    expect(mayEnter(link)).toBe(true);
    keeper.relay(link);
    const guest = guestPhone(link);
    await until(async () => (await dealsOf(guest, keeper.sheetId)).length === 1);
    expectOk(await addDeal(keeper.sheetId, clubsWon(1), guest.database));
    await until(async () => (await dealsOf(keeper, keeper.sheetId)).length === 2);
    await until(async () => (await clubDocAuthors(keeper.sheetId)).length === 5);
    // On the club's database every event is a member's: the guest's deal came in as Anna's.
    expect(new Set(await clubDocAuthors(keeper.sheetId))).toEqual(new Set([ANNA.name]));
    expect(guest.live.status().state).not.toBe('refused');
  });

  test('revoking shuts the guest out, empties its database and frees it', async () => {
    const keeper = await scorekeeper();
    const first = await newLink(keeper, false);
    const second = await newLink(keeper, true);
    expect(second.database).not.toBe(first.database);
    // Both guest databases are in use: no third link.
    expect(await createGuestLink(keeper.sheetId, false, keeper.jar.fetch)).toEqual({
      ok: false,
      errors: ['no-guest-database'],
    });
    const relay = keeper.relay(first);
    const guest = guestPhone(first);
    await until(async () => (await dealsOf(guest, keeper.sheetId)).length === 1);
    await relay.stop();
    expectOk(await revokeGuestLink(first, keeper.jar.fetch));
    expect(linksMade(keeper.sheetId)).toEqual([second]);
    // The guest is refused from its next request on; its copy stays on its phone.
    // Its password was set anew: the link's login is refused altogether (401, not 403).
    expect((await call(server(), 'GET', '/skatclub-guest-01/', as(guestLogin(first)))).status).toBe(
      401,
    );
    await until(() => asGuestStatus(guest.live.status()).state === 'refused');
    expect(asGuestStatus(guest.live.status())).toMatchObject({ code: 'link-revoked' });
    expect(await dealsOf(guest, keeper.sheetId)).toHaveLength(1);
    // Emptied (its design stays), its slot free with a fresh password, free for a new link.
    const left = await call(server(), 'GET', `/${CLUB}-guest-01/_all_docs`, as(ADMIN));
    expect((left.body as { rows: { id: string }[] }).rows.map((row) => row.id)).toEqual([
      '_design/club',
    ]);
    const freed = await slotOf(`${CLUB}-guest-01`);
    expect(typeof freed.free).toBe('string');
    expect(freed.free).not.toBe(first.token);
    const security = await call(server(), 'GET', `/${CLUB}-guest-01/_security`, as(ADMIN));
    expect(security.body).toMatchObject({ members: { names: [] }, followers: [] });
    // Reused: the same database and login, a new password; the old link stays shut out.
    const again = await newLink(keeper, false);
    expect(again.database).toBe(first.database);
    expect(again.name).toBe(first.name);
    expect(again.token).not.toBe(first.token);
    expect((await call(server(), 'GET', '/skatclub-guest-01/', as(guestLogin(again)))).status).toBe(
      200,
    );
    expect((await call(server(), 'GET', '/skatclub-guest-01/', as(guestLogin(first)))).status).toBe(
      401,
    );
  });

  test('a follower cannot free its guest database: its slot is out of its reach', async () => {
    const keeper = await scorekeeper();
    const link = await newLink(keeper, false);
    const follower = as(guestLogin(link));
    // Its own database's `_local` documents skip validation: the attack deletes its slot there.
    const own = localPath(link.name, link.name);
    const there = await call(server(), 'GET', own, follower);
    if (there.status === 200) {
      const rev = (there.body as { _rev: string })._rev;
      await call(server(), 'DELETE', `${own}?rev=${encodeURIComponent(rev)}`, follower);
    }
    // The slot is in the club's database, which the follower can neither read nor write.
    const slot = slotPath(link.name);
    expect((await call(server(), 'GET', slot, follower)).status).toBe(403);
    const rewrite = await call(server(), 'PUT', slot, { ...follower, body: { free: link.token } });
    expect(rewrite.status).toBe(403);
    expect(await slotOf(link.name)).toEqual(expect.objectContaining({ taken: true }));
    // club-setup run again (a new member, say) leaves the slot in use: the login's password
    // (its user document) unchanged, the follower's link works.
    const user = `/_users/${encodeURIComponent(`org.couchdb.user:${link.name}`)}`;
    const revOf = async () =>
      ((await call(server(), 'GET', user, as(ADMIN))).body as { _rev: string })._rev;
    const before = await revOf();
    await setUpClub();
    expect(await revOf()).toBe(before);
    expect(await slotOf(link.name)).toEqual(expect.objectContaining({ taken: true }));
    expect((await call(server(), 'GET', `/${link.name}/`, follower)).status).toBe(200);
    // The next member's link gets the other database.
    const next = await newLink(await scorekeeper(BEN), false);
    expect(next.database).toBe(`${server().url}/${CLUB}-guest-02`);
  });

  test('a guest database refuses the club: anonymous, a forged author, another guest', async () => {
    const keeper = await scorekeeper();
    const link = await newLink(keeper, true);
    const path = `/${CLUB}-guest-01/`;
    const doc = (author: string) => ({
      _id: eventDocId(keeper.sheetId, 'e-1', author),
      sheetId: keeper.sheetId,
      author,
      event: {
        id: 'e-1',
        device: 'd-1',
        clock: 1,
        at: Date.UTC(2026, 10, 27),
        change: { kind: 'sheet-renamed', name: 'x' },
      },
    });
    const put = (author: string) => `${path}${encodeURIComponent(doc(author)._id)}`;
    expect((await call(server(), 'PUT', put('anna'), { body: doc('anna') })).status).toBe(401);
    const forged = await call(server(), 'PUT', put('anna'), {
      ...as(guestLogin(link)),
      body: doc('anna'),
    });
    expect(forged).toMatchObject({ status: 403, body: { reason: 'author-not-user' } });
    // Nobody signs up a user: not an outsider, not a member, not a guest (CouchDB 3 defaults
    // stay: only the pooled logins read their own user document).
    const stranger = { name: 'stranger', password: 'x'.repeat(32) };
    const signUp = `/_users/${encodeURIComponent(`org.couchdb.user:${stranger.name}`)}`;
    const user = { name: stranger.name, password: stranger.password, roles: [], type: 'user' };
    expect((await call(server(), 'PUT', signUp, { body: user })).status).toBe(401);
    expect((await call(server(), 'PUT', signUp, { ...as(ANNA), body: user })).status).toBe(403);
    const byGuest = await call(server(), 'PUT', signUp, { ...as(guestLogin(link)), body: user });
    expect(byGuest.status).toBe(404);
    // A guest reads its own user, no other one, and cannot give itself a role.
    const own = `/_users/${encodeURIComponent(`org.couchdb.user:${link.name}`)}`;
    const read = await call(server(), 'GET', own, as(guestLogin(link)));
    expect(read.status).toBe(200);
    const anna = `/_users/${encodeURIComponent('org.couchdb.user:anna')}`;
    expect((await call(server(), 'GET', anna, as(guestLogin(link)))).status).toBe(404);
    const promoted = { ...(read.body as object), roles: ['skatclub-member'] };
    const promote = await call(server(), 'PUT', own, { ...as(guestLogin(link)), body: promoted });
    expect(promote.status).toBe(403);
    expect((await call(server(), 'GET', '/_users/_all_docs', as(guestLogin(link)))).status).toBe(
      401,
    );
    // The guest cannot let anybody else in: only members administer the database.
    const before = await call(server(), 'GET', `${path}_security`, as(ADMIN));
    const security = await call(server(), 'PUT', `${path}_security`, {
      ...as(guestLogin(link)),
      body: { members: { names: [link.name, 'anna'], roles: [] } },
    });
    expect(security.status).toBeGreaterThanOrEqual(400);
    expect((await call(server(), 'GET', `${path}_security`, as(ADMIN))).body).toEqual(before.body);
  });

  test('each refusal leaves every slot free: no login, not shared, offline, expired, no member', async () => {
    const keeper = await scorekeeper();
    const refused = async (fetcher: Fetch) => createGuestLink(keeper.sheetId, false, fetcher);
    // Offline: no answer at all.
    const offline: Fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await refused(offline)).toEqual({ ok: false, errors: ['offline'] });
    // The session ended: the server sees no login (the cookie is gone).
    expect(await refused(fetch)).toEqual({ ok: false, errors: ['session-expired'] });
    // Not shared with the club.
    const unshared = await createGuestLink(crypto.randomUUID(), false, keeper.jar.fetch);
    expect(unshared).toEqual({ ok: false, errors: ['not-shared'] });
    // A login of another club on the same server: logged in, but no member here.
    const zoe = cookieJar();
    const club = `${server().url}/${CLUB}`;
    expect(await logIn({ server: club, ...ZOE }, zoe.fetch)).toBe('not-member');
    expect(await refused(zoe.fetch)).toEqual({ ok: false, errors: ['not-member'] });
    // No club login on this phone at all.
    localStorage.clear();
    expect(await refused(keeper.jar.fetch)).toEqual({ ok: false, errors: ['no-login'] });
    for (const slot of [`${CLUB}-guest-01`, `${CLUB}-guest-02`])
      expect(typeof (await slotOf(slot)).free).toBe('string');
  });

  test('two members racing for the last slot: one wins it, the other is told all are in use', async () => {
    const anna = await scorekeeper(ANNA);
    await newLink(anna, true);
    const ben = await scorekeeper(BEN);
    // Both phones in one localStorage (jsdom): each call reads the login of the sheet's member.
    markShared(ben.sheetId, `${server().url}/${CLUB}`);
    // Each phone's password write waits until both have read the login's user document (bounded):
    // both write with the same `_rev`, every time, and only the server's 409 tells them apart.
    const arrived: (() => void)[] = [];
    const bothThere = () =>
      new Promise<void>((resolve) => {
        arrived.push(resolve);
        if (arrived.length === 2) arrived.forEach((go) => go());
        setTimeout(resolve, 10_000);
      });
    const racing =
      (fetcher: Fetch): Fetch =>
      async (url, init) => {
        if (init.method === 'PUT' && url.includes('/_users/')) await bothThere();
        return fetcher(url, init);
      };
    const results = await Promise.all([
      createGuestLink(anna.sheetId, false, racing(anna.jar.fetch)),
      createGuestLink(ben.sheetId, false, racing(ben.jar.fetch)),
    ]);
    expect(arrived).toHaveLength(2);
    const won = results.filter((result) => result.ok);
    expect(won).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([
      { ok: false, errors: ['no-guest-database'] },
    ]);
    const [winner] = won;
    if (!winner?.ok) throw new Error('no winner');
    const fetcher = winner.value.sheetId === anna.sheetId ? anna.jar.fetch : ben.jar.fetch;
    revokeAfter.push(() => revokeGuestLink(winner.value, fetcher));
    expect(winner.value.database).toBe(`${server().url}/${CLUB}-guest-02`);
    // The winner's login works; the database names it alone.
    const login = as(guestLogin(winner.value));
    expect((await call(server(), 'GET', `/${CLUB}-guest-02/`, login)).status).toBe(200);
    const security = await call(server(), 'GET', `/${CLUB}-guest-02/_security`, as(ADMIN));
    expect(security.body).toMatchObject({ members: { names: [winner.value.name] } });
  });
});
