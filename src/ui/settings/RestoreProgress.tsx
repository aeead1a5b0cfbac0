import { useI18n } from '../i18n/I18nProvider';
import { INTL_TAG } from '../i18n/locale';

/** Which step a long restore is at: the file read and checked, or its sheets written. */
export type RestoreStep = 'reading' | 'writing';

/** A restore's progress bar with its words ("Reading the backup… 40 %"). */
export function RestoreProgress({ step, share }: { step: RestoreStep; share: number }) {
  const { locale, t } = useI18n();
  const s = t.settings;
  const percent = new Intl.NumberFormat(INTL_TAG[locale], {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format(share);
  const words = step === 'reading' ? s.restoreReading(percent) : s.restoreWriting(percent);
  const value = Math.round(share * 100);
  return (
    <div
      role="progressbar"
      aria-label={s.restoreProgress}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={words}
      className="flex flex-col gap-1"
    >
      <p aria-hidden="true">{words}</p>
      <div className="h-2 overflow-hidden rounded bg-stone-200 dark:bg-stone-700">
        <div className="h-2 bg-green-600" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
