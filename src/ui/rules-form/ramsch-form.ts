import type { RamschRule, SchieberamschRule } from '../../domain/rules';
import { withField, type FieldAction } from './field-action';
import { typedNumber } from './typed-number';

/** How a Ramsch is scored, on the "new sheet" form (house-rules.md § Ramsch); the flat value as typed. */
export interface RamschForm {
  readonly scoring: 'points' | 'flat';
  readonly flat: string;
  readonly countsAsGame: boolean;
  readonly schieberamsch: SchieberamschRule;
}

/**
 * When a table first plays Ramsch: the common pub rule (the loser's card points, not a game,
 * Schieberamsch); the flat value offered is the NYCSA's 25.
 */
export const DEFAULT_RAMSCH_FORM: RamschForm = {
  scoring: 'points',
  flat: '25',
  countsAsGame: false,
  schieberamsch: 'always',
};

/** The form for a stored rule; a sheet without Ramsch keeps the choices of `kept`. */
export function ramschFormFrom(
  rule: RamschRule | null,
  kept: RamschForm = DEFAULT_RAMSCH_FORM,
): RamschForm {
  if (rule === null) return kept;
  return {
    scoring: rule.scoring.kind,
    flat: rule.scoring.kind === 'flat' ? String(rule.scoring.value) : kept.flat,
    countsAsGame: rule.countsAsGame,
    schieberamsch: rule.schieberamsch,
  };
}

/** Every choice of the Ramsch part is a plain field. */
export type RamschFormAction = FieldAction<'set-ramsch', RamschForm>;

export function ramschFormReducer(form: RamschForm, action: RamschFormAction): RamschForm {
  return withField(form, action);
}

/** The rule as typed: a flat value that is not a whole number above 0 is refused by the core. */
export function ramschRuleOf(form: RamschForm): RamschRule {
  return {
    scoring:
      form.scoring === 'flat'
        ? { kind: 'flat', value: typedNumber(form.flat) }
        : { kind: 'points' },
    countsAsGame: form.countsAsGame,
    schieberamsch: form.schieberamsch,
  };
}
