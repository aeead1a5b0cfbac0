import { useEffect, type ComponentType, type ReactNode } from 'react';
import { rememberOpenedSheet } from '../db/sheets';
import { useSheetWakeLock } from '../ui/wake-lock/useSheetWakeLock';
import { ROUTE_SCREENS, type LazyScreen } from './lazy-screens';
import { goBack, navigate } from './navigation';
import { routeHref, type Route } from './routes';
import { ScreenLoadBoundary } from './ScreenLoadBoundary';

/*
 * What each route shows: its lazily loaded screen (ROUTE_SCREENS) with the props it reads from the
 * route, and its frame. Data, so a new route is one entry here and one in ROUTE_SCREENS (the
 * types ask for every route name and check the props against the screen's).
 */

type RouteNamed<N extends Route['name']> = Extract<Route, { readonly name: N }>;

type Screens = typeof ROUTE_SCREENS;
type PropsOf<N extends Route['name']> =
  Screens[N] extends LazyScreen<infer P extends object> ? P : never;

interface RouteEntry<N extends Route['name']> {
  /** The screen's props, read from the route. */
  readonly props: (route: RouteNamed<N>) => PropsOf<N>;
  /**
   * An open sheet's screens are also inside AtTheTable; the sheet itself is there without a
   * boundary of its own, as it always was.
   */
  readonly frame?: 'table' | 'sheet';
}

const SHEETS = routeHref({ name: 'sheets' });
const CALCULATOR = routeHref({ name: 'calculator' });
const RULES = routeHref({ name: 'rules', section: null });
const sheetHref = (sheetId: string) => routeHref({ name: 'sheet', sheetId });

type RouteTable = { readonly [N in Route['name']]: RouteEntry<N> };

export const ROUTE_TABLE: RouteTable = {
  sheets: {
    props: () => ({
      newSheetHref: routeHref({ name: 'new' }),
      settingsHref: routeHref({ name: 'settings' }),
      calculatorHref: CALCULATOR,
      rulesHref: RULES,
      playersHref: routeHref({ name: 'players' }),
      sheetHref,
    }),
  },
  settings: {
    props: () => ({
      onBack: () => goBack({ name: 'sheets' }),
      onOpenSheet: (sheetId) => navigate({ name: 'sheet', sheetId }),
      calculatorHref: CALCULATOR,
      rulesHref: RULES,
      nightsHref: routeHref({ name: 'nights' }),
    }),
  },
  players: {
    props: () => ({
      backHref: SHEETS,
      groupHref: routeHref({ name: 'group' }),
      playerHref: (playerId) => routeHref({ name: 'player', playerId }),
    }),
  },
  player: {
    props: ({ playerId }) => ({
      playerId,
      backHref: routeHref({ name: 'players' }),
      sheetHref,
      onMerged: (merged) => navigate({ name: 'player', playerId: merged }, { replace: true }),
    }),
  },
  group: { props: () => ({ backHref: routeHref({ name: 'players' }), sheetHref }) },
  nights: {
    props: () => ({
      backHref: routeHref({ name: 'settings' }),
      seasonHref: routeHref({ name: 'season' }),
      nightHref: (nightKey) => routeHref({ name: 'night', nightKey }),
      onCreated: (nightKey) => navigate({ name: 'night', nightKey }),
    }),
  },
  night: {
    props: ({ nightKey }) => ({
      nightKey,
      backHref: routeHref({ name: 'nights' }),
      printHref: routeHref({ name: 'night-print', nightKey }),
      seasonHref: routeHref({ name: 'season' }),
      standingsHash: (publicDb, key) => routeHref({ name: 'standings', publicDb, nightKey: key }),
    }),
  },
  'night-print': {
    props: ({ nightKey }) => ({ nightKey, onBack: () => navigate({ name: 'night', nightKey }) }),
  },
  season: { props: () => ({ onBack: () => navigate({ name: 'nights' }) }) },
  standings: { props: ({ publicDb, nightKey }) => ({ publicDb, nightKey }) },
  calculator: {
    props: ({ handOff }) => ({ backHref: handOff?.back ?? SHEETS, handOff: handOff?.deal }),
  },
  rules: { props: ({ section }) => ({ section, backHref: SHEETS }) },
  new: {
    props: () => ({
      backHref: SHEETS,
      onStarted: (sheetId) => navigate({ name: 'sheet', sheetId }, { replace: true }),
    }),
  },
  sheet: {
    props: (route) => ({ sheetId: route.sheetId, links: sheetLinks(route) }),
    frame: 'sheet',
  },
  print: {
    props: ({ sheetId }) => ({ sheetId, onBack: () => goBack({ name: 'sheet', sheetId }) }),
  },
  history: {
    props: ({ sheetId }) => ({ sheetId, links: { sheets: SHEETS, sheet: sheetHref(sheetId) } }),
    frame: 'table',
  },
  settle: {
    props: ({ sheetId }) => ({ sheetId, links: { sheet: sheetHref(sheetId) } }),
    frame: 'table',
  },
  chart: {
    props: ({ sheetId }) => ({ sheetId, links: { sheets: SHEETS, sheet: sheetHref(sheetId) } }),
    frame: 'table',
  },
  'new-deal': { props: ({ sheetId, start }) => ({ sheetId, start }), frame: 'table' },
  deal: {
    props: (route) => ({
      sheetId: route.sheetId,
      dealId: route.dealId,
      links: {
        sheets: SHEETS,
        sheet: sheetHref(route.sheetId),
        edit: routeHref({ ...route, name: 'edit-deal' }),
        here: routeHref(route),
      },
      onDeleted: () => goBack({ name: 'sheet', sheetId: route.sheetId }),
    }),
    frame: 'table',
  },
  'edit-deal': {
    props: ({ sheetId, dealId, fromSheet }) => ({ sheetId, dealId, fromSheet: fromSheet === true }),
    frame: 'table',
  },
};

