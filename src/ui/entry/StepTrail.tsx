import { stepDone, stepsFor, type EntryState, type EntryStep } from './entry-state';
import { Tap } from './controls';
import { playerName, type EntryView } from './entry-view';
import { entryStrings } from '../i18n/en/entry';

/** What a finished step chose, as its chip shows it: "Bob", "♣ Clubs", "with 2". */
function choiceLabel(state: EntryState, step: EntryStep, names: readonly string[]): string | null {
  const { draft } = state;
  switch (step) {
    case 'declarer':
      if (state.passed) return entryStrings.passed;
      return draft.declarer === undefined ? null : playerName(names, draft.declarer);
    case 'game': {
      if (draft.game === undefined || draft.game === 'passed') return null;
      const { symbol, name } = entryStrings.games[draft.game];
      return draft.game === 'grand' || draft.game === 'null' ? name : `${symbol} ${name}`;
    }
    case 'tops':
      return draft.tops === undefined
        ? null
        : entryStrings.tops(draft.topsHeld ?? 'with', draft.tops);
    case 'result':
      return null;
  }
}

/** The choices made so far; tapping one goes back to change it, keeping everything else. */
export function StepTrail({ view }: { readonly view: EntryView }) {
  const { state, send, playerNames } = view;
  const chips = stepsFor(state).flatMap((step) => {
    const label = stepDone(state, step) ? choiceLabel(state, step, playerNames) : null;
    return label === null ? [] : [{ step, label }];
  });
  if (chips.length === 0) return null;
  return (
    <nav aria-label={entryStrings.trail} className="flex gap-1.5 overflow-x-auto">
      {chips.map(({ step, label }) => (
        <Tap
          key={step}
          name={`${entryStrings.changeStep[step]}: ${label}`}
          className="shrink-0 px-2.5 text-sm"
          pressed={state.step === step}
          disabled={view.saving}
          onTap={() => send({ type: 'go-to', step })}
        >
          {label}
        </Tap>
      ))}
    </nav>
  );
}
