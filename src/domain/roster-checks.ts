// What the roster refuses, and its history: a rename to a name another player has, a merge of two
// people who sat at the same sheet. Pure: the database hands in the roster and who sat where.
import { fail, ok, type Result } from './result';
import { foldRoster, playerName, resolvePlayer, type Roster, type RosterEvent } from './roster';
import { sameName } from './same-name';
import { orderEvents, undoneIds } from './sheet-log';

/** A sheet as the roster's checks see it: the player at each seat (as stored, not resolved). */
export interface SeatedSheet {
  readonly sheetId: string;
  readonly players: readonly string[];
}

export type RosterProblem =
  /** Another current player already has this name. */
  | { readonly code: 'player-name-taken'; readonly name: string }
  /** Both sat at these sheets: they are two people. */
  | { readonly code: 'players-sat-together'; readonly sheetIds: readonly string[] }
  /** Merging a player into themselves. */
  | { readonly code: 'same-player' };

/** Every current player (merged-away ones are gone into another): the seats' and the roster's. */
export function currentPlayers(roster: Roster, sheets: readonly SeatedSheet[]): string[] {
  const ids = new Set<string>();
  for (const sheet of sheets) for (const id of sheet.players) ids.add(resolvePlayer(roster, id));
  for (const id of roster.names.keys()) ids.add(resolvePlayer(roster, id));
  return [...ids];
}

/** A rename of a player to a (normalised) name: refused when another player has it, in any case. */
export function checkRename(
  roster: Roster,
  sheets: readonly SeatedSheet[],
  playerId: string,
  name: string,
): Result<void, RosterProblem> {
  const self = resolvePlayer(roster, playerId);
  const taken = currentPlayers(roster, sheets).some(
    (id) => id !== self && sameName(playerName(roster, id), name),
  );
  return taken ? fail([{ code: 'player-name-taken', name }]) : ok(undefined);
}

/** The sheets where the player (or anyone merged into them) sat, in the order given. */
export function sheetsOfPlayer(
  roster: Roster,
  sheets: readonly SeatedSheet[],
  playerId: string,
): string[] {
  const self = resolvePlayer(roster, playerId);
  return sheets
    .filter((sheet) => sheet.players.some((id) => resolvePlayer(roster, id) === self))
    .map((sheet) => sheet.sheetId);
}

/**
 * A merge of `from` into `into`: the sheets that change (every sheet of `from`), or refused when
 * they are one player already or sat at a sheet together.
 */
export function checkMerge(
  roster: Roster,
  sheets: readonly SeatedSheet[],
  from: string,
  into: string,
): Result<string[], RosterProblem> {
  const a = resolvePlayer(roster, from);
  const b = resolvePlayer(roster, into);
  if (a === b) return fail([{ code: 'same-player' }]);
  const together = sheets.filter((sheet) => {
    const seated = sheet.players.map((id) => resolvePlayer(roster, id));
    return seated.includes(a) && seated.includes(b);
  });
  if (together.length > 0) {
    return fail([{ code: 'players-sat-together', sheetIds: together.map((s) => s.sheetId) }]);
  }
  return ok(sheetsOfPlayer(roster, sheets, a));
}

/** One roster change as the history shows it, with the names as they were just before it. */
export type RosterEntry =
  | {
      readonly kind: 'renamed';
      readonly event: RosterEvent;
      readonly before: string;
      readonly after: string;
      readonly undone: boolean;
    }
  | {
      readonly kind: 'merged';
      readonly event: RosterEvent;
      readonly from: string;
      readonly into: string;
      readonly undone: boolean;
    };

/** The renames and merges, newest first (additions of players are not changes of anyone). */
export function rosterHistory(events: readonly RosterEvent[]): RosterEntry[] {
  const ordered = orderEvents(events);
  const undone = undoneIds(ordered);
  const entries: RosterEntry[] = [];
  ordered.forEach((event, index) => {
    const before = foldRoster(ordered.slice(0, index));
    const { change } = event;
    const flags = { event, undone: undone.has(event.id) };
    if (change.kind === 'player-renamed') {
      const was = playerName(before, change.playerId);
      entries.push({ kind: 'renamed', before: was, after: change.name, ...flags });
    } else if (change.kind === 'players-merged') {
      const from = playerName(before, change.from);
      entries.push({ kind: 'merged', from, into: playerName(before, change.into), ...flags });
    }
  });
  return entries.reverse();
}

/** The latest rename or merge not yet undone: what undo takes back next. */
export function nextRosterUndo(events: readonly RosterEvent[]): RosterEvent | null {
  return rosterHistory(events).find((entry) => !entry.undone)?.event ?? null;
}
