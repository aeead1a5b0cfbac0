// The players this device knows (the roster's current names), for reading a typed name as a
// known player: the new-night form and a latecomer or replacement between series.
import type { KnownPlayer } from './new-night-form';

/** The roster's players as this device knows them: each known name's current player. */
export async function knownPlayers(): Promise<KnownPlayer[]> {
  const [{ db }, { knownPlayerNames }, { readRoster }, { playerIdOf }] = await Promise.all([
    import('../../db/database'),
    import('../../db/sheets'),
    import('../../db/roster-names'),
    import('../../domain/roster'),
  ]);
  const [names, roster] = await Promise.all([knownPlayerNames(), readRoster(db)]);
  return names.map((name) => ({ id: playerIdOf(roster, name), name }));
}
