import { Tap } from './controls';
import type { EntryView } from './entry-view';
import { playerName, type EntryWords } from './entry-words';
import { useT } from '../i18n/I18nProvider';

interface EntryHeaderProps {
  readonly view: EntryView;
  /** 1-based number of the deal on the sheet. */
  readonly dealNumber: number;
  readonly plannedDeals: number;
  readonly editing: boolean;
  readonly onCancel: () => void;
}

/** "Pat deals", at a table of 4 "Pat deals and sits out", at 5 the second who sits out too. */
function dealerLine(s: EntryWords, view: EntryView): string {
  const { seats, playerNames } = view;
  const dealer = playerName(s, playerNames, seats.dealer);
  if (seats.sitsOut === null) return s.dealer(dealer);
  if (seats.alsoSitsOut !== null) {
    return s.fiveSitOut(dealer, playerName(s, playerNames, seats.alsoSitsOut));
  }
  if (seats.sitsOut === seats.dealer) return s.dealerSitsOut(dealer);
  return s.dealerAndSitter(dealer, playerName(s, playerNames, seats.sitsOut));
}

/**
 * Back and Cancel around "Deal 17 of 48" (the screen's heading) and the dealer; the seats on the
 * game and tops steps only: the declarer buttons name them already, and the result step needs
 * the room for its buttons.
 */
export function EntryHeader({
  view,
  dealNumber,
  plannedDeals,
  editing,
  onCancel,
}: EntryHeaderProps) {
  const s = useT().entry;
  const { state, send, playerNames, seats } = view;
  const name = (seat: number) => playerName(s, playerNames, seat);
  const title = editing ? s.editing(dealNumber) : s.dealOf(dealNumber, plannedDeals);
  const atFirstStep = state.step === 'declarer';
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-1">
        <Tap
          tone="quiet"
          disabled={atFirstStep || view.saving}
          onTap={() => send({ type: 'back' })}
        >
          {s.back}
        </Tap>
        <div className="min-w-0 flex-1 text-center">
          <h1 className="truncate text-lg leading-6 font-bold">{title}</h1>
          {/* Small on the narrowest phones: "Maximilian gibt und setzt aus" beside "Abbrechen". */}
          <p className="truncate text-xs leading-5 min-[390px]:text-sm">{dealerLine(s, view)}</p>
        </div>
        <Tap tone="quiet" disabled={view.saving} onTap={onCancel}>
          {s.cancel}
        </Tap>
      </div>
      {state.step === 'game' || state.step === 'tops' ? (
        <p className="text-center text-xs text-balance text-stone-600 dark:text-stone-300">
          {s.seatLine(name(seats.forehand), name(seats.middlehand), name(seats.rearhand))}
        </p>
      ) : null}
    </div>
  );
}
