/*
 * What the app keeps in localStorage only to be faster (the list's copies for the next start):
 * never the truth, so a storage that is blocked (a private window's settings) or full only costs
 * a head start, never an error.
 */

/** The page's localStorage, or undefined where the browser does not allow it. */
export function localStorageIfAllowed(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Keeps `value` under `key`, if the storage takes it. */
export function keepInStorage(
  key: string,
  value: string,
  storage: Storage | undefined = localStorageIfAllowed(),
): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Full or blocked: the next opening starts without it.
  }
}
