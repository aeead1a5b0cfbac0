/**
 * Hash routes. Hash routing needs no server rewrite, so the app works from any static host and
 * offline from the service worker's single index.html. The deal routes are sub-routes of a
 * sheet so a reload in the middle of entering a deal lands in the entry again.
 */
export type Route =
  | { readonly name: 'sheets' }
  | { readonly name: 'new' }
  | { readonly name: 'settings' }
  | { readonly name: 'sheet'; readonly sheetId: string }
  | { readonly name: 'print'; readonly sheetId: string }
  | { readonly name: 'new-deal'; readonly sheetId: string }
  | { readonly name: 'deal'; readonly sheetId: string; readonly dealId: string }
  | { readonly name: 'edit-deal'; readonly sheetId: string; readonly dealId: string };

/** Anything unknown shows the list of sheets, the app's home. */
export function parseRoute(hash: string): Route {
  const parts = hash
    .replace(/^#\/?/, '')
    .split('/')
    .filter((part) => part !== '')
    .map(decodeURIComponent);
  const [first, sheetId, sub, dealId, action] = parts;
  if (first === 'new' && parts.length === 1) return { name: 'new' };
  if (first === 'settings' && parts.length === 1) return { name: 'settings' };
  if (first !== 'sheet' || sheetId === undefined) return { name: 'sheets' };
  if (sub === undefined) return { name: 'sheet', sheetId };
  if (sub === 'print' && parts.length === 3) return { name: 'print', sheetId };
  if (sub === 'deal' && dealId === undefined) return { name: 'new-deal', sheetId };
  if (sub === 'deal' && dealId !== undefined && action === undefined) {
    return { name: 'deal', sheetId, dealId };
  }
  if (sub === 'deal' && dealId !== undefined && action === 'edit' && parts.length === 5) {
    return { name: 'edit-deal', sheetId, dealId };
  }
  return { name: 'sheet', sheetId };
}

export function routeHref(route: Route): string {
  switch (route.name) {
    case 'sheets':
      return '#/';
    case 'new':
      return '#/new';
    case 'settings':
      return '#/settings';
    case 'sheet':
      return `#/sheet/${encodeURIComponent(route.sheetId)}`;
    case 'print':
      return `#/sheet/${encodeURIComponent(route.sheetId)}/print`;
    case 'new-deal':
      return `#/sheet/${encodeURIComponent(route.sheetId)}/deal`;
    case 'deal':
      return `#/sheet/${encodeURIComponent(route.sheetId)}/deal/${encodeURIComponent(route.dealId)}`;
    case 'edit-deal':
      return `${routeHref({ ...route, name: 'deal' })}/edit`;
  }
}
