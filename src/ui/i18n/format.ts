import { INTL_TAG, type Locale } from './locale';

/**
 * Number formats shared by every screen, the way the language in use writes them ("1,234" in
 * English, "1.234" in German). Scores use the typographic minus (−), as on a printed list, in
 * both languages; a list entry gets an explicit plus so it reads as a change.
 */
const MINUS = '\u2212';

/*
 * Whole numbers and plural forms are written here by hand, not through Intl: the first Intl object
 * a Chromium page creates loads the ICU data, 30–120 ms in one piece on a phone-class core (measured
 * with `new Intl.NumberFormat` on a fresh page, issue 11), and that single task would land in the
 * middle of the app's start. The two languages' rules are short and fixed: digits grouped by threes
 * (CLDR: `#,##0` with "," in en-GB, "." in de-DE, grouping from 1,000 on in both) and the cardinal
 * plural "one" for exactly 1 (CLDR for en and de: `i = 1 and v = 0`). Record<Locale, …> makes a
 * new language fill them in.
 */
const GROUP_SEPARATOR: Readonly<Record<Locale, string>> = { en: ',', de: '.' };

/** Whole digits grouped by threes: "1234567" → "1,234,567". */
function groupThousands(digits: string, separator: string): string {
  let grouped = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const group = digits.slice(Math.max(0, end - 3), end);
    grouped = end === digits.length ? group : `${group}${separator}${grouped}`;
  }
  return grouped;
}

/** "1,234" / "1.234": a count or a value without a sign of its own, rounded to a whole number. */
export function formatNumber(value: number, locale: Locale): string {
  // Not a number a sheet can hold; Intl says it the language's way ("NaN", "∞").
  if (!Number.isFinite(value)) return new Intl.NumberFormat(INTL_TAG[locale]).format(value);
  // Halves away from zero, as Intl rounds (Math.round alone would take −2.5 to −2).
  const whole = Math.round(Math.abs(value));
  const written = String(whole);
  // From 1e21 on JavaScript writes an exponent ("1e+308"): shown so, never grouped inside it.
  const digits = /e/.test(written) ? written : groupThousands(written, GROUP_SEPARATOR[locale]);
  return value < 0 && whole !== 0 ? `-${digits}` : digits;
}

/**
 * A number a file brought, for the sentence that refuses it: a whole one the language's way
 * ("1,000"), any other as JavaScript writes it ("4.5", "1e+308"), never rounded into another.
 */
export function formatReceived(value: number, locale: Locale): string {
  return Number.isSafeInteger(value) ? formatNumber(value, locale) : String(value);
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
  return forms[pluralCategory[locale](count)] ?? forms.other;
}

/** The cardinal plural category (CLDR: "one" is a whole 1, everything else "other", in both). */
const exactlyOne = (count: number): Intl.LDMLPluralRule =>
  Math.abs(count) === 1 ? 'one' : 'other';
const pluralCategory: Readonly<Record<Locale, (count: number) => Intl.LDMLPluralRule>> = {
  en: exactlyOne,
  de: exactlyOne,
};

/**
 * A counted phrase, one whole phrase per plural form, `#` standing for the count written the
 * language's way: `countPhrase('de', { one: '# Liste', other: '# Listen' })(1234)` → "1.234 Listen".
 */
export function countPhrase(locale: Locale, forms: PluralForms<string>): (count: number) => string {
  return (count) => plural(locale, count, forms).replace('#', formatNumber(count, locale));
}

const listFormats = new Map<Locale, Intl.ListFormat>();

/**
 * "Anna, Bernd and Clara" / "Anna, Bernd und Clara". Through Intl, made on first use rather than
 * when the words load, so the start (which lists no names) does not wait for ICU's data.
 */
export function formatList(items: readonly string[], locale: Locale): string {
  let format = listFormats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(INTL_TAG[locale], { type: 'conjunction' });
    listFormats.set(locale, format);
  }
  return format.format(items);
}
