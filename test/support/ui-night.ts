import { PRESETS } from '../../src/domain/rules';
import type { NightSetup } from '../../src/domain/tournament/night-log';

/** €5 entry, 50 cents a lost game, €1 from the fourth lost game on (in cents). */
const USUAL_FEES = { entry: 500, perLost: 50, higher: { from: 4, cents: 100 } } as const;

/**
 * A club's usual tournament night, beside its name, date and players: two series, 48 deals at a
 * table of four and 36 at three, €5 entry, 50 cents a lost game (€1 from the fourth), tournament
 * rules, prizes 50/30/20 % of the entries.
 */
export const USUAL_NIGHT = {
  seriesCount: 2,
  dealsAtFour: 48,
  dealsAtThree: 36,
  fees: USUAL_FEES,
  rules: { preset: 'tournament', rules: PRESETS.tournament },
  prizes: { shares: [50, 30, 20], source: 'entry' },
} as const satisfies Omit<NightSetup, 'name' | 'date' | 'players'>;
