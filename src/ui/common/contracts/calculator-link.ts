// A deal handed to the calculator ("what if it had been hand?"): the game, its tops and levels
// and the bid, carried in the calculator's address, so the calculator never reads or writes the
// sheet, and a reload or a shared link shows the same game. `back` is where its Back goes.
import type { Game, PlayedDeal, TopsHeld } from '../../../domain/deal';
import { GAMES, TOPS_HELD } from '../../../domain/deal';
import { LOWEST_BID } from '../../../domain/bids';
import type { DealScore, LevelName } from '../../../domain/score-types';

export const CALCULATOR_TOGGLES = [
  'hand',
  'schneider',
  'schneiderAnnounced',
  'schwarz',
  'schwarzAnnounced',
  'ouvert',
] as const;
export type CalculatorToggle = (typeof CALCULATOR_TOGGLES)[number];

/** A game as the calculator shows it: the toggles are the levels a won game of it counts. */
export interface CalculatorDeal {
  readonly game: Game;
  readonly held: TopsHeld;
  readonly tops: number;
  readonly on: Readonly<Record<CalculatorToggle, boolean>>;
  /** The bid as text, as the calculator's bid field holds it; '' for none. */
  readonly bid: string;
}

export interface CalculatorHandOff {
  readonly deal: CalculatorDeal;
  /** The in-app address Back returns to ("#/sheet/…/deal"). */
  readonly back: string;
  /**
   * Opened from the sheet, with no deal of its own: `deal` is the calculator's first game, and
   * Back says it returns to the sheet (`&from=sheet`).
   */
  readonly fromSheet?: true;
}

const LEVEL_TOGGLES: Readonly<Partial<Record<LevelName, CalculatorToggle>>> = {
  hand: 'hand',
  schneider: 'schneider',
  'schneider-announced': 'schneiderAnnounced',
  schwarz: 'schwarz',
  'schwarz-announced': 'schwarzAnnounced',
  ouvert: 'ouvert',
};

/** Every level off: the calculator's first choice, and where a hand-off starts. */
export function noToggles(): Record<CalculatorToggle, boolean> {
  return {
    hand: false,
    schneider: false,
    schneiderAnnounced: false,
    schwarz: false,
    schwarzAnnounced: false,
    ouvert: false,
  };
}

/** The calculator's first game: clubs with 1, every level off, no bid. */
export function firstCalculatorDeal(): CalculatorDeal {
  return { game: 'clubs', held: 'with', tops: 1, on: noToggles(), bid: '' };
}

/**
 * A scored deal as the calculator takes it: the levels its value counted (so the calculator
 * shows the same value), and its bid unless it is the lowest (the entry's "not overbid").
 */
export function calculatorDealOf(score: DealScore): CalculatorDeal {
  const deal: PlayedDeal = score.deal;
  const on = noToggles();
  const bid = deal.bid === LOWEST_BID ? '' : String(deal.bid);
  if (deal.kind === 'null') {
    on.hand = deal.variant === 'null-hand' || deal.variant === 'null-ouvert-hand';
    on.ouvert = deal.variant === 'null-ouvert' || deal.variant === 'null-ouvert-hand';
    return { game: 'null', held: 'with', tops: 1, on, bid };
  }
  if (score.gameValue.kind === 'trump') {
    for (const level of score.gameValue.levels) {
      const toggle = LEVEL_TOGGLES[level.name];
      if (toggle) on[toggle] = true;
    }
  }
  return { game: deal.game, held: deal.topsHeld ?? 'with', tops: deal.tops, on, bid };
}

/** The calculator's address part after "?": game, tops, the levels on, the bid, the way back. */
export function handOffQuery(handOff: CalculatorHandOff): string {
  const { deal, back } = handOff;
  const query = new URLSearchParams({ game: deal.game });
  if (deal.game !== 'null') {
    query.set('held', deal.held);
    query.set('tops', String(deal.tops));
  }
  const on = CALCULATOR_TOGGLES.filter((toggle) => deal.on[toggle]);
  if (on.length > 0) query.set('on', on.join(','));
  if (deal.bid !== '') query.set('bid', deal.bid);
  if (handOff.fromSheet) query.set('from', 'sheet');
  query.set('back', back);
  return query.toString();
}

function oneOf<T extends string>(values: readonly T[], text: string | null): T | undefined {
  return values.find((value) => value === text);
}

/**
 * The hand-off read back from the address, or undefined without a game. Only the shape is
 * checked here: whether the game can be played like this (ouvert without hand, tops 12, a bid
 * that is not a bid) is the rules core's to say, in the calculator, as for the entry.
 */
export function parseHandOff(query: URLSearchParams): CalculatorHandOff | undefined {
  const game = oneOf(GAMES, query.get('game'));
  if (game === undefined) return undefined;
  const tops = Number(query.get('tops') ?? '1');
  const on = noToggles();
  for (const name of (query.get('on') ?? '').split(',')) {
    const toggle = oneOf(CALCULATOR_TOGGLES, name);
    if (toggle) on[toggle] = true;
  }
  const deal: CalculatorDeal = {
    game,
    held: oneOf(TOPS_HELD, query.get('held')) ?? 'with',
    tops: Number.isInteger(tops) ? tops : 1,
    on,
    // Kept as text: the calculator refuses what is not a bid, with the entry's words.
    bid: (query.get('bid') ?? '').slice(0, 8),
  };
  const back = query.get('back') ?? '';
  return query.get('from') === 'sheet' ? { deal, back, fromSheet: true } : { deal, back };
}

/** The calculator's address, opened with a deal; the same the app's routes read back. */
export function calculatorHref(handOff: CalculatorHandOff): string {
  return `#/calculator?${handOffQuery(handOff)}`;
}

/**
 * The calculator opened from a sheet (a dispute starts there): its first game, clubs with 1 and
 * nothing else, as from the list; Back returns to the sheet at `sheetHref`. Carried as a hand-off
 * because only a hand-off's address says where Back goes.
 */
export function calculatorFromSheetHref(sheetHref: string): string {
  return calculatorHref({ deal: firstCalculatorDeal(), back: sheetHref, fromSheet: true });
}
