import type { Dictionary } from './dictionary';
import type { Locale } from './locale';
import { oncePerLocale } from './once-per-locale';

// Each language is its own chunk: the one not in use is never downloaded (the service worker
// still precaches both, so switching works offline).
export const loadDictionary: (locale: Locale) => Promise<Dictionary> = oncePerLocale({
  en: () => import('./en').then((m) => m.en),
  de: () => import('./de').then((m) => m.de),
});
