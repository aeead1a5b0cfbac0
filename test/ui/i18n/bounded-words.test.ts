// Issue 19: numbers and times a file brought, worded totally. A refusal never groups an exponent
// ("backup version 1e+,308"), and a time the app cannot show is "unknown time", never a thrown
// RangeError (items 2 and 6).
import { beforeAll, describe, expect, test } from 'vitest';
import { MAX_TIME } from '../../../src/domain/log-bounds';
import { de } from '../../../src/ui/i18n/de';
import { en } from '../../../src/ui/i18n/en';
import { importErrorMessage } from '../../../src/ui/i18n/errors';
import { formatNumber, formatReceived } from '../../../src/ui/i18n/format';
import {
  formatDate,
  formatDateTime,
  formatTime,
  formatWhen,
  isoTime,
} from '../../../src/ui/i18n/format-time';

beforeAll(() => {
  process.env.TZ = 'Europe/Berlin';
});

describe('item 6: a number from a file is shown as written, never an exponent with separators', () => {
  test.each([
    ['en', 'backup version 1e+308;'],
    ['de', 'Sicherungsversion 1e+308;'],
  ] as const)('a backup version of 1e308 (%s)', (locale, words) => {
    const dictionary = locale === 'en' ? en : de;
    const message = importErrorMessage(dictionary, {
      code: 'newer-version',
      version: 1e308,
      newestKnown: 4,
    });
    expect(message).toContain(words);
    expect(message).not.toMatch(/\d[,.]\d{3}\)?.*e|e\+[,.]/);
  });

  test('a version that is not whole is not rounded into another one', () => {
    const message = importErrorMessage(en, { code: 'newer-version', version: 4.5, newestKnown: 4 });
    expect(message).toContain('(backup version 4.5;');
  });

  test('formatNumber never puts a separator inside an exponent', () => {
    expect(formatNumber(1e21, 'en')).toBe('1e+21');
    expect(formatNumber(-1e308, 'de')).toBe('-1e+308');
    expect(formatNumber(123456789012345680000, 'en')).toBe('123,456,789,012,345,680,000');
    expect(formatReceived(1234, 'de')).toBe('1.234');
    expect(formatReceived(12.5, 'de')).toBe('12.5');
  });
});

describe('item 2: every time is formatted totally', () => {
  const now = Date.UTC(2026, 10, 20, 21, 20);
  test.each([9e15, Number.MAX_SAFE_INTEGER, MAX_TIME + 1, -1, Number.NaN, Infinity])(
    '%s cannot be shown: null, nothing thrown',
    (at) => {
      expect(formatWhen(at, 'en', now)).toBeNull();
      expect(formatTime(at, 'de')).toBeNull();
      expect(formatDateTime(at, 'en')).toBeNull();
      expect(formatDate(at, 'de')).toBeNull();
      expect(isoTime(at)).toBeUndefined();
    },
  );

  test('the ends of the range are shown', () => {
    expect(formatDateTime(0, 'de')).toBe('01.01.1970, 01:00');
    expect(isoTime(MAX_TIME)).toBe('9999-12-31T23:59:59.999Z');
    // Berlin is an hour ahead: the last moment of 9999 (UTC) is in the year 10000 there.
    expect(formatDate(MAX_TIME, 'en')).toBe('01/01/10000');
    expect(formatWhen(now, 'en', now)).toBe('22:20');
  });

  test('the words for a time it cannot show, in English and German', () => {
    expect(en.history.unknownTime).toBe('unknown time');
    expect(de.history.unknownTime).toBe('unbekannte Zeit');
    expect(en.history.changedMark(2, null)).toBe('changed twice, last at an unknown time');
    expect(de.history.changedMark(2, null)).toBe('zweimal geändert, zuletzt zu unbekannter Zeit');
  });
});
