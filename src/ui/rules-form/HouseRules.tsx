import { memo, type Dispatch } from 'react';
import { PASSED_DEAL_RULES, playsRamsch } from '../../domain/rules';
import { ChoiceGroup } from '../common/ChoiceGroup';
import { useT } from '../i18n/I18nProvider';
import { BockOptions } from './BockOptions';
import { Checkbox, NumberField } from './FormControls';
import { RamschOptions } from './RamschOptions';
import type { RuleErrorOf } from './rule-errors';
import { ruleSetOf, type RulesForm, type RulesFormAction } from './rules-form';

interface HouseRulesProps {
  readonly rules: RulesForm;
  readonly dispatch: Dispatch<RulesFormAction>;
  readonly ruleError: RuleErrorOf;
}

/**
 * Kontra/Re, the passed deal, Ramsch, Bock rounds and the stake (house-rules.md). Each rule is a
 * tap away; the details of Ramsch and Bock fold into one line each, so the usual start stays
 * short, and open by themselves when they hold what keeps the sheet from starting.
 */
export const HouseRules = memo(function HouseRules({
  rules,
  dispatch,
  ruleError,
}: HouseRulesProps) {
  const t = useT();
  const s = t.start;
  const o = t.house.options;
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 font-semibold">{s.houseRules}</legend>
      <Checkbox
        bold
        checked={rules.kontra === 'kontra-re'}
        onChange={(allowed) =>
          dispatch({ type: 'set-rule', field: 'kontra', value: allowed ? 'kontra-re' : 'off' })
        }
      >
        {s.kontra}
      </Checkbox>
      <ChoiceGroup
        legend={o.passed}
        name="passed-deal"
        choices={PASSED_DEAL_RULES.map((passed) => ({
          value: passed,
          label: o.passedChoice[passed],
        }))}
        value={rules.passed}
        onChange={(passed) => dispatch({ type: 'set-rule', field: 'passed', value: passed })}
      />
      {playsRamsch(ruleSetOf(rules)) && (
        <RamschOptions
          ramsch={rules.ramsch}
          passed={rules.passed}
          dispatch={dispatch}
          ruleError={ruleError}
        />
      )}
      <Checkbox
        bold
        checked={rules.bock.on}
        onChange={(on) => dispatch({ type: 'set-bock', field: 'on', value: on })}
      >
        {s.bock}
      </Checkbox>
      {rules.bock.on && <BockOptions bock={rules.bock} dispatch={dispatch} ruleError={ruleError} />}
      <Checkbox
        bold
        checked={rules.stake.on}
        onChange={(on) => dispatch({ type: 'set-stake', field: 'on', value: on })}
      >
        {t.rulesForm.stake}
      </Checkbox>
      {rules.stake.on && (
        <div className="ml-9">
          <NumberField
            decimal
            label={t.rulesForm.stakeCents}
            value={rules.stake.cents}
            onChange={(cents) => dispatch({ type: 'set-stake', field: 'cents', value: cents })}
            error={ruleError('stake-invalid')}
          />
        </div>
      )}
    </fieldset>
  );
});
