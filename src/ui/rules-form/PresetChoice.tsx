import { memo, type Dispatch } from 'react';
import { PRESET_IDS, type PresetId } from '../../domain/rules';
import { ChoiceGroup } from '../common/ChoiceGroup';
import { useT } from '../i18n/I18nProvider';
import type { RulesFormAction } from './rules-form';
import { choicesOf } from '../common/choices';

interface PresetChoiceProps {
  /** The preset the form's rules equal; null when they are the table's own. */
  readonly preset: PresetId | null;
  readonly dispatch: Dispatch<RulesFormAction>;
}

/** Tournament, NYCSA or Pub in one tap (house-rules.md § Presets): it fills every rule below. */
export const PresetChoice = memo(function PresetChoice({ preset, dispatch }: PresetChoiceProps) {
  const t = useT();
  return (
    <section className="flex flex-col gap-2">
      <ChoiceGroup
        legend={t.rulesForm.presets}
        name="preset"
        choices={choicesOf(PRESET_IDS, t.house.presets)}
        value={preset ?? undefined}
        onChange={(chosen) => dispatch({ type: 'choose-preset', preset: chosen })}
      />
      {preset === null && (
        <p className="text-sm text-stone-600 dark:text-stone-400">{t.rulesForm.ownRules}</p>
      )}
    </section>
  );
});
