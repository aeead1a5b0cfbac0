import type { StatsProgress } from '../../db/player-stats-cache';
import { formatNumber } from '../i18n/format';
import { useI18n } from '../i18n/I18nProvider';

/**
 * While the statistics are read: the first count of a big history says how far it is
 * ("Sheets counted: 1,200 of 10,000"), in batches with the page free between them.
 */
export function StatsLoading({ progress }: { progress: StatsProgress | null }) {
  const { t, locale } = useI18n();
  const p = t.players;
  if (!progress || progress.total === 0) return <p role="status">{p.loading}</p>;
  const words = p.countingDone(
    formatNumber(progress.done, locale),
    formatNumber(progress.total, locale),
  );
  const value = Math.round((progress.done * 100) / progress.total);
  return (
    <div
      role="progressbar"
      aria-label={p.counting}
      aria-valuemin={0}
      aria-valuemax={progress.total}
      aria-valuenow={progress.done}
      aria-valuetext={words}
      className="flex flex-col gap-1"
    >
      <p aria-hidden="true">{words}</p>
      <div className="h-2 overflow-hidden rounded bg-stone-200 dark:bg-stone-700">
        <div className="h-2 bg-green-600" style={{ width: `${String(value)}%` }} />
      </div>
    </div>
  );
}
