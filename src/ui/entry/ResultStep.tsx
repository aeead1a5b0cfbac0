import { NullAnnouncementChoice, TrumpAnnouncementChoice } from './AnnouncementChoice';
import { BidAndKontra, BidGrid } from './BidAndKontra';
import { ChoiceRow, Tap } from './controls';
import { parseEntry } from './entry-checks';
import { RESULT_MODES, type ResultMode } from './entry-state';
import type { EntryView } from './entry-view';
import { PointsPad } from './PointsPad';
import { QuickResults } from './QuickResults';
import { entryStrings } from './strings';

const MODE_LABELS: Record<ResultMode, string> = {
  quick: entryStrings.quickMode,
  points: entryStrings.pointsMode,
};

function ModeSwitch({ view }: { readonly view: EntryView }) {
  const { state, send } = view;
  return (
    <ChoiceRow label={entryStrings.resultMode} labelHidden columns={2}>
      {RESULT_MODES.map((mode) => (
        <Tap key={mode} pressed={state.mode === mode} onTap={() => send({ type: 'mode', mode })}>
          {MODE_LABELS[mode]}
        </Tap>
      ))}
    </ChoiceRow>
  );
}

/**
 * Shown once a quick result is in (an edit, or a result that needed fixing): saves without
 * choosing the result again.
 */
function SaveAgain({ view }: { readonly view: EntryView }) {
  const { state, saving, onSave } = view;
  if (state.draft.outcome === undefined) return null;
  return (
    <Tap tone="primary" disabled={saving || !parseEntry(state).ok} onTap={onSave}>
      {entryStrings.save}
    </Tap>
  );
}

function PassedResult({ view }: { readonly view: EntryView }) {
  return (
    <Tap tone="primary" className="min-h-14" disabled={view.saving} onTap={view.onSave}>
      {entryStrings.savePassed}
    </Tap>
  );
}

/** Announcements, the result (quick or card points), bid and Kontra: the deal's last screen. */
export function ResultStep({ view }: { readonly view: EntryView }) {
  const { state } = view;
  if (state.passed) return <PassedResult view={view} />;
  const isNull = state.draft.game === 'null';
  const points = !isNull && state.mode === 'points';
  return (
    <div className="flex flex-col gap-2">
      {isNull ? <NullAnnouncementChoice view={view} /> : <TrumpAnnouncementChoice view={view} />}
      {isNull ? null : <ModeSwitch view={view} />}
      {state.bidsOpen ? <BidGrid view={view} /> : null}
      {!state.bidsOpen && points ? <PointsPad view={view} /> : null}
      {!state.bidsOpen && !points ? <QuickResults view={view} /> : null}
      {!state.bidsOpen && !points ? <SaveAgain view={view} /> : null}
      {state.bidsOpen ? null : <BidAndKontra view={view} />}
    </div>
  );
}
