import { Fragment } from 'react';
import { visibleErrors } from './entry-checks';
import { valueLine } from './entry-preview';
import { playerName, type EntryView } from './entry-view';
import { entryStrings } from '../i18n/en/entry';

/**
 * "with 11, game 12, hand 13 × 9 = 117" breaks only between its levels: a level's name never
 * ends one line with its number starting the next.
 */
function ValueParts({ value }: { readonly value: string }) {
  const parts = value.split(', ');
  // The ", " stays outside the unbreakable parts: it is where a line may break.
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 ? ', ' : null}
      <span className="whitespace-nowrap">{part}</span>
    </Fragment>
  ));
}

/**
 * The live game value and how it is counted, updated on every tap, and the reasons a deal cannot
 * be saved yet, in full sentences (everything typed stays as it is).
 */
export function ValueDisplay({
  view,
  problem,
}: {
  readonly view: EntryView;
  readonly problem: string | null;
}) {
  const { state, playerNames } = view;
  const declarer = state.draft.declarer;
  // Before a game is chosen there is no value yet: say who plays instead.
  const line =
    valueLine(state, view.preview) ??
    (declarer === undefined
      ? null
      : { value: entryStrings.plays(playerName(playerNames, declarer)), detail: null });
  const messages = visibleErrors(state).map((e) => e.message);
  if (problem !== null) messages.push(problem);
  return (
    <>
      {line === null && state.step === 'declarer' ? null : (
        <div
          aria-live="polite"
          aria-label={entryStrings.valueLabel}
          className="flex min-h-12 flex-col justify-center rounded-xl bg-stone-100 px-3 py-1 leading-snug dark:bg-stone-800"
        >
          {line === null ? null : (
            <>
              <p className="font-semibold text-balance">
                <ValueParts value={line.value} />
              </p>
              {line.detail === null ? null : <p className="text-sm">{line.detail}</p>}
            </>
          )}
        </div>
      )}
      {messages.length === 0 ? null : (
        <ul
          role="alert"
          className="flex flex-col gap-1 rounded-xl border border-red-300 bg-red-50 p-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </>
  );
}
