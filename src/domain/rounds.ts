// Bock and Ramsch rounds (house-rules.md § Bock rounds), derived from the deals, never stored:
// for every deal the dealer, the Bock doublings in force and whether a Ramsch round runs.
//
// A Bock round is one deal per player, starting with the deal after its event; passed deals and
// Ramsch deals count. Stacked Bock rounds run at once (their doublings add); queued ones run one
// after another. With a Ramsch round after Bock, each Bock round is followed by a Ramsch round of
// the same length: Ramsch rounds run one at a time, and a queued Bock round waits for the Ramsch
// round of the round before it, while a stacked one runs on beside it.
import type { ListDeal } from './voided-deal';
import type { RoundEvent, RoundPending, RoundsRule, SheetSetup, TableSize } from './rules';
import { roundEventsOf } from './round-events';
import { scoreDeal } from './score-deal';

/** What the rounds make of one deal. */
export interface DealRounds {
  readonly dealer: number;
  /** Bock doublings in force (each × 2). */
  readonly bock: number;
  /** The deal is in a Ramsch round: a Ramsch, or a grand hand instead. */
  readonly ramschRound: boolean;
  /** This deal's events that started a round, one round each, in the order of the events table. */
  readonly started: readonly RoundEvent[];
  /** This deal's events that started nothing: a round had already started in this page. */
  readonly heldBack: readonly RoundEvent[];
}

/** A round that is not over yet, for "Bock round: 2 deals left, after Anna's grand hand". */
export interface PendingRound<E extends RoundEvent = RoundEvent> {
  readonly kind: 'bock' | 'ramsch';
  readonly event: E;
  /** Index (0-based) of the deal whose event started the Bock round. */
  readonly startedBy: number;
  readonly dealsLeft: number;
  /** Whether it counts for the next deal (false: queued behind another round). */
  readonly running: boolean;
}

export interface RoundsOutlook<E extends RoundEvent = RoundEvent> {
  /** Who deals the next deal. */
  readonly dealer: number;
  readonly bock: number;
  readonly ramschRound: boolean;
  /** Bock deals in a row from the next deal on (that one included), if no new round starts. */
  readonly bockDealsLeft: number;
  /** Every round not yet over, in the order they run. */
  readonly rounds: readonly PendingRound<E>[];
}

export interface RoundSchedule {
  readonly perDeal: readonly DealRounds[];
  readonly next: RoundsOutlook;
}

interface Round {
  readonly event: RoundEvent;
  readonly startedBy: number;
  readonly left: number;
}

interface State {
  readonly dealer: number;
  /** Bock rounds not over: all run when stacked, the first when queued (and no Ramsch round runs). */
  readonly bock: readonly Round[];
  /** Ramsch rounds not over, the first running. */
  readonly ramsch: readonly Round[];
  /** The last page in which an event started a round. */
  readonly pageUsed: number | null;
}

type Rounds = Extract<RoundsRule, { kind: 'rounds' }>;

function inForce(state: State, pending: RoundPending): { bock: number; ramschRound: boolean } {
  const ramschRound = state.ramsch.length > 0;
  if (pending === 'stack') return { bock: state.bock.length, ramschRound };
  return { bock: !ramschRound && state.bock.length > 0 ? 1 : 0, ramschRound };
}

/** One deal fewer for the first `count` rounds; the finished ones come out separately. */
function tick(rounds: readonly Round[], count: number) {
  const ticked = rounds.map((round, i) => (i < count ? { ...round, left: round.left - 1 } : round));
  return {
    going: ticked.filter((round) => round.left > 0),
    finished: ticked.filter((round) => round.left <= 0),
  };
}

export function isGrandHand(deal: ListDeal): boolean {
  return deal.kind === 'trump' && deal.game === 'grand' && deal.announcement !== 'none';
}

/** The chosen events a deal shows: only games with a declarer show any (a voided deal none). */
function eventsOf(deal: ListDeal, rule: Rounds, players: TableSize): RoundEvent[] {
  if (deal.kind !== 'trump' && deal.kind !== 'null') return [];
  return roundEventsOf(scoreDeal(deal, players), rule.events);
}

/** § Per page: after the first round started in a page, the page's later events start nothing. */
function startable(shown: readonly RoundEvent[], index: number, rule: Rounds, state: State) {
  if (rule.page === null) return { started: shown, heldBack: [], pageUsed: state.pageUsed };
  const page = Math.floor(index / rule.page);
  if (state.pageUsed === page) return { started: [], heldBack: shown, pageUsed: page };
  return {
    started: shown.slice(0, 1),
    heldBack: shown.slice(1),
    pageUsed: shown.length > 0 ? page : state.pageUsed,
  };
}

