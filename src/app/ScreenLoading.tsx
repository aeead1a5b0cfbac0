import { useT } from '../ui/i18n/I18nProvider';

/**
 * Shown while a screen's code loads (a lazy screen opened for the first time): a status that
 * screen readers announce, never a blank page.
 */
export function ScreenLoading() {
  const t = useT();
  return (
    <div
      role="status"
      className="mx-auto flex min-h-dvh max-w-2xl items-center justify-center p-6 text-lg text-stone-600 dark:text-stone-400"
    >
      {t.common.loading}
    </div>
  );
}
