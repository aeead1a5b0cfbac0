import type { SheetHistoryEntry } from '../../../domain/sheet-history';
import type { SheetEvent } from '../../../domain/sheet-log';
import { formatWhen, isoTime } from '../../i18n/format-time';
import { useI18n } from '../../i18n/I18nProvider';
import { BeforeAfter } from './BeforeAfter';
import { entryTitle } from './entry-title';

const MARK =
  'rounded bg-stone-200 px-1 text-xs font-semibold whitespace-nowrap text-stone-700 dark:bg-stone-800 dark:text-stone-300';

interface ItemProps {
  readonly entry: SheetHistoryEntry;
  readonly playerNames: readonly string[];
  readonly now: number;
  readonly addedDealShown: boolean;
  /** Who made the change, in words; absent where one phone made every change. */
  readonly who?: string;
}

function HistoryItem({ entry, playerNames, now, addedDealShown, who }: ItemProps) {
  const { locale, t } = useI18n();
  const h = t.history;
  const { at } = entry.event;
  const title = entryTitle(t, entry);
  const noEffect = entry.dealId !== null && entry.before === null && entry.after === null;
  return (
    <li
      aria-label={title}
      className="flex flex-col gap-2 border-b border-stone-200 py-3 dark:border-stone-800"
    >
      <div className="flex flex-wrap items-baseline gap-x-2">
        <time
          dateTime={isoTime(at)}
          className="text-sm text-stone-600 tabular-nums dark:text-stone-400"
        >
          {formatWhen(at, locale, now) ?? h.unknownTime}
        </time>
        <span className={`font-semibold ${entry.undone ? 'text-stone-500 line-through' : ''}`}>
          {title}
        </span>
        {who !== undefined && (
          <span className="text-sm text-stone-600 dark:text-stone-400">{who}</span>
        )}
        {entry.undone && <span className={MARK}>{h.undoneMark}</span>}
        {noEffect && <span className={MARK}>{h.noEffect}</span>}
      </div>
      {(addedDealShown || entry.event.change.kind !== 'deal-added') && (
        <BeforeAfter entry={entry} playerNames={playerNames} />
      )}
    </li>
  );
}

export interface HistoryListProps {
  readonly entries: readonly SheetHistoryEntry[];
  readonly playerNames: readonly string[];
  readonly label: string;
  /** Whether "Deal 3 added" shows the deal: not on the deal's own screen, which explains it. */
  readonly addedDealShown?: boolean;
  /** Who made each change, in words; absent where one phone made every change. */
  readonly whoMade?: (event: SheetEvent) => string;
}

/**
 * History entries newest first, each with its time, what happened and the deal before and after.
 * Read only: nothing here changes the sheet (undo is on the sheet, and is itself an entry).
 */
export function HistoryList({
  entries,
  playerNames,
  label,
  addedDealShown = true,
  whoMade,
}: HistoryListProps) {
  const now = Date.now();
  return (
    <ol aria-label={label} className="flex flex-col">
      {[...entries].reverse().map((entry) => (
        <HistoryItem
          key={entry.event.id}
          entry={entry}
          playerNames={playerNames}
          now={now}
          addedDealShown={addedDealShown}
          who={whoMade?.(entry.event)}
        />
      ))}
    </ol>
  );
}
