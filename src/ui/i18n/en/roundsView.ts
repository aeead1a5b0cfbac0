import { plural } from '../format';

/** Who a Ramsch row names: losers joined ("Anna and Ben"), null when none (a Durchmarsch). */
export interface RamschRowFacts {
  readonly losers: string | null;
  readonly loserCount: number;
  readonly winner: string | null;
}

/**
 * The Bock and Ramsch rounds and the Ramsch deals where a sheet is shown: the rounds beside the
 * next deal, the marks of a row, the Ramsch in a deal's details and on the printed list. The
 * sentences of the rounds and of a Ramsch's steps are in `house`.
 */
export const roundsViewStrings = {
  /** The list of rounds beside the next deal. */
  roundsLabel: 'Bock and Ramsch rounds',
  /** A row's mark: the deal was in a Ramsch round (a Ramsch, or a grand hand instead). */
  ramschRoundMark: 'Ramsch round',
  /** "Ben loses, Carl wins", "Anna and Ben lose", "Anna wins" (Durchmarsch). */
  ramschOutcome: ({ losers, loserCount, winner }: RamschRowFacts) => {
    if (losers === null) return winner === null ? '' : `${winner} wins`;
    const lose = plural('en', loserCount, { one: `${losers} loses`, other: `${losers} lose` });
    return winner === null ? lose : `${lose}, ${winner} wins`;
  },
  /** A Ramsch's game and who lost and won, in one cell of the CSV: "Ramsch, Jungfrau — Ben loses". */
  gameWithOutcome: (game: string, outcome: string) => `${game} — ${outcome}`,

  /** The deal's details of a Ramsch. */
  losers: (count: number) => plural('en', count, { one: 'Loser', other: 'Losers' }),
  winner: 'Winner',
  nobody: 'none',
  /** The heading over the steps of a Ramsch's value. */
  steps: 'How the value is reached',
  /** Heading of what the deal did to the rounds, or what they did to it. */
  rounds: 'Bock and Ramsch rounds',
  /** A grand hand played instead of a Ramsch in a Ramsch round. */
  grandHandInstead: 'Played in a Ramsch round: a grand hand instead of the Ramsch.',
  ramschInRound: 'Played in a Ramsch round.',
  sameDealer:
    'A grand hand in a Ramsch round: the same dealer deals again and the round is not shortened.',
};
