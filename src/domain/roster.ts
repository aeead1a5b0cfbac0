// Players as people kept across sheets: the roster is an append-only log of events (like a
// sheet's log, sheet-log.ts: ids, devices, Lamport clocks, so it can be merged from two phones),
// and who a player is now is a fold of it.
//
// A seat of a sheet names a player by id. A seat without one (every sheet before players had ids,
// every older backup) is the implicit player `name:<its stored name>`: the same name on ten old
// sheets is one player, without rewriting anything. A player's name is derived (the roster's
// latest, else the stored one), so a rename applies to every sheet at once; a merge makes one
// player's seats another's.
import { sameName } from './same-name';
import { orderEvents, undoneIds, type SheetEvent } from './sheet-log';

export type RosterChange =
  /** A new person, for a typed name no current player has (a name freed by a rename). */
  | { readonly kind: 'player-added'; readonly playerId: string; readonly name: string }
  | { readonly kind: 'player-renamed'; readonly playerId: string; readonly name: string }
  /** Two entries of one person: `from`'s seats are `into`'s from now on. */
  | { readonly kind: 'players-merged'; readonly from: string; readonly into: string }
  /** Takes an earlier roster change back; the change itself stays on the record. */
  | { readonly kind: 'undone'; readonly undoes: string };

export type RosterEvent = Omit<SheetEvent, 'change'> & { readonly change: RosterChange };

export interface Roster {
  /** The name each player has by the roster (added or renamed); others keep their stored name. */
  readonly names: ReadonlyMap<string, string>;
  /** Players merged into another: `from` → `into`. */
  readonly mergedInto: ReadonlyMap<string, string>;
}

export const EMPTY_ROSTER: Roster = { names: new Map(), mergedInto: new Map() };

const IMPLICIT = 'name:';

/** The player of a seat that has no id: one per stored name. */
export function implicitPlayerId(name: string): string {
  return IMPLICIT + name;
}

/** The player at each seat: the stored id, else the implicit player of the seat's name. */
export function seatPlayerIds(
  names: readonly string[],
  ids: readonly string[] | undefined,
): string[] {
  return names.map((name, seat) => ids?.[seat] ?? implicitPlayerId(name));
}

/** The player a player now is: followed through merges (a merge never makes a loop). */
export function resolvePlayer(roster: Roster, playerId: string): string {
  let id = playerId;
  const seen = new Set<string>();
  for (let into = roster.mergedInto.get(id); into !== undefined; into = roster.mergedInto.get(id)) {
    if (seen.has(into)) break;
    seen.add(id);
    id = into;
  }
  return id;
}

/** The roster the events stand for: the same for every order and every copy of them. */
export function foldRoster(events: readonly RosterEvent[]): Roster {
  const ordered = orderEvents(events);
  const undone = undoneIds(ordered);
  const names = new Map<string, string>();
  const mergedInto = new Map<string, string>();
  const roster: Roster = { names, mergedInto };
  for (const event of ordered) {
    const { change } = event;
    if (undone.has(event.id)) continue;
    if (change.kind === 'player-added' || change.kind === 'player-renamed') {
      names.set(change.playerId, change.name);
    } else if (change.kind === 'players-merged') {
      // Two phones merging each into the other: the later merge (in fold order) is dropped.
      if (resolvePlayer(roster, change.into) !== change.from && change.from !== change.into) {
        mergedInto.set(change.from, change.into);
      }
    }
  }
  return roster;
}

/** A player's name now: the roster's, else the name an implicit player stands for. */
export function playerName(roster: Roster, playerId: string): string {
  const id = resolvePlayer(roster, playerId);
  return roster.names.get(id) ?? (id.startsWith(IMPLICIT) ? id.slice(IMPLICIT.length) : id);
}

/** The names at the seats as they show: each seat's player's current name. */
export function seatNames(
  roster: Roster,
  names: readonly string[],
  ids: readonly string[] | undefined,
): string[] {
  return seatPlayerIds(names, ids).map((id) => playerName(roster, id));
}

/**
 * The player a typed (normalised) name means on a new sheet: the current player of that name,
 * else the implicit player of the name while the roster never touched it; null when the name was
 * freed (its implicit player renamed or merged away): then it is a new person. Names compare by
 * same-name.ts ("anna" is Anna): `spellings` are the names earlier sheets stored, so a name typed
 * in other letter case finds the implicit player of the spelling stored.
 */
export function playerForName(
  roster: Roster,
  name: string,
  spellings: readonly string[] = [],
): string | null {
  for (const [id, current] of roster.names) {
    if (sameName(current, name) && !roster.mergedInto.has(id)) return id;
  }
  const alike = [name, ...spellings.filter((spelt) => sameName(spelt, name))];
  if (alike.some((spelt) => isFreed(roster, implicitPlayerId(spelt)))) return null;
  const stored = spellings.includes(name) ? name : (alike[1] ?? name);
  return implicitPlayerId(stored);
}

/** A typed name's player: its player by the roster, else (a freed name) the name's own. */
export function playerIdOf(roster: Roster, name: string, spellings?: readonly string[]): string {
  return playerForName(roster, name, spellings) ?? implicitPlayerId(name);
}

function isFreed(roster: Roster, implicit: string): boolean {
  return roster.names.has(implicit) || roster.mergedInto.has(implicit);
}
