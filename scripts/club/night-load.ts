// A club night under load, for `node scripts/bench-club-night.mjs` (docs/club-nights.md, Speed):
// the director's phone (a club admin's session) creates a night, seats each series and follows it
// with the app's own feed (src/sync/club/night/feed.ts watchNight); simulated table phones, one per
// table, each logged in with its own table login from the links the director made, write their
// deals as the app writes them (a `deal-added` event in the club's document form) at a fixed pace.
// Measured: for every deal, the time from its table starting the write until the director's
// ranking counts it; and the time the director's screen takes to make its ranking rows from the
// view it is given (the total and each series), each time the view changes.
import { eventDoc } from '../../src/sync/protocol/event-doc';
import type { PlayedDeal } from '../../src/domain/deal';
import { PRESETS } from '../../src/domain/rules';
import { seatsForDeal } from '../../src/domain/sheet';
import { tableDealEventId, type NightSetup } from '../../src/domain/tournament/night-log';
import { rankingRows } from '../../src/domain/tournament/ranking';
import { finalResults, type NightView } from '../../src/domain/tournament/night-tracker';
import type { ClubAccess } from '../../src/sync/club/club-sheets';
import type { GuestLink } from '../../src/sync/club/guest-store';
import { assignSeries, closeNight, createNight } from '../../src/sync/club/night/director';
import { readNight, watchNight } from '../../src/sync/club/night/feed';

export interface NightLoadOptions {
  /** The director's session at the club's database (a club admin). */
  readonly director: ClubAccess;
  readonly tablesOfFour: number;
  readonly tablesOfThree: number;
  readonly seriesCount: number;
  /** Deals a series at a table of 4 (a table of 3 plays three quarters of it). */
  readonly dealsAtFour: number;
  /** A table writes its next deal this long after its last one was stored. */
  readonly paceMs: number;
  /** The longest a series may take (a stuck server ends the run). */
  readonly seriesTimeoutMs: number;
  readonly onProgress?: (text: string) => void;
}

export interface NightLoadResult {
  readonly players: number;
  readonly deals: number;
  /** Per deal: ms from its write's start until the director's ranking counted it. */
  readonly toRanking: readonly number[];
  /** Per view: ms the director's screen took for its ranking rows (total and every series). */
  readonly rankingRows: readonly number[];
  /** The whole night read and folded again from scratch (readNight), ms. */
  readonly fullRefold: number;
}

const PLAYED = (
  game: 'grand' | 'clubs' | 'hearts',
  tops: number,
  declarer: number,
  made: boolean,
): PlayedDeal => ({
  kind: 'trump',
  game,
  tops,
  announcement: 'none',
  result: { kind: 'outcome', made, schneider: false, schwarz: false },
  declarer,
  bid: 18,
  kontra: 'none',
  bock: 0,
});

/** Deal `index` of a table: mostly won games, every fifth lost, by Forehand (never the dealer). */
function dealAt(index: number, size: 3 | 4): PlayedDeal {
  const forehand = seatsForDeal({ players: size, firstDealer: 0 }, index).forehand;
  const game = (['grand', 'clubs', 'hearts'] as const)[index % 3] ?? 'grand';
  return PLAYED(game, 1 + (index % 2), forehand, index % 5 !== 4);
}

function setupOf(options: NightLoadOptions): NightSetup {
  const count = 4 * options.tablesOfFour + 3 * options.tablesOfThree;
  return {
    name: 'Benchmark night',
    date: '2026-11-27',
    players: Array.from({ length: count }, (_, i) => ({
      playerId: `p${i + 1}`,
      name: `Player ${i + 1}`,
    })),
    seriesCount: options.seriesCount,
    dealsAtFour: options.dealsAtFour,
    dealsAtThree: (options.dealsAtFour / 4) * 3,
    fees: { entry: 500, perLost: 50, higher: { from: 4, cents: 100 } },
    rules: { preset: 'tournament', rules: PRESETS.tournament },
    prizes: { shares: [50, 30, 20], source: 'entry' },
  };
}

/** One table's phone: writes its deals one after the other as its own table login. */
async function playTable(
  link: GuestLink,
  size: 3 | 4,
  deals: number,
  paceMs: number,
  written: Map<string, number>,
  signal: AbortSignal,
): Promise<void> {
  const authorization = `Basic ${Buffer.from(`${link.name}:${link.token}`).toString('base64')}`;
  const device = crypto.randomUUID();
  for (let index = 0; index < deals && !signal.aborted; index += 1) {
    const event = {
      // The slot of the deal in its series, as the app's phone takes it (the server bounds it).
      id: tableDealEventId(link.sheetId, index + 1),
      device,
      clock: index + 2,
      at: Date.now(),
      change: {
        kind: 'deal-added' as const,
        dealId: crypto.randomUUID(),
        deal: dealAt(index, size),
      },
    };
    const doc = eventDoc(link.sheetId, link.name, event);
    written.set(`${link.sheetId}#${index + 1}`, performance.now());
    const response = await fetch(`${link.database}/${encodeURIComponent(doc._id)}`, {
      method: 'PUT',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify(doc),
      signal: AbortSignal.any([signal, AbortSignal.timeout(30_000)]),
    });
    if (!response.ok)
      throw new Error(`table ${link.sheetId}: ${response.status} ${await response.text()}`);
    await new Promise((resolve) => setTimeout(resolve, paceMs));
  }
}

