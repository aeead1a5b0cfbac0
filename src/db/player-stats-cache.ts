// Each sheet's seat summaries (domain/seat-summary.ts), cached in `sheetStats` so the player and
// group pages add up 10,000 sheets without folding one log. Rebuilt lazily on read: a sheet whose
// `updatedAt` (set by every event of its log) differs from its entry's is folded and scored
// again, so adding a deal costs nothing more than before. A big rebuild (the first opening after
// an upgrade or a restore) goes in short batches, the page free and told how far it is between.
import { Dexie } from 'dexie';
import type { PlayedSheet } from '../domain/player-stats';
import { resolvePlayer, seatPlayerIds, type Roster } from '../domain/roster';
import { orderEvents } from '../domain/sheet-log';
import {
  EMPTY_SUMMARY,
  PLAIN_KEYS,
  type PlainCount,
  seatSummaries,
  sheetBierlachsRanks,
  STAT_GAMES,
  type SeatSummary,
  type StatGame,
  type Tally,
} from '../domain/seat-summary';
import { db, type SkatDatabase } from './database';
import { loadedSheet } from './folded-sheet';
import type { EventRecord, SheetRecord, SheetStatsRecord } from './records';
import { readRoster } from './roster-names';
import { scoreStoredSheet } from './scored-sheet';
import { foldedAsking, logOf, type LoadedSheet } from './sheet-log';

const PLAIN = PLAIN_KEYS;

/** A summary as numbers (structured clone reads 10,000 arrays far faster than nested objects). */
export function encodeSummary(summary: SeatSummary): number[] {
  const tallies = [...STAT_GAMES.map((game) => summary.games[game]), summary.hand];
  return [...PLAIN.map((key) => summary[key]), ...tallies.flatMap((t) => [t.declared, t.won])];
}

/** Where each plain count stands in an encoded summary. */
const AT = Object.fromEntries(PLAIN.map((key, index) => [key, index])) as Record<
  PlainCount,
  number
>;

export function decodeSummary(numbers: readonly number[]): SeatSummary {
  // One object literal (a player's page decodes thousands): no spread, no entries in between.
  const count = (key: PlainCount) => numbers[AT[key]] ?? 0;
  const tally = (index: number): Tally => ({
    declared: numbers[index] ?? 0,
    won: numbers[index + 1] ?? 0,
  });
  const games = {} as Record<StatGame, Tally>;
  STAT_GAMES.forEach((game, index) => {
    games[game] = tally(PLAIN.length + 2 * index);
  });
  return {
    sheets: count('sheets'),
    deals: count('deals'),
    games,
    hand: tally(PLAIN.length + 2 * STAT_GAMES.length),
    schneiderMade: count('schneiderMade'),
    schneiderAnnounced: count('schneiderAnnounced'),
    schwarzMade: count('schwarzMade'),
    schwarzAnnounced: count('schwarzAnnounced'),
    overbid: count('overbid'),
    ramschLost: count('ramschLost'),
    jungfrau: count('jungfrau'),
    durchmarsch: count('durchmarsch'),
    kontraGiven: count('kontraGiven'),
    kontraWon: count('kontraWon'),
    valueWon: count('valueWon'),
    valueLost: count('valueLost'),
    list: count('list'),
    seegerFabian: count('seegerFabian'),
    bierlachsLost: count('bierlachsLost'),
    othersLost: count('othersLost'),
  };
}

/** The cache entry of a sheet as it stands. */
export function statsRecord({ sheet, record, deals }: LoadedSheet): SheetStatsRecord {
  const scored = scoreStoredSheet({ sheet, deals });
  const { list } = sheet.setup.rules;
  return {
    sheetId: record.id,
    updatedAt: record.updatedAt,
    startedAt: record.createdAt,
    list,
    players: seatPlayerIds(sheet.playerNames, sheet.playerIds),
    summaries: scored.ok ? seatSummaries(scored.value).map(encodeSummary) : null,
    bierlachsRanks: scored.ok ? sheetBierlachsRanks(scored.value) : null,
  };
}

/** The settings key of the cache's format (next to the settings, like the device's id). */
export const STATS_FORMAT_KEY = 'sheetStatsFormat';
/**
 * The entries' format: an entry of another one is not read but built again. 3: summaries with the
 * points from others' lost games (`othersLost`); 2: with a Bierlachs sheet's standings
 * (`bierlachsRanks`); 1 (no stamp) had none.
 */
export const STATS_FORMAT = 3;

/** Drops every entry when the cache was written in another format: the next read rebuilds. */
async function dropOtherFormat(database: SkatDatabase): Promise<void> {
  const stamp = await database.settings.get(STATS_FORMAT_KEY);
  if (stamp?.value === STATS_FORMAT) return;
  await database.transaction('rw', [database.sheetStats, database.settings], async () => {
    await database.sheetStats.clear();
    await database.settings.put({ key: STATS_FORMAT_KEY, value: STATS_FORMAT });
  });
}

/**
 * Sheets rebuilt per transaction: folding and scoring one takes about 1 ms, so a batch keeps the
 * page's longest task well under 100 ms; the page is free between batches.
 */
const SHEETS_PER_BATCH = 40;

/** How far a rebuild is: sheets done of those to do. */
export interface StatsProgress {
  readonly done: number;
  readonly total: number;
}

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
  return { stale, gone, sheets: sheets.size };
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