/** The sheet's links to its own sub-routes and to a player's page. */
function sheetLinks(route: RouteNamed<'sheet'>) {
  const { sheetId } = route;
  return {
    sheets: SHEETS,
    newDeal: routeHref({ name: 'new-deal', sheetId }),
    startDeal: (start: NonNullable<RouteNamed<'new-deal'>['start']>) =>
      routeHref({ name: 'new-deal', sheetId, start }),
    editFromSheet: (dealId: string) =>
      routeHref({ name: 'edit-deal', sheetId, dealId, fromSheet: true }),
    deal: (dealId: string) => routeHref({ name: 'deal', sheetId, dealId }),
    print: routeHref({ name: 'print', sheetId }),
    history: routeHref({ name: 'history', sheetId }),
    settle: routeHref({ name: 'settle', sheetId }),
    chart: routeHref({ name: 'chart', sheetId }),
    here: routeHref(route),
    player: (playerId: string) => routeHref({ name: 'player', playerId }),
  };
}

/** The route's screen in its frame; `name` is `route.name`, so TypeScript relates the two. */
function renderRoute<N extends Route['name']>(name: N, route: RouteNamed<N>): ReactNode {
  const entry: RouteEntry<N> = ROUTE_TABLE[name];
  // The table's props are the props of ROUTE_SCREENS[name] (PropsOf), a link TypeScript cannot
  // follow through the indexed access.
  const Screen = ROUTE_SCREENS[name].Screen as ComponentType<PropsOf<N>>;
  const shown = <Screen {...entry.props(route)} />;
  const { frame } = entry;
  const inner =
    frame === 'sheet' ? shown : <ScreenLoadBoundary key={name}>{shown}</ScreenLoadBoundary>;
  if (frame === undefined) return inner;
  return <AtTheTable sheetId={'sheetId' in route ? route.sheetId : ''}>{inner}</AtTheTable>;
}

export function RouteScreen({ route }: { readonly route: Route }) {
  return renderRoute(route.name, route);
}

/**
 * Around every screen of an open sheet (the same element in each, so it stays mounted between
 * them): keeps the phone awake at the table and remembers the sheet, so opening the app again
 * returns to it.
 */
function AtTheTable({
  sheetId,
  children,
}: {
  readonly sheetId: string;
  readonly children: ReactNode;
}) {
  useSheetWakeLock();
  useEffect(() => {
    void rememberOpenedSheet(sheetId);
  }, [sheetId]);
  return children;
}
