import type { ListRule } from './rules';
import type { PlayerStanding, SheetScore } from './sheet-types';

type Totals = SheetScore['totals'];

/**
 * Points by the sheet's list kind, then more games won, then fewer lost (Skatwettspielordnung).
 * A Bierlachs sheet ranks here by its plain list; its own standings (rounds lost, then the count)
 * are bierlachsSheet's, worked out only where a Bierlachs sheet is shown.
 */
function compare(a: PlayerStanding, b: PlayerStanding, kind: ListRule): number {
  const points = kind === 'seeger-fabian' ? b.seegerFabian - a.seegerFabian : b.list - a.list;
  return points || b.won - a.won || a.lost - b.lost;
}

/** Players best first; players equal on every criterion share a rank ("1, 2, 2, 4"). */
export function standings(totals: Totals, kind: ListRule): PlayerStanding[] {
  const unranked: PlayerStanding[] = totals.list.map((list, seat) => ({
    seat,
    list,
    seegerFabian: totals.seegerFabian[seat] ?? 0,
    won: totals.won[seat] ?? 0,
    lost: totals.lost[seat] ?? 0,
    rank: 0,
  }));
  const sorted = [...unranked].sort((a, b) => compare(a, b, kind) || a.seat - b.seat);
  return sorted.map((player, i) => {
    const firstEqual = sorted.findIndex((other) => compare(other, player, kind) === 0);
    return { ...player, rank: (firstEqual === -1 ? i : firstEqual) + 1 };
  });
}
