import {
  bierlachsOf,
  listChoiceOf,
  playsRamsch,
  PRESET_IDS,
  PRESETS,
  type KontraRule,
  type ListChoice,
  type ListRule,
  type PassedDealRule,
  type PresetId,
  type RuleSet,
} from '../../domain/rules';
import {
  BOCK_FORM_OFF,
  bockFormFrom,
  bockFormReducer,
  bockRuleOf,
  type BockForm,
  type BockFormAction,
} from './bock-form';
import {
  DEFAULT_RAMSCH_FORM,
  ramschFormFrom,
  ramschFormReducer,
  ramschRuleOf,
  type RamschForm,
  type RamschFormAction,
} from './ramsch-form';
import { withField, type FieldAction } from './field-action';
import { numberText, typedNumber, typedWholeNumber } from './typed-number';

/** The stake, as typed ("½", "0,5", "2"): kept with the sheet for a later settle-up. */
export interface StakeForm {
  readonly on: boolean;
  readonly cents: string;
}

/**
 * The house rules on the "new sheet" form: every part of a RuleSet, with what a player types kept
 * as typed, and the choices of a part switched off kept for the next tap.
 */
export interface RulesForm {
  readonly list: ListChoice;
  /** The Bierlachs limit as typed; kept while another list is chosen. */
  readonly bierlachsLimit: string;
  readonly kontra: KontraRule;
  readonly passed: PassedDealRule;
  readonly ramsch: RamschForm;
  readonly bock: BockForm;
  readonly stake: StakeForm;
}

const STAKE_OFF: StakeForm = { on: false, cents: '1' };

/** The limit a Bierlachs list offers first: 500, as most tables play it. */
export const DEFAULT_BIERLACHS_LIMIT = '500';

/** The form filled from a rule set (a preset, the last table's); hidden choices from `kept`. */
export function rulesFormFrom(rules: RuleSet, kept?: RulesForm): RulesForm {
  return {
    list: listChoiceOf(rules.list),
    bierlachsLimit: String(
      bierlachsOf(rules.list)?.limit ?? kept?.bierlachsLimit ?? DEFAULT_BIERLACHS_LIMIT,
    ),
    kontra: rules.kontra,
    passed: rules.passed,
    ramsch: ramschFormFrom(rules.ramsch, kept?.ramsch ?? DEFAULT_RAMSCH_FORM),
    bock: bockFormFrom(rules.bock, kept?.bock ?? BOCK_FORM_OFF),
    stake:
      rules.stake === null
        ? { ...(kept?.stake ?? STAKE_OFF), on: false }
        : { on: true, cents: numberText(rules.stake.centsPerPoint) },
  };
}

export type RulesFormAction =
  /** One tap fills every rule from a preset (house-rules.md § Presets). */
  | { readonly type: 'choose-preset'; readonly preset: PresetId }
  | FieldAction<'set-rule', Pick<RulesForm, 'list' | 'bierlachsLimit' | 'kontra' | 'passed'>>
  | FieldAction<'set-stake', StakeForm>
  | RamschFormAction
  | BockFormAction;

export function rulesFormReducer(form: RulesForm, action: RulesFormAction): RulesForm {
  switch (action.type) {
    case 'choose-preset':
      return rulesFormFrom(PRESETS[action.preset], form);
    case 'set-rule':
      return withField(form, action);
    case 'set-stake':
      return { ...form, stake: withField(form.stake, action) };
    case 'set-ramsch':
      return { ...form, ramsch: ramschFormReducer(form.ramsch, action) };
    case 'set-bock':
    case 'set-bock-event':
      return { ...form, bock: bockFormReducer(form.bock, action) };
  }
}

/**
 * The rule set the form stands for, as typed (validateRuleSet says what is wrong with it). A
 * Ramsch rule only where a Ramsch can happen, so a table without Ramsch stores none.
 */
export function ruleSetOf(form: RulesForm): RuleSet {
  const list: ListRule =
    form.list === 'bierlachs'
      ? { kind: 'bierlachs', limit: typedWholeNumber(form.bierlachsLimit) }
      : form.list;
  const withoutRamsch: RuleSet = {
    list,
    kontra: form.kontra,
    passed: form.passed,
    ramsch: null,
    bock: bockRuleOf(form.bock),
    stake: form.stake.on ? { centsPerPoint: typedNumber(form.stake.cents) } : null,
  };
  return playsRamsch(withoutRamsch)
    ? { ...withoutRamsch, ramsch: ramschRuleOf(form.ramsch) }
    : withoutRamsch;
}

/** Two rule sets alike part by part (events compared in order: the form keeps the table's). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every((key) =>
      sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  );
}

/**
 * The preset the rules are, derived from the values rather than remembered: a preset stays chosen
 * while every rule still equals it, a change makes the rules the table's own (null), and changing
 * them back to a preset's values (or a last table that played NYCSA) names that preset again.
 */
export function presetOf(rules: RuleSet): PresetId | null {
  return PRESET_IDS.find((id) => sameValue(PRESETS[id], rules)) ?? null;
}
