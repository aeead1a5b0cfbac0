import { useSyncExternalStore } from 'react';
import { parseRoute, routeHref, type Route } from './routes';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

function currentHash(): string {
  return window.location.hash;
}

/** The current route, re-rendered on every hash change (links, back gesture, navigate). */
export function useRoute(): Route {
  return parseRoute(useSyncExternalStore(subscribe, currentHash));
}

/**
 * Go to a route. `replace` keeps the history clean where going back would be wrong, e.g. back
 * from a saved deal must not reopen the entry of a deal that is already saved.
 */
export function navigate(route: Route, options: { readonly replace?: boolean } = {}): void {
  const href = routeHref(route);
  if (options.replace) {
    window.history.replaceState(null, '', href);
    // replaceState fires no hashchange: tell the subscribers ourselves.
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  } else {
    window.location.hash = href;
  }
}
