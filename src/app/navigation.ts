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

/** The hash we came from, so "back" can be a real history step when it is one. */
let previousHash: string | null = null;
/** A history step back is on its way: a second "back" before it lands would go two steps. */
let backPending = false;
if (typeof window !== 'undefined') {
  window.addEventListener('hashchange', (event) => {
    previousHash = event.oldURL ? new URL(event.oldURL).hash : null;
    backPending = false;
  });
}

/**
 * Go to a route. `replace` keeps the history clean where going back would be wrong: after a new
 * sheet is created, back must lead to the list, not to the form again.
 */
export function navigate(route: Route, options: { readonly replace?: boolean } = {}): void {
  const href = routeHref(route);
  if (!options.replace) {
    window.location.hash = href;
    return;
  }
  window.history.replaceState(null, '', href);
  // replaceState fires no hashchange: tell the subscribers ourselves. No oldURL: the replaced
  // entry is gone from the history, so there is no step back to it.
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}

/**
 * Leave a screen for `to`: a history step back when we came from there (so the phone's back
 * gesture does not return to a saved deal's entry), otherwise — after a reload — replace.
 */
export function goBack(to: Route): void {
  if (backPending) return;
  if (previousHash === routeHref(to)) {
    backPending = true;
    window.history.back();
  } else {
    navigate(to, { replace: true });
  }
}
