// The adapter's pure part: a night's view (as the feed reads it) made into the printouts' data.
import { describe, expect, test } from 'vitest';
import { provideAnalysis } from '../../../src/domain/fold-log';
import { analysis } from '../../../src/domain/concurrency';
import { PRESETS } from '../../../src/domain/rules';
import type { NightSetup } from '../../../src/domain/tournament/night-log';
import { emptyRanking } from '../../../src/domain/tournament/ranking';
import type { NightState } from '../../../src/domain/tournament/night-fold';
import type { NightView } from '../../../src/domain/tournament/night-tracker';
import { nightPrint } from '../../../src/ui/nights/print/night-print-data';
import { KEY, nightPrintOf, PLAN, PLAYERS, sheetEvents } from './night-fixture';

provideAnalysis(analysis);

const SETUP: NightSetup = {
  name: 'Clubabend',
  date: '2026-11-27',
  players: PLAYERS,
  seriesCount: 1,
  dealsAtFour: 48,
  dealsAtThree: 36,
  fees: PLAN.fees,
  rules: { preset: 'tournament', rules: PRESETS.tournament },
  prizes: { shares: [50, 30, 20], source: 'entry' },
};

const STATE: NightState = {
  key: KEY,
  setup: SETUP,
  plan: null,
  tables: [],
  closed: { at: 1, author: 'director' },
  results: null,
  ignored: [],
};

describe("a night's view as printouts", () => {
  test('nothing to print before the night is planned', () => {
    const view: NightView = { night: { ...STATE, setup: null }, ranking: null, progress: [] };
    expect(nightPrint(view, sheetEvents())).toBe(null);
  });

  test('the ranking as the result list, the sheets as table lists, the setup’s prizes', () => {
    const expected = nightPrintOf();
    const view: NightView = {
      night: STATE,
      // The ranking of the fixture's tables, as the tracker keeps it.
      ranking: emptyRanking(PLAN),
      progress: [],
    };
    const print = nightPrint(view, sheetEvents());
    expect(print).toMatchObject({
      key: KEY,
      name: 'Clubabend',
      date: '2026-11-27',
      seriesCount: 1,
      closed: true,
      prizes: SETUP.prizes,
      tables: expected.tables,
    });
    expect(print?.rows.map((row) => [row.name, row.rank, row.seegerFabian])).toEqual(
      PLAYERS.map((player) => [player.name, 1, 0]),
    );
  });
});
