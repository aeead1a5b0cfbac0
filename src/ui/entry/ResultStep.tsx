import { NullAnnouncementChoice, TrumpAnnouncementChoice } from './AnnouncementChoice';
import { BidGrid, BidButton, KontraButton } from './BidAndKontra';
import { Tap } from './controls';
import type { EntryView } from './entry-view';
import { PointsPad } from './PointsPad';
import { QuickResults } from './QuickResults';
import { useT } from '../i18n/I18nProvider';

/**
 * Shown once a quick result is in (an edit, or a result that needed fixing): saves without
 * choosing the result again.
 */
function SaveAgain({ view }: { readonly view: EntryView }) {
  const s = useT().entry;
  const { state, saving, onSave } = view;
  if (state.draft.outcome === undefined) return null;
  return (
    <Tap tone="primary" disabled={saving || !view.saveable} onTap={onSave}>
      {s.save}
    </Tap>
  );
}

/**
 * The less common entries in one row: card points instead of won/lost, an overbid, Kontra. Above
 * the result, because a won/lost tap saves the deal at once: what it needs comes first.
 */
function ExtrasRow({
  view,
  withPoints,
}: {
  readonly view: EntryView;
  readonly withPoints: boolean;
}) {
  const s = useT().entry;
  const columns = 1 + Number(withPoints) + Number(view.kontraAllowed);
  return (
    <div
      role="group"
      aria-label={s.more}
      className="grid gap-1.5 text-sm"
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
    >
      {withPoints ? (
        <Tap onTap={() => view.send({ type: 'mode', mode: 'points' })}>{s.pointsMode}</Tap>
      ) : null}
      <BidButton view={view} />
      {view.kontraAllowed ? <KontraButton view={view} /> : null}
    </div>
  );
}

function PassedResult({ view }: { readonly view: EntryView }) {
  const s = useT().entry;
  return (
    <Tap tone="primary" className="min-h-14" disabled={view.saving} onTap={view.onSave}>
      {s.savePassed}
    </Tap>
  );
}

/** Announcements, the result (quick or card points), bid and Kontra: the deal's last screen. */
export function ResultStep({ view }: { readonly view: EntryView }) {
  const { state } = view;
  if (state.passed) return <PassedResult view={view} />;
  const isNull = state.draft.game === 'null';
  const points = !isNull && state.mode === 'points';
  // Only the open list of bids fills the screen (it scrolls inside); otherwise the step keeps its
  // height, so the room above it goes to the entry's spacer and the result buttons sit low.
  return (
    <div className={`flex min-h-0 flex-col gap-1.5 ${state.bidsOpen ? 'flex-1' : ''}`}>
      {isNull ? <NullAnnouncementChoice view={view} /> : <TrumpAnnouncementChoice view={view} />}
      {state.bidsOpen ? (
        <BidGrid view={view} />
      ) : (
        <>
          <ExtrasRow view={view} withPoints={!isNull && !points} />
          {points ? <PointsPad view={view} /> : <QuickResults view={view} />}
          {points ? null : <SaveAgain view={view} />}
        </>
      )}
    </div>
  );
}
