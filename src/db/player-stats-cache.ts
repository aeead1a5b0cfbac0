// Each sheet's seat summaries (domain/seat-summary.ts), cached in `sheetStats` so the player and
// group pages add up 10,000 sheets without folding one log. Rebuilt lazily on read: a sheet whose
// `updatedAt` (set by every event of its log) differs from its entry's is folded and scored
// again, so adding a deal costs nothing more than before.
import type { Dexie } from 'dexie';
import type { PlayedSheet } from '../domain/player-stats';
import { resolvePlayer, seatPlayerIds, type Roster } from '../domain/roster';
import {
  EMPTY_SUMMARY,
  seatSummaries,
  STAT_GAMES,
  type SeatSummary,
  type Tally,
} from '../domain/seat-summary';
import { db, type SkatDatabase } from './database';
import type { SheetStatsRecord } from './records';
import { readRoster } from './roster-names';
import { scoreStoredSheet } from './scored-sheet';
import { loadSheet, type LoadedSheet } from './sheet-log';

type Plain = Exclude<keyof SeatSummary, 'games' | 'hand'>;
const PLAIN: readonly Plain[] = (Object.keys(EMPTY_SUMMARY) as (keyof SeatSummary)[]).filter(
  (key): key is Plain => key !== 'games' && key !== 'hand',
);

/** A summary as numbers (structured clone reads 10,000 arrays far faster than nested objects). */
export function encodeSummary(summary: SeatSummary): number[] {
  const tallies = [...STAT_GAMES.map((game) => summary.games[game]), summary.hand];
  return [...PLAIN.map((key) => summary[key]), ...tallies.flatMap((t) => [t.declared, t.won])];
}

export function decodeSummary(numbers: readonly number[]): SeatSummary {
  const at = (index: number) => numbers[index] ?? 0;
  const tally = (index: number): Tally => ({
    declared: at(PLAIN.length + 2 * index),
    won: at(PLAIN.length + 2 * index + 1),
  });
  const games = Object.fromEntries(STAT_GAMES.map((game, index) => [game, tally(index)]));
  const plain = Object.fromEntries(PLAIN.map((key, index) => [key, at(index)]));
  return {
    ...EMPTY_SUMMARY,
    ...plain,
    games: games as SeatSummary['games'],
    hand: tally(STAT_GAMES.length),
  };
}

/** The cache entry of a sheet as it stands. */
export function statsRecord({ sheet, record, deals }: LoadedSheet): SheetStatsRecord {
  const scored = scoreStoredSheet({ sheet, deals });
  return {
    sheetId: record.id,
    updatedAt: record.updatedAt,
    startedAt: record.createdAt,
    list: sheet.setup.rules.list,
    players: seatPlayerIds(sheet.playerNames, sheet.playerIds),
    summaries: scored.ok
      ? seatSummaries(scored.value, sheet.setup.rules.list).map(encodeSummary)
      : null,
  };
}

/** Sheets rebuilt per transaction: a short write each, however many are stale. */
const SHEETS_PER_REBUILD = 200;

/** id → updatedAt of a store, from its `updatedAt` index's keys only (no record is read). */
async function versions(table: Dexie.Table): Promise<Map<string, number>> {
  const index = table.orderBy('updatedAt');
  const [keys, ids] = await Promise.all([index.keys(), index.primaryKeys()]);
  return new Map(ids.map((id, i) => [String(id), Number(keys[i])]));
}

/** Every sheet whose cache entry is missing or older than the sheet, and entries of no sheet. */
async function fullCompare(database: SkatDatabase) {
  const [sheets, cached] = await database.transaction(
    'r',
    [database.sheets, database.sheetStats],
    () => Promise.all([versions(database.sheets), versions(database.sheetStats)]),
  );
  const stale = [...sheets].filter(([id, at]) => cached.get(id) !== at).map(([id]) => id);
  const gone = [...cached.keys()].filter((id) => !sheets.has(id));
  return { stale, gone };
}

/**
 * The sheets changed since the cache's newest entry: every change of a sheet sets its
 * `updatedAt` to now or later (sheet-log.ts), so one range of the index finds them without
 * reading 10,000 keys. Null when the counts differ (a sheet restored with an older time, or
 * deleted): then every sheet is compared.
 */
