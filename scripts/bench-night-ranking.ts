// The live ranking's cost (src/domain/tournament/night-tracker.ts), pure, no browser: a night of
// `tables` tables × `series` series × 48 deals fed into the tracker deal by deal, the tables in
// turn (as deals arrive at a club night); each update timed, and a full recompute from scratch
// (every table's sheet folded and scored afresh, rankingOf) for comparison.
import { performance } from 'node:perf_hooks';
import { analysis } from '../src/domain/concurrency';
import { foldLog, provideAnalysis } from '../src/domain/fold-log';
import { PRESETS, type SheetSetup } from '../src/domain/rules';
import { scoreSheet } from '../src/domain/sheet';
import { parseSheetDeal, type SheetDeal } from '../src/domain/sheet-deal';
import type { SheetEvent } from '../src/domain/sheet-log';
import type { NightPlayer } from '../src/domain/tournament/night';
import { foldNight } from '../src/domain/tournament/night-fold';
import {
  nightSheetId,
  type NightEvent,
  type NightSetup,
  type NightTable,
} from '../src/domain/tournament/night-log';
import {
  emptyTracker,
  trackedView,
  withNightEvent,
  withSheetEvent,
} from '../src/domain/tournament/night-tracker';
import { rankingOf, rankingRows, tableContribution } from '../src/domain/tournament/ranking';

const KEY = '0a1b2c3d';
const T0 = Date.UTC(2026, 10, 27, 18, 0);
const START = '00000000-0000-0000-0000-000000000000';
const DEALS = 48;

let counter = 0;
const uid = () => `00000000-0000-4000-8000-${(++counter).toString(16).padStart(12, '0')}`;

function deal(i: number, size: number): SheetDeal {
  if (i % 7 === 3) return { kind: 'passed' };
  const declarer = (i + 1) % size;
  const parsed = parseSheetDeal({
    declarer,
    game: 'clubs',
    tops: 1,
    declarerPoints: i % 3 ? 61 : 40,
  });
  if (!parsed.ok) throw new Error('deal refused');
  return parsed.value;
}

