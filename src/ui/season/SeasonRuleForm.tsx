import { useState } from 'react';
import {
  checkSeasonRule,
  type SeasonRule,
  type SeasonRuleProblem,
} from '../../domain/tournament/season-rule';
import { Button } from '../common/Button';
import { ChoiceGroup } from '../common/ChoiceGroup';
import type { Dictionary } from '../i18n/dictionary';
import { useT } from '../i18n/I18nProvider';
import { typedCredit, typedMinimum } from './season-rule';

const FIELD =
  'min-h-12 w-24 rounded-xl border border-stone-300 bg-white px-3 dark:border-stone-600 dark:bg-stone-800';

export interface SeasonRuleFormProps {
  /** The club's rule in force. */
  readonly rule: SeasonRule;
  /** What the season held so far: the "of M" in "best N of M", and what a rule may ask for. */
  readonly held: { readonly lists: number; readonly nights: number };
  /** Only the director (a club admin) changes the rule; others read it. */
  readonly director: boolean;
  /** The checked rule saved with the season; resolves when the club answered. */
  readonly onSave: (rule: SeasonRule) => Promise<void>;
  /** Why the last save failed, in words; null when it did not. */
  readonly failed: string | null;
}

function refusalWords(s: Dictionary['season'], problem: SeasonRuleProblem): string {
  return problem.code === 'rule-invalid'
    ? s.ruleRefused['rule-invalid']
    : s.ruleRefused[problem.code](problem.needed, problem.held);
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

/** The director's fields of a rule, changed here and saved together with one tap. */
function RuleFields({
  draft,
  onDraft,
}: {
  draft: SeasonRule;
  onDraft: (rule: SeasonRule) => void;
}) {
  const s = useT().season;
  /** A field of the rule that counts lists, nights or points: a whole number, 0 or more. */
  const countField = (field: 'minLists' | 'minNights' | 'bestLists' | 'absencePenalty') => (
    <NumberField
      label={s[field]}
      value={draft[field] ?? 0}
      min={0}
      onText={(text) => onDraft({ ...draft, [field]: typedMinimum(text) })}
    />
  );
  return (
    <>
      <ChoiceGroup
        legend={s.count}
        name="season-count"
        choices={[
          { value: 'sum', label: s.counts.sum },
          { value: 'average', label: s.counts.average },
        ]}
        value={draft.count}
        onChange={(count) => onDraft({ ...draft, count })}
      />
      <div className="flex flex-wrap gap-4">
        {countField('minLists')}
        {countField('minNights')}
        {countField('bestLists')}
        <NumberField
          label={s.absenceCredit}
          value={draft.absenceCredit ?? null}
          onText={(text) => onDraft({ ...draft, absenceCredit: typedCredit(text) })}
        />
        {countField('absencePenalty')}
      </div>
    </>
  );
}

/**
 * The club's season rule in words; for the director its fields and "Save the rule". A rule that
 * needs more lists or nights than the season held is refused with its reason: nothing changes.
 */
export function SeasonRuleForm({ rule, held, director, onSave, failed }: SeasonRuleFormProps) {
  const s = useT().season;
  const [draft, setDraft] = useState(rule);
  const [refused, setRefused] = useState<SeasonRuleProblem | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const checked = checkSeasonRule(draft, held);
    setRefused(checked.ok ? null : (checked.errors[0] ?? null));
    if (!checked.ok) return;
    setBusy(true);
    try {
      await onSave(checked.value);
    } finally {
      setBusy(false);
    }
  };

  const problem = refused === null ? failed : refusalWords(s, refused);
  return (
    <section aria-label={s.rule} className="flex flex-col gap-3">
      <h2 className="text-xl font-bold">{s.rule}</h2>
      <p>{s.ruleWords(rule, held.lists)}</p>
      {director ? (
        <>
          <RuleFields draft={draft} onDraft={setDraft} />
          <div>
            <Button disabled={busy} onClick={() => void save()}>
              {s.saveRule}
            </Button>
          </div>
        </>
      ) : (
        <p className="text-sm">{s.ruleDirectorOnly}</p>
      )}
      {problem !== null && <p role="alert">{problem}</p>}
      <p className="text-sm text-stone-600 dark:text-stone-300">{s.ruleSaved}</p>
    </section>
  );
}
