// What the calculator asks the rules core: a deal as the entry would store it, valued as won
// (and as lost, for what it would cost), so every number is the sheet's own. Nothing here
// counts a value: parseDeal refuses what cannot be played, scoreDeal values what can.
import { bidsCovered, LOWEST_BID } from '../../domain/bids';
import type { DealDraft, Game } from '../../domain/deal';
import type { DealError } from '../../domain/errors';
import { maxTops } from '../../domain/game-value';
import { parseDeal } from '../../domain/parse-deal';
import type { Result } from '../../domain/result';
import { fail, ok } from '../../domain/result';
import { scoreDeal } from '../../domain/score-deal';
import type { DealScore } from '../../domain/score-types';
import {
  CALCULATOR_TOGGLES,
  type CalculatorDeal,
  type CalculatorToggle,
  firstCalculatorDeal,
} from '../common/contracts/calculator-link';

export const TOGGLES = CALCULATOR_TOGGLES;
export type Toggle = CalculatorToggle;

/** The toggles a null game has: hand and ouvert make its four variants. */
export const NULL_TOGGLES: readonly Toggle[] = ['hand', 'ouvert'];

/** The game on the calculator's screen; the bid is the bid field's own. */
export type CalculatorChoice = Omit<CalculatorDeal, 'bid'>;

export const FIRST_CHOICE: CalculatorChoice = firstCalculatorDeal();

/**
 * What a toggle brings with it in a suit or grand game, as the entry's announcement ladder does
 * (entry-state.ts, announcementFields): every announcement is a hand game (5.2.5), and ouvert is
 * hand with schwarz announced (5.2.6), so tapping Ouvert alone gives the game's value at once.
 * The calculator values a won game, and a won game reached what it announced (schwarz announced
 * also includes schneider announced, 5.2.5). Turning a toggle off turns off what needs it, so no
 * tap leaves a game the rules refuse; a handed-over deal is shown as it came, with the core's
 * reasons when it cannot be played.
 */
const BRINGS: Readonly<Partial<Record<Toggle, readonly Toggle[]>>> = {
  schwarz: ['schneider'],
  schneiderAnnounced: ['hand', 'schneider'],
  schwarzAnnounced: ['hand', 'schneiderAnnounced', 'schneider', 'schwarz'],
  ouvert: ['hand', 'schwarzAnnounced', 'schneiderAnnounced', 'schneider', 'schwarz'],
};

export function toggle(choice: CalculatorChoice, name: Toggle, on: boolean): CalculatorChoice {
  const next = { ...choice.on, [name]: on };
  // Null: hand and ouvert are independent, giving the four null games.
  if (choice.game !== 'null') {
    for (const level of TOGGLES) {
      if (on && BRINGS[name]?.includes(level)) next[level] = true;
      if (!on && BRINGS[level]?.includes(name)) next[level] = false;
    }
  }
  return { ...choice, on: next };
}

/**
 * Another game keeps the tops where it can: grand has at most 4 (ISkO 2.4). Into or out of a
 * null game, ouvert is turned off: it is an open null game there, but hand with schwarz announced
 * in a suit or grand game (the entry clears it too).
 */
export function chooseGame(choice: CalculatorChoice, game: Game): CalculatorChoice {
  const on =
    (game === 'null') === (choice.game === 'null') ? choice.on : { ...choice.on, ouvert: false };
  if (game === 'null') return { ...choice, game, on };
  return { ...choice, game, on, tops: Math.min(choice.tops, maxTops(game)) };
}

function draft(choice: CalculatorChoice, made: boolean, bid: number): DealDraft {
  const { game, on } = choice;
  const common = { declarer: 0, bid, hand: on.hand, ouvert: on.ouvert };
  if (game === 'null') return { ...common, game, outcome: { made } };
  const announced = on.schwarzAnnounced ? 'schwarz' : on.schneiderAnnounced ? 'schneider' : 'none';
  return {
    ...common,
    game,
    tops: choice.tops,
    topsHeld: choice.held,
    announced,
    outcome: { made, schneider: on.schneider, schwarz: on.schwarz },
  };
}

/** The game scored at a bid, won or lost, or the core's reasons why it cannot be. */
function scoreAt(
  choice: CalculatorChoice,
  made: boolean,
  bid: number,
): Result<DealScore, DealError> {
  const parsed = parseDeal(draft(choice, made, bid));
  if (!parsed.ok) return parsed;
  // Never: the calculator drafts no passed deal.
  if (parsed.value.kind === 'passed') return fail([]);
  return ok(scoreDeal(parsed.value, 3));
}

export interface Valuation {
  /** The game won at the lowest bid: its value, levels and the highest bid it covers. */
  readonly score: DealScore;
  /** Every legal bid up to the value. */
  readonly bids: readonly number[];
}

/** The game's value, or why it cannot be played like this (ouvert without hand, …). */
export function valueOf(choice: CalculatorChoice): Result<Valuation, DealError> {
  const won = scoreAt(choice, true, LOWEST_BID);
  if (!won.ok) return won;
  return ok({ score: won.value, bids: bidsCovered(won.value.gameValue.value) });
}

export interface BidCheck {
  /** Won at this bid: overbid (5.4) when the value does not reach it, then a loss. */
  readonly won: DealScore;
  /** Lost at this bid, for what it would cost. */
  readonly lost: DealScore;
}

/**
 * The game at a bid: overbid or covered, and what it scores. A bid that is not a bid, or a null
 * game below the bid (5.4 does not apply to null: it may not be played), comes back as an error.
 */
export function checkBid(choice: CalculatorChoice, bid: number): Result<BidCheck, DealError> {
  const won = scoreAt(choice, true, bid);
  const lost = scoreAt(choice, false, bid);
  if (!won.ok) return won;
  if (!lost.ok) return lost;
  return ok({ won: won.value, lost: lost.value });
}
