/** The languages the app speaks. English is the fallback for every other browser language. */
export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The first browser language the app speaks ("de-AT" → de), else English. */
export function browserLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/** A stored choice wins; one the app does not know falls back to the browser, then English. */
export function resolveLocale(stored: unknown, languages: readonly string[]): Locale {
  return isLocale(stored) ? stored : browserLocale(languages);
}

/** The BCP 47 tag used with Intl and <html lang>. */
export const INTL_TAG: Readonly<Record<Locale, string>> = { en: 'en-GB', de: 'de-DE' };

/** Each language by its own name, as the language choice shows it (never translated). */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { de: 'Deutsch', en: 'English' };
