import { useEffect } from 'react';
import { DeferredUpdatePrompt } from './DeferredUpdatePrompt';
import { dealEntry, preloadScreensWhenIdle, sheet, useFirstScreenCode } from './lazy-screens';
import { useRoute } from './navigation';
import { useResumeSheetInProgress } from './cold-start/resume';
import { routeHref } from './routes';
import { RouteScreen } from './route-table';
import { ScreenLoadBoundary } from './ScreenLoadBoundary';
import { useAppLocale } from './useAppLocale';
import { useNightPublishers } from './night-publishers';
import { I18nProvider } from '../ui/i18n/I18nProvider';
import { dropKeptListOnChange } from '../ui/common/cold-start/next-start';

export function App() {
  const route = useRoute();
  const resumeDecided = useResumeSheetInProgress();
  const firstScreenCode = useFirstScreenCode();
  const i18n = useAppLocale();
  const ready = resumeDecided && firstScreenCode;
  const shown = ready && i18n !== null;
  // Only after the first screen: before it, the other screens' downloads would compete with
  // the words and the code it waits for (the service worker serves one after the other).
  useEffect(() => (shown ? preloadScreensWhenIdle() : undefined), [shown]);
  useNightPublishers(shown);
  useEffect(dropKeptListOnChange, []);
  useEffect(() => {
    // The sheet (where a resumed evening opens) and entering its next deal, the main action, are
    // not in the first download but fetched at once, while the database opens, so both are here
    // before the sheet's data is.
    sheet.preload().catch(() => {});
    dealEntry.preload().catch(() => {});
  }, []);
  if (!i18n) return null;
  return (
    <I18nProvider value={i18n}>
      {/* The root's boundary, for anything outside a route (the update prompt). */}
      <ScreenLoadBoundary>
        {ready && (
          // Every route has a boundary: a screen that throws offers the list, never a blank app.
          // Keyed by the route, so going anywhere else tries again.
          <ScreenLoadBoundary key={routeHref(route)}>
            <RouteScreen route={route} />
          </ScreenLoadBoundary>
        )}
        {/* After the first screen: nothing of it is needed to show it. */}
        {ready && <DeferredUpdatePrompt />}
      </ScreenLoadBoundary>
    </I18nProvider>
  );
}
