import type { TableSize } from '../../../domain/rules';
import type {
  RamschDeal,
  RamschDealDraft,
  RamschDraft,
  RamschError,
  RamschOutcomeDraft,
  RamschTally,
} from '../../../domain/ramsch-deal';
import { MAX_SCHIEBERAMSCH_DOUBLINGS, RAMSCH_POINTS } from '../../../domain/ramsch-deal';
import { parseRamschDeal, ramschToDraft } from '../../../domain/parse-ramsch';
import { impliedWinner } from '../../../domain/parse-ramsch-outcome';
import type { Result } from '../../../domain/result';

/**
 * A Ramsch as it is being entered (house-rules.md § Ramsch, "What the scorekeeper enters"): the
 * card points typed for two active players (the third is 120 minus their sum), who took no trick,
 * who took every trick, and the Schieberamsch doublings. Kept apart from the game's draft, so
 * switching between Ramsch and a game (a grand hand in a Ramsch round) loses neither.
 */
export interface RamschEntry {
  /** The deal is entered as a Ramsch (false: the input is kept while a game is entered). */
  readonly on: boolean;
  /** Card points typed, in the order they were typed; a seat not typed is absent. */
  readonly typed: readonly { readonly seat: number; readonly points: number }[];
  /** The seat the number keys type into; null: the first active seat without points. */
  readonly target: number | null;
  /** Seats that took no trick (Jungfrau), ascending. */
  readonly noTrick: readonly number[];
  /** The seat that took every trick (Durchmarsch). */
  readonly allTricks: number | null;
  readonly doublings: number;
  /**
   * How the Ramsch is told: by card points, or by who lost and won (flat scoring only). Absent:
   * the sheet's way, by outcome where the scoring is flat (a draft from before keeps its points).
   */
  readonly tally?: RamschTally;
  /** Told by outcome: the seats tapped as losing, ascending. */
  readonly losers?: readonly number[];
  /** Told by outcome: the seat tapped as winning, 'none' for no winner; absent: not tapped. */
  readonly winner?: number | 'none';
}

export const EMPTY_RAMSCH: RamschEntry = {
  on: true,
  typed: [],
  target: null,
  noTrick: [],
  allTricks: null,
  doublings: 0,
};

/** Something is entered for this Ramsch (points, a mark, doublings, a loser or winner). */
export function ramschBegun(entry: RamschEntry): boolean {
  return (
    entry.typed.length > 0 ||
    entry.noTrick.length > 0 ||
    entry.allTricks !== null ||
    entry.doublings > 0 ||
    (entry.losers ?? []).length > 0 ||
    entry.winner !== undefined
  );
}

/** Who plays this deal: the table's size and the three active seats, Forehand first. */
export interface RamschTable {
  readonly players: TableSize;
  readonly active: readonly number[];
  /** The sheet scores a Ramsch flat: it may be told by its outcome, and is unless switched. */
  readonly flat?: boolean;
}

/** How this Ramsch is entered: as switched, else by outcome on a flat sheet; by points otherwise. */
export function ramschTally(entry: RamschEntry, table: RamschTable): RamschTally {
  if (table.flat !== true) return 'points';
  return entry.tally ?? (entry.typed.length > 0 ? 'points' : 'outcome');
}

export type RamschEvent =
  | { readonly type: 'ramsch-target'; readonly seat: number }
  | { readonly type: 'ramsch-digit'; readonly seat: number; readonly digit: number }
  | { readonly type: 'ramsch-erase'; readonly seat: number }
  | { readonly type: 'ramsch-no-trick'; readonly seat: number }
  /** `others`: the other active seats, who took no trick when this one took all. */
  | {
      readonly type: 'ramsch-all-tricks';
      readonly seat: number;
      readonly others: readonly number[];
    }
  | { readonly type: 'ramsch-doublings'; readonly doublings: number }
  | { readonly type: 'ramsch-tally'; readonly tally: RamschTally }
  | { readonly type: 'ramsch-loser'; readonly seat: number }
  | { readonly type: 'ramsch-winner'; readonly winner: number | 'none' };

export function typedPoints(entry: RamschEntry, seat: number): number | undefined {
  return entry.typed.find((t) => t.seat === seat)?.points;
}

/** Typed points of the active seats only (a seat typed before a sheet change may sit out now). */
function activeTyped(entry: RamschEntry, table: RamschTable) {
  return entry.typed.filter((t) => table.active.includes(t.seat));
}

/**
 * The seat the number keys type into: the one chosen, else the first active seat still without
 * points while fewer than two have any; null once two have points and none is chosen (the third
 * is computed, and typing there would only add a third number).
 */
