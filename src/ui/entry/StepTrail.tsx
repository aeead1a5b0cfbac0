import { isRamsch, stepDone, stepsFor, type EntryState, type EntryStep } from './entry-state';
import { Tap } from './controls';
import type { EntryView } from './entry-view';
import { gameChipLabel, playerName } from './entry-words';
import type { Dictionary } from '../i18n/dictionary';
import { useT } from '../i18n/I18nProvider';

type ChipStep = Exclude<EntryStep, 'result'>;

/** What a finished step chose, as its chip shows it: "Bob", "♣ Clubs", "with 2". */
function choiceLabel(
  t: Dictionary,
  state: EntryState,
  step: ChipStep,
  names: readonly string[],
): string | null {
  const { draft } = state;
  switch (step) {
    case 'declarer':
      if (isRamsch(state)) return t.house.label.ramsch;
      if (state.passed) return t.entry.passed;
      return draft.declarer === undefined ? null : playerName(t.entry, names, draft.declarer);
    case 'game':
      return draft.game === undefined || draft.game === 'passed'
        ? null
        : gameChipLabel(t, draft.game);
    case 'tops':
      return draft.tops === undefined ? null : t.tops.held[draft.topsHeld ?? 'with'](draft.tops);
  }
}

/** The result step is the last one: it has nothing to go back to. */
function isChipStep(step: EntryStep): step is ChipStep {
  return step !== 'result';
}

/** The choices made so far; tapping one goes back to change it, keeping everything else. */
export function StepTrail({ view }: { readonly view: EntryView }) {
  const t = useT();
  const s = t.entry;
  const { state, send, playerNames } = view;
  const chips = stepsFor(state).flatMap((step) => {
    if (!isChipStep(step)) return [];
    const label = stepDone(state, step) ? choiceLabel(t, state, step, playerNames) : null;
    return label === null ? [] : [{ step, label }];
  });
  if (chips.length === 0) return null;
  return (
    <nav aria-label={s.trail} className="flex gap-1.5 overflow-x-auto">
      {chips.map(({ step, label }) => (
        <Tap
          key={step}
          // A Ramsch stands where the declarer would: changing it changes the game, not a declarer.
          name={
            step === 'declarer' && isRamsch(state)
              ? s.changeStep.game(label)
              : s.changeStep[step](label)
          }
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
