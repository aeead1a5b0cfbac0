import { useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { getSetting, setSetting } from '../db/settings';
import type { Dictionary } from '../ui/i18n/dictionary';
import type { I18n } from '../ui/i18n/I18nProvider';
import { loadDictionary } from '../ui/i18n/load';
import {
  browserLocale,
  DEFAULT_LOCALE,
  INTL_TAG,
  resolveLocale,
  type Locale,
} from '../ui/i18n/locale';

function browserLanguages(): readonly string[] {
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

interface Loaded {
  readonly locale: Locale;
  readonly t: Dictionary;
}

/**
 * The words of a language; English when they cannot be fetched (a service worker of an older
 * version that never cached them, offline), so the app still opens.
 */
async function loadWithFallback(locale: Locale): Promise<Loaded> {
  try {
    return { locale, t: await loadDictionary(locale) };
  } catch (error) {
    if (locale === DEFAULT_LOCALE) throw error;
    console.warn(`language ${locale} not loaded, falling back to ${DEFAULT_LOCALE}`, error);
    return { locale: DEFAULT_LOCALE, t: await loadDictionary(DEFAULT_LOCALE) };
  }
}

/**
 * The language of the app: the one chosen in Settings, else the browser's (German for any `de`),
 * else English. Null until its words are here; the first screen waits for them. The browser's
 * language starts downloading at once, while the stored choice is read, so a first start costs
 * no extra round trip.
 */
export function useAppLocale(): I18n | null {
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let cancelled = false;
    const languages = browserLanguages();
    loadDictionary(browserLocale(languages)).catch(() => {});
    void getSetting('language')
      .catch(() => null)
      .then((stored) => loadWithFallback(resolveLocale(stored, languages)))
      .then(
        (words) => {
          if (!cancelled) setLoaded(words);
        },
        (error: unknown) => console.error('no language could be loaded', error),
      );
    return () => {
      cancelled = true;
    };
  }, []);

  // Before paint, not after: the first screen a reader hears already carries its language, and
  // nothing observes a German page under lang="en" in between.
  useLayoutEffect(() => {
    if (!loaded) return;
    document.documentElement.lang = INTL_TAG[loaded.locale];
    document.title = loaded.t.app.title;
  }, [loaded]);

  const setLocale = useCallback((locale: Locale) => {
    // Words first, then the choice: a language whose words cannot be fetched (offline before
    // the service worker cached them) is neither shown nor stored, and the app stays as it was.
    loadDictionary(locale).then(
      (t) => {
        setLoaded({ locale, t });
        void setSetting('language', locale);
      },
      (error: unknown) => console.warn(`language ${locale} not loaded`, error),
    );
  }, []);

  return useMemo(() => (loaded ? { ...loaded, setLocale } : null), [loaded, setLocale]);
}
