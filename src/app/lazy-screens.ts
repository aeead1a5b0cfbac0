import { lazy, type ComponentType } from 'react';

/*
 * Screens a player does not need to see the sheet in progress and enter the next deal. They load
 * on first use, so the first start downloads and parses less (`npm run size` keeps the budget).
 * The service worker precaches every chunk, so they open offline too; after the app has started
 * they are fetched in idle time, so opening one later rarely shows the loading state at all.
 */

interface LazyScreen<P> {
  readonly Screen: ComponentType<P>;
  /** Starts loading the screen's chunk; the same download the first render would start. */
  readonly preload: () => Promise<unknown>;
}

function lazyScreen<P>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () => {
    // A failed download (a deploy removed the chunk, no service worker yet) may be retried.
    loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  return { Screen: lazy(start), preload: start };
}

export const settings = lazyScreen(async () => {
  return (await import('../ui/settings/SettingsScreen')).SettingsScreen;
});

export const print = lazyScreen(async () => (await import('../ui/print/PrintView')).PrintView);

export const startSheet = lazyScreen(async () => {
  return (await import('../ui/start/StartSheetScreen')).StartSheetScreen;
});

export const dealDetail = lazyScreen(async () => {
  return (await import('../ui/sheet/DealDetailScreen')).DealDetailScreen;
});

export const sheetList = lazyScreen(async () => {
  return (await import('../ui/sheets/SheetListScreen')).SheetListScreen;
});

const ALL = [sheetList, startSheet, dealDetail, settings, print];

/** Loads every lazy screen when the browser has nothing else to do. */
export function preloadScreensWhenIdle(): () => void {
  const preloadAll = () => {
    // A failure here is not the player's problem yet: the screen retries when it is opened.
    for (const screen of ALL) screen.preload().catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(preloadAll, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(preloadAll, 1000);
  return () => window.clearTimeout(id);
}
