// @vitest-environment jsdom
// The public standings stay current while the night runs, with no night screen open (issue 31
// item 8): the publisher the night's screen or the app shell starts follows the night and writes
// each change, and ends once the night is closed, its closed standings written. CouchDB 3.5.
import { afterAll, expect, test } from 'vitest';
import { eventDoc } from '../../../../src/sync/protocol/event-doc';
import { TABLE_LINKS_KEY } from '../../../../src/app/night-publishers';
import { tableDealEventId, type NightSetup } from '../../../../src/domain/tournament/night-log';
import type { GuestLink } from '../../../../src/sync/club/guest-store';
import { assignSeries, closeNight, createNight } from '../../../../src/sync/club/night/director';
import {
  publishDirectedNights,
  publishingNights,
  stopPublishing,
} from '../../../../src/sync/club/night/publisher';
import {
  publicDatabaseOf,
  readPublicStandings,
} from '../../../../src/sync/club/night/public-standings';
import { call } from '../../../club/club-server';
import { event } from '../../../club/events';
import { clubsWon, expectOk } from '../../../support/db-fixtures';
import { until } from '../../sync-server';
import { NIGHT_SETUP, plannedNight, nightServerForFile } from './night-club';

const CLUB = 'skatclub';
const { server, club } = nightServerForFile(CLUB, [6311, 6312, 6313, 6314], { tableLogins: 2 });

afterAll(async () => {
  await stopPublishing();
  localStorage.clear();
});

/** One short series, no fee for higher games, one prize. */
const SETUP: NightSetup = {
  ...NIGHT_SETUP,
  seriesCount: 1,
  dealsAtFour: 4,
  dealsAtThree: 3,
  fees: { entry: 500, perLost: 50, higher: null },
  prizes: { shares: [100], source: 'entry' },
};

/** The table's deal in slot `slot`, written by its phone's login (as the app writes it). */
async function tableDeal(link: GuestLink, slot: number) {
  const doc = eventDoc(
    link.sheetId,
    link.name,
    event(
      { kind: 'deal-added', dealId: crypto.randomUUID(), deal: clubsWon(slot) },
      { id: tableDealEventId(link.sheetId, slot) },
    ),
  );
  // Into the night's own database, where the table's sheet lives while the night runs.
  const database = new URL(link.database).pathname;
  const written = await call(server(), 'PUT', `${database}/${encodeURIComponent(doc._id)}`, {
    body: doc,
    login: `${link.name}:${link.token}`,
  });
  expect(written.status).toBe(201);
}

const dealsOnPublicPage = async (key: string, table: number) => {
  const read = await readPublicStandings(publicDatabaseOf(`${server().url}/${CLUB}`), key);
  return read.ok ? (read.value.tables.find((t) => t.table === table)?.deals ?? null) : null;
};

test('standings written while no night screen is open reach the public page; closing ends it', async () => {
  const key = expectOk(await createNight(club.clara, SETUP));
  const night = plannedNight(key, SETUP);
  const links = expectOk(await assignSeries(club.clara, night, { kind: 'draw', seed: 'Advent' }));
  const four = links.find((_, index) => index === 0);
  if (!four) throw new Error('no table');

  // As the app shell starts it after a reload: every night this phone keeps table links of
  // (the shell looks for them under its own copy of the key before loading anything).
  expect(Object.keys(JSON.parse(localStorage.getItem(TABLE_LINKS_KEY) ?? '{}'))).toEqual([key]);
  publishDirectedNights(club.clara);
  expect(publishingNights()).toEqual([key]);
  await until(async () => (await dealsOnPublicPage(key, 1)) === 0, 30_000);
  await tableDeal(four, 1);
  await until(async () => (await dealsOnPublicPage(key, 1)) === 1, 30_000);
  await tableDeal(four, 2);
  await until(async () => (await dealsOnPublicPage(key, 1)) === 2, 30_000);

  expectOk(await closeNight(club.clara, { ...night, tables: [] }, []));
  const publicDb = publicDatabaseOf(`${server().url}/${CLUB}`);
  await until(async () => {
    const read = await readPublicStandings(publicDb, key);
    return read.ok && read.value.closed;
  }, 30_000);
  await until(() => publishingNights().length === 0, 30_000);
}, 120_000);
