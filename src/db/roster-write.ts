// Writing the roster's events: apart from roster.ts (renames, merges and their checks, which read
// the statistics' cache) so that starting a sheet does not download the scoring behind those.
import {
  foldRoster,
  implicitPlayerId,
  playerForName,
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

/**
 * The players at a new sheet's seats, by their typed (normalised) names: each name's current
 * player, or a new one (added to the roster) for a name freed by a rename or merge. Null when
 * every seat is the implicit player of its name: the sheet then stores no ids, as before.
 * Inside the caller's transaction over roster and settings.
 */
export async function playerIdsFor(
  database: SkatDatabase,
  names: readonly string[],
): Promise<string[] | undefined> {
  const events = await database.roster.toArray();
  const roster = foldRoster(events);
  const ids: string[] = [];
  for (const name of names) {
    const known = playerForName(roster, name);
    if (known !== null) ids.push(known);
    else {
      const playerId = newId();
      events.push(
        await appendRosterEvent(database, events, { kind: 'player-added', playerId, name }),
      );
      ids.push(playerId);
    }
  }
  return ids.every((id, seat) => id === implicitPlayerId(names[seat] ?? '')) ? undefined : ids;
}
