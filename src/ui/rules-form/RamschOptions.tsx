import type { Dispatch } from 'react';
import { SCHIEBERAMSCH_RULES, type PassedDealRule } from '../../domain/rules';
import { ChoiceGroup } from '../common/ChoiceGroup';
import { useT } from '../i18n/I18nProvider';
import { ramschDetails } from '../i18n/rules-summary';
import { Checkbox, Fold, NumberField, RadioList } from './FormControls';
import { ramschRuleOf, type RamschForm } from './ramsch-form';
import type { RuleErrorOf } from './rule-errors';
import type { RulesFormAction } from './rules-form';

interface RamschOptionsProps {
  readonly ramsch: RamschForm;
  /** Whether a passed deal is a Ramsch, or a Ramsch is played only in the Ramsch rounds. */
  readonly passed: PassedDealRule;
  readonly dispatch: Dispatch<RulesFormAction>;
  readonly ruleError: RuleErrorOf;
}

/** How a Ramsch is scored (house-rules.md § Ramsch) behind its summary line. */
export function RamschOptions({ ramsch, passed, dispatch, ruleError }: RamschOptionsProps) {
  const t = useT();
  const o = t.house.options;
  const flatError = ruleError('ramsch-flat-value-invalid');
  // With a flat value that is no number yet the summary names the option, not "flat NaN".
  const details = flatError === undefined ? ramschDetails(t, ramschRuleOf(ramsch)) : null;
  const summary =
    details === null
      ? o.ramschScoring
      : passed === 'ramsch'
        ? t.house.summary.ramsch(details)
        : t.house.summary.ramschInRounds(details);
  return (
    <Fold summary={summary} forcedOpen={flatError !== undefined} indented={false}>
      <ChoiceGroup
        legend={o.ramschScoring}
        name="ramsch-scoring"
        choices={[
          { value: 'points', label: o.scoringPoints },
          { value: 'flat', label: t.rulesForm.ramschScoringFlat },
        ]}
        value={ramsch.scoring}
        onChange={(scoring) => dispatch({ type: 'set-ramsch', field: 'scoring', value: scoring })}
      />
      {ramsch.scoring === 'flat' && (
        <NumberField
          label={t.rulesForm.flatValue}
          value={ramsch.flat}
          onChange={(flat) => dispatch({ type: 'set-ramsch', field: 'flat', value: flat })}
          error={flatError}
        />
      )}
      <Checkbox
        checked={ramsch.countsAsGame}
        onChange={(on) => dispatch({ type: 'set-ramsch', field: 'countsAsGame', value: on })}
      >
        {o.countsAsGame}
      </Checkbox>
      <RadioList
        legend={o.schieberamsch}
        name="schieberamsch"
        choices={SCHIEBERAMSCH_RULES.map((rule) => ({
          value: rule,
          label: o.schieberamschChoice[rule],
        }))}
        value={ramsch.schieberamsch}
        onChange={(schieberamsch) =>
          dispatch({ type: 'set-ramsch', field: 'schieberamsch', value: schieberamsch })
        }
      />
    </Fold>
  );
}
