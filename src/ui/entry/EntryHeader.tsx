import { Tap } from './controls';
import { playerName, SEAT_ROLES, type EntryView } from './entry-view';
import { entryStrings } from '../i18n/en/entry';

interface EntryHeaderProps {
  readonly view: EntryView;
  /** 1-based number of the deal on the sheet. */
  readonly dealNumber: number;
  readonly plannedDeals: number;
  readonly editing: boolean;
  readonly onCancel: () => void;
}

/** "Pat deals", or at a table of 4 "Pat deals and sits out" (the dealer is the one who sits out). */
function dealerLine(view: EntryView): string {
  const { seats, playerNames } = view;
  const dealer = playerName(playerNames, seats.dealer);
  if (seats.sitsOut === null) return entryStrings.dealer(dealer);
  if (seats.sitsOut === seats.dealer) return entryStrings.dealerSitsOut(dealer);
  return `${entryStrings.dealer(dealer)} · ${entryStrings.sitsOut(playerName(playerNames, seats.sitsOut))}`;
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
  const { state, send, playerNames, seats } = view;
  const name = (seat: number) => playerName(playerNames, seat);
  const title = editing
    ? entryStrings.editing(dealNumber)
    : entryStrings.dealOf(dealNumber, plannedDeals);
  const atFirstStep = state.step === 'declarer';
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-1">
        <Tap
          tone="quiet"
          disabled={atFirstStep || view.saving}
          onTap={() => send({ type: 'back' })}
        >
          {entryStrings.back}
        </Tap>
        <div className="min-w-0 flex-1 text-center">
          <h1 className="truncate text-lg leading-6 font-bold">{title}</h1>
          <p className="truncate text-sm leading-5">{dealerLine(view)}</p>
        </div>
        <Tap tone="quiet" disabled={view.saving} onTap={onCancel}>
          {entryStrings.cancel}
        </Tap>
      </div>
      {state.step === 'game' || state.step === 'tops' ? (
        <p className="text-center text-xs text-balance text-stone-600 dark:text-stone-300">
          {SEAT_ROLES.map((role) => `${entryStrings.seats[role]} ${name(seats[role])}`).join(' · ')}
        </p>
      ) : null}
    </div>
  );
}
