import { useId, useMemo, useReducer, useState } from 'react';
import { isTableSize, MAX_TABLE_SIZE, TABLE_SIZES } from '../../domain/rules';
import { validateRuleSet } from '../../domain/validate-rules';
import { Button } from '../common/Button';
import { ChoiceGroup } from '../common/ChoiceGroup';
import { ErrorList } from '../common/ErrorList';
import { TextField } from '../common/TextField';
import { seatNameMessage } from '../common/seat-names';
import { HouseRules } from '../rules-form/HouseRules';
import { KnownPlayerChips } from './KnownPlayerChips';
import { ListOptions } from '../rules-form/ListOptions';
import { PresetChoice } from '../rules-form/PresetChoice';
import { isRuleSetError, ruleErrorOf } from '../rules-form/rule-errors';
import { presetOf, ruleSetOf } from '../rules-form/rules-form';
import type { NewSheet } from '../../db/sheets';
import { SeatList } from './SeatList';
import {
  playerCount,
  startFormReducer,
  validateStartForm,
  type StartForm,
  type StartFormError,
} from './start-form';
import type { Dictionary } from '../i18n/dictionary';
import { ruleSetErrorMessage } from '../i18n/house-errors';
import { useT } from '../i18n/I18nProvider';
import { nameKey } from '../../domain/same-name';
import { choicesOf } from '../common/choices';

/** Chips beyond this many would push the start button off a phone screen. */
const MAX_CHIPS = 8;
const OFFERED_DEALS = [36, 48] as const;

interface StartSheetFormProps {
  readonly initial: StartForm;
  readonly knownNames: readonly string[];
  /** Problems the store found (its messages are sentences already). */
  readonly storeErrors: readonly string[];
  readonly onStart: (sheet: NewSheet) => void;
  /** What the sheet is called when no name is typed: its day, the table's way. */
  readonly todayName: string;
}

export function StartSheetForm({
  initial,
  knownNames,
  storeErrors,
  onStart,
  todayName,
}: StartSheetFormProps) {
  const t = useT();
  const s = t.start;
  const [form, dispatch] = useReducer(startFormReducer, initial);
  const [submitted, setSubmitted] = useState(false);
  const datalistId = useId();
  // The rules change far less often than the names are typed: worked out once per change, so the
  // (memoised) rule controls are not drawn again on every key of a name.
  const ruleSet = useMemo(() => ruleSetOf(form.rules), [form.rules]);
  const preset = useMemo(() => presetOf(ruleSet), [ruleSet]);
  const ruleError = useMemo(() => ruleErrorOf(t, validateRuleSet(ruleSet)), [t, ruleSet]);
  const checked = validateStartForm(form);
  const errors = checked.ok ? [] : checked.errors;
  // Names are only complained about after "start": an empty form is not an error yet.
  const shown = submitted
    ? errors
    : errors.filter((e) => e.code !== 'name-missing' && e.code !== 'name-repeated');
  const seated = new Set(form.names.map(nameKey));
  const hasEmptySeat = form.names.some((n) => n.trim() === '');
  const chips = hasEmptySeat
    ? knownNames.filter((n) => !seated.has(nameKey(n))).slice(0, MAX_CHIPS)
    : [];

  return (
    <form
      noValidate
      className="flex flex-1 flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (checked.ok) onStart(checked.value);
      }}
    >
      <section className="flex flex-col gap-3">
        <ChoiceGroup
          legend={s.players}
          name="player-count"
          threeColumns
          choices={choicesOf(TABLE_SIZES, s.playerCount)}
          value={playerCount(form)}
          onChange={(count) => {
            if (isTableSize(count)) dispatch({ type: 'set-player-count', count });
          }}
        />
        <p className="text-sm text-stone-600 dark:text-stone-400">{s.seatingHint}</p>
        <SeatList form={form} dispatch={dispatch} knownNamesListId={datalistId} />
        <datalist id={datalistId}>
          {knownNames.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <KnownPlayerChips names={chips} dispatch={dispatch} />
        {!hasEmptySeat && form.names.length === MAX_TABLE_SIZE && (
          <p role="note" className="text-sm text-stone-600 dark:text-stone-400">
            {s.tableFull}
          </p>
        )}
      </section>

      <div className="flex items-end gap-2">
        <div className="flex-1">
          <ChoiceGroup
            legend={s.deals}
            name="deals"
            choices={OFFERED_DEALS.map((deals) => ({
              value: String(deals),
              label: s.dealsChoice(deals),
            }))}
            value={form.deals.trim()}
            onChange={(deals) => dispatch({ type: 'set-deals', deals })}
          />
        </div>
        <input
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          aria-label={s.dealsInput}
          value={form.deals}
          onChange={(event) => dispatch({ type: 'set-deals', deals: event.target.value })}
          className="min-h-12 w-20 rounded-xl border border-stone-300 bg-white px-3 text-right text-lg dark:border-stone-600 dark:bg-stone-900"
        />
      </div>

      <TextField
        label={s.sheetName}
        value={form.sheetName}
        placeholder={todayName}
        hint={s.sheetNameHint}
        onChange={(name) => dispatch({ type: 'set-sheet-name', name })}
      />

      <PresetChoice preset={preset} dispatch={dispatch} />

      <ListOptions hint rules={form.rules} dispatch={dispatch} ruleError={ruleError} />

      <HouseRules rules={form.rules} dispatch={dispatch} ruleError={ruleError} />

      <ErrorList messages={[...shown.map((error) => errorMessage(t, error)), ...storeErrors]} />

      <div className="sticky bottom-0 mt-auto bg-stone-50 pt-2 pb-3 dark:bg-stone-950">
        <Button type="submit" variant="primary" className="w-full text-lg">
          {s.start}
        </Button>
      </div>
    </form>
  );
}

function errorMessage(t: Dictionary, error: StartFormError): string {
  if (isRuleSetError(error)) return ruleSetErrorMessage(t, error);
  const s = t.start;
  switch (error.code) {
    case 'name-missing':
    case 'name-repeated':
    case 'name-too-long':
    case 'name-unusable':
      return seatNameMessage(t, error);
    case 'deals-not-a-number':
      return s.dealsNotANumber;
    case 'deals-too-many':
      return s.dealsTooMany(error.max);
    case 'deals-not-divisible':
      return s.dealsNotDivisible(error.players);
    case 'sheet-name-too-long':
      return s.sheetNameTooLong(error.max);
    case 'sheet-name-unusable':
      return s.sheetNameUnusable;
  }
}
