import type { SeasonRule } from '../../domain/tournament/season-rule';
import { ChoiceGroup } from '../common/ChoiceGroup';
import { useT } from '../i18n/I18nProvider';
import { typedCredit, typedMinimum } from './season-rule';

const FIELD =
  'min-h-12 w-24 rounded-xl border border-stone-300 bg-white px-3 dark:border-stone-600 dark:bg-stone-800';

interface SeasonRuleFormProps {
  readonly rule: SeasonRule;
  readonly onRule: (rule: SeasonRule) => void;
  /** Lists the season held so far: the "of M" in "best N of M". */
  readonly held: number;
  /** Why the last change was refused, in words; null when it was not. */
  readonly refused: string | null;
}

function NumberField(props: {
  readonly label: string;
  readonly value: number | null;
  readonly min?: number;
  readonly onText: (text: string) => void;
}) {
  return (
    <label className="flex flex-col gap-1 font-semibold">
      {props.label}
      <input
        type="number"
        inputMode="numeric"
        min={props.min}
        step={1}
        value={props.value ?? ''}
        onChange={(event) => props.onText(event.target.value)}
        className={FIELD}
      />
    </label>
  );
}

/** The club's season rule: its figures, the rule in words, and why a change was refused. */
export function SeasonRuleForm({ rule, onRule, held, refused }: SeasonRuleFormProps) {
  const s = useT().season;
  return (
    <section aria-label={s.rule} className="flex flex-col gap-3">
      <ChoiceGroup
        legend={s.count}
        name="season-count"
        choices={[
          { value: 'sum', label: s.counts.sum },
          { value: 'average', label: s.counts.average },
        ]}
        value={rule.count}
        onChange={(count) => onRule({ ...rule, count })}
      />
      <div className="flex flex-wrap gap-4">
        <NumberField
          label={s.minLists}
          value={rule.minLists}
          min={0}
          onText={(text) => onRule({ ...rule, minLists: typedMinimum(text) })}
        />
        <NumberField
          label={s.minNights}
          value={rule.minNights}
          min={0}
          onText={(text) => onRule({ ...rule, minNights: typedMinimum(text) })}
        />
        <NumberField
          label={s.bestLists}
          value={rule.bestLists ?? 0}
          min={0}
          onText={(text) => onRule({ ...rule, bestLists: typedMinimum(text) })}
        />
        <NumberField
          label={s.absenceCredit}
          value={rule.absenceCredit ?? null}
          onText={(text) => onRule({ ...rule, absenceCredit: typedCredit(text) })}
        />
        <NumberField
          label={s.absencePenalty}
          value={rule.absencePenalty ?? 0}
          min={0}
          onText={(text) => onRule({ ...rule, absencePenalty: typedMinimum(text) })}
        />
      </div>
      <p role="status">{s.ruleWords(rule, held)}</p>
      {refused !== null && <p role="alert">{refused}</p>}
      <p className="text-sm text-stone-600 dark:text-stone-300">{s.ruleSaved}</p>
    </section>
  );
}
