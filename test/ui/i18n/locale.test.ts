import { describe, expect, test } from 'vitest';
import { countPhrase } from '../../../src/ui/i18n/format';
import { browserLocale, resolveLocale } from '../../../src/ui/i18n/locale';

describe('the language of the app', () => {
  test.each([
    ['no choice stored: a German browser gets German', null, ['de-DE', 'en'], 'de'],
    ['no choice stored: any German variant counts', null, ['fr-FR', 'de-AT'], 'de'],
    ['no choice stored: any other browser gets English', null, ['fr-FR', 'it'], 'en'],
    ['no browser language at all: English', null, [], 'en'],
    ['the stored choice wins over a German browser', 'en', ['de-DE'], 'en'],
    ['the stored choice wins over an English browser', 'de', ['en-US'], 'de'],
    // Issue 8, "Bad input": a code the app does not speak reads as no choice.
    ['an unknown stored code falls back to the browser', 'fr', ['de-CH'], 'de'],
    ['an unknown stored code, then English', 'xx', ['fr-FR'], 'en'],
    ['a stored region tag is not a choice the app made', 'de-DE', ['en-GB'], 'en'],
    ['a stored non-string is no choice', 42, ['de'], 'de'],
  ] as const)('%s', (_name, stored, languages, expected) => {
    expect(resolveLocale(stored, languages)).toBe(expected);
  });

  test('the browser language is matched by its primary tag, case-insensitively', () => {
    expect(browserLocale(['DE-de'])).toBe('de');
    expect(browserLocale(['deu'])).toBe('en');
  });
});

describe('countPhrase', () => {
  test.each([
    ['en', 0, '0 sheets'],
    ['en', 1, '1 sheet'],
    ['en', 2, '2 sheets'],
    ['en', 1234, '1,234 sheets'],
    ['de', 0, '0 Listen'],
    ['de', 1, '1 Liste'],
    ['de', 2, '2 Listen'],
    ['de', 1234, '1.234 Listen'],
  ] as const)('%s %d → %s', (locale, count, text) => {
    const forms =
      locale === 'en'
        ? { one: '# sheet', other: '# sheets' }
        : { one: '# Liste', other: '# Listen' };
    expect(countPhrase(locale, forms)(count)).toBe(text);
  });

  test('a category the phrase does not list reads as other', () => {
    expect(countPhrase('en', { other: '# deals' })(1)).toBe('1 deals');
  });
});
