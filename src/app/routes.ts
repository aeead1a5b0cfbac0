import type { EntryStart } from '../ui/common/contracts/entry-start';

/**
 * A deal handed to the calculator, as its address carries it: `deal` is the address's text
 * without `back` ("game=clubs&tops=2&on=hand"), read by the calculator's own code
 * (calculator-link.ts), so the app's start carries no game rules for it; `back` is checked here.
 */
export interface HandOffAddress {
  readonly deal: string;
  readonly back: string;
}

/**
 * Hash routes. Hash routing needs no server rewrite, so the app works from any static host and
 * offline from the service worker's single index.html. The deal routes are sub-routes of a
 * sheet so a reload in the middle of entering a deal lands in the entry again.
 */
export type Route =
  | { readonly name: 'sheets' }
  | { readonly name: 'new' }
  | { readonly name: 'settings' }
  /** Every player; one player's page (statistics, rename, merge); a group of players. */
  | { readonly name: 'players' }
  | { readonly name: 'player'; readonly playerId: string }
  | { readonly name: 'group' }
  /** The club's nights; one night (its director's or a member's screen) by its key. */
  | { readonly name: 'nights' }
  | { readonly name: 'night'; readonly nightKey: string }
  /** A night's printouts: the result list, each table's list, the prize list. */
  | { readonly name: 'night-print'; readonly nightKey: string }
  /** The club's season ranking. */
  | { readonly name: 'season' }
  /** A night's public standings: the public database's address and the night's key. */
  | { readonly name: 'standings'; readonly publicDb: string; readonly nightKey: string }
  /** `handOff`: a deal to open with, and where Back returns (`?game=clubs&tops=2&…&back=…`). */
  | { readonly name: 'calculator'; readonly handOff?: HandOffAddress }
  /** The rules; `section` the rule a link opens ("5.2.3"), null for all of them. */
  | { readonly name: 'rules'; readonly section: string | null }
  | { readonly name: 'sheet'; readonly sheetId: string }
  | { readonly name: 'print'; readonly sheetId: string }
  /** Every change of the sheet, newest first (read only). */
  | { readonly name: 'history'; readonly sheetId: string }
  /** Who pays whom (Abrechnung), and the sheet's stake. */
  | { readonly name: 'settle'; readonly sheetId: string }
  /** The running totals as a chart, with the numbers behind it. */
  | { readonly name: 'chart'; readonly sheetId: string }
  /** `start`: opened from the sheet with the declarer chosen, or passed (`?declarer=1`, `?passed`). */
  | { readonly name: 'new-deal'; readonly sheetId: string; readonly start?: EntryStart }
  | { readonly name: 'deal'; readonly sheetId: string; readonly dealId: string }
  /** `fromSheet`: opened by the sheet's "change deal N", so saving returns there (`?from=sheet`). */
  | {
      readonly name: 'edit-deal';
      readonly sheetId: string;
      readonly dealId: string;
      readonly fromSheet?: true;
    };