async function changedSince(database: SkatDatabase): Promise<string[] | null> {
  return database.transaction('r', [database.sheets, database.sheetStats], async () => {
    const [sheetCount, statsCount, newest] = await Promise.all([
      database.sheets.count(),
      database.sheetStats.count(),
      database.sheetStats.orderBy('updatedAt').last(),
    ]);
    if (sheetCount !== statsCount || !newest)
      return sheetCount === 0 && statsCount === 0 ? [] : null;
    const keys = await database.sheets.where('updatedAt').above(newest.updatedAt).primaryKeys();
    return keys.map(String);
  });
}

async function rebuild(database: SkatDatabase, stale: readonly string[]): Promise<void> {
  for (let start = 0; start < stale.length; start += SHEETS_PER_REBUILD) {
    const part = stale.slice(start, start + SHEETS_PER_REBUILD);
    const tables = [database.sheets, database.log, database.startingLogs, database.sheetStats];
    await database.transaction('rw', tables, async () => {
      const loaded = await Promise.all(part.map((id) => loadSheet(database, id)));
      await database.sheetStats.bulkPut(loaded.flatMap((l) => (l ? [statsRecord(l)] : [])));
    });
  }
}

/**
 * Brings the cache up to date: every sheet changed since its entry was written (or without one)
 * folded and scored again, entries of deleted sheets removed. Returns how many were rebuilt.
 */
export async function refreshSheetStats(database: SkatDatabase = db): Promise<number> {
  const changed = await changedSince(database);
  if (changed !== null) {
    await rebuild(database, changed);
    // New sheets among them (a count that no longer matches): compared in full below.
    if ((await database.sheets.count()) === (await database.sheetStats.count())) {
      return changed.length;
    }
  }
  const { stale, gone } = await fullCompare(database);
  if (gone.length > 0) await database.sheetStats.bulkDelete(gone);
  await rebuild(database, stale);
  return stale.length + (changed?.length ?? 0);
}

/** Every scored sheet as the statistics see it, its seats' players resolved through the roster. */
export function playedSheets(records: readonly SheetStatsRecord[], roster: Roster): PlayedSheet[] {
  return records.flatMap((record) =>
    record.summaries
      ? [
          {
            sheetId: record.sheetId,
            startedAt: record.startedAt,
            list: record.list,
            players: record.players.map((id) => resolvePlayer(roster, id)),
            summaries: record.summaries.map(decodeSummary),
          },
        ]
      : [],
  );
}

/** What the player and group pages read: the cache brought up to date, and the roster. */
export interface StatsData {
  /** The sheets of the player asked for (all of them when none was): their cache entries. */
  readonly sheets: readonly SheetStatsRecord[];
  readonly roster: Roster;
  /** Every player id at any seat, as stored (the cache's index keys: no record read). */
  readonly seated: readonly string[];
}

/**
 * The statistics' data: the cache brought up to date first. With `playerId`, only the sheets
 * where that player (or anyone merged into them) sat are read, through the cache's index of
 * players: a player's page reads their sheets, not 10,000; with null, no sheet at all (the list
 * of players needs only the index); undefined reads every sheet.
 */
export async function readStatsData(
  database: SkatDatabase = db,
  playerId?: string | null,
): Promise<StatsData> {
  await refreshSheetStats(database);
  return database.transaction('r', [database.sheetStats, database.roster], async () => {
    const [roster, keys] = await Promise.all([
      readRoster(database),
      database.sheetStats.orderBy('players').uniqueKeys(),
    ]);
    const seated = keys.map(String);
    if (playerId === null) return { sheets: [], roster, seated };
    if (playerId === undefined) {
      return { sheets: await database.sheetStats.toArray(), roster, seated };
    }
    const self = resolvePlayer(roster, playerId);
    const ids = seated.filter((id) => resolvePlayer(roster, id) === self);
    const sheets =
      ids.length === 0 ? [] : await database.sheetStats.where('players').anyOf(ids).toArray();
    // A sheet where two of the ids sat (after a merge undone and redone) is read once.
    const unique = new Map(sheets.map((sheet) => [sheet.sheetId, sheet]));
    return { sheets: [...unique.values()], roster, seated };
  });
}
