// House rule Bock as sheets saved before house rules know it (six events, stack or queue): the
// schedule of rounds.ts seen through that older rule.
import type { Deal } from './deal';
import type { DealScore } from './score-types';
import type { BockEvent, BockRule, TableRules } from './sheet-types';
import { BOCK_EVENTS, BOCK_PENDING } from './sheet-types';
import { roundEventsOf } from './round-events';
import { roundsOf } from './rounds';
import { upgradeRules } from './upgrade-rules';

/** The chosen events a scored deal shows, in the order of BOCK_EVENTS. */
export function bockEventsOf(score: DealScore, chosen: readonly BockEvent[]): BockEvent[] {
  return roundEventsOf(score, chosen);
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

const isBockEvent = (event: string): event is BockEvent =>
  BOCK_EVENTS.some((known) => known === event);

/**
 * The Bock in force for every deal of a sheet and for the next one. A round starts with the deal
 * after its event and lasts one deal per player at the table, passed deals included (they count
 * as deals). Several events in one deal start that many rounds.
 */
export function bockPerDeal(rules: TableRules, deals: readonly Deal[]): BockSchedule {
  const { perDeal, next } = roundsOf(upgradeRules(rules), deals);
  return {
    perDeal: perDeal.map((deal) => deal.bock),
    // Old rules choose among the old events only, so nothing is lost here.
    started: perDeal.map((deal) => deal.started.filter(isBockEvent)),
    next: next.bock,
    nextDealsLeft: next.bockDealsLeft,
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
