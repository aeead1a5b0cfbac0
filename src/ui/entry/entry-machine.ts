import type { DealDraft, Game } from '../../domain/deal';
import { maxTops } from '../../domain/game-value';
import { outcomeAllowed, pointsAllowed, tricksAllowed } from './entry-checks';
import { EMPTY_RAMSCH, reduceRamsch, type RamschEvent } from './ramsch/ramsch-entry';
import {
  announcementFields,
  outcomeOf,
  stepDone,
  stepsFor,
  withDraft,
  type EntryEvent,
  type EntryState,
  type EntryStep,
} from './entry-state';

/**
 * The deal-entry flow as a pure reducer: every tap is an event, the state is the loose draft plus
 * the step on screen. Choosing something moves on to the first step still open, so a typical deal
 * takes one tap per step, and changing an earlier choice keeps every later one that still fits.
 */

/** The first step after `from` whose choice is still open; the result step once all are made. */
function advance(state: EntryState, from: EntryStep): EntryState {
  const steps = stepsFor(state);
  const later = steps.slice(steps.indexOf(from) + 1);
  const step = later.find((s) => !stepDone(state, s)) ?? 'result';
  return { ...state, step, bidsOpen: false };
}

/** Suit and grand games share their choices' meanings; a null game gives them other ones. */
function family(game: Game): 'trump' | 'null' {
  return game === 'null' ? 'null' : 'trump';
}

/**
 * Every choice whose meaning depends on the game's family: "ouvert" is an open null game but hand
 * with schwarz announced in a suit game (Null ouvert → Clubs once scored as Clubs ouvert, 96 for
 * 24); "won" is no trick taken in null. (The tops are no part of a null game and mean the same in
 * every suit and grand game: they stay, for a step back from null, when they fit.)
 */
const FAMILY_CHOICES = {
  hand: undefined,
  announced: undefined,
  ouvert: undefined,
  outcome: undefined,
  declarerPoints: undefined,
  declarerTricks: undefined,
} as const satisfies Partial<DealDraft>;

/**
 * A new game keeps the choices that mean the same in it: the declarer, bid and Kontra always, and
 * between suit and grand games the announcement and result; the tops when they still fit (with 7
 * is no grand, ISkO 2.4). Into or out of a null game every other choice is cleared, to be asked
 * again.
 */
function chooseGame(state: EntryState, game: Game): EntryState {
  const before = state.draft.game;
  const familyChanged =
    before !== undefined && before !== 'passed' && family(before) !== family(game);
  const cleared = familyChanged ? withDraft(state, FAMILY_CHOICES) : state;
  const tops = cleared.draft.tops;
  if (game === 'null' || tops === undefined || tops <= maxTops(game))
    return withDraft(cleared, { game });
  return withDraft(cleared, { game, tops: undefined, topsHeld: undefined });
}

/** After the points change, "no trick" / "every trick" fall back to "some" when they no longer fit. */
function withPoints(state: EntryState, points: number | undefined): EntryState {
  const next = withDraft(state, { declarerPoints: points });
  const tricks = next.draft.declarerTricks;
  if (tricks === undefined || points === undefined || tricksAllowed(next, tricks)) return next;
  return withDraft(next, { declarerTricks: undefined });
}

function typeDigit(state: EntryState, digit: number): EntryState {
  const points = state.draft.declarerPoints;
  const typed = points === undefined || points === 0 ? digit : points * 10 + digit;
  return pointsAllowed(state, typed) ? withPoints(state, typed) : state;
}

function erase(state: EntryState): EntryState {
  const points = state.draft.declarerPoints;
  if (points === undefined) return state;
  return withPoints(state, points < 10 ? undefined : Math.floor(points / 10));
}

/** A step can be revisited once every step before it has its choice. */
function reachable(state: EntryState, step: EntryStep): boolean {
  const steps = stepsFor(state);
  const index = steps.indexOf(step);
  return index >= 0 && steps.slice(0, index).every((s) => stepDone(state, s));
}

function back(state: EntryState): EntryState {
  const steps = stepsFor(state);
  const index = steps.indexOf(state.step);
  const previous = steps[index - 1];
  return previous ? { ...state, step: previous, bidsOpen: false } : state;
}

/** A game or a passed deal is entered: the Ramsch typed so far stays, switched off. */
function ramschOff(state: EntryState): EntryState {
  return state.ramsch ? { ...state, ramsch: { ...state.ramsch, on: false } } : state;
}

function ramschOn(state: EntryState): EntryState {
  const ramsch = { ...(state.ramsch ?? EMPTY_RAMSCH), on: true };
  return { ...state, ramsch, passed: false, step: 'result', bidsOpen: false };
}

/**
 * A grand hand instead of the Ramsch of a Ramsch round: grand and hand chosen, the declarer
 * asked next (or, when known, the first step still open).
 */
function grandHand(state: EntryState): EntryState {
  const chosen = withDraft(chooseGame(ramschOff({ ...state, passed: false }), 'grand'), {
    ...announcementFields('hand'),
  });
  if (chosen.draft.declarer === undefined) return { ...chosen, step: 'declarer', bidsOpen: false };
  return advance(chosen, 'declarer');
}

function ramschEvent(state: EntryState, event: RamschEvent): EntryState {
  if (!state.ramsch) return state;
  const ramsch = reduceRamsch(state.ramsch, event);
  return ramsch === state.ramsch ? state : { ...state, ramsch };
}

export function reduceEntry(state: EntryState, event: EntryEvent): EntryState {
  switch (event.type) {
    case 'declarer':
      return advance(
        { ...ramschOff(withDraft(state, { declarer: event.seat })), passed: false },
        'declarer',
      );
    case 'passed':
      return { ...ramschOff(state), passed: true, step: 'result', bidsOpen: false };
    case 'ramsch':
      return ramschOn(state);
    case 'grand-hand':
      return grandHand(state);
    case 'ramsch-target':
    case 'ramsch-digit':
    case 'ramsch-erase':
    case 'ramsch-no-trick':
    case 'ramsch-all-tricks':
    case 'ramsch-doublings':
    case 'ramsch-tally':
    case 'ramsch-loser':
    case 'ramsch-winner':
      return ramschEvent(state, event);
    case 'game':
      return advance(chooseGame(state, event.game), 'game');
    case 'tops':
      return advance(withDraft(state, { tops: event.tops, topsHeld: event.held }), 'tops');
    case 'announcement':
      return withDraft(state, announcementFields(event.announcement));
    case 'null-hand':
      return withDraft(state, { hand: event.on });
    case 'null-ouvert':
      return withDraft(state, { ouvert: event.on });
    case 'mode':
      return { ...state, mode: event.mode };
    case 'outcome':
      if (!outcomeAllowed(state, event.outcome)) return state;
      return { ...withDraft(state, { outcome: outcomeOf(event.outcome) }), mode: 'quick' };
    case 'digit':
      return typeDigit(state, event.digit);
    case 'erase':
      return erase(state);
    case 'tricks':
      if (!tricksAllowed(state, event.tricks)) return state;
      return withDraft(state, { declarerTricks: event.tricks });
    case 'bids-open':
      return { ...state, bidsOpen: event.open };
    case 'bid':
      return { ...withDraft(state, { bid: event.bid }), bidsOpen: false };
    case 'kontra':
      return withDraft(state, { kontra: event.kontra });
    case 'back':
      return back(state);
    case 'go-to':
      return reachable(state, event.step) ? { ...state, step: event.step, bidsOpen: false } : state;
  }
}
