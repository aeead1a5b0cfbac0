// @vitest-environment jsdom
// Logins as CouchDB 3.5 does them, against the real server: a wrong password is one request (each
// counts towards the server's lock-out, so none is repeated), and after five of them the server
// locks the user out (403), the right password too: the app says `locked-out` and then sends no
// login for that user and server until CouchDB's lock is surely over (sync/club/login-lockout.ts).
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { clubSetup } from '../../../scripts/club/setup';
import { clubLogin, logIn, loginLockedUntil, serverRoot } from '../../../src/sync/club/login';
import type { Fetch } from '../../../src/sync/request';
import { LOCKOUT_MS, lockedUntil, rememberLockout } from '../../../src/sync/club/login-lockout';
import { call, clubServerForFile } from '../../club/club-server';
import { cookieJar } from '../sync-server';

const server = clubServerForFile(0, [6181, 6182, 6183, 6184]);
const ADMIN = { name: 'admin', password: 'admin-secret' };
// One user a test: CouchDB counts the failures of a user from an address (here all 127.0.0.1).
const ANNA = { name: 'anna', password: 'anna-Secret-7431' };
const BEN = { name: 'ben', password: 'ben-Secret-5520' };
const CARL = { name: 'carl', password: 'carl-Secret-9034' };
const CLUB = 'skatclub';
/** CouchDB 3.5's default `[chttpd_auth_lockout] threshold`. */
const THRESHOLD = 5;

beforeAll(async () => {
  await clubSetup({ url: server().url, admin: ADMIN, club: CLUB, members: [ANNA, BEN, CARL] });
}, 60_000);

afterEach(() => {
  localStorage.clear();
});

const club = () => `${server().url}/${CLUB}`;

/** The browser's fetch with a cookie jar, counting the logins (POST `_session`) it sends. */
function countingLogins() {
  const jar = cookieJar();
  const counted = { logins: 0 };
  const fetcher: Fetch = (url, init) => {
    if (init.method === 'POST' && url.endsWith('/_session')) counted.logins += 1;
    return jar.fetch(url, init);
  };
  return { fetcher, counted };
}

/** A login sent straight to the server, as another device would: its status. */
async function loginStatus(name: string, password: string): Promise<number> {
  return (await call(server(), 'POST', '/_session', { body: { name, password } })).status;
}

describe('logins as CouchDB 3.5 does them', () => {
  test('a wrong password is one request: the server saw exactly one failed login', async () => {
    const { fetcher, counted } = countingLogins();
    const wrong = { server: club(), name: ANNA.name, password: 'wrong' };
    expect(await logIn(wrong, fetcher)).toBe('unauthorized');
    expect(counted.logins).toBe(1);
    expect(clubLogin()).toBeNull();
    expect(loginLockedUntil(wrong)).toBeNull();
    // The server's own count: one from the app and three more make four, below the lock-out,
    // so the right password still gets in; the fifth failure locks the user. Had the app
    // sent its wrong password twice, the right one here would be locked out already.
    for (let failure = 2; failure < THRESHOLD; failure += 1)
      expect(await loginStatus(ANNA.name, 'wrong')).toBe(401);
    expect(await loginStatus(ANNA.name, ANNA.password)).toBe(200);
    expect(await loginStatus(ANNA.name, 'wrong')).toBe(401);
    expect(await loginStatus(ANNA.name, ANNA.password)).toBe(403);
  });

  test('five wrong passwords lock the user out: the right one is told "locked-out", and then nothing is sent', async () => {
    const { fetcher, counted } = countingLogins();
    const login = (password: string) =>
      logIn({ server: club(), name: BEN.name, password }, fetcher);
    for (let failure = 1; failure <= THRESHOLD; failure += 1)
      expect(await login(`wrong-${failure}`)).toBe('unauthorized');
    expect(counted.logins).toBe(THRESHOLD);
    const before = Date.now();
    expect(await login(BEN.password)).toBe('locked-out');
    expect(counted.logins).toBe(THRESHOLD + 1);
    expect(clubLogin()).toBeNull();
    // The phone now refuses by itself, for as long as CouchDB's lock surely lasts.
    const until = loginLockedUntil({ server: club(), name: BEN.name }) ?? 0;
    expect(until).toBeGreaterThanOrEqual(before + LOCKOUT_MS);
    expect(until).toBeLessThanOrEqual(Date.now() + LOCKOUT_MS);
    expect(await login(BEN.password)).toBe('locked-out');
    expect(await login('wrong-again')).toBe('locked-out');
    expect(counted.logins).toBe(THRESHOLD + 1);
    // The server agrees: it still refuses the right password from here.
    expect(await loginStatus(BEN.name, BEN.password)).toBe(403);
    // Another member of the same club is not held back by ben's lock-out.
    expect(await logIn({ server: club(), ...CARL }, fetcher)).toBe('ok');
    expect(clubLogin()).toEqual({ server: club(), name: CARL.name });
  });

  test('the phone holds a lock-out for five minutes, and not longer when the clock was set back', () => {
    const root = serverRoot(club());
    const now = 1_800_000_000_000;
    expect(rememberLockout(root, 'ben', now)).toBe(now + LOCKOUT_MS);
    expect(lockedUntil(root, 'ben', now + LOCKOUT_MS - 1)).toBe(now + LOCKOUT_MS);
    expect(lockedUntil(root, 'ben', now + LOCKOUT_MS)).toBeNull();
    expect(lockedUntil(root, 'anna', now)).toBeNull();
    expect(lockedUntil('http://127.0.0.1:1/', 'ben', now)).toBeNull();
    // Stored with a clock that ran ahead: an end more than five minutes away is not believed.
    expect(lockedUntil(root, 'ben', now - 1)).toBeNull();
  });
});