/**
 * The logs of a batch of sheets (ids sorted), each in fold order. When most sheets are in the
 * rebuild, one range of the `log` store's key [sheetId, id] from the first id to the last reads
 * the whole batch at once (other sheets' events in between are dropped); otherwise each sheet's
 * own range (sheet-log.ts). With the first events of upgraded sheets not yet moved there.
 */
async function logsOf(
  database: SkatDatabase,
  ids: readonly string[],
  oneRange: boolean,
): Promise<Map<string, EventRecord[]>> {
  const logs = new Map<string, EventRecord[]>(ids.map((id) => [id, []]));
  const first = ids[0];
  const last = ids.at(-1);
  if (first === undefined || last === undefined) return logs;
  const events = oneRange
    ? await database.log
        .where('[sheetId+id]')
        .between([first, Dexie.minKey], [last, Dexie.maxKey], true, true)
        .toArray()
    : (await Promise.all(ids.map((id) => logOf(database, id).toArray()))).flat();
  // An upgraded sheet's first events may still wait in `startingLogs` (sheet-log.ts).
  const starting = await database.startingLogs.bulkGet([...ids]);
  for (const record of starting) if (record) logs.get(record.sheetId)?.push(...record.events);
  for (const event of events) logs.get(event.sheetId)?.push(event);
  for (const [id, log] of logs) logs.set(id, orderEvents(log) as EventRecord[]);
  return logs;
}

/** The page's turn: a macrotask, so it paints and takes input between two batches. */
function yieldToPage(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function rebuild(
  database: SkatDatabase,
  stale: readonly string[],
  sheetCount: number,
  onProgress?: (progress: StatsProgress) => void,
): Promise<void> {
  const ids = [...stale].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  // Mostly everything (a first opening): the batches' ranges hold little else.
  const oneRange = ids.length * 2 >= sheetCount;
  const tables = [database.sheets, database.log, database.startingLogs, database.sheetStats];
  const told = ids.length > SHEETS_PER_BATCH;
  for (let start = 0; start < ids.length; start += SHEETS_PER_BATCH) {
    if (told) onProgress?.({ done: start, total: ids.length });
    if (start > 0) await yieldToPage();
    const part = ids.slice(start, start + SHEETS_PER_BATCH);
    // One transaction reads and writes: an entry is written for the sheet as it was read.
    await database.transaction('rw', tables, async () => {
      const [records, logs] = await Promise.all([
        database.sheets.bulkGet(part),
        logsOf(database, part, oneRange),
      ]);
      const entries = await foldedAsking(() =>
        records.flatMap((record: SheetRecord | undefined) =>
          record ? [statsRecord(loadedSheet(record, logs.get(record.id) ?? []))] : [],
        ),
      );
      await database.sheetStats.bulkPut(entries);
    });
  }
  if (told) onProgress?.({ done: ids.length, total: ids.length });
}

/**
 * Brings the cache up to date: every sheet changed since its entry was written (or without one)
 * folded and scored again, entries of deleted sheets removed. Returns how many were rebuilt.
 */
export async function refreshSheetStats(
  database: SkatDatabase = db,
  onProgress?: (progress: StatsProgress) => void,
): Promise<number> {
  await dropOtherFormat(database);
  const changed = await changedSince(database);
  if (changed !== null) {
    await rebuild(database, changed, Number.POSITIVE_INFINITY, onProgress);
    // New sheets among them (a count that no longer matches): compared in full below.
    if ((await database.sheets.count()) === (await database.sheetStats.count())) {
      return changed.length;
    }
  }
  const { stale, gone, sheets } = await fullCompare(database);
  if (gone.length > 0) await database.sheetStats.bulkDelete(gone);
  await rebuild(database, stale, sheets, onProgress);
  return stale.length + (changed?.length ?? 0);
}

/**
 * Every scored sheet as the statistics see it, its seats' players resolved through the roster.
 * A seat's summary is unpacked when first asked for (a player's page needs one seat of each).
 */
export function playedSheets(records: readonly SheetStatsRecord[], roster: Roster): PlayedSheet[] {
  return records.flatMap(({ sheetId, startedAt, list, players, summaries, bierlachsRanks }) => {
    if (!summaries) return [];
    const decoded: (SeatSummary | undefined)[] = [];
    const summary = (seat: number): SeatSummary => {
      const encoded = summaries[seat];
      if (!encoded) return EMPTY_SUMMARY;
      return (decoded[seat] ??= decodeSummary(encoded));
    };
    return [
      {
        sheetId,
        startedAt,
        list,
        players: players.map((id) => resolvePlayer(roster, id)),
        summary,
        bierlachsRanks,
      },
    ];
  });
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
  onProgress?: (progress: StatsProgress) => void,
): Promise<StatsData> {
  await refreshSheetStats(database, onProgress);
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
    // Each id one key of the index (one getAll; `anyOf` walks a cursor, record by record).
    const sheets = (
      await Promise.all(ids.map((id) => database.sheetStats.where('players').equals(id).toArray()))
    ).flat();
    // A sheet where two of the ids sat (after a merge undone and redone) is read once.
    const unique = new Map(sheets.map((sheet) => [sheet.sheetId, sheet]));
    return { sheets: [...unique.values()], roster, seated };
  });
}
