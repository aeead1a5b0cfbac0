// A club night's set-up for the tests of the director's writes on the real server: the club set up
// by club-setup with a member and two club admins (directors), their sessions, seven players, two
// series, and the night as the director's writes read it before its first series.
import { afterAll, beforeAll } from 'vitest';
import type { LocalServer } from '../../../../scripts/club/local-server';
import { clubSetup } from '../../../../scripts/club/setup';
import { PRESETS } from '../../../../src/domain/rules';
import type { NightPlan } from '../../../../src/domain/tournament/night';
import type { NightSetup } from '../../../../src/domain/tournament/night-log';
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
  afterAll(() => localStorage.clear());
}

export const NIGHT_PLAYERS = ['Anna', 'Ben', 'Clara', 'Dora', 'Emil', 'Fritz', 'Greta'].map(
  (name) => ({ playerId: `name:${name}`, name }),
);

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
