import type { Locale } from './locale';

/**
 * A language's chunk, downloaded once: the same promise every time (React's `use` needs that),
 * marked fulfilled the way `use` reads it so a screen opens again without suspending. A failed
 * download (offline before the service worker was installed) may be tried again.
 */
export function oncePerLocale<T>(
  loaders: Readonly<Record<Locale, () => Promise<T>>>,
): (locale: Locale) => Promise<T> {
  const loaded = new Map<Locale, Promise<T>>();
  return (locale) => {
    const known = loaded.get(locale);
    if (known) return known;
    const promise = loaders[locale]();
    loaded.set(locale, promise);
    promise.then(
      (value) => void Object.assign(promise, { status: 'fulfilled', value }),
      () => void loaded.delete(locale),
    );
    return promise;
  };
}
