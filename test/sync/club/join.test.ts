// @vitest-environment jsdom
// A join link names the club's database by whatever address the sharer typed. On the real server
// (CouchDB 3.5): a link naming the same server by another host name joins through the member's
// own login address (issue 31, "What got in the way": it was refused as "another club's server"),
// while another database or another server is still refused, and nothing is marked shared.
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { clubSetup } from '../../../scripts/club/setup';
import { joinSheet } from '../../../src/sync/club/join';
import { logIn, sharedServer } from '../../../src/sync/club/login';
import { clubServerForFile } from '../../club/club-server';
import { cookieJar } from '../sync-server';

const server = clubServerForFile(2, [6121, 6122, 6123, 6124]);
const ADMIN = { name: 'admin', password: 'admin-secret' };
const ANNA = { name: 'anna', password: 'anna-Secret-7431' };
const CLUB = 'skatclub';
const SHEET = '0b0e9a3c-1d2e-4f50-8a6b-7c8d9e0f1a2b';

beforeAll(async () => {
  await clubSetup({ url: server().url, admin: ADMIN, club: CLUB, members: [ANNA] });
  await clubSetup({ url: server().url, admin: ADMIN, club: 'otherclub', members: [] });
}, 60_000);

afterEach(() => {
  localStorage.clear();
});

/** The club's address with another host name for the same machine. */
const byLocalhost = (url: string) => url.replace('127.0.0.1', 'localhost');

describe('joining by a link', () => {
  test('another host name of the same server joins, through the login’s own address', async () => {
    const fetcher = cookieJar().fetch;
    const club = `${server().url}/${CLUB}`;
    expect(await logIn({ server: club, ...ANNA }, fetcher)).toBe('ok');
    const joined = await joinSheet(byLocalhost(club), SHEET, fetcher);
    expect(joined).toEqual({ ok: true, value: undefined });
    expect(sharedServer(SHEET)).toBe(club);
  });

  test('another database of the same server is another club', async () => {
    const fetcher = cookieJar().fetch;
    expect(await logIn({ server: `${server().url}/${CLUB}`, ...ANNA }, fetcher)).toBe('ok');
    const joined = await joinSheet(`${byLocalhost(server().url)}/otherclub`, SHEET, fetcher);
    expect(joined).toEqual({ ok: false, errors: ['other-club'] });
    expect(sharedServer(SHEET)).toBeNull();
  });

  test('a server that does not answer is another club, not a hang', async () => {
    const fetcher = cookieJar().fetch;
    expect(await logIn({ server: `${server().url}/${CLUB}`, ...ANNA }, fetcher)).toBe('ok');
    // A port of this project's test range with nothing listening.
    const joined = await joinSheet(`http://127.0.0.1:6129/${CLUB}`, SHEET, fetcher);
    expect(joined).toEqual({ ok: false, errors: ['other-club'] });
    expect(sharedServer(SHEET)).toBeNull();
  });

  test('without a login: no-login, before any request', async () => {
    const joined = await joinSheet(`${server().url}/${CLUB}`, SHEET, () => {
      throw new Error('no request may be sent');
    });
    expect(joined).toEqual({ ok: false, errors: ['no-login'] });
  });
});
