// @vitest-environment jsdom
// A phone that joined by a guest or table link logs in with the link's name and password on every
// request (basic auth, sync/club/session.ts). On CouchDB 3.5 each refused password counts towards the
// user's lock-out, so a refused one must not be sent again by itself: the sheet says the link is
// revoked and stops. Against the real server: the phone sent the wrong password exactly once, and
// the server agrees (its lock-out comes one failure later than if the phone had sent two).
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { clubSetup } from '../../../scripts/club/setup';
import { keepJoinedLink } from '../../../src/sync/club/guest-store';
import { keepLive } from '../../../src/sync/club/session';
import type { SyncStatus } from '../../../src/sync/live/status';
import { call, clubServerForFile } from '../../club/club-server';
import { until } from '../sync-server';

const server = clubServerForFile(0, [6175, 6176, 6177, 6178]);
const ADMIN = { name: 'admin', password: 'admin-secret' };
const AS_ADMIN = { login: `${ADMIN.name}:${ADMIN.password}` };
const CLUB = 'skatclub';
/** The club's pooled guest login (club-setup makes it), its password set here as a claim would. */
const GUEST = { name: `${CLUB}-guest-01`, password: 'R'.repeat(32) };
const SHEET_ID = '0b7e1a52-5d1c-4c1e-9f2a-3b4c5d6e7f80';
/** CouchDB 3.5's default `[chttpd_auth_lockout] threshold`. */
const THRESHOLD = 5;
/** Longer than the first two waits of a replication's retry (1 s, then 2 s: live-replication.ts). */
const QUIET_MS = 4_000;

beforeAll(async () => {
  await clubSetup({ url: server().url, admin: ADMIN, club: CLUB, guestLinks: 1 });
  const path = `/_users/org.couchdb.user:${GUEST.name}`;
  const stored = (await call(server(), 'GET', path, AS_ADMIN)).body as Record<string, unknown>;
  const user = { ...stored, password: GUEST.password };
  expect((await call(server(), 'PUT', path, { ...AS_ADMIN, body: user })).status).toBe(201);
  const security = `/${CLUB}-guest-01/_security`;
  const read = (await call(server(), 'GET', security, AS_ADMIN)).body as Record<string, unknown>;
  const members = { ...(read.members as object), names: [GUEST.name] };
  const body = { ...read, members };
  expect((await call(server(), 'PUT', security, { ...AS_ADMIN, body })).status).toBe(200);
}, 60_000);

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

/** A login sent straight to the server, as another device would: its status. */
async function loginStatus(password: string): Promise<number> {
  const body = { name: GUEST.name, password };
  return (await call(server(), 'POST', '/_session', { body })).status;
}

describe('a guest or table link whose password the server refuses', () => {
  test('is sent once: the sheet says the link is revoked and sends it no more', async () => {
    const realFetch = globalThis.fetch;
    let sent = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      if (new Headers(init?.headers).has('authorization')) sent += 1;
      return realFetch(input, init);
    });
    // The link's password is not the user's any more (as after a revoke that deleted the user).
    keepJoinedLink({
      database: `${server().url}/${CLUB}-guest-01`,
      sheetId: SHEET_ID,
      name: GUEST.name,
      token: 'W'.repeat(32),
      keeper: false,
    });
    const statuses: SyncStatus[] = [];
    const stop = keepLive(SHEET_ID, (status) => statuses.push(status));
    try {
      await until(() => statuses.some((status) => status.state === 'refused'));
      expect(statuses.at(-1)).toEqual({ state: 'refused', code: 'link-revoked', waiting: 0 });
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
      expect(sent).toBe(1);
    } finally {
      stop();
    }
    // The server counted one failure from the phone: three more and the right password still
    // gets in; the fifth failure locks the user out.
    for (let failure = 2; failure < THRESHOLD; failure += 1)
      expect(await loginStatus('W'.repeat(32))).toBe(401);
    expect(await loginStatus(GUEST.password)).toBe(200);
    expect(await loginStatus('W'.repeat(32))).toBe(401);
    expect(await loginStatus(GUEST.password)).toBe(403);
  }, 60_000);
});
