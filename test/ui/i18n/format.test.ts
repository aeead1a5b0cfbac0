import { describe, expect, test } from 'vitest';
import {
  formatList,
  formatNumber,
  formatSigned,
  formatTotal,
  plural,
} from '../../../src/ui/i18n/format';

describe('scores and counts through Intl, the typographic minus in both languages', () => {
  test.each([
    { value: 48, signed: '+48', total: '48' },
    { value: -96, signed: '−96', total: '−96' },
    { value: 0, signed: '0', total: '0' },
    { value: -0, signed: '0', total: '0' },
  ])('$value → $signed / $total', ({ value, signed, total }) => {
    expect(formatSigned(value, 'en')).toBe(signed);
    expect(formatSigned(value, 'de')).toBe(signed);
    expect(formatTotal(value, 'en')).toBe(total);
    expect(formatTotal(value, 'de')).toBe(total);
  });

  test('thousands are grouped the way each language writes them', () => {
    expect(formatTotal(1234, 'en')).toBe('1,234');
    expect(formatTotal(1234, 'de')).toBe('1.234');
    expect(formatSigned(-1234, 'de')).toBe('−1.234');
    expect(formatSigned(12345, 'en')).toBe('+12,345');
    expect(formatNumber(1000, 'de')).toBe('1.000');
  });

  test('every group of three, and none below a thousand', () => {
    expect(formatNumber(999, 'en')).toBe('999');
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(1234567, 'de')).toBe('1.234.567');
    expect(formatNumber(100000, 'de')).toBe('100.000');
    expect(formatTotal(-1234567, 'en')).toBe('−1,234,567');
  });

  test('rounded to whole numbers, halves away from zero', () => {
    expect(formatNumber(2.5, 'en')).toBe('3');
    expect(formatNumber(-2.5, 'en')).toBe('-3');
    expect(formatNumber(1234.4, 'de')).toBe('1.234');
  });
});

describe('lists of names', () => {
  test('joined with the language\'s "and"', () => {
    expect(formatList(['Anna', 'Bernd', 'Clara'], 'en')).toBe('Anna, Bernd and Clara');
    expect(formatList(['Anna', 'Bernd', 'Clara'], 'de')).toBe('Anna, Bernd und Clara');
    expect(formatList(['Anna', 'Bernd'], 'en')).toBe('Anna and Bernd');
  });
});

describe('plural', () => {
  const deals = { one: 'deal', other: 'deals' };
  test.each([
    [0, 'deals'],
    [1, 'deal'],
    [3, 'deals'],
  ] as const)('%i %s', (count, word) => {
    expect(plural('en', count, deals)).toBe(word);
  });

  test('only a whole 1 is singular', () => {
    expect(plural('en', -1, deals)).toBe('deal');
    expect(plural('en', 1.5, deals)).toBe('deals');
    expect(plural('de', 2, { one: 'Spiel', other: 'Spiele' })).toBe('Spiele');
  });

  test('German: 1 Spiel, 0 and 3 Spiele', () => {
    const spiele = { one: 'Spiel', other: 'Spiele' };
    expect([0, 1, 3].map((n) => `${n} ${plural('de', n, spiele)}`)).toEqual([
      '0 Spiele',
      '1 Spiel',
      '3 Spiele',
    ]);
  });
});
