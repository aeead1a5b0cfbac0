import { Tap } from './controls';
import { playerName, SEAT_ROLES, type EntryView } from './entry-view';
import { entryStrings } from './strings';

interface EntryHeaderProps {
  readonly view: EntryView;
  /** 1-based number of the deal on the sheet. */
  readonly dealNumber: number;
  readonly plannedDeals: number;
  readonly editing: boolean;
  readonly onCancel: () => void;
}

/**
 * Back and Cancel around "Deal 17 of 48", the dealer, who sits out at 4, and the seats (left out
 * on the result step, where the room is needed for the result and nobody asks about seats).
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
          <h2 className="truncate text-lg font-bold">{title}</h2>
          <p className="truncate text-sm">
            {entryStrings.dealer(name(seats.dealer))}
            {seats.sitsOut === null ? null : ` · ${entryStrings.sitsOut(name(seats.sitsOut))}`}
          </p>
        </div>
        <Tap tone="quiet" disabled={view.saving} onTap={onCancel}>
          {entryStrings.cancel}
        </Tap>
      </div>
      {state.step === 'result' ? null : (
        <p className="truncate text-center text-xs text-stone-600 dark:text-stone-300">
          {SEAT_ROLES.map((role) => `${entryStrings.seats[role]} ${name(seats[role])}`).join(' · ')}
        </p>
      )}
    </div>
  );
}
