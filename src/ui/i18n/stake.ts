import { INTL_TAG, type Locale } from './locale';

const HALF = '½';

/**
 * Cents per point as players say them: "½", "1½", "2", "0,25". Halves are common stakes (NYCSA:
 * ½ cent per point) and read better as a fraction than as "0.5".
 */
export function formatCents(cents: number, locale: Locale): string {
  const whole = Math.floor(cents);
  if (cents - whole === 0.5) return whole === 0 ? HALF : `${formatWhole(whole, locale)}${HALF}`;
  return new Intl.NumberFormat(INTL_TAG[locale], { maximumFractionDigits: 2 }).format(cents);
}

function formatWhole(value: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_TAG[locale], { maximumFractionDigits: 0 }).format(value);
}
