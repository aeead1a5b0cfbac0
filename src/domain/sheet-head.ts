// A sheet's head (name, seats, rules) as its log leaves it: one answer for the phone's stored
// sheets (db/folded-sheet.ts) and a night's printed table lists, which know a sheet by its events
// alone. A started record gives what the log never changed; the log's latest change wins.
import type { FoldedSheet } from './fold-log';
import type { PresetId, SheetSetup } from './rules';

export interface SheetHead {
  readonly name: string;
  /** Seat order: index = seat used by every deal's `declarer`. */
  readonly playerNames: readonly string[];
  /** The player at each seat; absent when each seat is the implicit player of its name. */
  readonly playerIds?: readonly string[];
  readonly setup: SheetSetup;
  readonly preset: PresetId | null;
}

/** The head of a stored sheet: the one it started with, changed by its log. */
export function foldedHead(folded: FoldedSheet, started: SheetHead): SheetHead;
/** The head of a log alone: null while its start (name, seats or rules) has not arrived. */
export function foldedHead(folded: FoldedSheet, started?: SheetHead): SheetHead | null;
export function foldedHead(folded: FoldedSheet, started?: SheetHead): SheetHead | null {
  const name = folded.name ?? started?.name;
  const playerNames = folded.playerNames ?? started?.playerNames;
  // A rename of the seats brings its own players (or none: then the names are the players).
  const playerIds = folded.playerNames ? folded.playerIds : started?.playerIds;
  const setup = folded.rules?.setup ?? started?.setup;
  const preset = folded.rules ? folded.rules.preset : started?.preset;
  if (name === undefined || playerNames === undefined || setup === undefined) return null;
  if (preset === undefined) return null;
  return { name, playerNames, ...(playerIds ? { playerIds } : {}), setup, preset };
}
