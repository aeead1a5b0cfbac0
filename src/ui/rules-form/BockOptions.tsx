import type { Dispatch } from 'react';
import { ROUND_EVENTS, type RoundPending } from '../../domain/rules';
import { ChoiceGroup } from '../common/ChoiceGroup';
import { useT } from '../i18n/I18nProvider';
import type { BockForm } from './bock-form';
import { Checkbox, Fold, NumberField } from './FormControls';
import type { RuleErrorOf } from './rule-errors';
import type { RulesFormAction } from './rules-form';

/** The default (queue) first. */
const PENDING_CHOICES: readonly RoundPending[] = ['queue', 'stack'];

interface BockOptionsProps {
  readonly bock: BockForm;
  readonly dispatch: Dispatch<RulesFormAction>;
  readonly ruleError: RuleErrorOf;
}

/**
 * The Bock rounds' options (house-rules.md § Bock rounds) behind their summary line: the events
 * of the table, stack or queue, the Ramsch round after Bock and the page limit.
 */
export function BockOptions({ bock, dispatch, ruleError }: BockOptionsProps) {
  const t = useT();
  const s = t.start;
  const noEvent = ruleError('bock-events-missing');
  const pageError = ruleError('bock-page-invalid');
  const summary = s.bockSummary(
    bock.events.map((event) => s.bockEventShort[event]),
    s.bockPendingShort[bock.pending],
  );
  return (
    <Fold summary={summary} forcedOpen={noEvent !== undefined || pageError !== undefined}>
      <p className="text-sm text-stone-600 dark:text-stone-400">{s.bockHint}</p>
      <fieldset className="flex flex-col">
        <legend className="font-semibold">{s.bockEvents}</legend>
        {ROUND_EVENTS.map((event) => (
          <Checkbox
            key={event}
            checked={bock.events.includes(event)}
            onChange={(on) => dispatch({ type: 'set-bock-event', event, on })}
          >
            {s.bockEvent[event]}
          </Checkbox>
        ))}
        {noEvent !== undefined && (
          <p className="text-sm text-red-800 dark:text-red-300">{noEvent}</p>
        )}
      </fieldset>
      <ChoiceGroup
        legend={s.bockPending}
        name="bock-pending"
        choices={PENDING_CHOICES.map((pending) => ({
          value: pending,
          label: s.bockPendingChoice[pending],
        }))}
        value={bock.pending}
        onChange={(pending) => dispatch({ type: 'set-bock', field: 'pending', value: pending })}
      />
      <Checkbox
        checked={bock.ramschRound}
        onChange={(on) => dispatch({ type: 'set-bock', field: 'ramschRound', value: on })}
      >
        {t.house.options.ramschRound}
      </Checkbox>
      {bock.ramschRound && (
        <Checkbox
          checked={bock.sameDealerAfterGrandHand}
          onChange={(on) =>
            dispatch({ type: 'set-bock', field: 'sameDealerAfterGrandHand', value: on })
          }
        >
          {t.house.options.sameDealer}
        </Checkbox>
      )}
      <Checkbox
        checked={bock.pageLimit}
        onChange={(on) => dispatch({ type: 'set-bock', field: 'pageLimit', value: on })}
      >
        {t.rulesForm.pageLimit}
      </Checkbox>
      {bock.pageLimit && (
        <NumberField
          label={t.rulesForm.pageLength}
          value={bock.page}
          onChange={(page) => dispatch({ type: 'set-bock', field: 'page', value: page })}
          error={pageError}
        />
      )}
    </Fold>
  );
}
