import { outcomeAllowed } from './entry-checks';
import { NULL_OUTCOMES, QUICK_OUTCOMES, quickOutcomeOf, type QuickOutcome } from './entry-state';
import { ChoiceRow, Tap } from './controls';
import type { EntryView } from './entry-view';
import { entryStrings } from '../i18n/en/entry';

/** Won / lost buttons; a result that contradicts the announcement is not offered. */
export function QuickResults({ view }: { readonly view: EntryView }) {
  const { state, saving, onOutcome } = view;
  const outcomes: readonly QuickOutcome[] =
    state.draft.game === 'null' ? NULL_OUTCOMES : QUICK_OUTCOMES;
  const current = quickOutcomeOf(state.draft);
  return (
    <ChoiceRow
      label={entryStrings.steps.result}
      labelHidden
      columns={outcomes.length === 2 ? 2 : 3}
    >
      {outcomes.map((outcome) => (
        <Tap
          key={outcome}
          tone={outcome.startsWith('won') ? 'won' : 'lost'}
          className="min-h-14"
          pressed={current === outcome}
          disabled={saving || !outcomeAllowed(state, outcome)}
          onTap={() => onOutcome(outcome)}
        >
          {entryStrings.outcomes[outcome]}
        </Tap>
      ))}
    </ChoiceRow>
  );
}
