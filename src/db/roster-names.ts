// The names a sheet shows: each seat's player's current name (domain/roster.ts), so a rename of
// a player applies to every sheet at once. Small on purpose: every read of a sheet goes through.
import { foldRoster, seatNames, seatPlayerIds, type Roster } from '../domain/roster';
import type { SkatDatabase } from './database';
import type { SheetRecord } from './records';

/** The roster as it stands (inside the caller's transaction when there is one). */
export async function readRoster(database: SkatDatabase): Promise<Roster> {
  return foldRoster(await database.roster.toArray());
}

/**
 * The sheet with its seats' current names; the same object while the roster is empty. The seats'
 * player ids are written out, since a renamed seat's name no longer leads to its implicit player.
 * A view to show, never written back: the stored record keeps its own fields.
 */
export function withRosterNames<S extends SheetRecord>(sheet: S, roster: Roster): S {
  if (roster.names.size === 0 && roster.mergedInto.size === 0) return sheet;
  return {
    ...sheet,
    playerNames: seatNames(roster, sheet.playerNames, sheet.playerIds),
    playerIds: seatPlayerIds(sheet.playerNames, sheet.playerIds),
  };
}
