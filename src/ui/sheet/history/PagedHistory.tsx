import type { SheetSetup } from '../../../domain/rules';
import type { SheetEvent } from '../../../domain/sheet-log';
import { Button } from '../../common/Button';
import { useT } from '../../i18n/I18nProvider';
import { HistoryList, type HistoryListProps } from './HistoryList';
import { useHistoryPages } from './use-history-pages';

/** The events to page through, and what an empty history says; the rest goes to each page's HistoryList. */
interface PagedHistoryProps extends Omit<HistoryListProps, 'entries'> {
  readonly setup: SheetSetup;
  readonly events: readonly SheetEvent[];
  readonly onlyDeal?: string;
  readonly empty?: string;
}

/**
 * A history a page at a time (use-history-pages.ts): its latest changes, newest first, and
 * "Show older changes" below them while there are more. `empty`: what an empty history says.
 */
export function PagedHistory({ setup, events, onlyDeal, empty, ...list }: PagedHistoryProps) {
  const t = useT();
  const { entries, total, busy, showOlder } = useHistoryPages(setup, events, onlyDeal);
  if (total === 0) {
    return empty === undefined ? null : (
      <p className="text-stone-600 dark:text-stone-400">{empty}</p>
    );
  }
  return (
    <div className="flex flex-col gap-2" aria-busy={busy}>
      {entries.length > 0 && <HistoryList entries={entries} {...list} />}
      {busy && (
        <p role="status" className="text-stone-600 dark:text-stone-400">
          {t.common.loading}
        </p>
      )}
      {entries.length < total && (
        <div className="flex flex-col items-start gap-1">
          <p className="text-sm text-stone-600 dark:text-stone-400">
            {t.history.shownOf(entries.length, total)}
          </p>
          <Button onClick={showOlder} disabled={busy}>
            {t.history.showOlder}
          </Button>
        </div>
      )}
    </div>
  );
}
