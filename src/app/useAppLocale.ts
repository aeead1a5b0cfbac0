import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { getSetting, setSetting } from '../db/settings';
import { LANGUAGE_HINT_KEY } from './cold-start/first-screen';
import type { Dictionary } from '../ui/i18n/dictionary';
import type { I18n } from '../ui/i18n/I18nProvider';
import { loadDictionary } from '../ui/i18n/load';
import { DEFAULT_LOCALE, INTL_TAG, resolveLocale, type Locale } from '../ui/i18n/locale';

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
 * The choice made in Settings, copied where index.html's shell can read it before any script has
 * run (src/app/cold-start/first-screen.ts). A copy, never read by the app: the database holds the choice.
 */
function mirrorChoiceForShell(stored: unknown): void {
  try {
    if (typeof stored === 'string') localStorage.setItem(LANGUAGE_HINT_KEY, stored);
    else localStorage.removeItem(LANGUAGE_HINT_KEY);
  } catch {
    // Storage blocked: the shell follows the browser's language, the app is unaffected.
  }
}

/** The read main.tsx started before the first render, for the hook to take over once. */
let choiceReadEarly: Promise<string | null> | null = null;

/** Starts reading the language chosen in Settings before the app's first render (main.tsx). */
export function startLanguageRead(): void {
  choiceReadEarly = getSetting('language').catch(() => null);
  loadDictionary(resolveLocale(choiceMirroredForShell(), browserLanguages())).catch(() => {});
}

function choiceMirroredForShell(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_HINT_KEY);
  } catch {
    return null;
  }
}

/**
 * The language of the app: the one chosen in Settings, else the browser's (German for any `de`),
 * else English. Null until its words are here; the first screen waits for them. The likely
 * language (the copy of the choice index.html's shell reads, else the browser's) starts
 * downloading at once — index.html already asked for it — while the stored choice is read, so a
 * start costs no extra round trip.
 */
export function useAppLocale(): I18n | null {
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let cancelled = false;
    const languages = browserLanguages();
    loadDictionary(resolveLocale(choiceMirroredForShell(), languages)).catch(() => {});
    const choice = choiceReadEarly ?? getSetting('language').catch(() => null);
    choiceReadEarly = null;
    void choice
      .then((stored) => {
        mirrorChoiceForShell(stored);
        return loadWithFallback(resolveLocale(stored, languages));
      })
      .then(
        (words) => {
          // A transition: the first screen this reveals renders in slices, not in one long task.
          if (!cancelled) startTransition(() => setLoaded(words));
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
        mirrorChoiceForShell(locale);
        void setSetting('language', locale);
      },
      (error: unknown) => console.warn(`language ${locale} not loaded`, error),
    );
  }, []);

  return useMemo(() => (loaded ? { ...loaded, setLocale } : null), [loaded, setLocale]);
}