function afterDeal(state: State, deal: ListDeal, index: number, rule: Rounds, players: TableSize) {
  const now = inForce(state, rule.pending);
  // NYCSA: a grand hand instead of a Ramsch is dealt again by the same dealer; the round stays.
  const replaced = now.ramschRound && rule.sameDealerAfterGrandHand && isGrandHand(deal);
  const ramsch = tick(state.ramsch, now.ramschRound && !replaced ? 1 : 0).going;
  const bock = tick(state.bock, rule.pending === 'stack' ? state.bock.length : now.bock);
  const following = rule.ramschRound
    ? bock.finished.map((round) => ({ ...round, left: players }))
    : [];
  const { started, heldBack, pageUsed } = startable(
    eventsOf(deal, rule, players),
    index,
    rule,
    state,
  );
  const fresh = started.map((event) => ({ event, startedBy: index, left: players }));
  const next: State = {
    dealer: replaced ? state.dealer : (state.dealer + 1) % players,
    bock: [...bock.going, ...fresh],
    ramsch: [...ramsch, ...following],
    pageUsed,
  };
  const rounds: DealRounds = { dealer: state.dealer, ...now, started, heldBack };
  return { next, rounds };
}

function bockDealsLeft(state: State, rule: Rounds): number {
  if (rule.pending === 'stack') return Math.max(0, ...state.bock.map((round) => round.left));
  if (state.ramsch.length > 0) return 0;
  // Queued: the rounds run back to back, unless a Ramsch round comes after the first.
  const inARow = rule.ramschRound ? state.bock.slice(0, 1) : state.bock;
  return inARow.reduce((sum, round) => sum + round.left, 0);
}

function pendingRound(kind: PendingRound['kind'], round: Round, running: boolean): PendingRound {
  return { kind, event: round.event, startedBy: round.startedBy, dealsLeft: round.left, running };
}

/**
 * Every round not yet over, in the order they run. With a Ramsch round after Bock, each Bock round
 * not yet over already owes its Ramsch round of one deal per player (§ Ramsch round after Bock):
 * the table sees it coming, queued where it will run.
 */
function pendingRounds(state: State, rule: Rounds, players: TableSize): PendingRound[] {
  const ramsch = state.ramsch.map((round, i) => pendingRound('ramsch', round, i === 0));
  const bockRuns = (i: number) => rule.pending === 'stack' || (i === 0 && ramsch.length === 0);
  const bock = (round: Round, i: number) => pendingRound('bock', round, bockRuns(i));
  const owed = (round: Round) =>
    rule.ramschRound ? [pendingRound('ramsch', { ...round, left: players }, false)] : [];
  // Stacked Bock rounds run at once; Ramsch rounds one at a time, in the order they are owed.
  if (rule.pending === 'stack')
    return [...state.bock.map(bock), ...ramsch, ...state.bock.flatMap(owed)];
  // Queued: a Bock round waits for the Ramsch round of the round before it.
  return [...ramsch, ...state.bock.flatMap((round, i) => [bock(round, i), ...owed(round)])];
}

/** Without Bock rounds each deal keeps the Bock it was entered with, and the dealer moves on. */
function ownBock(setup: SheetSetup, deals: readonly ListDeal[]): RoundSchedule {
  const dealer = (i: number) => (setup.firstDealer + i) % setup.players;
  const perDeal = deals.map((deal, i) => ({
    dealer: dealer(i),
    bock: deal.kind === 'passed' || deal.kind === 'voided' ? 0 : deal.bock,
    ramschRound: false,
    started: [],
    heldBack: [],
  }));
  const next = {
    dealer: dealer(deals.length),
    bock: 0,
    ramschRound: false,
    bockDealsLeft: 0,
    rounds: [],
  };
  return { perDeal, next };
}

/** The rounds of a sheet: what each deal plays under, and what the next deal will. */
export function roundsOf(setup: SheetSetup, deals: readonly ListDeal[]): RoundSchedule {
  const rule = setup.rules.bock;
  if (rule.kind === 'off') return ownBock(setup, deals);
  let state: State = { dealer: setup.firstDealer, bock: [], ramsch: [], pageUsed: null };
  const perDeal = deals.map((deal, index) => {
    const { next, rounds } = afterDeal(state, deal, index, rule, setup.players);
    state = next;
    return rounds;
  });
  const now = inForce(state, rule.pending);
  const next: RoundsOutlook = {
    dealer: state.dealer,
    ...now,
    bockDealsLeft: bockDealsLeft(state, rule),
    rounds: pendingRounds(state, rule, setup.players),
  };
  return { perDeal, next };
}
