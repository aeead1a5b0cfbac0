// "How do I have 312?": a player's total taken apart into the deals and parts it was summed from
// (skat-scoring.md, Lists): each deal's entry in the player's column (Bock and Kontra already in
// it), and on a Seeger-Fabian list the +50 per game won, −50 per game lost and +40 (table of 3)
// / +30 (table of 4) per game another player lost. Built from the sheet's scored rows only.
import { SEEGER_FABIAN_BONUS } from './score-deal';
import type { ListRule } from './rules';
import type { SheetRow } from './sheet-types';

/** One deal that changed the player's total, and how. */
export interface TotalLine {
  /** 0-based row of the sheet. */
  readonly row: number;
  /** How the player took part: the declarer, another player at the table, or in a Ramsch. */
  readonly role: 'declarer' | 'other' | 'ramsch';
  /** The entry in the player's column of the plain list (Bock and Kontra included). */
  readonly entry: number;
  /** Bock doublings the deal was scored with (0: none). */
  readonly bock: number;
  /** A game the player won (declarer, or a Ramsch that counts as a game). */
  readonly won: boolean;
  readonly lost: boolean;
  /** Seeger-Fabian: what the player got because another player lost his game (40 / 30), or 0. */
  readonly othersLost: number;
}

export interface TotalExplained {
  readonly seat: number;
  readonly list: ListRule;
  readonly lines: readonly TotalLine[];
  /** The sum of the entries: the plain list's total. */
  readonly entries: number;
  readonly gamesWon: number;
  readonly gamesLost: number;
  /** Seeger-Fabian's +50 for each game won, and −50 for each game lost (0 and −0 never mixed). */
  readonly wonPoints: number;
  readonly lostPoints: number;
  /** The ±50 part of the player's own games: won less lost, 50 each (what a tournament list prints). */
  readonly ownGamesPoints: number;
  /** Games other players lost, each worth the opponents' bonus to this player. */
  readonly othersLostGames: number;
  /** The sum of those bonuses (40 or 30 each, by the table's size). */
  readonly othersLostPoints: number;
  /** The total the sheet shows: the plain list's, or the Seeger-Fabian one. */
  readonly total: number;
}

/** What the explanation reads of a scored row: how it was scored and what it changed. */
export type ScoredRow = Pick<SheetRow, 'entry' | 'bock' | 'listDelta' | 'wonDelta' | 'lostDelta'>;

function lineOf(row: ScoredRow, index: number, seat: number): TotalLine {
  const entry = row.entry;
  const declarer = entry.kind === 'declarer' ? entry.score.deal.declarer : null;
  const othersLost =
    entry.kind === 'declarer' && declarer !== seat && !entry.score.won
      ? entry.score.seegerFabian.opponents
      : 0;
  return {
    row: index,
    role: entry.kind === 'ramsch' ? 'ramsch' : declarer === seat ? 'declarer' : 'other',
    entry: row.listDelta[seat] ?? 0,
    bock: row.bock,
    won: (row.wonDelta[seat] ?? 0) > 0,
    lost: (row.lostDelta[seat] ?? 0) > 0,
    othersLost,
  };
}

/** Whether a deal changed anything the player's total is made of. */
function counts(line: TotalLine, list: ListRule): boolean {
  if (line.entry !== 0) return true;
  return list === 'seeger-fabian' && (line.won || line.lost || line.othersLost > 0);
}

/** A player's total as the sum of the deals and parts it came from, by the sheet's list kind. */
export function explainTotal(
  rows: readonly ScoredRow[],
  seat: number,
  list: ListRule,
): TotalExplained {
  const lines = rows.map((row, index) => lineOf(row, index, seat)).filter((l) => counts(l, list));
  const sum = (part: (line: TotalLine) => number) => lines.reduce((s, l) => s + part(l), 0);
  const entries = sum((l) => l.entry);
  const gamesWon = sum((l) => (l.won ? 1 : 0));
  const gamesLost = sum((l) => (l.lost ? 1 : 0));
  const othersLostGames = sum((l) => (l.othersLost > 0 ? 1 : 0));
  const othersLostPoints = sum((l) => l.othersLost);
  const wonPoints = SEEGER_FABIAN_BONUS * gamesWon;
  const lostPoints = gamesLost === 0 ? 0 : -SEEGER_FABIAN_BONUS * gamesLost;
  const ownGamesPoints = wonPoints + lostPoints;
  const seegerFabian = entries + ownGamesPoints + othersLostPoints;
  return {
    seat,
    list,
    lines,
    entries,
    gamesWon,
    gamesLost,
    wonPoints,
    lostPoints,
    ownGamesPoints,
    othersLostGames,
    othersLostPoints,
    total: list === 'seeger-fabian' ? seegerFabian : entries,
  };
}
