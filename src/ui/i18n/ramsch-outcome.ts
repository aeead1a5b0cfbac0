// Who lost and who won a Ramsch, in one short line for a row of the list, the printed list and
// the deal's details: "Ben loses, Carl wins", "Anna and Ben lose", "Anna wins" (Durchmarsch).
import type { RamschScore } from '../../domain/score-ramsch';
import type { Dictionary } from './dictionary';
import { seatName } from './house-errors';

export function ramschOutcomeText(
  t: Dictionary,
  score: RamschScore,
  names: readonly string[],
): string {
  const { losers, winner } = score;
  return t.roundsView.ramschOutcome({
    losers:
      losers.length === 0 ? null : t.house.names(losers.map((seat) => seatName(t, names, seat))),
    loserCount: losers.length,
    winner: winner === null ? null : seatName(t, names, winner),
  });
}