/**
 * Seats series `series` of night `key` (a draw for the first, by the standings after the series
 * before) and plays it through: every table's deals written by its own phone at `paceMs`.
 */
export async function playSeries(
  director: ClubAccess,
  key: string,
  series: number,
  paceMs: number,
  written: Map<string, number> = new Map(),
  timeoutMs = 10 * 60_000,
): Promise<void> {
  const night = await readNight(director, key);
  if (!night.ok) throw new Error(`readNight: ${night.errors.join()}`);
  const { ranking } = night.value;
  const setup = night.value.night.setup;
  if (!setup) throw new Error('playSeries: the night is not planned');
  const method =
    series === 0 || !ranking
      ? ({ kind: 'draw', seed: 'benchmark' } as const)
      : ({ kind: 'standings', ranking: rankingRows(ranking).map((row) => row.playerId) } as const);
  const links = await assignSeries(director, night.value.night, method);
  if (!links.ok) throw new Error(`assignSeries: ${JSON.stringify(links.errors)}`);
  const after = await readNight(director, key);
  if (!after.ok) throw new Error(`readNight: ${after.errors.join()}`);
  const tables = after.value.night.tables[series] ?? [];
  const sizes = new Map(tables.map((table) => [table.sheetId, table.players.length as 3 | 4]));
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    await Promise.all(
      links.value.map((link) => {
        const size = sizes.get(link.sheetId) ?? 4;
        const deals = size === 4 ? setup.dealsAtFour : setup.dealsAtThree;
        return playTable(link, size, deals, paceMs, written, controller.signal);
      }),
    );
  } finally {
    clearTimeout(timer);
  }
}

/** A whole night played at once and closed with its results (a season's earlier nights). */
export async function playClosedNight(director: ClubAccess, setup: NightSetup): Promise<string> {
  const created = await createNight(director, setup);
  if (!created.ok) throw new Error(`createNight: ${JSON.stringify(created.errors)}`);
  for (let series = 0; series < setup.seriesCount; series += 1)
    await playSeries(director, created.value, series, 0);
  const night = await readNight(director, created.value);
  if (!night.ok) throw new Error(`readNight: ${night.errors.join()}`);
  const closed = await closeNight(director, night.value.night, finalResults(night.value));
  if (!closed.ok) throw new Error(`closeNight: ${JSON.stringify(closed.errors)}`);
  return created.value;
}

/** The night played through: every series seated (a draw, then by the standings) and entered. */
export async function runNightLoad(options: NightLoadOptions): Promise<NightLoadResult> {
  const { director } = options;
  const setup = setupOf(options);
  const created = await createNight(director, setup);
  if (!created.ok) throw new Error(`createNight: ${JSON.stringify(created.errors)}`);
  const key = created.value;
  const written = new Map<string, number>();
  const counted = new Set<string>();
  const toRanking: number[] = [];
  const rowsTimes: number[] = [];
  const watcher = watchNight(director, key, (view: NightView) => {
    const now = performance.now();
    for (const table of view.progress) {
      for (let deal = 1; deal <= table.deals; deal += 1) {
        const id = `${table.sheetId}#${deal}`;
        const start = written.get(id);
        if (start === undefined || counted.has(id)) continue;
        counted.add(id);
        toRanking.push(now - start);
      }
    }
    if (view.ranking) {
      const started = performance.now();
      rankingRows(view.ranking, 'total');
      for (let series = 0; series < options.seriesCount; series += 1)
        rankingRows(view.ranking, { series });
      rowsTimes.push(performance.now() - started);
    }
  });
  const total = () => written.size;
  try {
    for (let series = 0; series < options.seriesCount; series += 1) {
      await playSeries(director, key, series, options.paceMs, written, options.seriesTimeoutMs);
      const wanted = total();
      const until = Date.now() + 60_000;
      while (counted.size < wanted && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 50));
      options.onProgress?.(
        `series ${series + 1}: ${counted.size} of ${wanted} deals in the ranking`,
      );
    }
  } finally {
    await watcher.stop();
  }
  const started = performance.now();
  const refold = await readNight(director, key);
  const fullRefold = performance.now() - started;
  if (!refold.ok) throw new Error('readNight at the end failed');
  return {
    players: setup.players.length,
    deals: total(),
    toRanking,
    rankingRows: rowsTimes,
    fullRefold,
  };
}
