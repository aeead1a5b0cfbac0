import { stepDone, stepsFor, type EntryState, type EntryStep } from './entry-state';
import { Tap } from './controls';
import type { EntryView } from './entry-view';
import { gameLabel, playerName, type EntryWords } from './entry-words';
import { useT } from '../i18n/I18nProvider';

type ChipStep = Exclude<EntryStep, 'result'>;

/** What a finished step chose, as its chip shows it: "Bob", "♣ Clubs", "with 2". */
function choiceLabel(
  s: EntryWords,
  state: EntryState,
  step: ChipStep,
  names: readonly string[],
): string | null {
  const { draft } = state;
  switch (step) {
    case 'declarer':
      if (state.passed) return s.passed;
      return draft.declarer === undefined ? null : playerName(s, names, draft.declarer);
    case 'game':
      return draft.game === undefined || draft.game === 'passed' ? null : gameLabel(s, draft.game);
    case 'tops':
      return draft.tops === undefined ? null : s.tops[draft.topsHeld ?? 'with'](draft.tops);
  }
}

/** The result step is the last one: it has nothing to go back to. */
function isChipStep(step: EntryStep): step is ChipStep {
  return step !== 'result';
}

/** The choices made so far; tapping one goes back to change it, keeping everything else. */
export function StepTrail({ view }: { readonly view: EntryView }) {
  const s = useT().entry;
  const { state, send, playerNames } = view;
  const chips = stepsFor(state).flatMap((step) => {
    if (!isChipStep(step)) return [];
    const label = stepDone(state, step) ? choiceLabel(s, state, step, playerNames) : null;
    return label === null ? [] : [{ step, label }];
  });
  if (chips.length === 0) return null;
  return (
    <nav aria-label={s.trail} className="flex gap-1.5 overflow-x-auto">
      {chips.map(({ step, label }) => (
        <Tap
          key={step}
          name={s.changeStep[step](label)}
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
