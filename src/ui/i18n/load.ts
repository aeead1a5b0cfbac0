import type { Dictionary } from './dictionary';
import type { Locale } from './locale';

// Each language is its own chunk: the one not in use is never downloaded (the service worker
// still precaches both, so switching works offline).
const LOADERS: Readonly<Record<Locale, () => Promise<Dictionary>>> = {
  en: () => import('./en').then((m) => m.en),
  de: () => import('./de').then((m) => m.de),
};

const loaded = new Map<Locale, Promise<Dictionary>>();

export function loadDictionary(locale: Locale): Promise<Dictionary> {
  let loading = loaded.get(locale);
  if (!loading) {
    loading = LOADERS[locale]();
    loaded.set(locale, loading);
    // A failed download (offline before the service worker was installed) may be tried again.
    loading.catch(() => loaded.delete(locale));
  }
  return loading;
}