/** `fours` tables of 4 and `threes` of 3, seated differently each series. */
function night(fours: number, threes: number, seriesCount: number) {
  const count = fours * 4 + threes * 3;
  const players: NightPlayer[] = Array.from({ length: count }, (_, i) => ({
    playerId: `p${i}`,
    name: `Player ${i}`,
  }));
  const setup: NightSetup = {
    name: 'Bench',
    date: '2026-11-27',
    players,
    seriesCount,
    dealsAtFour: DEALS,
    dealsAtThree: DEALS,
    fees: { entry: 1000, perLost: 50, higher: null },
    rules: { preset: 'tournament', rules: PRESETS.tournament },
    prizes: { shares: [50, 30, 20], source: 'entry' },
  };
  const events: NightEvent[] = [
    { id: uid(), at: T0, author: 'director', change: { kind: 'night-planned', setup } },
  ];
  const sheets: { table: NightTable; series: number; events: SheetEvent[] }[] = [];
  for (let series = 0; series < seriesCount; series++) {
    // Series s seats the players with a stride (prime to the count: each once), so tables differ.
    const stride = [1, 11, 13, 17, 19][series] ?? 1;
    const order = players.map((_, i) => players[(i * stride) % count]?.playerId ?? '');
    const tables: NightTable[] = [];
    let at = 0;
    for (let t = 0; t < fours + threes; t++) {
      const size = t < fours ? 4 : 3;
      tables.push({
        table: t + 1,
        players: order.slice(at, at + size),
        sheetId: nightSheetId(KEY, series, t + 1, uid().replace(/-/g, '').slice(-19)),
      });
      at += size;
    }
    events.push({
      id: uid(),
      at: T0 + series + 1,
      author: 'director',
      change: { kind: 'series-assigned', series, assignment: { kind: 'hand' }, tables },
    });
    for (const table of tables) {
      const size = table.players.length === 4 ? 4 : 3;
      const sheetSetup: SheetSetup = {
        players: size,
        firstDealer: 0,
        plannedDeals: DEALS,
        rules: PRESETS.tournament,
      };
      const start = { device: START, clock: 1, at: T0 };
      const device = uid();
      const log: SheetEvent[] = [
        { ...start, id: uid(), change: { kind: 'sheet-renamed', name: 'T' } },
        {
          ...start,
          id: uid(),
          change: { kind: 'players-renamed', playerNames: table.players, playerIds: table.players },
        },
        {
          ...start,
          id: uid(),
          change: { kind: 'rules-changed', setup: sheetSetup, preset: 'tournament' },
        },
        ...Array.from({ length: DEALS }, (_, i) => ({
          id: uid(),
          device,
          clock: i + 2,
          at: T0 + 60_000 * (i + 1),
          change: { kind: 'deal-added' as const, dealId: uid(), deal: deal(i, size) },
        })),
      ];
      sheets.push({ table, series, events: log });
    }
  }
  return { events, sheets };
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

function fromScratch(
  nightEvents: readonly NightEvent[],
  sheets: ReturnType<typeof night>['sheets'],
) {
  const state = foldNight(KEY, nightEvents);
  if (!state.plan) throw new Error('not planned');
  const tables = sheets.map(({ table, series, events }) => {
    const folded = foldLog(events);
    const setup = folded.rules?.setup;
    if (!setup) throw new Error('not started');
    const score = scoreSheet(
      setup,
      folded.deals.map((d) => d.deal),
    );
    if (!score.ok) throw new Error('refused');
    return {
      series,
      table: table.table,
      contribution: tableContribution(score.value, table.players),
    };
  });
  return rankingOf(state.plan, tables);
}

function run(label: string, fours: number, threes: number, seriesCount: number): void {
  const { events, sheets } = night(fours, threes, seriesCount);
  provideAnalysis(analysis);
  const tracker = emptyTracker(KEY);
  for (const event of events) withNightEvent(tracker, event);
  for (const { table, events: log } of sheets)
    for (const event of log.slice(0, 3)) withSheetEvent(tracker, table.sheetId, event, 'director');
  const update: number[] = [];
  const withView: number[] = [];
  for (let i = 3; i < 3 + DEALS; i++) {
    for (const { table, events: log } of sheets) {
      const event = log[i];
      if (!event) continue;
      const start = performance.now();
      withSheetEvent(tracker, table.sheetId, event, 'table');
      const updated = performance.now();
      const view = trackedView(tracker);
      if (view.ranking) rankingRows(view.ranking);
      update.push(updated - start);
      withView.push(performance.now() - start);
    }
  }
  const full: number[] = [];
  let expected = '';
  for (let r = 0; r < 5; r++) {
    const start = performance.now();
    expected = JSON.stringify(rankingRows(fromScratch(events, sheets)));
    full.push(performance.now() - start);
  }
  const tracked = tracker.ranking ? JSON.stringify(rankingRows(tracker.ranking)) : '';
  if (tracked !== expected) throw new Error('the tracker and the recompute differ');
  update.sort((a, b) => a - b);
  withView.sort((a, b) => a - b);
  full.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(3)} ms`;
  console.log(
    `${label}: ${sheets.length} sheets, ${update.length} deal updates; ` +
      `update median ${ms(quantile(update, 0.5))}, p95 ${ms(quantile(update, 0.95))}; ` +
      `update + view + ranking rows median ${ms(quantile(withView, 0.5))}, p95 ${ms(quantile(withView, 0.95))}; ` +
      `full recompute (median of 5) ${ms(quantile(full, 0.5))}`,
  );
}

export function main(): number {
  run('12 tables × 2 series × 48 deals (48 players)', 12, 0, 2);
  run('100 tables × 3 series × 48 deals (350 players)', 50, 50, 3);
  return 0;
}