/** A part of the hash as text, or null when its `%` escapes are malformed (`%`, `%ZZ`, `%E0%A4`). */
function decodePart(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/**
 * Anything unknown shows the list of sheets, the app's home. A hash that cannot be read (a typo,
 * a link cut in half) is an unknown route too: this runs while rendering, where a throw would
 * blank the app, and every later hash change would throw again.
 */
export function parseRoute(hash: string): Route {
  const [path = '', query = ''] = hash.split('?', 2);
  const route = parsePath(path);
  return withQuery(route, new URLSearchParams(query));
}

/** The entry's start from the query: a seat number, or "passed"; anything else is no start. */
function entryStart(query: URLSearchParams): EntryStart | undefined {
  if (query.has('passed')) return { kind: 'passed' };
  const declarer = query.get('declarer');
  if (declarer === null || !/^[0-3]$/.test(declarer)) return undefined;
  return { kind: 'declarer', seat: Number(declarer) };
}

/** The few routes that take options after `?`; the others ignore it. */
function withQuery(route: Route, query: URLSearchParams): Route {
  if (route.name === 'new-deal') {
    const start = entryStart(query);
    return start ? { ...route, start } : route;
  }
  if (route.name === 'calculator') {
    if (!query.has('game')) return route;
    const deal = new URLSearchParams(query);
    deal.delete('back');
    return {
      ...route,
      handOff: { deal: deal.toString(), back: backHref(query.get('back') ?? '') },
    };
  }
  if (route.name === 'edit-deal' && query.get('from') === 'sheet') {
    return { ...route, fromSheet: true };
  }
  return route;
}

/**
 * Back from the calculator: an address of this app, read as a route and written again, so a
 * crafted link cannot send Back elsewhere; never back into the calculator itself.
 */
function backHref(hash: string): string {
  const back = parsePath(hash.split('?', 1)[0] ?? '');
  const route = withQuery(back, new URLSearchParams(hash.split('?')[1] ?? ''));
  return route.name === 'calculator' ? '#/' : routeHref(route);
}

function parsePath(hash: string): Route {
  const decoded = hash
    .replace(/^#\/?/, '')
    .split('/')
    .filter((part) => part !== '')
    .map(decodePart);
  if (decoded.some((part) => part === null)) return { name: 'sheets' };
  const parts = decoded.filter((part) => part !== null);
  const [first, sheetId, sub, dealId, action] = parts;
  if (first === 'new' && parts.length === 1) return { name: 'new' };
  if (first === 'settings' && parts.length === 1) return { name: 'settings' };
  if (first === 'players' && parts.length === 1) return { name: 'players' };
  if (first === 'players' && parts.length === 2 && sheetId !== undefined) {
    return { name: 'player', playerId: sheetId };
  }
  if (first === 'group' && parts.length === 1) return { name: 'group' };
  if (first === 'nights' && parts.length === 1) return { name: 'nights' };
  if (first === 'season' && parts.length === 1) return { name: 'season' };
  if (first === 'night' && parts.length === 3 && sheetId !== undefined && sub === 'print') {
    return { name: 'night-print', nightKey: sheetId };
  }
  if (first === 'night' && parts.length === 2 && sheetId !== undefined) {
    return { name: 'night', nightKey: sheetId };
  }
  if (first === 'standings' && parts.length === 3 && sheetId !== undefined && sub !== undefined) {
    return { name: 'standings', publicDb: sheetId, nightKey: sub };
  }
  if (first === 'calculator' && parts.length === 1) return { name: 'calculator' };
  if (first === 'rules' && parts.length <= 2) return { name: 'rules', section: parts[1] ?? null };
  if (first !== 'sheet' || sheetId === undefined) return { name: 'sheets' };
  if (sub === undefined) return { name: 'sheet', sheetId };
  if (sub === 'print' && parts.length === 3) return { name: 'print', sheetId };
  if (sub === 'history' && parts.length === 3) return { name: 'history', sheetId };
  if (sub === 'settle' && parts.length === 3) return { name: 'settle', sheetId };
  if (sub === 'chart' && parts.length === 3) return { name: 'chart', sheetId };
  if (sub === 'deal' && dealId === undefined) return { name: 'new-deal', sheetId };
  if (sub === 'deal' && dealId !== undefined && action === undefined) {
    return { name: 'deal', sheetId, dealId };
  }
  if (sub === 'deal' && dealId !== undefined && action === 'edit' && parts.length === 5) {
    return { name: 'edit-deal', sheetId, dealId };
  }
  return { name: 'sheet', sheetId };
}

/** Lone UTF-16 surrogates (with the u flag a paired one is one code point and does not match). */
const LONE_SURROGATE = /[\uD800-\uDFFF]/gu;

/**
 * An id as a hash part. encodeURIComponent throws on a lone surrogate; the app's own ids never
 * hold one (imports refuse them), but a link is built while rendering, so it must never throw:
 * such an id gets a link to nothing rather than a blank app.
 */
function encodePart(part: string): string {
  return encodeURIComponent(part.replace(LONE_SURROGATE, '\uFFFD'));
}

export function routeHref(route: Route): string {
  switch (route.name) {
    case 'sheets':
      return '#/';
    // A route without an id is at its own name.
    case 'new':
    case 'settings':
    case 'players':
    case 'group':
    case 'nights':
    case 'season':
      return `#/${route.name}`;
    case 'player':
      return `#/players/${encodePart(route.playerId)}`;
    case 'night':
      return `#/night/${encodePart(route.nightKey)}`;
    case 'night-print':
      return `#/night/${encodePart(route.nightKey)}/print`;
    case 'standings':
      return `#/standings/${encodePart(route.publicDb)}/${encodePart(route.nightKey)}`;
    case 'calculator':
      return route.handOff ? calculatorAddress(route.handOff) : '#/calculator';
    case 'rules':
      // The same link an explanation step builds (ruleHref), for any section text.
      return route.section === null ? '#/rules' : `#/rules/${encodePart(route.section)}`;
    case 'sheet':
      return `#/sheet/${encodePart(route.sheetId)}`;
    // A sheet's own pages are at the sheet's address and their name.
    case 'print':
    case 'history':
    case 'settle':
    case 'chart':
      return `#/sheet/${encodePart(route.sheetId)}/${route.name}`;
    case 'new-deal':
      return `#/sheet/${encodePart(route.sheetId)}/deal${startQuery(route.start)}`;
    case 'deal':
      return `#/sheet/${encodePart(route.sheetId)}/deal/${encodePart(route.dealId)}`;
    case 'edit-deal': {
      const deal = routeHref({ name: 'deal', sheetId: route.sheetId, dealId: route.dealId });
      return `${deal}/edit${route.fromSheet ? '?from=sheet' : ''}`;
    }
  }
}

function startQuery(start: EntryStart | undefined): string {
  if (start === undefined) return '';
  return start.kind === 'passed' ? '?passed' : `?declarer=${start.seat}`;
}

function calculatorAddress({ deal, back }: HandOffAddress): string {
  const query = new URLSearchParams(deal);
  query.set('back', back);
  return `#/calculator?${query.toString()}`;
}
