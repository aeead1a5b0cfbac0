import {
  startTransition,
  use,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type FulfilledReactPromise,
  type PendingReactPromise,
  type RejectedReactPromise,
} from 'react';
import type { DealEntryPlace } from '../ui/entry/DealEntryRoute';
import { dealEntryLinks } from './deal-entry-links';
import { parseRoute, type Route } from './routes';

/*
 * Screens not needed to show the sheet in progress. Their code is not in the first download, so
 * the start parses less (`npm run size` keeps the budget): the deal entry follows at once, the
 * others in idle time, and whichever screen the app opens at is waited for before the first
 * render — so the loading state shows only for a screen opened before its code could arrive.
 * The service worker precaches every chunk, so all of them open offline too.
 */

export interface LazyScreen<P> {
  readonly Screen: ComponentType<P>;
  /** Starts loading the screen's chunk; the same download the first render would start. */
  readonly preload: () => Promise<unknown>;
}

/** The download of a screen's code, marked the way React's `use` reads it. */
type Loading<T> = PendingReactPromise<T> | FulfilledReactPromise<T> | RejectedReactPromise<T>;

/**
 * Like React.lazy, but a screen whose code is already here renders at once: `use` reads a
 * fulfilled download without suspending. React.lazy suspends on every first render, and React
 * then holds the loaded screen back for up to 300 ms after its loading state appeared — a list
 * preloaded long ago would still wait.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let loading: Loading<ComponentType<P>> | null = null;
  const start = (): Loading<ComponentType<P>> => {
    if (loading) return loading;
    const promise = load();
    const tracked: Loading<ComponentType<P>> = Object.assign(promise, {
      status: 'pending' as const,
    });
    promise.then(
      (value) => void Object.assign(tracked, { status: 'fulfilled', value }),
      (reason: unknown) => void Object.assign(tracked, { status: 'rejected', reason }),
    );
    loading = tracked;
    return tracked;
  };
  const preload = async () => {
    const tracked = start();
    try {
      return await tracked;
    } catch (error) {
      // A failed download in the background (no service worker yet, a deploy removed the chunk)
      // is tried again when the screen opens. One that fails while shown stays failed: the
      // screen offers a reload instead of retrying in a loop.
      if (loading === tracked) loading = null;
      throw error;
    }
  };
  function Screen(props: P) {
    const Loaded = use(start());
    return <Loaded {...props} />;
  }
  return { Screen, preload };
}

/**
 * The screen exported as `name` by the module `load` imports; one line per screen in the table
 * below (an import with a literal path, so the bundler gives each screen its own chunk).
 */
function screenIn<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyScreen<PropsOf<M[K]>> {
  // TypeScript does not narrow M[K] by PropsOf; a name that is no component gives props `never`,
  // which the route table then refuses.
  return lazyScreen(async () => (await load())[name] as ComponentType<PropsOf<M[K]>>);
}

type PropsOf<C> = C extends ComponentType<infer P extends object> ? P : never;

/**
 * The sheet in progress: the screen most starts open at. Its code is fetched at once with the
 * first download (see App), so it is here when the database is; it is not in the first file
 * itself because the shell in index.html paints before any script runs, and the budget of the
 * first download is the start's parse time.
 */
export const sheet = lazyScreen(async () => (await import('../ui/sheet/SheetScreen')).SheetScreen);

export const dealEntry = lazyScreen(async () => {
  const { DealEntryRoute } = await import('../ui/entry/DealEntryRoute');
  // The route's links made here, where the routes are: the entry's own code stays in its chunk.
  return function DealEntryScreen({ sheetId, dealId, start, fromSheet }: DealEntryPlace) {
    const links = useMemo(
      () => dealEntryLinks({ sheetId, dealId, start, fromSheet }),
      [sheetId, dealId, start, fromSheet],
    );
    return <DealEntryRoute sheetId={sheetId} dealId={dealId} start={start} links={links} />;
  };
});

/**
 * The lazily loaded screen each route shows (the route table gives it its props). Here, not in
 * the table, because main.tsx starts the first screen's download before React and the table load.
 */
