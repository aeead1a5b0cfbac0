// Writing the roster's events: apart from roster.ts (renames, merges and their checks, which read
// the statistics' cache) so that starting a sheet does not download the scoring behind those.
import {
  foldRoster,
  implicitPlayerId,
  playerForName,
  playerName,
  type RosterChange,
  type RosterEvent,
} from '../domain/roster';
import { nextClock } from '../domain/sheet-log';
import { newId, type SkatDatabase } from './database';
import { deviceId } from './device';

/** Appends one change to the roster (inside the caller's transaction over roster and settings). */
export async function appendRosterEvent(
  database: SkatDatabase,
  events: readonly RosterEvent[],
  change: RosterChange,
): Promise<RosterEvent> {
  const event: RosterEvent = {
    id: newId(),
    device: await deviceId(database),
    clock: nextClock(events),
    at: Date.now(),
    change,
  };
  await database.roster.add(event);
  return event;
}

/** The seats of a new (or renamed) sheet: the names to store, and the players' ids when needed. */
export interface SeatPlayers {
  readonly playerNames: string[];
  readonly playerIds?: string[];
}

/**
 * The players at a new sheet's seats, by their typed (normalised) names: each name's current
 * player (in any letter case: "anna" is Anna, domain/same-name.ts, stored as "Anna"), or a new
 * one (added to the roster) for a name freed by a rename or merge. No ids when every seat is the
 * implicit player of its name: the sheet then stores none, as before.
 * Inside the caller's transaction over players, roster and settings.
 */
export async function seatPlayers(
  database: SkatDatabase,
  typed: readonly string[],
): Promise<SeatPlayers> {
  const events = await database.roster.toArray();
  const spellings = (await database.players.toArray()).map((player) => player.name);
  const roster = foldRoster(events);
  const ids: string[] = [];
  const playerNames: string[] = [];
  for (const name of typed) {
    const known = playerForName(roster, name, spellings);
    const playerId = known ?? newId();
    if (known === null) {
      const added = { kind: 'player-added', playerId, name } as const;
      events.push(await appendRosterEvent(database, events, added));
    }
    ids.push(playerId);
    playerNames.push(known === null ? name : playerName(roster, known));
  }
  const implicit = ids.every((id, seat) => id === implicitPlayerId(playerNames[seat] ?? ''));
  return implicit ? { playerNames } : { playerNames, playerIds: ids };
}
