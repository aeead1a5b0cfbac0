import type { ReactNode } from 'react';
import { de } from '../../src/ui/i18n/de';
import { en } from '../../src/ui/i18n/en';
import type { Dictionary } from '../../src/ui/i18n/dictionary';
import { I18nProvider } from '../../src/ui/i18n/I18nProvider';
import type { Locale } from '../../src/ui/i18n/locale';

const DICTIONARIES: Readonly<Record<Locale, Dictionary>> = { en, de };

/** A wrapper for Testing Library's render: the component in one fixed language. */
export function withLocale(locale: Locale, setLocale: (locale: Locale) => void = () => {}) {
  return function LocaleWrapper({ children }: { readonly children: ReactNode }) {
    return (
      <I18nProvider value={{ locale, t: DICTIONARIES[locale], setLocale }}>{children}</I18nProvider>
    );
  };
}

export const English = withLocale('en');
export const German = withLocale('de');
