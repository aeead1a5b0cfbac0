import { useId, useState } from 'react';
import { changeSheetMoney } from '../../db/sheet-money';
import { CURRENCY_CODES, type Money, type MoneyError } from '../../domain/money';
import { Button } from '../common/Button';
import { ChoiceGroup } from '../common/ChoiceGroup';
import { ErrorList } from '../common/ErrorList';
import { storeErrorMessages } from '../common/store-error-words';
import { moneyErrorMessage } from '../i18n/money';
import { useT } from '../i18n/I18nProvider';
import { Checkbox, NumberField } from '../rules-form/FormControls';
import { ROUNDINGS, formMoney, moneyForm, type MoneyForm } from './money-form';
import { choicesOf } from '../common/choices';
import { HeadedSection } from '../common/HeadedSection';

interface MoneyFormSectionProps {
  readonly sheetId: string;
  /** The sheet's money as it stands (null: played for nothing). */
  readonly money: Money | null;
}

type Field = 'stake' | 'rounding' | 'fee';

/** Which field a refusal belongs beside. */
function fieldOf(error: MoneyError): Field {
  switch (error.code) {
    case 'stake-not-positive':
      return 'stake';
    case 'currency-unknown':
    case 'rounding-unfit':
      return 'rounding';
    case 'fee-invalid':
    case 'fee-from-game-invalid':
      return 'fee';
  }
}

/**
 * Sets or changes the stake per point, the currency, the rounding and the lost-game fee: any
 * time, after the last deal too. A refused input keeps what was typed, and nothing is changed.
 */
export function MoneyFormSection({ sheetId, money }: MoneyFormSectionProps) {
  const t = useT();
  const s = t.settle;
  const headingId = useId();
  const [form, setForm] = useState<MoneyForm>(() => moneyForm(money));
  const [errors, setErrors] = useState<readonly MoneyError[]>([]);
  const [failure, setFailure] = useState<readonly string[]>([]);
  const [status, setStatus] = useState('');
  const set = (change: Partial<MoneyForm>) => {
    setForm((before) => ({ ...before, ...change }));
    setStatus('');
  };
  const errorAt = (field: Field): string | undefined => {
    const messages = errors
      .filter((error) => fieldOf(error) === field)
      .map((error) => moneyErrorMessage(t, error));
    return messages.length > 0 ? [...new Set(messages)].join(' ') : undefined;
  };

  const save = async () => {
    setStatus('');
    setFailure([]);
    const checked = formMoney(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    const saved = await changeSheetMoney(sheetId, checked.value);
    if (saved.ok) {
      setErrors([]);
      setStatus(s.saved);
      return;
    }
    const invalid = saved.errors.flatMap((error) =>
      error.code === 'money-invalid' ? error.problems : [],
    );
    setErrors(invalid);
    setFailure(
      await storeErrorMessages(
        t,
        saved.errors.filter((e) => e.code !== 'money-invalid'),
      ),
    );
  };

  const roundingError = errorAt('rounding');
  return (
    <HeadedSection heading={s.form} className="flex flex-col gap-3 print:hidden" id={headingId}>
      <p className="text-sm text-stone-600 dark:text-stone-400">{s.formHint}</p>
      <Checkbox checked={form.stakeOn} onChange={(stakeOn) => set({ stakeOn })} bold>
        {s.stakeOn}
      </Checkbox>
      {form.stakeOn && (
        <NumberField
          label={s.stakeCents}
          value={form.stake}
          onChange={(stake) => set({ stake })}
          error={errorAt('stake')}
          decimal
        />
      )}
      <ChoiceGroup
        legend={s.currency}
        name={`${headingId}-currency`}
        choices={choicesOf(CURRENCY_CODES, s.currencies)}
        value={form.currency}
        onChange={(currency) => set({ currency })}
      />
      <div className="flex flex-col gap-1">
        <ChoiceGroup
          legend={s.rounding}
          name={`${headingId}-rounding`}
          choices={choicesOf(ROUNDINGS, (cents) => s.amount(cents, form.currency))}
          value={form.roundTo}
          onChange={(roundTo) => set({ roundTo })}
        />
        {roundingError !== undefined && (
          <p role="alert" className="text-sm text-red-800 dark:text-red-300">
            {roundingError}
          </p>
        )}
      </div>
      <Checkbox checked={form.feeOn} onChange={(feeOn) => set({ feeOn })} bold>
        {s.feeOn}
      </Checkbox>
      {form.feeOn && (
        <div className="ml-9 flex flex-col gap-2">
          <NumberField
            label={s.feeCents}
            value={form.fee}
            onChange={(fee) => set({ fee })}
            error={errorAt('fee')}
          />
          <Checkbox checked={form.raiseOn} onChange={(raiseOn) => set({ raiseOn })}>
            {s.raiseOn}
          </Checkbox>
          {form.raiseOn && (
            <>
              <NumberField
                label={s.raiseFrom}
                value={form.raiseFrom}
                onChange={(raiseFrom) => set({ raiseFrom })}
                error={undefined}
              />
              <NumberField
                label={s.raiseCents}
                value={form.raiseFee}
                onChange={(raiseFee) => set({ raiseFee })}
                error={undefined}
              />
            </>
          )}
        </div>
      )}
      <ErrorList messages={failure} />
      <Button variant="primary" onClick={() => void save()}>
        {s.save}
      </Button>
      <p role="status">{status}</p>
    </HeadedSection>
  );
}
