import { describe, expect, test } from 'vitest';
import { fileSafe } from '../../../src/ui/common/deliver-file';
import { formatBytes } from '../../../src/ui/common/storage-status';

/** A number of bytes as a player reads it, in English and in German. */
const READ: Readonly<Record<number, readonly [string, string]>> = {
  0: ['0 bytes', '0 Byte'],
  999: ['999 bytes', '999 Byte'],
  1000: ['1.0 kB', '1,0 kB'],
  2_345_678: ['2.3 MB', '2,3 MB'],
  3_400_000: ['3.4 MB', '3,4 MB'],
  150_000_000: ['150 MB', '150 MB'],
  5_000_000_000_000_000: ['5,000 TB', '5.000 TB'],
};

describe('formatBytes', () => {
  test.each(Object.entries(READ))('%s bytes read as %j (English, German)', (bytes, [en, de]) => {
    expect(formatBytes(Number(bytes), 'en')).toBe(en);
    expect(formatBytes(Number(bytes), 'de')).toBe(de);
  });

  test('one byte is singular, and 120 GB stays below a TB (English)', () => {
    expect(formatBytes(1, 'en')).toBe('1 byte');
    expect(formatBytes(120_000_000_000, 'en')).toBe('120 GB');
  });
});

describe('fileSafe', () => {
  test.each([
    ['Freitag Runde', 'freitag-runde'],
    // German names keep their letters readable: umlauts lose the dots, ß becomes ss.
    ['Skatabend bei Jürgen', 'skatabend-bei-jurgen'],
    ['Spaß & Straße', 'spass-strasse'],
    ['!!!', 'unnamed'],
  ])('%s → %s', (name, safe) => {
    expect(fileSafe(name, 'unnamed')).toBe(safe);
  });
});
