// Sheets saved before house rules: their rules (TableRules: list kind, Kontra allowed, a Bock
// rule of six events) and how they become today's SheetSetup. Only the database's migrations
// (db/migrations/), the readers of backup files of versions 1–2 (io/backup-read/v1-v2.ts) and
// their record schema need this; the rest of the app knows only SheetSetup. Pure: every old
// sheet scores exactly as before, because the old rules are a subset of the new ones.
import type { Deal } from '../deal';
import type { SheetError } from '../errors';
import { fail, ok, type Result } from '../result';
import { roundEventsOf } from '../round-events';
import { roundsOf } from '../rounds';
import {
  ROUNDS_OFF,
  ROUND_PENDING,
  type ListKind,
  type RoundPending,
  type RoundsRule,
  type SheetSetup,
} from '../rules';
import { scoreSheet, tableErrors } from '../sheet';
import type { SheetSetupError } from '../sheet-checks';
import type { SheetScore } from '../sheet-types';
import type { DealScore } from '../score-types';
import { sheetError } from '../sheet-checks';

/**
 * The Bock events sheets saved before house rules could choose: a subset of ROUND_EVENTS
 * (rules.ts), which house-rules.md's table completes with 'kontra-won' and 're-won'. Each event is
 * judged on the deal as played, before Kontra/Re/Bock factors.
 */
export const BOCK_EVENTS = [
  /** A grand hand game (any announcement) won by the declarer. */
  'grand-hand-won',
  /** Kontra (or Kontra and Re) given and the declarer still won. */
  'kontra-lost',
  /** Any Re, won or lost. */
  're',
  /** The declarer took exactly 60 card points: only knowable when card points were entered. */
  'sixty-sixty',
  /** The game value the list uses, before factors, is 100 or more. */
  'value-100',
  /** Either party schneider, reached (from card points or the quick result). */
  'schneider',
] as const;
export type BockEvent = (typeof BOCK_EVENTS)[number];

/**
 * Several Bock rounds at once: 'stack' runs them at the same time (their doublings add: two
 * overlapping rounds are ×4); 'queue' plays them one after another, each ×2. The same two as
 * today's ROUND_PENDING.
 */
export const BOCK_PENDING = ROUND_PENDING;
export type BockPending = RoundPending;

export type BockRule =
  | { readonly kind: 'off' }
  | {
      readonly kind: 'rounds';
      /** In the order of BOCK_EVENTS, each at most once. */
      readonly events: readonly BockEvent[];
      readonly pending: BockPending;
    };

export const BOCK_OFF: BockRule = { kind: 'off' };

/**
 * What a table agreed on before the first deal, as saved before house rules; `upgradeRules`
 * turns it into a SheetSetup with one RuleSet.
 */
export interface TableRules {
  readonly players: 3 | 4;
  /** Seat (0-based) that deals the first deal. */
  readonly firstDealer: number;
  readonly listKind: ListKind;
  readonly kontraAllowed: boolean;
  /** Number of deals agreed for the session (36, 48, … divisible by the players). */
  readonly plannedDeals: number;
  /**
   * Bock rounds derived from the deals. Absent or off: each deal's own `bock` field counts (the
   * reference cases give Bock per deal); 'rounds': the derived Bock replaces it.
   */
  readonly bock?: BockRule;
}

function roundsRule(old: BockRule | undefined): RoundsRule {
  if (old === undefined || old.kind === 'off') return ROUNDS_OFF;
  return {
    kind: 'rounds',
    events: old.events,
    pending: old.pending,
    ramschRound: false,
    page: null,
    sameDealerAfterGrandHand: false,
  };
}

/** The old rules as a rule set: no Ramsch, a passed deal thrown in, the same Bock rounds. */
export function upgradeRules(old: TableRules): SheetSetup {
  return {
    players: old.players,
    firstDealer: old.firstDealer,
    plannedDeals: old.plannedDeals,
    rules: {
      list: old.listKind,
      kontra: old.kontraAllowed ? 'kontra-re' : 'off',
      // Before house rules a passed deal was always thrown in, and there was no Ramsch.
      passed: 'thrown-in',
      ramsch: null,
      bock: roundsRule(old.bock),
      stake: null,
    },
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

/** Table rules as saved before house rules: a seat for the first dealer, a sound Bock rule. */
export function validateTableRules(rules: TableRules): Result<TableRules, SheetError> {
  const errors = tableErrors(rules.players, rules.firstDealer);
  if (rules.bock !== undefined && !isValidBockRule(rules.bock)) {
    errors.push(sheetError('bock-rule-invalid'));
  }
  return errors.length > 0 ? fail(errors) : ok(rules);
}

/**
 * A sheet saved before house rules, scored exactly as then: its rules checked and upgraded, then
 * scored as any sheet (`scoreSheet`).
 */
export function scoreTableSheet(
  rules: TableRules,
  deals: readonly Deal[],
): Result<SheetScore, SheetSetupError> {
  const valid = validateTableRules(rules);
  return valid.ok ? scoreSheet(upgradeRules(rules), deals) : valid;
}

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
