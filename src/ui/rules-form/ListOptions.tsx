import type { Dispatch } from 'react';
import { LIST_CHOICES } from '../../domain/rules';
import { ChoiceGroup } from '../common/ChoiceGroup';
import { useT } from '../i18n/I18nProvider';
import { NumberField } from './FormControls';
import type { RuleErrorOf } from './rule-errors';
import type { RulesForm, RulesFormAction } from './rules-form';
import { choicesOf } from '../common/choices';

interface ListOptionsProps {
  readonly rules: RulesForm;
  readonly dispatch: Dispatch<RulesFormAction>;
  readonly ruleError: RuleErrorOf;
  /** What the chosen list counts, under the choice (the new-sheet form). */
  readonly hint?: boolean;
}

/** The sheet's list: Seeger-Fabian, plain, or Bierlachs with the limit every round starts at. */
export function ListOptions({ rules, dispatch, ruleError, hint = false }: ListOptionsProps) {
  const t = useT();
  const s = t.start;
  return (
    <section className="flex flex-col gap-2">
      <ChoiceGroup
        legend={s.list}
        name="list-kind"
        choices={choicesOf(LIST_CHOICES, s.listKind)}
        value={rules.list}
        onChange={(listKind) => dispatch({ type: 'set-rule', field: 'list', value: listKind })}
      />
      {hint && (
        <p className="text-sm text-stone-600 dark:text-stone-400">{s.listHint[rules.list]}</p>
      )}
      {rules.list === 'bierlachs' && (
        <NumberField
          label={t.bierlachs.limit}
          value={rules.bierlachsLimit}
          onChange={(limit) =>
            dispatch({ type: 'set-rule', field: 'bierlachsLimit', value: limit })
          }
          error={ruleError('bierlachs-limit-invalid')}
        />
      )}
    </section>
  );
}