export const ROUTE_SCREENS = {
  // In the order idle time preloads them (preloadScreensWhenIdle): the sheet and its deal entry
  // first, then the list, a new sheet, a deal, the others.
  sheet,
  'new-deal': dealEntry,
  sheets: screenIn(() => import('../ui/sheet-list/SheetListScreen'), 'SheetListScreen'),
  new: screenIn(() => import('../ui/new-sheet/StartSheetScreen'), 'StartSheetScreen'),
  deal: screenIn(() => import('../ui/sheet/DealDetailScreen'), 'DealDetailScreen'),
  settings: screenIn(() => import('../ui/settings/SettingsScreen'), 'SettingsScreen'),
  print: screenIn(() => import('../ui/print/PrintView'), 'PrintView'),
  calculator: screenIn(() => import('../ui/calculator/CalculatorRoute'), 'CalculatorRoute'),
  rules: screenIn(() => import('../ui/rules/RulesScreen'), 'RulesScreen'),
  history: screenIn(() => import('../ui/sheet/history/HistoryScreen'), 'HistoryScreen'),
  settle: screenIn(() => import('../ui/settle/SettleUpScreen'), 'SettleUpScreen'),
  chart: screenIn(() => import('../ui/sheet/chart/SheetChartScreen'), 'SheetChartScreen'),
  players: screenIn(() => import('../ui/players/PlayersScreen'), 'PlayersScreen'),
  player: screenIn(() => import('../ui/players/PlayerScreen'), 'PlayerScreen'),
  group: screenIn(() => import('../ui/players/GroupScreen'), 'GroupScreen'),
  nights: screenIn(() => import('../ui/nights/NightsScreen'), 'NightsScreen'),
  night: screenIn(() => import('../ui/nights/NightScreen'), 'NightScreen'),
  'night-print': screenIn(() => import('../ui/nights/print/NightPrintScreen'), 'NightPrintScreen'),
  season: screenIn(() => import('../ui/season/SeasonScreen'), 'SeasonScreen'),
  standings: screenIn(() => import('../ui/nights/PublicStandingsScreen'), 'PublicStandingsScreen'),
  'edit-deal': dealEntry,
} satisfies Record<Route['name'], { readonly preload: () => Promise<unknown> }>;

/** The list of sheets and a sheet's chart, by the names their tests know them by. */
export const sheetList = ROUTE_SCREENS.sheets;
export const sheetChart = ROUTE_SCREENS.chart;

/** Every lazy screen once, in ROUTE_SCREENS' order: the order they are preloaded in. */
const ALL = [
  ...new Set<{ readonly preload: () => Promise<unknown> }>(Object.values(ROUTE_SCREENS)),
];

/**
 * Loads every lazy screen when the browser has nothing else to do: one screen per idle moment, so
 * that evaluating their code never adds up to one long task (issue 11: a phone counts every task
 * over 50 ms as blocking).
 */
export function preloadScreensWhenIdle(): () => void {
  let next = 0;
  let stopped = false;
  let cancel = () => {};
  const preloadNext = () => {
    const screen = ALL[next++];
    if (!screen || stopped) return;
    // A failure here is not the player's problem yet: the screen retries when it is opened.
    // The next one waits until this one's code has arrived and run.
    void screen
      .preload()
      .catch(() => undefined)
      .then(() => {
        if (!stopped) cancel = whenIdle(preloadNext);
      });
  };
  cancel = whenIdle(preloadNext);
  return () => {
    stopped = true;
    cancel();
  };
}

/** Runs `run` when the browser is idle (at the latest after 5 s); returns how to cancel it. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1000);
  return () => window.clearTimeout(id);
}

/**
 * Starts downloading the code of the screen the app opens at, and of the sheet and its deal
 * entry (where a resumed evening opens, and its main action). Called by main.tsx beside the
 * database's first reads, before React has loaded: started from the app's first render, these
 * downloads came a step later than the data they show.
 */
export function preloadFirstScreens(): void {
  const first = lazyScreenFor(parseRoute(window.location.hash));
  for (const screen of [first, sheet, dealEntry]) screen?.preload().catch(() => undefined);
}

/** The lazily loaded screen a route shows. */
export function lazyScreenFor(route: Route): { readonly preload: () => Promise<unknown> } | null {
  return ROUTE_SCREENS[route.name];
}

/**
 * False until the code of the screen the app opens at is here (it comes with the database's
 * opening, in parallel). The first screen then renders without a loading state — which React
 * would keep up for at least 300 ms, e.g. on a reload in the middle of a deal.
 */
export function useFirstScreenCode(): boolean {
  const [first] = useState(() => lazyScreenFor(parseRoute(window.location.hash)));
  const [loaded, setLoaded] = useState(first === null);
  useEffect(() => {
    if (!first) return;
    let mounted = true;
    // Also on failure: the screen then shows what went wrong and the way out.
    // A transition: the first screen this reveals renders in slices, not in one long task.
    const done = () => {
      if (mounted) startTransition(() => setLoaded(true));
    };
    first.preload().then(done, done);
    return () => {
      mounted = false;
    };
  }, [first]);
  return loaded;
}
