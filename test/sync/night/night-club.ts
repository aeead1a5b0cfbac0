// A club night's setup for the tests of the director's writes on the real server: seven players,
// two series, and the night as the director's writes read it before its first series.
import { PRESETS } from '../../../src/domain/rules';
import type { NightPlan } from '../../../src/domain/tournament/night';
import type { NightSetup } from '../../../src/domain/tournament/night-log';
import type { DirectorNight } from '../../../src/sync/night/director';

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

/** Night `key` of NIGHT_SETUP, no series seated yet. */
export function plannedNight(key: string): DirectorNight {
  const { players, seriesCount, dealsAtFour, dealsAtThree, fees } = NIGHT_SETUP;
  const plan: NightPlan = { players, seriesCount, dealsAtFour, dealsAtThree, fees, series: [] };
  return { key, setup: NIGHT_SETUP, plan, tables: [], closed: null };
}
