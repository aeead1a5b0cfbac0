import type { Dispatch } from 'react';
import type { StartFormAction } from './start-form';
import { useT } from '../i18n/I18nProvider';

interface KnownPlayerChipsProps {
  /** Names seen before that are not seated yet. */
  readonly names: readonly string[];
  readonly dispatch: Dispatch<StartFormAction>;
}

/** Names typed on earlier sheets: one tap seats the player in the first empty seat. */
export function KnownPlayerChips({ names, dispatch }: KnownPlayerChipsProps) {
  const s = useT().start;
  if (names.length === 0) return null;
  return (
    <section aria-label={s.knownPlayers} className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-stone-600 dark:text-stone-400">{s.knownPlayers}</h3>
      <ul className="flex flex-wrap gap-2">
        {names.map((name) => (
          <li key={name}>
            <button
              type="button"
              aria-label={s.addKnown(name)}
              onClick={() => dispatch({ type: 'add-known-name', name })}
              className="min-h-12 rounded-full border border-green-800 px-4 font-semibold text-green-900 hover:bg-green-50 focus-visible:outline-3 focus-visible:outline-green-600 dark:border-green-500 dark:text-green-200 dark:hover:bg-green-950"
            >
              + {name}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
