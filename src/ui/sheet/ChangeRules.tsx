import { useMemo, useReducer, useState } from 'react';
import type { SheetRecord } from '../../db/records';
import { changeSheetSetup } from '../../db/sheet-rules';
import { validateRuleSet } from '../../domain/validate-rules';
import { Button } from '../common/Button';
import { ErrorList } from '../common/ErrorList';
import { storeErrorMessage } from '../i18n/errors';
import { ruleSetErrorMessage } from '../i18n/house-errors';
import { useT } from '../i18n/I18nProvider';
import { HouseRules } from '../rules-form/HouseRules';
import { ListOptions } from '../rules-form/ListOptions';
import { PresetChoice } from '../rules-form/PresetChoice';
import { ruleErrorOf } from '../rules-form/rule-errors';
import { presetOf, ruleSetOf, rulesFormFrom, rulesFormReducer } from '../rules-form/rules-form';

interface ChangeRulesProps {
  readonly sheet: Pick<SheetRecord, 'id' | 'setup'>;
  /** Saved, or left unchanged. */
  readonly onDone: () => void;
}

/**
 * The sheet's house rules in the new-sheet form, filled with them: a wrong preset is noticed at
 * the first deal, and the rules lock only with it (house-rules.md). Saving appends `rules-changed`
 * to the sheet's log; the store refuses it once a deal is saved (`rules-locked`).
 */
export function ChangeRules({ sheet, onDone }: ChangeRulesProps) {
  const t = useT();
  const r = t.rulesForm;
  const [form, dispatch] = useReducer(rulesFormReducer, sheet.setup.rules, (rules) =>
    rulesFormFrom(rules),
  );
  const [storeErrors, setStoreErrors] = useState<readonly string[]>([]);
  const [saving, setSaving] = useState(false);
  const ruleSet = useMemo(() => ruleSetOf(form), [form]);
  const preset = useMemo(() => presetOf(ruleSet), [ruleSet]);
  const problems = useMemo(() => validateRuleSet(ruleSet), [ruleSet]);
  const ruleError = useMemo(() => ruleErrorOf(t, problems), [t, problems]);
  const save = async () => {
    setSaving(true);
    const saved = await changeSheetSetup(sheet.id, { ...sheet.setup, rules: ruleSet }, preset);
    setSaving(false);
    if (saved.ok) onDone();
    else setStoreErrors(saved.errors.map((error) => storeErrorMessage(t, error)));
  };
  return (
    <form
      aria-label={r.changeRulesTitle}
      noValidate
      className="flex flex-col gap-4 rounded-2xl border border-stone-300 p-3 dark:border-stone-700"
      onSubmit={(event) => {
        event.preventDefault();
        if (problems.length === 0 && !saving) void save();
      }}
    >
      <h2 className="text-lg font-bold">{r.changeRulesTitle}</h2>
      <p className="text-sm text-stone-600 dark:text-stone-400">{r.changeRulesHint}</p>
      <PresetChoice preset={preset} dispatch={dispatch} />
      <ListOptions rules={form} dispatch={dispatch} ruleError={ruleError} />
      <HouseRules rules={form} dispatch={dispatch} ruleError={ruleError} />
      <ErrorList
        messages={[...problems.map((error) => ruleSetErrorMessage(t, error)), ...storeErrors]}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button onClick={onDone}>{t.common.cancel}</Button>
        <Button type="submit" variant="primary" disabled={saving || problems.length > 0}>
          {r.saveRules}
        </Button>
      </div>
    </form>
  );
}
