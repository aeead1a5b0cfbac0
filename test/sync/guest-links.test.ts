// @vitest-environment jsdom
// Guest links against the real server (pouchdb-server set up by club-setup with two guest
// databases): a phone without a club login follows one sheet, or enters as a second scorekeeper,
// through its guest database, which the scorekeeper's phone relays to the club; the server
// refuses the guest anything else; revoking shuts it out and frees the database.
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { clubSetup } from '../../scripts/club/setup';
import { addDeal } from '../../src/db/deals';
import type { SkatDatabase } from '../../src/db/database';
import { createGuestLink, guestAuthorization, revokeGuestLink } from '../../src/sync/guest';
import { linksMade, mayEnter, type GuestLink } from '../../src/sync/guest-store';
import { startLiveSheet, type LiveSheet } from '../../src/sync/live';
import { logIn, markShared, type Fetch } from '../../src/sync/login';
import type { Pouch } from '../../src/sync/pouch-types';
import { asGuestStatus } from '../../src/sync/status';
import { call, clubServerForFile } from '../club/club-server';
import { clubsWon, expectOk, freshDatabase } from '../db/fixtures';
import { loadSheet } from '../../src/db/sheet-log';
import { MemoryPouch } from './phones';
import { cookieJar, sharedSheet, until } from './sync-server';

const server = clubServerForFile(0, [6141, 6142, 6143, 6144]);
const ADMIN = { name: 'admin', password: 'admin-secret' };
const ANNA = { name: 'anna', password: 'anna-Secret-7431' };
const CLUB = 'skatclub';
const as = (login: { name: string; password: string }) => ({
  login: `${login.name}:${login.password}`,
});
const guestLogin = (link: GuestLink) => ({ name: link.name, password: link.token });

beforeAll(async () => {
  await clubSetup({
    url: server().url,
    admin: ADMIN,
    club: CLUB,
    members: [ANNA],
    guestLinks: 2,
  });
}, 60_000);

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
async function scorekeeper() {
  const jar = cookieJar();
  const club = `${server().url}/${CLUB}`;
  expect(await logIn({ server: club, ...ANNA }, jar.fetch)).toBe('ok');
  const database = freshDatabase();
  const sheet = { id: await sharedSheet(database) };
  markShared(sheet.id, club);
  const cookieRemote = (url: string) =>
    new MemoryPouch(url, { adapter: 'http', skip_setup: true, fetch: jar.fetch });
  live(database, cookieRemote(club), sheet.id, ANNA.name);
  /** The scorekeeper's phone relays the sheet to a guest link's database (session.ts does this). */
  const relay = (link: GuestLink) =>
    live(database, cookieRemote(link.database), sheet.id, ANNA.name);
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
    .filter((row) => row.id.startsWith(`sheet:${sheetId}:`))
    .map((row) => row.id.split(':by:')[1] ?? '');
}

describe('guest links', () => {
  test('a follower has the sheet live, nothing else of the club, and cannot write', async () => {
    const keeper = await scorekeeper();
    const link = await newLink(keeper, false);
    expect(mayEnter(link)).toBe(false);
    expect(link.database).toBe(`${server().url}/${CLUB}-guest-01`);
    expect(linksMade(keeper.sheetId)).toEqual([link]);
    keeper.relay(link);
    const guest = guestPhone(link);
    await until(async () => (await dealsOf(guest, keeper.sheetId)).length === 1);
    // Its login opens only its guest database.
    expect((await call(server(), 'GET', `/${CLUB}/`, as(guestLogin(link)))).status).toBe(401);
    expect((await call(server(), 'GET', `/${CLUB}-guest-02/`, as(guestLogin(link)))).status).toBe(
      401,
    );
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
    expect((await call(server(), 'GET', '/skatclub-guest-01/', as(guestLogin(first)))).status).toBe(
      401,
    );
    await until(() => asGuestStatus(guest.live.status()).state === 'refused');
    expect(asGuestStatus(guest.live.status())).toMatchObject({ code: 'link-revoked' });
    expect(await dealsOf(guest, keeper.sheetId)).toHaveLength(1);
    // Emptied (its design stays), the guest's user gone, and the database free for a new link.
    const left = await call(server(), 'GET', `/${CLUB}-guest-01/_all_docs`, as(ADMIN));
    expect((left.body as { rows: { id: string }[] }).rows.map((row) => row.id)).toEqual([
      '_design/club',
    ]);
    const user = `/_users/${encodeURIComponent(`org.couchdb.user:${first.name}`)}`;
    expect((await call(server(), 'GET', user, as(ADMIN))).status).toBe(404);
    const again = await newLink(keeper, false);
    expect(again.database).toBe(first.database);
    expect(again.name).not.toBe(first.name);
  });

  test('a guest database refuses the club: anonymous, a forged author, another guest', async () => {
    const keeper = await scorekeeper();
    const link = await newLink(keeper, true);
    const path = `/${CLUB}-guest-01/`;
    const doc = (author: string) => ({
      _id: `sheet:${keeper.sheetId}:event:e-1:by:${author}`,
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
    // Anyone may sign up a user, but it is no member of a guest database.
    const stranger = { name: 'guest-k-0123456789abcdef', password: 'x'.repeat(32) };
    const signUp = `/_users/${encodeURIComponent(`org.couchdb.user:${stranger.name}`)}`;
    await call(server(), 'PUT', signUp, {
      body: { name: stranger.name, password: stranger.password, roles: [], type: 'user' },
    });
    const asStranger = { ...as(stranger), body: doc(stranger.name) };
    expect((await call(server(), 'PUT', put(stranger.name), asStranger)).status).toBe(401);
    // The guest cannot let anybody else in: only members administer the database.
    const security = await call(server(), 'PUT', `${path}_security`, {
      ...as(guestLogin(link)),
      body: { members: { names: [link.name, stranger.name], roles: [] } },
    });
    expect(security.status).toBe(401);
  });
});
