import type { Dispatch } from 'react';
import type { StartForm, StartFormAction } from './start-form';
import { useT } from '../i18n/I18nProvider';
import { buttonClasses } from '../common/Button';

interface SeatListProps {
  readonly form: StartForm;
  readonly dispatch: Dispatch<StartFormAction>;
  /** id of a <datalist> with the names seen before, offered while typing. */
  readonly knownNamesListId: string;
}

/** The players in seating order: name, who deals first, and arrows to change the order. */
export function SeatList({ form, dispatch, knownNamesListId }: SeatListProps) {
  const s = useT().start;
  const last = form.names.length - 1;
  return (
    <ol className="flex flex-col gap-2">
      {form.names.map((name, seat) => (
        <li key={seat} className="flex items-center gap-1">
          <label className="relative flex min-h-12 w-14 shrink-0 cursor-pointer items-center justify-center rounded-xl border-2 border-dashed border-stone-300 text-center text-xs leading-tight font-bold text-stone-500 has-checked:border-solid has-checked:border-green-800 has-checked:bg-green-800 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-green-600 dark:border-stone-600 dark:has-checked:bg-green-700">
            <input
              type="radio"
              name="first-dealer"
              className="absolute inset-0 cursor-pointer appearance-none rounded-xl"
              aria-label={s.dealsFirst(name.trim(), seat)}
              checked={form.firstDealer === seat}
              onChange={() => dispatch({ type: 'set-first-dealer', seat })}
            />
            <span aria-hidden="true">{form.firstDealer === seat ? s.dealerBadge : seat + 1}</span>
          </label>
          <input
            type="text"
            value={name}
            list={knownNamesListId}
            autoComplete="off"
            autoCapitalize="words"
            enterKeyHint="next"
            aria-label={s.playerName(seat)}
            onChange={(event) => dispatch({ type: 'set-name', seat, name: event.target.value })}
            className="min-h-12 min-w-0 flex-1 rounded-xl border border-stone-300 bg-white px-3 text-lg dark:border-stone-600 dark:bg-stone-900"
          />
          <button
            type="button"
            aria-label={s.moveUp(name.trim(), seat)}
            disabled={seat === 0}
            onClick={() => dispatch({ type: 'move-seat', seat, by: -1 })}
            className={buttonClasses('quiet', 'px-0 text-2xl')}
          >
            <span aria-hidden="true">↑</span>
          </button>
          <button
            type="button"
            aria-label={s.moveDown(name.trim(), seat)}
            disabled={seat === last}
            onClick={() => dispatch({ type: 'move-seat', seat, by: 1 })}
            className={buttonClasses('quiet', 'px-0 text-2xl')}
          >
            <span aria-hidden="true">↓</span>
          </button>
        </li>
      ))}
    </ol>
  );
}
