import { createContext, useContext, type ReactNode } from 'react';
import type { Dictionary } from './dictionary';
import type { Locale } from './locale';

/** The language in use, its words, and the way to change it (Settings). */
export interface I18n {
  readonly locale: Locale;
  readonly t: Dictionary;
  readonly setLocale: (locale: Locale) => void;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({
  value,
  children,
}: {
  readonly value: I18n;
  readonly children: ReactNode;
}) {
  return <I18nContext value={value}>{children}</I18nContext>;
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n: no I18nProvider above this component');
  return i18n;
}

/** The words of the language in use. */
export function useT(): Dictionary {
  return useI18n().t;
}
