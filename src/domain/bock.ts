// House rule Bock (rules reference, "House rules"): after an agreed event a round of Bock deals
// follows, one deal per player at the table. Derived from the deals, never stored per deal.
import type { Deal } from './deal';
import type { DealScore } from './score-types';
import type { BockEvent, BockPending, BockRule, TableRules } from './sheet-types';
import { BOCK_EVENTS, BOCK_PENDING } from './sheet-types';
import { reached } from './game-value';
import { scoreDeal } from './score-deal';

/** Whether a deal shows one event; judged before any factor, so a deal's own Bock never counts. */
const EVENT_TESTS: Readonly<Record<BockEvent, (score: DealScore) => boolean>> = {
  // Every announcement of a suit/grand game is a hand game (ouvert included, ISkO 5.2.6).
  'grand-hand-won': ({ deal, won }) =>
    deal.kind === 'trump' && deal.game === 'grand' && deal.announcement !== 'none' && won,
  // A Re is given on top of a Kontra, so a won Re is a lost Kontra as well.
  'kontra-lost': ({ deal, won }) => deal.kontra !== 'none' && won,
  re: ({ deal }) => deal.kontra === 're',
  // Only card points tell 60:60; a quick result ("won", "lost") cannot.
  'sixty-sixty': ({ deal }) =>
    deal.kind === 'trump' && deal.result.kind === 'points' && deal.result.declarerPoints === 60,
  // The value the list uses (an overbid's multiple included), before Kontra/Re/Bock.
  'value-100': ({ value }) => value >= 100,
  // Either party schneider, as reached: by points (≥ 90 or ≤ 30) or the quick result (5.2.3).
  schneider: ({ deal }) => deal.kind === 'trump' && reached(deal).schneider,
};

/** The chosen events a scored deal shows, in the order of BOCK_EVENTS. */
export function bockEventsOf(score: DealScore, chosen: readonly BockEvent[]): BockEvent[] {
  return BOCK_EVENTS.filter((event) => chosen.includes(event) && EVENT_TESTS[event](score));
}

/** Bock rounds under way: the deals each still has to run, oldest first. */
type Rounds = readonly number[];

/** Stacked rounds all count at once; queued rounds one at a time. */
function doublings(rounds: Rounds, pending: BockPending): number {
  if (pending === 'stack') return rounds.length;
  return rounds.length > 0 ? 1 : 0;
}

/** After a deal: every stacked round has run one more deal; in a queue only the first has. */
function afterDeal(rounds: Rounds, pending: BockPending): Rounds {
  const ran =
    pending === 'stack'
      ? rounds.map((left) => left - 1)
      : rounds.map((left, i) => (i === 0 ? left - 1 : left));
  return ran.filter((left) => left > 0);
}

/** Bock deals in a row from now on, if no new round starts. */
function dealsLeft(rounds: Rounds, pending: BockPending): number {
  if (pending === 'stack') return Math.max(0, ...rounds);
  return rounds.reduce((sum, left) => sum + left, 0);
}

export interface BockSchedule {
  /** Bock doublings in force for each deal, in order (each ×2). */
  readonly perDeal: readonly number[];
  /** Per deal, the events that started a Bock round after it (one round per event). */
  readonly started: readonly (readonly BockEvent[])[];
  /** Bock doublings in force for the next deal. */
  readonly next: number;
  /** Bock deals in a row from the next deal on (that one included), if no new round starts. */
  readonly nextDealsLeft: number;
}

/** Without Bock rounds, each played deal keeps the Bock it was entered with. */
function ownBock(deals: readonly Deal[]): BockSchedule {
  return {
    perDeal: deals.map((deal) => (deal.kind === 'passed' ? 0 : deal.bock)),
    started: deals.map(() => []),
    next: 0,
    nextDealsLeft: 0,
  };
}

/**
 * The Bock in force for every deal of a sheet and for the next one. A round starts with the deal
 * after its event and lasts one deal per player at the table, passed deals included (they count
 * as deals). Several events in one deal start that many rounds.
 */
export function bockPerDeal(rules: TableRules, deals: readonly Deal[]): BockSchedule {
  const rule: BockRule = rules.bock ?? { kind: 'off' };
  if (rule.kind === 'off') return ownBock(deals);
  const { events, pending } = rule;
  const perDeal: number[] = [];
  const started: BockEvent[][] = [];
  let rounds: Rounds = [];
  for (const deal of deals) {
    perDeal.push(doublings(rounds, pending));
    const shown =
      deal.kind === 'passed' ? [] : bockEventsOf(scoreDeal(deal, rules.players), events);
    started.push(shown);
    rounds = [...afterDeal(rounds, pending), ...shown.map(() => rules.players)];
  }
  return {
    perDeal,
    started,
    next: doublings(rounds, pending),
    nextDealsLeft: dealsLeft(rounds, pending),
  };
}

/** A sound Bock rule: off, or rounds after one or more known events (each once) that stack or queue. */
export function isValidBockRule(rule: BockRule): boolean {
  if (rule.kind === 'off') return true;
  if (rule.kind !== 'rounds' || !BOCK_PENDING.includes(rule.pending)) return false;
  const events = rule.events;
  return (
    events.length > 0 &&
    events.every((event) => BOCK_EVENTS.includes(event)) &&
    new Set(events).size === events.length
  );
}
