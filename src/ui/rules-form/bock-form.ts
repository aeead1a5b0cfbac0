import {
  ROUND_EVENTS,
  ROUNDS_OFF,
  type RoundEvent,
  type RoundPending,
  type RoundsRule,
} from '../../domain/rules';
import { withField, type FieldAction } from './field-action';
import { typedNumber } from './typed-number';

/**
 * The Bock part of the "new sheet" form (house-rules.md § Bock rounds): kept while switched off,
 * so a second tap restores it. The page length is kept as typed.
 */
export interface BockForm {
  readonly on: boolean;
  readonly events: readonly RoundEvent[];
  readonly pending: RoundPending;
  /** A Ramsch round after each Bock round. */
  readonly ramschRound: boolean;
  /** NYCSA: after a grand hand in a Ramsch round the same dealer deals again. */
  readonly sameDealerAfterGrandHand: boolean;
  /** One round per page of `page` deals. */
  readonly pageLimit: boolean;
  readonly page: string;
}

/*
 * Defaults when a table switches Bock rounds on:
 * - 60:60 is off: it is only known when card points are entered, so with quick results (the
 *   usual entry) it would never start a round and the table would wonder why.
 * - Schneider is off: roughly one game in ten reaches it, so the sheet would be in Bock most of
 *   the evening; tables that play it tick it.
 * - The others (grand hand won, a lost Kontra, any Re, a game of 100 or more) are rare, and the
 *   usual reasons for Bock at home tables.
 * - Queue: several rounds are played one after another, each ×2; the values stay readable, while
 *   stacked rounds reach ×4, ×8. A table that stacks chooses it.
 * - No Ramsch round and no page limit: both are club rules (NYCSA) a table chooses; the page
 *   length offered is the NYCSA's 32 deals.
 */
export const DEFAULT_BOCK_EVENTS: readonly RoundEvent[] = [
  'grand-hand-won',
  'kontra-lost',
  're',
  'value-100',
];

export const BOCK_FORM_OFF: BockForm = {
  on: false,
  events: DEFAULT_BOCK_EVENTS,
  pending: 'queue',
  ramschRound: false,
  sameDealerAfterGrandHand: false,
  pageLimit: false,
  page: '32',
};

/**
 * The form for a stored rule (the last table's, or a preset's); with Bock off, the choices of
 * `kept` stay ready for the next tap.
 */
export function bockFormFrom(rule: RoundsRule, kept: BockForm = BOCK_FORM_OFF): BockForm {
  if (rule.kind !== 'rounds') return { ...kept, on: false };
  return {
    on: true,
    events: ROUND_EVENTS.filter((event) => rule.events.includes(event)),
    pending: rule.pending,
    ramschRound: rule.ramschRound,
    sameDealerAfterGrandHand: rule.sameDealerAfterGrandHand,
    pageLimit: rule.page !== null,
    page: rule.page === null ? kept.page : String(rule.page),
  };
}

export type BockFormAction =
  | FieldAction<'set-bock', Omit<BockForm, 'events'>>
  /** An event ticked or not: the events stay in the order of house-rules.md's table. */
  | { readonly type: 'set-bock-event'; readonly event: RoundEvent; readonly on: boolean };

export function bockFormReducer(form: BockForm, action: BockFormAction): BockForm {
  if (action.type === 'set-bock') return withField(form, action);
  const chosen = new Set(form.events);
  if (action.on) chosen.add(action.event);
  else chosen.delete(action.event);
  // Always in the order of house-rules.md's table, so equal choices are equal rules.
  return { ...form, events: ROUND_EVENTS.filter((event) => chosen.has(event)) };
}

/**
 * The rule the form stands for, as typed: no event or a page that is not a whole number gives a
 * rule the rules core refuses (validateRuleSet), with the error next to the field.
 */
export function bockRuleOf(form: BockForm): RoundsRule {
  if (!form.on) return ROUNDS_OFF;
  return {
    kind: 'rounds',
    events: form.events,
    pending: form.pending,
    ramschRound: form.ramschRound,
    page: form.pageLimit ? typedNumber(form.page) : null,
    // Only a rule of the Ramsch round: without one it would be a stored rule that never applies.
    sameDealerAfterGrandHand: form.ramschRound && form.sameDealerAfterGrandHand,
  };
}
