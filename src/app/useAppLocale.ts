import { useCallback, useEffect, useMemo, useState } from 'react';
import { getSetting, setSetting } from '../db/settings';
import type { Dictionary } from '../ui/i18n/dictionary';
import type { I18n } from '../ui/i18n/I18nProvider';
import { loadDictionary } from '../ui/i18n/load';
import { browserLocale, INTL_TAG, resolveLocale, type Locale } from '../ui/i18n/locale';

function browserLanguages(): readonly string[] {
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

interface Loaded {
  readonly locale: Locale;
  readonly t: Dictionary;
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
      .then(async (stored) => {
        const locale = resolveLocale(stored, languages);
        const t = await loadDictionary(locale);
        if (!cancelled) setLoaded({ locale, t });
      });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (!loaded) return;
    document.documentElement.lang = INTL_TAG[loaded.locale];
    document.title = loaded.t.app.title;
  }, [loaded]);

  const setLocale = useCallback((locale: Locale) => {
    void setSetting('language', locale);
    void loadDictionary(locale).then((t) => setLoaded({ locale, t }));
  }, []);

  return useMemo(() => (loaded ? { ...loaded, setLocale } : null), [loaded, setLocale]);
}
