// The sync tests' club: Apache CouchDB 3.5 on 127.0.0.1, on a free port of 5996–5999 (the live-sharing
// tests' range), set up by club-setup with two members, waited for (bounded) and stopped by its
// pid in afterAll.
import { beforeAll } from 'vitest';
import type { LocalServer } from '../../scripts/club/local-server';
import { clubServerForFile } from '../club/club-server';
import { clubSetup } from '../../scripts/club/setup';
export { cookieJar, sessionOf } from '../../scripts/club/session';
import { addDeal } from '../../src/db/deals';
import type { SkatDatabase } from '../../src/db/database';
import { createSheet } from '../../src/db/sheets';
import { upgradeRules } from '../../src/domain/legacy/table-rules';
import { shareSheet } from '../../src/sync/live/share';
import { clubsWon, expectOk, RULES_3, THREE_PLAYERS } from '../support/db-fixtures';

const PORTS = [5996, 5997, 5998, 5999];
export const ADMIN = { name: 'admin', password: 'admin-secret' };
export const ANNA = { name: 'anna', password: 'anna-secret' };
export const BEN = { name: 'ben', password: 'ben-secret' };
export const CLUB = 'skatclub';

/** The club server for this test file, with the club set up (its members above). */
export function syncServerForFile(first: number): () => LocalServer {
  const server = clubServerForFile(first, PORTS);
  beforeAll(async () => {
    await clubSetup({ url: server().url, admin: ADMIN, club: CLUB, members: [ANNA, BEN] });
  }, 60_000);
  return server;
}

/** Waits until `check` holds, polling every 50 ms, at most `ms`. */
export async function until(check: () => Promise<boolean> | boolean, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`condition not met within ${ms} ms`);
}

/** A new sheet of three with one deal, shared (its start written into its log), in `database`. */
export async function sharedSheet(database: SkatDatabase): Promise<string> {
  const sheet = expectOk(
    await createSheet({ playerNames: THREE_PLAYERS, setup: upgradeRules(RULES_3) }, database),
  );
  expectOk(await addDeal(sheet.id, clubsWon(0), database));
  expectOk(await shareSheet(database, sheet.id));
  return sheet.id;
}