export function ramschTarget(entry: RamschEntry, table: RamschTable): number | null {
  if (entry.target !== null && table.active.includes(entry.target)) return entry.target;
  if (activeTyped(entry, table).length >= 2) return null;
  return table.active.find((seat) => typedPoints(entry, seat) === undefined) ?? null;
}

/** The seat whose points are 120 minus the two typed ones, when exactly two are typed. */
export function computedSeat(entry: RamschEntry, table: RamschTable): number | null {
  if (activeTyped(entry, table).length !== 2) return null;
  return table.active.find((seat) => typedPoints(entry, seat) === undefined) ?? null;
}

/** Each active seat's points as the Ramsch will have them (typed, or 120 − the others); null: not yet. */
export function shownPoints(entry: RamschEntry, table: RamschTable, seat: number): number | null {
  const typed = typedPoints(entry, seat);
  if (typed !== undefined) return typed;
  if (computedSeat(entry, table) !== seat) return null;
  const sum = activeTyped(entry, table).reduce((total, t) => total + t.points, 0);
  return sum <= RAMSCH_POINTS ? RAMSCH_POINTS - sum : null;
}

function withTyped(entry: RamschEntry, seat: number, points: number | undefined): RamschEntry {
  const others = entry.typed.filter((t) => t.seat !== seat);
  const typed = points === undefined ? others : [...others, { seat, points }];
  return { ...entry, target: seat, typed };
}

/** The seat's points with a digit appended, or null: nothing above 120 can be typed. */
export function pointsWithDigit(entry: RamschEntry, seat: number, digit: number): number | null {
  const before = typedPoints(entry, seat);
  const points = before === undefined || before === 0 ? digit : before * 10 + digit;
  return points > RAMSCH_POINTS ? null : points;
}

function typeDigit(entry: RamschEntry, seat: number, digit: number): RamschEntry {
  const points = pointsWithDigit(entry, seat, digit);
  return points === null ? entry : withTyped(entry, seat, points);
}

function erase(entry: RamschEntry, seat: number): RamschEntry {
  const before = typedPoints(entry, seat);
  if (before === undefined) return entry;
  return withTyped(entry, seat, before < 10 ? undefined : Math.floor(before / 10));
}

function toggleNoTrick(entry: RamschEntry, seat: number): RamschEntry {
  const on = entry.noTrick.includes(seat);
  const noTrick = on
    ? entry.noTrick.filter((s) => s !== seat)
    : [...entry.noTrick, seat].sort((a, b) => a - b);
  return { ...entry, noTrick };
}

/**
 * Every trick to one player: the other two took none (house-rules.md, "What the scorekeeper
 * enters"), so they are marked at once. Tapped again, the Durchmarsch and those marks go.
 */
function toggleAllTricks(entry: RamschEntry, seat: number, others: readonly number[]): RamschEntry {
  if (entry.allTricks === seat) return { ...entry, allTricks: null, noTrick: [] };
  // A Durchmarsch has no loser and its player wins: marks of losing and winning go.
  const { losers, winner, ...rest } = entry;
  const cleared = losers === undefined && winner === undefined ? entry : { ...rest, losers: [] };
  return { ...cleared, allTricks: seat, noTrick: [...others].sort((a, b) => a - b) };
}

/** A loser tapped on or off; a loser cannot also be the winner, so that mark goes. */
function toggleLoser(entry: RamschEntry, seat: number): RamschEntry {
  const losers = entry.losers ?? [];
  const on = losers.includes(seat);
  const next = on ? losers.filter((s) => s !== seat) : [...losers, seat].sort((a, b) => a - b);
  const { winner, ...rest } = entry;
  return winner === seat ? { ...rest, losers: next } : { ...entry, losers: next };
}

/** The winner tapped (again: untapped); the winner is no loser, so that mark goes. */
function chooseWinner(entry: RamschEntry, winner: number | 'none'): RamschEntry {
  const losers = (entry.losers ?? []).filter((seat) => seat !== winner);
  const { winner: before, ...rest } = entry;
  return before === winner ? { ...rest, losers } : { ...rest, losers, winner };
}

