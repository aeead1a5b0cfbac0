import { useEffect, useState, type DependencyList } from 'react';

/** Where an async read stands: a code and the value or the error, never words. */
export type Loaded<T> =
  | { readonly state: 'loading' }
  | { readonly state: 'loaded'; readonly value: T }
  | { readonly state: 'failed'; readonly error: unknown };

const LOADING = { state: 'loading' } as const;

/** A result and the dependencies it was read for: a result of older ones is not shown. */
interface Read<T> {
  readonly deps: DependencyList;
  readonly loaded: Loaded<T>;
}

function sameDeps(a: DependencyList, b: DependencyList): boolean {
  return a.length === b.length && a.every((item, i) => Object.is(item, b[i]));
}

/**
 * Runs `load` on mount and again whenever `deps` change (compared as useEffect compares them).
 * A result that arrives after unmount, or after the deps changed, is dropped; until the read for
 * the current deps is in, the answer is 'loading' — never the value read for older deps.
 * The lint checks callers' deps as it checks useEffect's (additionalHooks in eslint.config.js).
 */
export function useLoaded<T>(load: () => Promise<T>, deps: DependencyList): Loaded<T> {
  const [read, setRead] = useState<Read<T> | null>(null);
  useEffect(() => {
    let live = true;
    const settle = (loaded: Loaded<T>) => live && setRead({ deps, loaded });
    load().then(
      (value) => settle({ state: 'loaded', value }),
      (error: unknown) => settle({ state: 'failed', error }),
    );
    return () => {
      live = false;
    };
    // The caller's deps are this effect's deps; `load` is a fresh closure over them each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return read !== null && sameDeps(read.deps, deps) ? read.loaded : LOADING;
}

/** The loaded value, or `fallback` while loading or after a failed read. */
export function loadedOr<T, F>(loaded: Loaded<T>, fallback: F): T | F {
  return loaded.state === 'loaded' ? loaded.value : fallback;
}
