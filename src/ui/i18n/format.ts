import { INTL_TAG, type Locale } from './locale';

/**
 * Number formats shared by every screen, through Intl for the language in use ("1,234" in
 * English, "1.234" in German). Scores use the typographic minus (−), as on a printed list, in
 * both languages; a list entry gets an explicit plus so it reads as a change.
 */
const MINUS = '\u2212';

const numberFormats = new Map<Locale, Intl.NumberFormat>();
const pluralRules = new Map<Locale, Intl.PluralRules>();

function numberFormat(locale: Locale): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_TAG[locale], { maximumFractionDigits: 0 });
    numberFormats.set(locale, format);
  }
  return format;
}

/** "1,234" / "1.234": a count or a value without a sign of its own. */
export function formatNumber(value: number, locale: Locale): string {
  return numberFormat(locale).format(value);
}

/** A total without a plus sign: "48", "−96", "1.234". */
export function formatTotal(value: number, locale: Locale): string {
  const digits = formatNumber(Math.abs(value), locale);
  return value < 0 ? `${MINUS}${digits}` : digits;
}

/** A change with its sign: "+48", "−96", "0". */
export function formatSigned(value: number, locale: Locale): string {
  return value > 0 ? `+${formatTotal(value, locale)}` : formatTotal(value, locale);
}

/**
 * The words for a count, one per plural category of the language ("1 deal" / "3 deals",
 * "1 Spiel" / "3 Spiele"). `other` is required: it is the only category every language has.
 */
export type PluralForms<T> = Readonly<Partial<Record<Intl.LDMLPluralRule, T>>> & {
  readonly other: T;
};

export function plural<T>(locale: Locale, count: number, forms: PluralForms<T>): T {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(INTL_TAG[locale]);
    pluralRules.set(locale, rules);
  }
  return forms[rules.select(count)] ?? forms.other;
}

/**
 * A counted phrase, one whole phrase per plural form, `#` standing for the count written the
 * language's way: `countPhrase('de', { one: '# Liste', other: '# Listen' })(1234)` → "1.234 Listen".
 */
export function countPhrase(locale: Locale, forms: PluralForms<string>): (count: number) => string {
  return (count) => plural(locale, count, forms).replace('#', formatNumber(count, locale));
}

/** A day the language's way: "23.11.2026" in German, "23/11/2026" in English. */
export function formatDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_TAG[locale], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);
}