export function reduceRamsch(entry: RamschEntry, event: RamschEvent): RamschEntry {
  switch (event.type) {
    case 'ramsch-tally':
      return { ...entry, tally: event.tally };
    case 'ramsch-loser':
      return toggleLoser(entry, event.seat);
    case 'ramsch-winner':
      return chooseWinner(entry, event.winner);
    case 'ramsch-target':
      return { ...entry, target: event.seat };
    case 'ramsch-digit':
      return typeDigit(entry, event.seat, event.digit);
    case 'ramsch-erase':
      return erase(entry, event.seat);
    case 'ramsch-no-trick':
      return toggleNoTrick(entry, event.seat);
    case 'ramsch-all-tricks':
      return toggleAllTricks(entry, event.seat, event.others);
    case 'ramsch-doublings': {
      const { doublings } = event;
      const allowed =
        Number.isInteger(doublings) && doublings >= 0 && doublings <= MAX_SCHIEBERAMSCH_DOUBLINGS;
      return allowed ? { ...entry, doublings } : entry;
    }
  }
}

/**
 * The draft for `parseRamschDeal`: points for every seat of the table (null for the dealer
 * sitting out at 4) once two are typed, the third 120 minus their sum. Two typed above 120 give
 * the third 0, so the sum shows in the refusal ("must add up to 120, not 130").
 */
export function ramschDraftOf(entry: RamschEntry, table: RamschTable): RamschDraft {
  const typed = activeTyped(entry, table);
  const seats = Array.from({ length: table.players }, (_, seat) => seat);
  const sum = typed.reduce((total, t) => total + t.points, 0);
  const third = Math.max(0, RAMSCH_POINTS - sum);
  const points =
    typed.length < 2
      ? undefined
      : seats.map((seat) =>
          table.active.includes(seat) ? (typedPoints(entry, seat) ?? third) : null,
        );
  return {
    game: 'ramsch',
    ...(points === undefined ? {} : { points }),
    noTrick: entry.noTrick.filter((seat) => table.active.includes(seat)),
    ...(entry.allTricks === null ? {} : { allTricks: entry.allTricks }),
    doublings: entry.doublings,
  };
}

/** The draft of a Ramsch told by its outcome: who plays, the losers and winner tapped. */
export function outcomeDraftOf(entry: RamschEntry, table: RamschTable): RamschOutcomeDraft {
  const seats = Array.from({ length: table.players }, (_, seat) => seat);
  const active = (seat: number) => table.active.includes(seat);
  const winner = entry.winner === 'none' ? null : entry.winner;
  return {
    game: 'ramsch',
    tally: 'outcome',
    playing: seats.map(active),
    losers: (entry.losers ?? []).filter(active),
    ...(winner === undefined || (winner !== null && !active(winner)) ? {} : { winner }),
    noTrick: entry.noTrick.filter(active),
    ...(entry.allTricks === null ? {} : { allTricks: entry.allTricks }),
    doublings: entry.doublings,
  };
}

/** The draft the entry stands for, told the way it is being entered. */
export function ramschEntryDraft(entry: RamschEntry, table: RamschTable): RamschDealDraft {
  return ramschTally(entry, table) === 'outcome'
    ? outcomeDraftOf(entry, table)
    : ramschDraftOf(entry, table);
}

export function parseRamschEntry(
  entry: RamschEntry,
  table: RamschTable,
): Result<RamschDeal, RamschError> {
  return parseRamschDeal(ramschEntryDraft(entry, table));
}

/**
 * The winner to show as chosen: the one tapped, or the one the rules name (the third of two
 * losers, the Durchmarsch player); 'none' for no winner, null while open.
 */
export function shownWinner(entry: RamschEntry, table: RamschTable): number | 'none' | null {
  const draft = outcomeDraftOf(entry, table);
  const winner = impliedWinner(
    table.active,
    draft.losers ?? [],
    entry.allTricks,
    entry.winner === 'none' ? null : entry.winner,
  );
  return winner === undefined ? null : (winner ?? 'none');
}

/** A stored Ramsch to edit: the first two players' points typed, the third computed again. */
export function ramschEntryFromDeal(deal: RamschDeal): RamschEntry {
  if (deal.tally === 'outcome') {
    const { losers, winner, noTrick, allTricks, doublings } = deal;
    return {
      ...EMPTY_RAMSCH,
      tally: 'outcome',
      losers,
      winner: winner ?? 'none',
      noTrick,
      allTricks,
      doublings,
    };
  }
  const draft = ramschToDraft(deal);
  const typed = (draft.points ?? []).flatMap((points, seat) =>
    points === null ? [] : [{ seat, points }],
  );
  return {
    on: true,
    typed: typed.slice(0, 2),
    target: null,
    noTrick: draft.noTrick ?? [],
    allTricks: draft.allTricks ?? null,
    doublings: draft.doublings ?? 0,
  };
}
