import type { CurrencyCode } from '../../domain/money';
import { INTL_TAG, type Locale } from './locale';

/**
 * An amount of cents in the language's money format: "€3.40" in English, "3,40 €" in German.
 * Through Intl (the settle-up screen is loaded on demand, never at the app's start).
 */
export function formatMoney(cents: number, currency: CurrencyCode, locale: Locale): string {
  return new Intl.NumberFormat(INTL_TAG[locale], { style: 'currency', currency }).format(
    cents / 100,
  );
}
