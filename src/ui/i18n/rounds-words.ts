// The Bock and Ramsch rounds of a sheet in the table's language, from what the core derived
// (rounds.ts): what the next deal plays under, each round not yet over, what a deal started or
// held back. "Bock round ×2 · 2 of 3 deals left · after Anna's grand hand (deal 7)".
import type { PendingRound, RoundsOutlook } from '../../domain/rounds';
import type { RoundEvent, TableSize } from '../../domain/rules';
import type { ListDeal } from '../../domain/voided-deal';
import type { Dictionary } from './dictionary';
import { seatName } from './house-errors';

/** What a round's words need besides the round: the players' names and the deals so far. */
export interface RoundsContext {
  /** Player names by seat. */
  readonly names: readonly string[];
  /** The length of a round: one deal per player at the table. */
  readonly players: TableSize;
  /** The sheet's rows (or deals) in order, to name the declarer of the deal behind an event. */
  readonly rows: readonly { readonly deal: ListDeal }[];
}

/** "grand hand won", "Kontra won", "60:60": an event of house-rules.md's table as players name it. */
export function roundEventName(t: Dictionary, event: RoundEvent): string {
  return t.house.events[event];
}

/** "after Anna's grand hand (deal 7)": the event and the deal that started a round. */
export function roundCause(t: Dictionary, round: PendingRound, context: RoundsContext): string {
  const deal = context.rows[round.startedBy]?.deal;
  const number = round.startedBy + 1;
  if (deal === undefined || (deal.kind !== 'trump' && deal.kind !== 'null')) {
    return t.house.rounds.afterEvent(roundEventName(t, round.event), number);
  }
  return t.house.rounds.after[round.event](seatName(t, context.names, deal.declarer), number);
}

/** One round not yet over: running ("Bock round ×2 · 2 of 3 deals left · …") or queued. */
export function pendingRoundLine(
  t: Dictionary,
  round: PendingRound,
  context: RoundsContext,
): string {
  const r = t.house.rounds;
  const facts = {
    left: round.dealsLeft,
    size: context.players,
    after: roundCause(t, round, context),
  };
  if (round.kind === 'bock') return round.running ? r.bock(facts) : r.bockQueued(facts);
  return round.running ? r.ramsch(facts) : r.ramschQueued(facts);
}

/** Every round not yet over, in the order they run; empty when none is. */
export function roundsOutlookLines(
  t: Dictionary,
  next: RoundsOutlook,
  context: RoundsContext,
): readonly string[] {
  return next.rounds.map((round) => pendingRoundLine(t, round, context));
}

/** "Next deal: Ramsch round, Bock ×4"; null when the next deal is an ordinary one. */
export function nextDealRoundsLine(t: Dictionary, next: RoundsOutlook): string | null {
  if (next.bock === 0 && !next.ramschRound) return null;
  return t.house.rounds.nextDeal(next.ramschRound, next.bock);
}

function eventNames(t: Dictionary, events: readonly RoundEvent[]): string {
  return events.map((event) => roundEventName(t, event)).join(', ');
}

/** "Bock round started: grand hand won", "2 Bock rounds started: Kontra won, Re"; null if none. */
export function roundsStartedText(t: Dictionary, events: readonly RoundEvent[]): string | null {
  return events.length === 0 ? null : t.house.rounds.started(events.length, eventNames(t, events));
}

/**
 * "Held back, one round per page of 32 deals: 60:60": a deal's events that started nothing
 * because a round already started in its page; null if none (or the sheet has no pages).
 */
export function roundsHeldBackText(
  t: Dictionary,
  events: readonly RoundEvent[],
  page: number | null,
): string | null {
  if (events.length === 0 || page === null) return null;
  return t.house.rounds.heldBack(eventNames(t, events), page);
}
