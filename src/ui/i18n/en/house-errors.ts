import { MAX_BIERLACHS_LIMIT } from '../../../domain/rules';
import type { Game } from '../../../domain/deal';
import type { HouseSheetErrorCode, RuleSetErrorCode } from '../../../domain/house-errors';
import type { RamschErrorCode } from '../../../domain/ramsch-deal';
import type { SchieberamschRule } from '../../../domain/rules';
import { n } from './numbers';

/**
 * The facts of a Ramsch entry's refusal: the player concerned (a name, or "player 2"), the
 * number concerned, and the rule behind it ("house rules § Ramsch, entry").
 */
export interface RamschErrorFacts {
  readonly who: string;
  readonly value: number;
  readonly rule: string;
}

type Sentence = (rule: string) => string;
type PlainSheetCode = Exclude<
  HouseSheetErrorCode,
  'rules-invalid' | 'not-allowed-in-ramsch-round' | 'schieberamsch-not-played'
>;

const notInRamschRound = (what: string) => (rule: string) =>
  `In a Ramsch round only a Ramsch or a grand hand is played, not ${what} (${rule}).`;

/** The refusals of the house rules, each naming the rule that forbids it. */
export const houseErrorsStrings = {
  /** A Ramsch as entered. */
  ramsch: {
    'ramsch-points-missing': ({ rule }: RamschErrorFacts) =>
      `Ramsch: enter the card points of the three players (${rule}).`,
    'ramsch-points-seat-count': ({ rule }: RamschErrorFacts) =>
      `Ramsch: card points are entered for the three players in the game; at a table of 4 the dealer sits out (${rule}).`,
    'ramsch-points-not-whole': ({ who, rule }: RamschErrorFacts) =>
      `Ramsch: ${who}'s card points must be a whole number (${rule}).`,
    'ramsch-points-out-of-range': ({ who, value, rule }: RamschErrorFacts) =>
      `Ramsch: ${who} has ${n(value)} card points; a player has between 0 and 120 (${rule}).`,
    'ramsch-points-not-120': ({ value, rule }: RamschErrorFacts) =>
      `Ramsch: the three players' card points must add up to 120, not ${n(value)} (${rule}).`,
    'ramsch-seat-not-active': ({ who, rule }: RamschErrorFacts) =>
      `Ramsch: ${who} is not playing this deal (${rule}).`,
    'ramsch-no-trick-seat-twice': ({ rule }: RamschErrorFacts) =>
      `Ramsch: a player is marked twice as taking no trick (${rule}).`,
    'jungfrau-with-points': ({ who, value, rule }: RamschErrorFacts) =>
      `Ramsch: ${who} took no trick (Jungfrau) but has ${n(value)} card points; a Jungfrau has 0 (${rule}).`,
    'durchmarsch-without-120': ({ who, value, rule }: RamschErrorFacts) =>
      `Ramsch: ${who} took every trick (Durchmarsch) but has ${n(value)} card points, not 120 (${rule}).`,
    'durchmarsch-others-took-tricks': ({ who, rule }: RamschErrorFacts) =>
      `Ramsch: ${who} took every trick (Durchmarsch), so the other two players took no trick (${rule}).`,
    'two-without-trick-no-durchmarsch': ({ rule }: RamschErrorFacts) =>
      `Ramsch: two players took no trick, so the third took every trick, a Durchmarsch (${rule}).`,
    'schieberamsch-doublings-out-of-range': ({ rule }: RamschErrorFacts) =>
      `Schieberamsch: the doublings are a whole number from 0 to 3 (${rule}).`,
    'ramsch-bock-out-of-range': ({ rule }: RamschErrorFacts) =>
      `Ramsch: Bock doublings are a whole number, 0 or more (${rule}).`,
    'ramsch-players-seat-count': ({ rule }: RamschErrorFacts) =>
      `Ramsch: three players play it; at a table of 4 the dealer sits out (${rule}).`,
    'ramsch-loser-missing': ({ rule }: RamschErrorFacts) =>
      `Ramsch: tap who lost, the player with the most card points (${rule}).`,
    'ramsch-loser-twice': ({ rule }: RamschErrorFacts) =>
      `Ramsch: a player is marked twice as losing (${rule}).`,
    'ramsch-winner-missing': ({ rule }: RamschErrorFacts) =>
      `Ramsch: tap who won, the player with the fewest card points, or "No winner" when the other two tie (${rule}).`,
    'ramsch-winner-is-loser': ({ who, rule }: RamschErrorFacts) =>
      `Ramsch: ${who} cannot both lose and win; the winner has the fewest card points (${rule}).`,
    'ramsch-two-losers-third-wins': ({ who, rule }: RamschErrorFacts) =>
      `Ramsch: two players tie for the most card points, so ${who} has the fewest alone and wins (${rule}).`,
    'jungfrau-loses': ({ who, rule }: RamschErrorFacts) =>
      `Ramsch: ${who} took no trick (Jungfrau), has 0 card points and cannot lose (${rule}).`,
    'jungfrau-not-winner': ({ who, rule }: RamschErrorFacts) =>
      `Ramsch: ${who} took no trick (Jungfrau) and has the fewest card points: ${who} wins, or no one when another has 0 too (${rule}).`,
    'durchmarsch-with-losers': ({ who, rule }: RamschErrorFacts) =>
      `Ramsch: ${who} took every trick (Durchmarsch), so no one loses (${rule}).`,
    'durchmarsch-other-winner': ({ rule }: RamschErrorFacts) =>
      `Ramsch: after a Durchmarsch the player who took every trick wins, no one else (${rule}).`,
  } satisfies Record<RamschErrorCode, (facts: RamschErrorFacts) => string>,

  /** A deal the sheet's house rules refuse where it stands. */
  sheet: {
    'ramsch-not-played': (rule: string) =>
      `No Ramsch here: on this sheet a passed deal is thrown in, and no Ramsch round is running (${rule}).`,
    'passed-deal-is-ramsch': (rule: string) =>
      `On this sheet a passed deal is played as a Ramsch: enter the Ramsch (${rule}).`,
    'ramsch-seats-not-table': (rule: string) =>
      `A Ramsch has one entry for each player at the table (${rule}).`,
    'ramsch-dealer-plays': (rule: string) =>
      `At a table of 4 the dealer sits out of a Ramsch too, and only the dealer (${rule}).`,
    'ramsch-outcome-not-flat': (rule: string) =>
      `On this sheet a Ramsch loses the loser's own card points: enter the card points, not only who lost (${rule}).`,
  } satisfies Record<PlainSheetCode, Sentence>,
  notInRamschRound: {
    clubs: notInRamschRound('a Clubs game'),
    spades: notInRamschRound('a Spades game'),
    hearts: notInRamschRound('a Hearts game'),
    diamonds: notInRamschRound('a Diamonds game'),
    grand: notInRamschRound('a grand that is not hand'),
    null: notInRamschRound('a null game'),
    passed: (rule: string) =>
      `In a Ramsch round every deal is played as a Ramsch, none is passed (${rule}).`,
  } satisfies Record<Game | 'passed', Sentence>,
  schieberamschNotPlayed: {
    never: (rule: string) =>
      `This sheet plays no Schieberamsch: a Ramsch has no doublings (${rule}).`,
    rounds: (rule: string) =>
      `Schieberamsch is played only in Ramsch rounds: this Ramsch has no doublings (${rule}).`,
  } satisfies Record<Exclude<SchieberamschRule, 'always'>, Sentence>,
  /** Rules refused without a reason given. */
  rulesInvalid: "The sheet's house rules are not valid.",
  bockIsDerived: (rule: string) =>
    `Bock comes from the sheet's Bock rounds and is not entered for a deal (${rule}).`,

  /** A rule set that is not sound. */
  ruleSet: {
    'list-unknown': (rule: string) =>
      `The list is a plain list, Seeger-Fabian or Bierlachs (${rule}).`,
    // No section cited: house-rules.md does not define Bierlachs (and the limit is no preset).
    'bierlachs-limit-invalid': () =>
      `The Bierlachs limit is a whole number from 1 to ${n(MAX_BIERLACHS_LIMIT)}: the points each player starts a round with.`,
    'kontra-rule-unknown': (rule: string) => `Kontra and Re are either played or not (${rule}).`,
    'passed-rule-unknown': (rule: string) =>
      `A passed deal is either thrown in or played as a Ramsch (${rule}).`,
    'ramsch-rule-missing': (rule: string) =>
      `This sheet plays Ramsch, so it needs a Ramsch scoring: card points or a flat value (${rule}).`,
    'ramsch-scoring-unknown': (rule: string) =>
      `A Ramsch is scored by the loser's card points or by a flat value (${rule}).`,
    'ramsch-flat-value-invalid': (rule: string) =>
      `A flat Ramsch value is a whole number above 0 (${rule}).`,
    'schieberamsch-rule-unknown': (rule: string) =>
      `Schieberamsch is played always, only in Ramsch rounds, or never (${rule}).`,
    'bock-events-missing': (rule: string) =>
      `Bock rounds need at least one event that starts them (${rule}).`,
    'bock-event-unknown': (rule: string) =>
      `A Bock round starts only after an event of the house rules' table (${rule}).`,
    'bock-pending-unknown': (rule: string) =>
      `Overlapping Bock rounds either stack or queue (${rule}).`,
    'bock-page-invalid': (rule: string) => `A page is a whole number of deals above 0 (${rule}).`,
    'stake-invalid': (rule: string) =>
      `The stake is a number of cents per point above 0 (${rule}).`,
    'rule-not-yes-or-no': (rule: string) => `A house rule is either on or off (${rule}).`,
  } satisfies Record<Exclude<RuleSetErrorCode, 'bock-event-twice'>, Sentence>,
  /** `event`: the event's name, or null when the value is no known event. */
  bockEventTwice: (event: string | null, rule: string) =>
    event === null
      ? `A Bock event is chosen twice; each event counts once (${rule}).`
      : `"${event}" is chosen twice as a Bock event; each event counts once (${rule}).`,
};
