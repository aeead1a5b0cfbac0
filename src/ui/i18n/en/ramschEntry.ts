import { formatNumber, plural } from '../format';

const n = (value: number) => formatNumber(value, 'en');

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
};
