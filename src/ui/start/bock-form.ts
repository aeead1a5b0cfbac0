import {
  BOCK_EVENTS,
  BOCK_OFF,
  type BockEvent,
  type BockPending,
  type BockRule,
} from '../../domain/sheet-types';
import type { RoundsRule } from '../../domain/rules';

/** The Bock part of the "new sheet" form: kept while switched off, so a second tap restores it. */
export interface BockForm {
  readonly on: boolean;
  readonly events: readonly BockEvent[];
  readonly pending: BockPending;
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
 */
export const DEFAULT_BOCK_EVENTS: readonly BockEvent[] = [
  'grand-hand-won',
  'kontra-lost',
  're',
  'value-100',
];
export const DEFAULT_BOCK_PENDING: BockPending = 'queue';

export const BOCK_FORM_OFF: BockForm = {
  on: false,
  events: DEFAULT_BOCK_EVENTS,
  pending: DEFAULT_BOCK_PENDING,
};

const isFormEvent = (event: string): event is BockEvent =>
  BOCK_EVENTS.some((known) => known === event);

/**
 * The last table's rule again, as far as this form offers it (its events, stack or queue); off
 * (with the defaults ready) when it played without Bock or with none of the form's events.
 */
export function bockFormFrom(rule: RoundsRule): BockForm {
  if (rule.kind !== 'rounds') return BOCK_FORM_OFF;
  const events = rule.events.filter(isFormEvent);
  return events.length > 0 ? { on: true, events, pending: rule.pending } : BOCK_FORM_OFF;
}

export type BockFormAction =
  | { readonly type: 'set-bock'; readonly on: boolean }
  | { readonly type: 'set-bock-event'; readonly event: BockEvent; readonly on: boolean }
  | { readonly type: 'set-bock-pending'; readonly pending: BockPending };

export function bockFormReducer(form: BockForm, action: BockFormAction): BockForm {
  switch (action.type) {
    case 'set-bock':
      return { ...form, on: action.on };
    case 'set-bock-event': {
      const chosen = new Set(form.events);
      if (action.on) chosen.add(action.event);
      else chosen.delete(action.event);
      // Always in the order of the list, so equal choices are equal rules.
      return { ...form, events: BOCK_EVENTS.filter((event) => chosen.has(event)) };
    }
    case 'set-bock-pending':
      return { ...form, pending: action.pending };
  }
}

/** The rule to store; null when Bock is on without any event (the form says so). */
export function bockRuleOf(form: BockForm): BockRule | null {
  if (!form.on) return BOCK_OFF;
  if (form.events.length === 0) return null;
  return { kind: 'rounds', events: form.events, pending: form.pending };
}
