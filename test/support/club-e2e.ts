// What the club's browser tests share: the app's address, how long a phone may wait for a sync,
// a club on Apache CouchDB 3.5 (127.0.0.1, started before the file's tests, set up by club-setup with
// CORS for the app, stopped by its pid after them), and a phone as a browser context.
import { startLocalServer, type LocalServer } from '../../scripts/club/local-server';
import { clubSetup, type ClubSetupOptions } from '../../scripts/club/setup';
import { ENGLISH, PHONE } from './chromium';
import { test, type Browser } from './test';

const APP_PORT = Number(process.env.E2E_PORT ?? 4173);
export const APP = `http://127.0.0.1:${APP_PORT}`;
/** Replication retries back off up to 30 s (sync/live/live.ts): a phone back online may wait that long. */
export const SYNC_MS = 45_000;

/** The club `skatclub` on one of `ports` (this file's own), for this file's tests. */
export function clubServerForSpec(
  ports: readonly number[],
  options: Pick<
    ClubSetupOptions,
    'members' | 'clubAdmins' | 'guestLinks' | 'tableLogins' | 'nightDatabases'
  >,
): () => LocalServer {
  let server: LocalServer | undefined;
  test.beforeAll(async () => {
    server = await startLocalServer({ ports, startTimeoutMs: 60_000 });
    await clubSetup({
      url: server.url,
      admin: { name: 'admin', password: 'admin-secret' },
      club: 'skatclub',
      origins: [APP],
      ...options,
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  return () => {
    if (!server) throw new Error('club server not started');
    return server;
  };
}

/** A phone: a new browser context (its own storage) on the app, in `locale`. */
export async function phone(browser: Browser, locale = ENGLISH) {
  const context = await browser.newContext({ ...PHONE, locale, baseURL: APP });
  const page = await context.newPage();
  return { context, page };
}

export type Phone = Awaited<ReturnType<typeof phone>>;

/**
 * The club specs' `test`: `newPhone(locale?)` opens a phone (see `phone`), and every phone a
 * test opened is closed after it, passed or failed, so no test writes its own try/finally.
 * `a`, `b` and `c` are phones A, B and C, opened for the tests that name them, in the
 * browser's `locale` (a German block says `test.use({ locale: 'de-DE' })`).
 */
export const clubTest = test
  .extend<{ newPhone: (locale?: string) => Promise<Phone> }>({
    newPhone: async ({ browser }, provide) => {
      const opened: Phone[] = [];
      await provide(async (locale) => {
        const opening = await phone(browser, locale);
        opened.push(opening);
        return opening;
      });
      for (const { context } of opened) await context.close();
    },
  })
  .extend<{ a: Phone; b: Phone; c: Phone }>({
    a: async ({ newPhone, locale }, provide) => provide(await newPhone(locale)),
    b: async ({ newPhone, locale }, provide) => provide(await newPhone(locale)),
    c: async ({ newPhone, locale }, provide) => provide(await newPhone(locale)),
  });
