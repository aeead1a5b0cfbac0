// Nights as the app produces them, for the results file's tests and its benchmark: the director's
// log (planned, each series drawn by its seed, closed) and each table's sheet played deal by deal,
// made into the app's results file by the live tracker (results-build.ts).
import { PRESETS } from '../../../src/domain/rules';
import type { SheetDeal } from '../../../src/domain/sheet-deal';
import type { SheetEvent } from '../../../src/domain/sheet-log';
import { nextSeries } from '../../../src/domain/tournament/next-series';
import { seriesDeals } from '../../../src/domain/tournament/night';
import {
  nightSheetId,
  type NightEvent,
  type NightSetup,
  type NightTable,
} from '../../../src/domain/tournament/night-log';
import { foldNight } from '../../../src/domain/tournament/night-fold';
import { nightResultsFile } from '../../../src/domain/tournament/results-build';
import type { NightResultsFile } from '../../../src/domain/tournament/results-file';
import { clubs, grandHand, PASSED } from '../../support/house-helpers';
import type { NightPlayer } from '../../../src/domain/tournament/night';
import { startOf, TableLog } from './night-fixtures';

/** Players with roster ids of the app's form (a results file is read as strictly as a backup). */
export function rosterPlayers(count: number): NightPlayer[] {
  return Array.from({ length: count }, (_, i) => ({
    playerId: `00000000-0000-4000-a000-${i.toString(16).padStart(12, '0')}`,
    name: `Player ${i + 1}`,
  }));
}

/** One deal as a test picks it: passed, a clubs game or a grand hand, by the declarer's points. */
export interface DealPick {
  readonly kind: 'passed' | 'clubs' | 'grand';
  readonly points: number;
  /** Which of the three playing seats declares (0 forehand … 2 rearhand). */
  readonly who: number;
}

export interface NightSpec {
  readonly key: string;
  readonly players: number;
  readonly seriesCount: number;
  /** Deals at a table of four (a multiple of 12, so a table of three plays 3/4 of it). */
  readonly dealsAtFour: number;
  /** Deals at a table of five, when the night allows such tables (a multiple of 5). */
  readonly dealsAtFive?: number;
  readonly seed: string;
  /** The deals the tables play, taken in turn (table by table, deal by deal). */
  readonly picks: readonly DealPick[];
}

/** A short run of deals: a clubs game won, a grand lost, a passed deal, a clubs game lost. */
export const PICKS: readonly DealPick[] = [
  { kind: 'clubs', points: 61, who: 0 },
  { kind: 'grand', points: 40, who: 1 },
  { kind: 'passed', points: 0, who: 0 },
  { kind: 'clubs', points: 30, who: 2 },
];

/** A night of two series of 12 deals at a table of four, playing PICKS in turn. */
export function nightSpec(key: string, players: number, seed: string): NightSpec {
  return { key, players, seriesCount: 2, dealsAtFour: 12, seed, picks: PICKS };
}

/** The three playing seats, counted from the dealer: at 4 the dealer sits out, at 5 also the
 * third player on his left (docs/five-at-the-table.md); at 3 the dealer plays. */
const PLAYING_AFTER_DEALER: Readonly<Record<number, readonly number[]>> = {
  3: [1, 2, 3],
  4: [1, 2, 3],
  5: [1, 2, 4],
};

function dealOf(pick: DealPick, index: number, size: number): SheetDeal {
  if (pick.kind === 'passed') return PASSED;
  // Seat `index % size` deals (first dealer 0).
  const after = PLAYING_AFTER_DEALER[size]?.[pick.who % 3];
  if (after === undefined) throw new Error(`no table of ${size}`);
  const declarer = (index + after) % size;
  return pick.kind === 'clubs' ? clubs(declarer, pick.points) : grandHand(declarer, pick.points);
}

export function specSetup(spec: NightSpec): NightSetup {
  return {
    name: 'Clubabend',
    date: '2026-11-27',
    players: rosterPlayers(spec.players),
    seriesCount: spec.seriesCount,
    dealsAtFour: spec.dealsAtFour,
    dealsAtThree: (spec.dealsAtFour / 4) * 3,
    ...(spec.dealsAtFive === undefined ? {} : { dealsAtFive: spec.dealsAtFive }),
    fees: { entry: 1000, perLost: 50, higher: { from: 4, cents: 100 } },
    rules: { preset: 'tournament', rules: PRESETS.tournament },
    prizes: { shares: [50, 30, 20], source: 'entry' },
  };
}

/** A random-looking but fixed 19 hex digits per sheet. */
function random19(series: number, table: number): string {
  return `${series.toString(16)}${table.toString(16).padStart(2, '0')}`.padStart(19, 'a');
}

/** The night's logs: planned, each series drawn by `${seed}-${n}` as the director's phone does. */
export function nightLogs(spec: NightSpec): {
  readonly events: NightEvent[];
  readonly sheets: Map<string, SheetEvent[]>;
} {
  const setup = specSetup(spec);
  const t0 = Date.UTC(2026, 10, 27, 18, 0);
  let n = 0;
  const id = () => `00000000-0000-4000-9000-${(n += 1).toString(16).padStart(12, '0')}`;
  const events: NightEvent[] = [
    { id: id(), at: t0, author: 'director', change: { kind: 'night-planned', setup } },
  ];
  const sheets = new Map<string, SheetEvent[]>();
  let pick = 0;
  for (let series = 0; series < spec.seriesCount; series += 1) {
    const plan = foldNight(spec.key, events).plan;
    const seed = `${spec.seed}-${series + 1}`;
    const drawn = plan && nextSeries(plan, { kind: 'draw', seed });
    if (!drawn?.ok) throw new Error('draw refused');
    const seated = drawn.value.series[series]?.tables ?? [];
    const tables: NightTable[] = seated.map(({ table, players: at }) => ({
      table,
      players: at,
      sheetId: nightSheetId(spec.key, series, table, random19(series, table)),
    }));
    events.push({
      id: id(),
      at: t0 + (series + 1) * 3_600_000,
      author: 'director',
      change: { kind: 'series-assigned', series, assignment: { kind: 'draw', seed }, tables },
    });
    for (const table of tables) {
      const size = table.players.length;
      const log = new TableLog(`device-${series}-${table.table}`, t0 + series * 3_600_000);
      for (let i = 0; i < seriesDeals(setup, size); i += 1) {
        const chosen = spec.picks[pick % Math.max(1, spec.picks.length)] ?? {
          kind: 'passed',
          points: 0,
          who: 0,
        };
        pick += 1;
        log.add({ kind: 'deal-added', dealId: id(), deal: dealOf(chosen, i, size) });
      }
      sheets.set(table.sheetId, [...startOf(table, setup), ...log.events]);
    }
  }
  events.push({
    id: id(),
    at: t0 + (spec.seriesCount + 1) * 3_600_000,
    author: 'director',
    change: { kind: 'night-closed' },
  });
  return { events, sheets };
}

/** The results file the app makes of the night. */
export function producedNight(spec: NightSpec): NightResultsFile {
  const { events, sheets } = nightLogs(spec);
  return nightResultsFile(spec.key, events, sheets);
}
