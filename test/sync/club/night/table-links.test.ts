// @vitest-environment jsdom
// A running night's table links on another device (issue 31, "What got in the way"), on the real
// server (Apache CouchDB 3.5 set up by club-setup): the links the director seats a series with
// are kept in the club's directors' database, where another club admin's device (with nothing in
// its localStorage) reads them; a plain member, a table login and an outsider read nothing there,
// nor find the links in the club's database; a new link for a table replaces the old one, whose
// login the server then refuses; closing the night deletes them and frees the renewed login.
import { describe, expect, test } from 'vitest';
import { nightLinksDocId } from '../../../../src/sync/protocol/names';
import type { GuestLink } from '../../../../src/sync/club/guest-store';
import {
  assignSeries,
  closeNight,
  createNight,
  nightTableLinks,
  renewTableLink,
} from '../../../../src/sync/club/night/director';
import { call } from '../../../club/club-server';
import { expectOk } from '../../../support/db-fixtures';
import { renewPassword } from '../../../../src/sync/club/login-pool';
import {
  ADMIN,
  ANNA,
  DORA,
  NIGHT_SETUP,
  plannedNight,
  nightServerForFile,
  text,
} from './night-club';

const CLUB = 'skatclub';
const { server, club } = nightServerForFile(CLUB, [6341, 6342, 6343, 6344], { tableLogins: 3 });
const NIGHT_DB = `${CLUB}-night-01`;
const asTable = (link: Pick<GuestLink, 'name' | 'token'>) => `${link.name}:${link.token}`;

const DIRECTORS_DB = `${CLUB}-directors`;
const linksPath = (key: string) => `/${DIRECTORS_DB}/${encodeURIComponent(nightLinksDocId(key))}`;

/** The status of a login's request for the night database (200 in, 401 a wrong password). */
async function nightDbAs(link: Pick<GuestLink, 'name' | 'token'>): Promise<number> {
  return (await call(server(), 'GET', `/${NIGHT_DB}`, { login: asTable(link) })).status;
}

describe("a night's table links on another device", () => {
  test('another director reads them, a table cannot; a new link replaces the old; closing deletes them', async () => {
    const key = expectOk(await createNight(club.clara, NIGHT_SETUP));
    const night = plannedNight(key);
    const links = expectOk(await assignSeries(club.clara, night, { kind: 'draw', seed: 'Advent' }));
    expect(links).toHaveLength(2);
    const [first, second] = links as [GuestLink, GuestLink];

    // Another device: nothing of the night in its localStorage, a club admin's session.
    localStorage.clear();
    expect(expectOk(await nightTableLinks(club.dora, key))).toEqual(links);

    // Only the club's admins read them: a plain member, a table's login and an outsider are
    // refused, and the club's database (which every member reads) holds no link.
    const everything = `/${DIRECTORS_DB}/_all_docs?include_docs=true`;
    const readers = [text(ANNA), asTable(first), undefined];
    for (const path of [linksPath(key), everything]) {
      for (const login of readers) {
        const read = await call(server(), 'GET', path, login ? { login } : {});
        expect(read.status).toBe(login ? 403 : 401);
        expect(JSON.stringify(read.body)).not.toContain(second.token);
      }
    }
    const clubDb = await call(server(), 'GET', `/${CLUB}/_all_docs?include_docs=true`, {
      login: text(ANNA),
    });
    expect(clubDb.status).toBe(200);
    expect(JSON.stringify(clubDb.body)).not.toContain(second.token);
    expect(await nightTableLinks(club.anna, key)).toEqual({ ok: false, errors: ['not-member'] });
    // Only a director writes them, and only in their form.
    const stored = await call(server(), 'GET', linksPath(key), { login: text(ADMIN) });
    const doc = stored.body as Record<string, unknown>;
    const forged = { ...doc, links: [{ ...first, token: 'x'.repeat(32) }] };
    const byMember = await call(server(), 'PUT', linksPath(key), {
      body: forged,
      login: text(ANNA),
    });
    expect(byMember.status).toBe(403);
    const otherNight = await call(server(), 'PUT', linksPath(key), {
      body: { ...doc, night: '0badf00d' },
      login: text(DORA),
    });
    expect(otherNight).toMatchObject({ status: 403, body: { reason: 'doc-malformed' } });

    // A new link for table 1 on the other device: the old password is refused from then on.
    expect(await nightDbAs(first)).toBe(200);
    const renewed = expectOk(await renewTableLink(club.dora, key, first.sheetId));
    expect(renewed).toEqual({ ...first, token: expect.not.stringMatching(first.token) });
    expect(await nightDbAs(first)).toBe(401);
    expect(await nightDbAs(renewed)).toBe(200);
    expect(await nightDbAs(second)).toBe(200);
    expect(expectOk(await nightTableLinks(club.clara, key))).toEqual([second, renewed]);
    // Closing on the other device deletes the stored links and frees the renewed login too.
    expectOk(await closeNight(club.dora, night, []));
    const gone = await call(server(), 'GET', linksPath(key), { login: text(ADMIN) });
    expect(gone.status).toBe(404);
    expect(await nightDbAs(renewed)).toBe(401);
    expect(expectOk(await nightTableLinks(club.dora, key))).toEqual([]);
  }, 120_000);

  test('a device whose stored password is stale makes no new link: another made one first', async () => {
    const key = expectOk(await createNight(club.clara, NIGHT_SETUP));
    const [first] = expectOk(
      await assignSeries(club.clara, plannedNight(key), { kind: 'draw', seed: 'Advent' }),
    ) as [GuestLink];
    // Another device set a new password but could not store it (e.g. it went offline).
    const other = await renewPassword(fetch, `${server().url}/`, first.name, first.token);
    expect(other).toEqual({ token: expect.any(String) });
    expect(await renewTableLink(club.dora, key, first.sheetId)).toEqual({
      ok: false,
      errors: [{ code: 'table-link-changed' }],
    });
    expect(expectOk(await nightTableLinks(club.dora, key))[0]).toEqual(first);
  }, 120_000);
});
