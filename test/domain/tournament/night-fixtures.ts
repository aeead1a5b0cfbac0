// A small night for the night fold's and the tracker's tests: seven players (a 4-table and a
// 3-table), two series drawn by seed, each table's sheet started as the director starts it (three
// start events) and played deal by deal.
import { isTableSize, PRESETS, type SheetSetup } from '../../../src/domain/rules';
import type { SheetChange, SheetEvent } from '../../../src/domain/sheet-log';
import { drawTables } from '../../../src/domain/tournament/assignment';
import { seriesDeals, type NightPlayer } from '../../../src/domain/tournament/night';
import {
  nightSheetId,
  type NightChange,
  type NightEvent,
  type NightSetup,
  type NightTable,
} from '../../../src/domain/tournament/night-log';
import { clubs, grandHand, PASSED } from '../../support/house-helpers';

export const KEY = '0a1b2c3d';
export const T0 = Date.UTC(2026, 10, 27, 18, 0);
/** The device of a sheet's start events (src/sync/live/sheet-start.ts START_DEVICE). */
export const START = '00000000-0000-0000-0000-000000000000';

export function players(count: number): NightPlayer[] {
  return Array.from({ length: count }, (_, i) => ({
    playerId: `p${String(i).padStart(3, '0')}`,
    name: `Player ${i}`,
  }));
}

export function setupOf(count = 7, seriesCount = 2, deals = 12): NightSetup {
  return {
    name: 'Clubabend',
    date: '2026-11-27',
    players: players(count),
    seriesCount,
    dealsAtFour: deals,
    dealsAtThree: (deals / 4) * 3,
    fees: { entry: 1000, perLost: 50, higher: null },
    rules: { preset: 'tournament', rules: PRESETS.tournament },
    prizes: { shares: [50, 30, 20], source: 'entry' },
  };
}

let counter = 0;
/** A fresh id of the app's form. */
export function uid(): string {
  counter += 1;
  return `00000000-0000-4000-8000-${counter.toString(16).padStart(12, '0')}`;
}

export function nightEvent(change: NightChange, at: number, id = uid()): NightEvent {
  return { id, at, author: 'director', change };
}

export function planned(setup: NightSetup, at = T0): NightEvent {
  return nightEvent({ kind: 'night-planned', setup }, at);
}

/** Series `series` drawn by seed: its tables with their sheet ids (key, series, table). */
export function tablesOf(
  setup: NightSetup,
  series: number,
  key = KEY,
  seed = `seed-${series}`,
): NightTable[] {
  const drawn = drawTables(
    setup.players.map((player) => player.playerId),
    seed,
  );
  if (!drawn.ok) throw new Error('draw refused');
  return drawn.value.map(({ table, players }) => ({
    table,
    players,
    sheetId: nightSheetId(key, series, table, `${series}${table}`.padStart(19, 'f')),
  }));
}

export function assigned(
  setup: NightSetup,
  series: number,
  at = T0 + (series + 1) * 1000,
  tables = tablesOf(setup, series),
): NightEvent {
  return nightEvent(
    {
      kind: 'series-assigned',
      series,
      assignment: { kind: 'draw', seed: `seed-${series}` },
      tables,
    },
    at,
  );
}

/** The three start events of a table's sheet, as the director writes them. */
export function startOf(table: NightTable, setup: NightSetup, at = T0): SheetEvent[] {
  // As the director's phone starts a table (sync/club/night/director.ts): 3 to 5 seats.
  const size = table.players.length;
  const sheetSetup: SheetSetup = {
    players: isTableSize(size) ? size : 3,
    firstDealer: 0,
    plannedDeals: seriesDeals(setup, size),
    rules: setup.rules.rules,
  };
  const base = { device: START, clock: 1, at };
  return [
    { ...base, id: uid(), change: { kind: 'sheet-renamed', name: 'Clubabend · S1 · T1' } },
    {
      ...base,
      id: uid(),
      change: {
        kind: 'players-renamed',
        playerNames: table.players.map((id) => id.toUpperCase()),
        playerIds: [...table.players],
      },
    },
    {
      ...base,
      id: uid(),
      change: { kind: 'rules-changed', setup: sheetSetup, preset: setup.rules.preset },
    },
  ];
}

/** A table phone's log, one event after the other (clock counting up). */
export class TableLog {
  private clock = 1;
  readonly events: SheetEvent[] = [];
  constructor(
    readonly device: string,
    private at: number,
  ) {}
  add(change: SheetChange): SheetEvent {
    this.clock += 1;
    this.at += 60_000;
    const event: SheetEvent = {
      id: uid(),
      device: this.device,
      clock: this.clock,
      at: this.at,
      change,
    };
    this.events.push(event);
    return event;
  }
}

/** The i-th deal of a scripted list: mostly clubs, a grand hand, a passed one. */
export function dealNo(i: number, size: number) {
  if (i % 7 === 3) return PASSED;
  // Seat i deals deal i (first dealer 0): at a table of four the dealer sits out.
  const declarer = (i + 1) % size;
  if (i % 5 === 2) return grandHand(declarer);
  return clubs(declarer, i % 3 === 0 ? 40 : 61);
}

/** A table's whole sheet of `count` deals (start events included). */
export function playedSheet(
  table: NightTable,
  setup: NightSetup,
  count: number,
): { readonly events: SheetEvent[]; readonly log: TableLog } {
  const log = new TableLog(uid(), T0 + 10_000);
  for (let i = 0; i < count; i++)
    log.add({ kind: 'deal-added', dealId: uid(), deal: dealNo(i, table.players.length) });
  return { events: [...startOf(table, setup), ...log.events], log };
}
