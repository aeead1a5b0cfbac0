import type { Dictionary } from '../dictionary';
import { plural } from '../format';

/** Bock- und Ramschrunden und Ramschspiele, wo eine Liste gezeigt wird. */
export const roundsViewStrings: Dictionary['roundsView'] = {
  roundsLabel: 'Bock- und Ramschrunden',
  ramschRoundMark: 'Ramschrunde',
  ramschOutcome: ({ losers, loserCount, winner }) => {
    if (losers === null) return winner === null ? '' : `${winner} gewinnt`;
    const lose = plural('de', loserCount, {
      one: `${losers} verliert`,
      other: `${losers} verlieren`,
    });
    return winner === null ? lose : `${lose}, ${winner} gewinnt`;
  },
  gameWithOutcome: (game, outcome) => `${game} – ${outcome}`,

  losers: () => 'Verlierer',
  winner: 'Gewinner',
  nobody: 'keiner',
  steps: 'So entsteht der Wert',
  rounds: 'Bock- und Ramschrunden',
  grandHandInstead: 'In einer Ramschrunde gespielt: Grand Hand statt Ramsch.',
  ramschInRound: 'In einer Ramschrunde gespielt.',
  sameDealer:
    'Grand Hand in der Ramschrunde: Derselbe Geber gibt noch einmal, die Runde wird nicht kürzer.',
};
