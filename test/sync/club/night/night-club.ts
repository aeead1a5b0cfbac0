// A club night's set-up for the tests of the director's writes on the real server: the club set up
// by club-setup with a member and two club admins (directors), their sessions, seven players, two
// series, and the night as the director's writes read it before its first series.
import { afterAll, beforeAll } from 'vitest';
import type { LocalServer } from '../../../../scripts/club/local-server';
import { call, clubServerForFile } from '../../../club/club-server';
import { clubSetup } from '../../../../scripts/club/setup';
import { PRESETS } from '../../../../src/domain/rules';
import type { NightPlan } from '../../../../src/domain/tournament/night';
import type { NightSetup } from '../../../../src/domain/tournament/night-log';
import type { NightResult } from '../../../../src/domain/tournament/season';
import type { ClubAccess } from '../../../../src/sync/club/club-sheets';
import type { DirectorNight } from '../../../../src/sync/club/night/director';
import { ADMIN, ANNA, sessionOf } from '../../sync-server';

/** The server admin, and a plain member. */
export { ADMIN, ANNA };
/** Two club admins: the director, and another director's device. */
export const CLARA = { name: 'clara', password: 'clara-secret' };
export const DORA = { name: 'dora', password: 'dora-secret' };

/** A login as `name:password`, for basic auth. */
export const text = (login: { name: string; password: string }) =>
  `${login.name}:${login.password}`;

export interface NightClub {
  readonly anna: ClubAccess;
  readonly clara: ClubAccess;
  readonly dora: ClubAccess;
}

/** Club `club` set up on `url` with ANNA, CLARA and DORA, and their sessions. */
export async function setUpNightClub(
  url: string,
  club: string,
  pools: { readonly tableLogins: number; readonly nightDatabases?: number },
): Promise<NightClub> {
  await clubSetup({
    url,
    admin: ADMIN,
    club,
    members: [ANNA],
    clubAdmins: [CLARA, DORA],
    ...pools,
  });
  const session = (login: typeof ANNA) => sessionOf(url, club, login);
  return { anna: await session(ANNA), clara: await session(CLARA), dora: await session(DORA) };
}

/**
 * For a test file: before its tests, the night club set up on `server` (see `setUpNightClub`) and
 * handed to `take`; after them, the phone's stored logins cleared.
 */
export function nightClubForFile(
  server: () => LocalServer,
  club: string,
  pools: { readonly tableLogins: number; readonly nightDatabases?: number },
  take: (sessions: NightClub) => void,
  timeoutMs = 60_000,
): void {
  beforeAll(async () => take(await setUpNightClub(server().url, club, pools)), timeoutMs);
  // A file in the node environment has no localStorage, and no stored logins to clear.
  afterAll(() => {
    if (typeof localStorage !== 'undefined') localStorage.clear();
  });
}

/**
 * For a test file: its own club server on `ports` and, before the tests, the night club `name` set
 * up on it (see `nightClubForFile`), with one night database unless `pools` says otherwise. The
 * sessions in `club` are there once the set-up ran.
 */
export function nightServerForFile(
  name: string,
  ports: readonly number[],
  pools: { readonly tableLogins: number; readonly nightDatabases?: number },
  timeoutMs?: number,
): { server: () => LocalServer; club: NightClub } {
  const server = clubServerForFile(0, ports);
  let sessions: NightClub | undefined;
  const take = (taken: NightClub) => (sessions = taken);
  nightClubForFile(server, name, { nightDatabases: 1, ...pools }, take, timeoutMs);
  const session = (login: keyof NightClub) => {
    if (!sessions) throw new Error('night club not set up');
    return sessions[login];
  };
  const club = {
    get anna() {
      return session('anna');
    },
    get clara() {
      return session('clara');
    },
    get dora() {
      return session('dora');
    },
  };
  return { server, club };
}

export const NIGHT_PLAYERS = ['Anna', 'Ben', 'Clara', 'Dora', 'Emil', 'Fritz', 'Greta'].map(
  (name) => ({ playerId: `name:${name}`, name }),
);

/** The night's results as a director closes it: the players in seat order, falling scores. */
export const NIGHT_RESULTS: NightResult[] = NIGHT_PLAYERS.map((player, index) => ({
  playerId: player.playerId,
  name: player.name,
  seegerFabian: 100 - index,
  won: 3,
  lost: 1,
  lists: 1,
}));

export const NIGHT_SETUP: NightSetup = {
  name: 'Vereinsabend',
  date: '2026-11-27',
  players: NIGHT_PLAYERS,
  seriesCount: 2,
  dealsAtFour: 48,
  dealsAtThree: 36,
  fees: { entry: 500, perLost: 50, higher: { from: 4, cents: 100 } },
  rules: { preset: 'tournament', rules: PRESETS.tournament },
  prizes: { shares: [50, 30, 20], source: 'entry' },
};

/** The plan of `setup` before its first series. */
export function planOf(setup: NightSetup = NIGHT_SETUP): NightPlan {
  const { players, seriesCount, dealsAtFour, dealsAtThree, dealsAtFive, fees } = setup;
  const five = dealsAtFive === undefined ? {} : { dealsAtFive };
  return { players, seriesCount, dealsAtFour, dealsAtThree, ...five, fees, series: [] };
}

/** Night `key` of `setup`, no series seated yet. */
export function plannedNight(key: string, setup: NightSetup = NIGHT_SETUP): DirectorNight {
  return { key, setup, plan: planOf(setup), tables: [], closed: null };
}

/** Every document of `range` in database `db` on `server`, as the server admin reads it. */
export async function adminDocsIn<Doc = Record<string, unknown>>(
  server: LocalServer,
  db: string,
  range: { readonly startkey: string; readonly endkey: string },
): Promise<{ id: string; doc: Doc }[]> {
  const query = new URLSearchParams({
    startkey: JSON.stringify(range.startkey),
    endkey: JSON.stringify(range.endkey),
    include_docs: 'true',
  });
  const answer = await call(server, 'GET', `/${db}/_all_docs?${query.toString()}`, {
    login: text(ADMIN),
  });
  return (answer.body as { rows: { id: string; doc: Doc }[] }).rows;
}
