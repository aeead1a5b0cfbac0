// The roster in the database: players kept across sheets (domain/roster.ts). Renames and merges
// are events of the `roster` store, checked first (a name another player has, two people who sat
// at the same sheet): refused, nothing is written.
import { fail, ok, type Result } from '../domain/result';
import {
  foldRoster,
  resolvePlayer,
  type Roster,
  type RosterChange,
  type RosterEvent,
} from '../domain/roster';
import {
  checkMerge,
  checkRename,
  nextRosterUndo,
  type RosterProblem,
  type SeatedSheet,
} from '../domain/roster-checks';
import { db, type SkatDatabase } from './database';
import { appendRosterEvent } from './roster-write';
import { loadSheet } from './sheet-log';
import { nameProblem, normaliseName, type NameProblem } from './name-text';
import { refreshSheetStats } from './player-stats-cache';
import { MAX_PLAYER_NAME_LENGTH } from './sheet-input';
import { storeError, writeTransaction, type StoreError } from './store-error';

export type RosterError =
  | RosterProblem
  | StoreError
  | { readonly code: 'player-name-invalid'; readonly problem: NameProblem };

/** Every player id at any seat (the cache's index keys: no record is read). */
async function seatedIds(database: SkatDatabase): Promise<string[]> {
  return (await database.sheetStats.orderBy('players').uniqueKeys()).map(String);
}

/** The sheets where any of the players sat, as the checks see them. */
async function sheetsOf(database: SkatDatabase, ids: readonly string[]): Promise<SeatedSheet[]> {
  const records = await database.sheetStats
    .where('players')
    .anyOf([...ids])
    .toArray();
  const unique = new Map(
    records.map((r) => [r.sheetId, { sheetId: r.sheetId, players: r.players }]),
  );
  return [...unique.values()];
}

/** Every stored id that is the given player, or was merged into them. */
function idsOf(roster: Roster, all: readonly string[], playerId: string): string[] {
  const self = resolvePlayer(roster, playerId);
  const known = [...all, ...roster.names.keys(), ...roster.mergedInto.keys()];
  return [...new Set(known.filter((id) => resolvePlayer(roster, id) === self)), playerId];
}

const ROSTER_TABLES = ['roster', 'sheetStats', 'settings'] as const;

/** Renames a player everywhere: refused when another player has the name. */
export async function renamePlayer(
  playerId: string,
  name: string,
  database: SkatDatabase = db,
): Promise<Result<RosterEvent, RosterError>> {
  const trimmed = normaliseName(name);
  const problem = nameProblem(trimmed, MAX_PLAYER_NAME_LENGTH);
  if (problem) return fail([{ code: 'player-name-invalid', problem }]);
  await refreshSheetStats(database);
  return writeTransaction<RosterEvent, RosterError>(database, ROSTER_TABLES, async () => {
    const events = await database.roster.toArray();
    const roster = foldRoster(events);
    const seated: SeatedSheet[] = [{ sheetId: '', players: await seatedIds(database) }];
    const checked = checkRename(roster, seated, playerId, trimmed);
    if (!checked.ok) return checked;
    const id = resolvePlayer(roster, playerId);
    return ok(
      await appendRosterEvent(database, events, {
        kind: 'player-renamed',
        playerId: id,
        name: trimmed,
      }),
    );
  });
}

/** The merge of `from` into `into` as it would be: the sheets that change, or why it is refused. */
export async function previewMerge(
  from: string,
  into: string,
  database: SkatDatabase = db,
): Promise<Result<string[], RosterError>> {
  await refreshSheetStats(database);
  return database.transaction('r', [database.roster, database.sheetStats], async () => {
    const roster = foldRoster(await database.roster.toArray());
    const all = await seatedIds(database);
    const sheets = await sheetsOf(database, [
      ...idsOf(roster, all, from),
      ...idsOf(roster, all, into),
    ]);
    return checkMerge(roster, sheets, from, into);
  });
}

/** Makes `from` one player with `into` (every sheet of `from` counts for `into`), when allowed. */
export async function mergePlayers(
  from: string,
  into: string,
  database: SkatDatabase = db,
): Promise<Result<RosterEvent, RosterError>> {
  await refreshSheetStats(database);
  return writeTransaction<RosterEvent, RosterError>(database, ROSTER_TABLES, async () => {
    const events = await database.roster.toArray();
    const roster = foldRoster(events);
    const all = await seatedIds(database);
    const sheets = await sheetsOf(database, [
      ...idsOf(roster, all, from),
      ...idsOf(roster, all, into),
    ]);
    const checked = checkMerge(roster, sheets, from, into);
    if (!checked.ok) return checked;
    const change: RosterChange = {
      kind: 'players-merged',
      from: resolvePlayer(roster, from),
      into: resolvePlayer(roster, into),
    };
    return ok(await appendRosterEvent(database, events, change));
  });
}

/** Takes back the latest rename or merge not yet undone. */
export async function undoRosterChange(
  database: SkatDatabase = db,
): Promise<Result<RosterEvent, RosterError>> {
  return writeTransaction<RosterEvent, RosterError>(database, ROSTER_TABLES, async () => {
    const events = await database.roster.toArray();
    const target = nextRosterUndo(events);
    if (!target) return fail([storeError('nothing-to-undo')]);
    return ok(await appendRosterEvent(database, events, { kind: 'undone', undoes: target.id }));
  });
}

/** The roster's whole log, for its history. */
export async function rosterEvents(database: SkatDatabase = db): Promise<RosterEvent[]> {
  return database.roster.toArray();
}

/**
 * The names of the given sheets as they stand, for a merge's preview; missing ones left out. A
 * rename is an event of the sheet's log (the record keeps the name it started with): folded in,
 * like every other screen.
 */
export async function sheetNames(
  ids: readonly string[],
  database: SkatDatabase = db,
): Promise<{ readonly id: string; readonly name: string; readonly createdAt: number }[]> {
  return database.transaction('r', [database.sheets, database.log, database.startingLogs], () =>
    Promise.all(ids.map((id) => loadSheet(database, id))).then((loaded) =>
      loaded.flatMap((l) =>
        l ? [{ id: l.sheet.id, name: l.sheet.name, createdAt: l.sheet.createdAt }] : [],
      ),
    ),
  );
}
