// A small club night for the printouts' tests: seven players, one series, a 4-table and a
// 3-table, each table's sheet as its events (the director's three start events, then the deals
// its phone entered), and the ranking the night's own domain makes of them.
import type { SheetRecord } from '../../../src/db/records';
import { PRESETS, type SheetSetup } from '../../../src/domain/rules';
import { scoreSheet } from '../../../src/domain/sheet';
import type { SheetDeal } from '../../../src/domain/sheet-deal';
import type { SheetEvent } from '../../../src/domain/sheet-log';
import type { NightPlan } from '../../../src/domain/tournament/night';
import { nightSheetId } from '../../../src/domain/tournament/night-log';
import { rankingOf, rankingRows, tableContribution } from '../../../src/domain/tournament/ranking';
import { foldDeals } from '../../../src/domain/fold-log';
import { startEvents } from '../../../src/sync/live/sheet-start';
import type { NightPrint } from '../../../src/ui/nights/print/night-print-data';
import { tableLists } from '../../../src/ui/nights/print/table-lists';
import { clubs, deal, grandHand } from '../../support/house-helpers';

export const KEY = 'a1b2c3d4';
export const NIGHT_NAME = 'Clubabend';
export const PLAYERS = ['Anna', 'Bernd', 'Clara', 'Dora', 'Emil', 'Fritz', 'Gabi'].map((name) => ({
  playerId: `p-${name.toLowerCase()}`,
  name,
}));

export const SHEET_41 = nightSheetId(KEY, 0, 1, '0123456789abcdef012');
export const SHEET_32 = nightSheetId(KEY, 0, 2, 'fedcba98765432100ab');

function setup(players: 3 | 4): SheetSetup {
  return {
    players,
    firstDealer: 0,
    plannedDeals: players === 4 ? 48 : 36,
    rules: PRESETS.tournament,
  };
}

function record(sheetId: string, table: number, names: readonly string[]): SheetRecord {
  const players = PLAYERS.filter((player) => names.includes(player.name));
  return {
    id: sheetId,
    name: `${NIGHT_NAME} · S1 · T${table}`,
    playerNames: players.map((player) => player.name),
    playerIds: players.map((player) => player.playerId),
    setup: setup(names.length as 3 | 4),
    preset: 'tournament',
    createdAt: 1_700_000_000_000,
    updatedAt: 1_700_000_000_000,
  };
}

let counter = 0;
/** A table phone's events: one `deal-added` each, clocks after the start events. */
export function dealEvents(deals: readonly SheetDeal[], device = 'phone-1'): SheetEvent[] {
  return deals.map((sheetDeal, i) => ({
    id: `00000000-0000-4000-8000-${String((counter += 1)).padStart(12, '0')}`,
    device,
    clock: i + 2,
    at: 1_700_000_100_000 + i * 60_000,
    change: { kind: 'deal-added', dealId: `deal-${counter}`, deal: sheetDeal },
  }));
}

/** Table 1 (Anna, Bernd, Clara, Dora; Anna deals first and sits out):
 * 1. Bernd clubs with 1, 61: 2 × 12 = 24, won: +24, Seeger-Fabian +74.
 * 2. Clara (dealer Bernd sits out) grand hand with 1, 70: 3 × 24 = 72, won: +72 → 122.
 * 3. Dora (dealer Clara) clubs with 1, 50 points: lost, −48 → −98, and 30 for each other player. */
export const DEALS_41: readonly SheetDeal[] = [
  clubs(1),
  grandHand(2),
  deal({ declarer: 3, game: 'clubs', tops: 1, declarerPoints: 50 }),
];
/** Table 2 (Emil, Fritz, Gabi): Fritz grand hand with 1, 70: +72 → 122. */
export const DEALS_32: readonly SheetDeal[] = [grandHand(1)];

export const RECORD_41 = record(SHEET_41, 1, ['Anna', 'Bernd', 'Clara', 'Dora']);
export const RECORD_32 = record(SHEET_32, 2, ['Emil', 'Fritz', 'Gabi']);

export function sheetEvents(): Map<string, SheetEvent[]> {
  return new Map([
    [SHEET_32, [...startEvents(RECORD_32), ...dealEvents(DEALS_32)]],
    [SHEET_41, [...startEvents(RECORD_41), ...dealEvents(DEALS_41)]],
  ]);
}

export const PLAN: Pick<NightPlan, 'players' | 'seriesCount' | 'fees'> = {
  players: PLAYERS,
  seriesCount: 1,
  fees: { entry: 1000, perLost: 50, higher: { from: 4, cents: 100 } },
};

/** The printouts of the night, as the adapter makes them from a view of it. */
export function nightPrintOf(shares: readonly number[] = [50, 30, 20]): NightPrint {
  const events = sheetEvents();
  const tables = [
    { series: 0, table: 1, record: RECORD_41, sheetId: SHEET_41 },
    { series: 0, table: 2, record: RECORD_32, sheetId: SHEET_32 },
  ].map(({ series, table, record: rec, sheetId }) => {
    const score = scoreSheet(rec.setup, foldDeals(events.get(sheetId) ?? []));
    if (!score.ok) throw new Error('fixture does not score');
    return { series, table, contribution: tableContribution(score.value, rec.playerIds ?? []) };
  });
  return {
    key: KEY,
    name: NIGHT_NAME,
    date: '2026-11-27',
    seriesCount: 1,
    currency: 'EUR',
    closed: true,
    rows: rankingRows(rankingOf(PLAN, tables), 'total'),
    tables: tableLists(events),
    prizes: { shares, source: 'entry' },
  };
}
