import { plural } from '../format';
import { n } from './numbers';

/**
 * The deal entry's words for a Ramsch (house-rules.md § Ramsch, "What the scorekeeper enters").
 * The value, its steps and the refusals come from the `house` namespace.
 */
export const ramschEntryStrings = {
  /** The "passed" button on a sheet where a passed deal is played as a Ramsch. */
  passedRamsch: 'Passed: Ramsch',
  /** The same button in a Ramsch round, where every deal is a Ramsch (or a grand hand). */
  ramsch: 'Ramsch',
  /** The one alternative in a Ramsch round. */
  grandHand: 'Grand hand instead',
  pointsGroup: 'Card points, no trick, every trick',
  /** The button that chooses whose card points the keys type. */
  playerPoints: (name: string, points: number | null) =>
    points === null ? `Card points of ${name}` : `Card points of ${name}: ${n(points)}`,
  /** Under the third player's points: they are what the other two leave of 120. */
  rest: 'rest of 120',
  noTrick: 'No trick',
  noTrickName: (name: string) => `${name} took no trick (Jungfrau)`,
  allTricks: 'Every trick',
  allTricksName: (name: string) => `${name} took every trick (Durchmarsch)`,
  doublings: 'Schieberamsch',
  /** "none", "×2", "×4", "×8" under the Schieberamsch label. */
  doublingsChoice: (doublings: number) => (doublings === 0 ? 'none' : `×${n(2 ** doublings)}`),
  doublingsName: (doublings: number) =>
    doublings === 0
      ? 'Schieberamsch: not pushed'
      : plural('en', doublings, {
          one: `Schieberamsch: pushed once (×${n(2)})`,
          other: `Schieberamsch: pushed ${n(doublings)} times (×${n(2 ** doublings)})`,
        }),
  /** Before two players have their points. */
  typeTwo: 'Type the card points of two players: the third has the rest of 120.',
  /** Two players have points and none is chosen: the keys wait for a choice. */
  choosePlayer: 'Tap a player to change their card points.',
  save: 'Save Ramsch',

  // A Ramsch told by its outcome (flat scoring): who lost and who won, no card points.
  /** The switch between the two ways of entering a Ramsch on a sheet with flat scoring. */
  byPoints: 'Enter card points instead',
  byOutcome: 'Enter only who lost and won',
  outcomeGroup: 'Who lost, who won, no trick, every trick',
  lost: 'Lost',
  loserName: (name: string) => `${name} lost`,
  won: 'Won',
  winnerName: (name: string) => `${name} won`,
  noWinner: 'No winner',
  noWinnerName: 'No winner: the other two tie',
  /** Before anyone is marked as losing. */
  tapLoser: 'Tap who lost (on a tie for the most, each of them), then who won.',
  /** One loser: the winner (or no winner) is still to tap. */
  tapWinner: 'Tap who won, or "No winner" when the other two tie.',
  /** The explanation's first step for a Ramsch told by its outcome: "Anna lost: loses 25 (flat)". */
  flatOutcome: (who: string, count: number, value: number) =>
    count === 1
      ? `${who} lost: loses ${n(value)} (flat)`
      : `${who} lost: ${count === 2 ? 'both' : 'all three'} lose ${n(value)} (flat)`,
  /** The winner of a Ramsch told by its outcome: no points to name. */
  winnerByOutcome: (who: string) => `Winner: ${who}, fewest points`,
  /**
   * The value line on a sheet scoring a Ramsch flat: the value and its doublings so far, not the
   * card points ("Ramsch: 25 (flat), Schieberamsch ×2 = 50"); each Jungfrau doubles it again.
   */
  flatValue: (value: number, doublings: number, bock: number, total: number) => {
    const factors = [
      ...(doublings > 0 ? [`Schieberamsch ×${n(2 ** doublings)}`] : []),
      ...(bock > 0 ? [`Bock ×${n(2 ** bock)}`] : []),
    ];
    const flat = `Ramsch: ${n(value)} (flat)`;
    return factors.length === 0 ? flat : `${flat}, ${factors.join(', ')} = ${n(total)}`;
  },
  flatDetail: 'Each player with no trick (Jungfrau) doubles it.',
  /** Cancel on a Ramsch already begun: asked before it is thrown away. */
  discardTitle: 'Discard this Ramsch?',
  discardMessage: 'What you entered for this Ramsch is lost.',
  discard: 'Discard',
};
