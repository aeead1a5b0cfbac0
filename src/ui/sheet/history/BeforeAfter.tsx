import type { DealSnapshot, SheetHistoryEntry } from '../../../domain/sheet-history';
import { useT } from '../../i18n/I18nProvider';
import { DealSnapshotView } from './DealSnapshotView';

function Side({
  label,
  snapshot,
  playerNames,
}: {
  readonly label: string;
  readonly snapshot: DealSnapshot | null;
  readonly playerNames: readonly string[];
}) {
  const h = useT().history;
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1 rounded-lg bg-stone-100 p-2 dark:bg-stone-900">
      <dt className="text-xs font-semibold text-stone-600 uppercase dark:text-stone-400">
        {label}
      </dt>
      <dd>
        {snapshot ? (
          <DealSnapshotView snapshot={snapshot} playerNames={playerNames} />
        ) : (
          <span className="text-stone-500">{h.notOnList}</span>
        )}
      </dd>
    </div>
  );
}

/** The deal before and after an event, side by side; nothing for a change of the sheet itself. */
export function BeforeAfter({
  entry,
  playerNames,
}: {
  readonly entry: SheetHistoryEntry;
  readonly playerNames: readonly string[];
}) {
  const h = useT().history;
  if (entry.before === null && entry.after === null) return null;
  return (
    <dl className="flex gap-2 text-sm">
      <Side label={h.before} snapshot={entry.before} playerNames={playerNames} />
      <Side label={h.after} snapshot={entry.after} playerNames={playerNames} />
    </dl>
  );
}
