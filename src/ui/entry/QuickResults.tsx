import { outcomeAllowed } from './entry-checks';
import { NULL_OUTCOMES, QUICK_OUTCOMES, quickOutcomeOf, type QuickOutcome } from './entry-state';
import { ChoiceRow, Tap } from './controls';
import type { EntryView } from './entry-view';
import { useT } from '../i18n/I18nProvider';

/** Won / lost buttons; a result that contradicts the announcement is not offered. */
export function QuickResults({ view }: { readonly view: EntryView }) {
  const s = useT().entry;
  const { state, saving, onOutcome } = view;
  const outcomes: readonly QuickOutcome[] =
    state.draft.game === 'null' ? NULL_OUTCOMES : QUICK_OUTCOMES;
  const current = quickOutcomeOf(state.draft);
  return (
    <ChoiceRow label={s.steps.result} labelHidden columns={outcomes.length === 2 ? 2 : 3}>
      {outcomes.map((outcome) => (
        <Tap
          key={outcome}
          tone={outcome.startsWith('won') ? 'won' : 'lost'}
          className="min-h-14"
          pressed={current === outcome}
          disabled={saving || !outcomeAllowed(state, outcome)}
          onTap={() => onOutcome(outcome)}
        >
          {s.outcomes[outcome]}
        </Tap>
      ))}
    </ChoiceRow>
  );
}
