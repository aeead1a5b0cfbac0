import { describe, expect, test } from 'vitest';
import { fileSafe } from '../../../src/ui/common/deliver-file';
import { formatBytes } from '../../../src/ui/common/storage-status';

describe('formatBytes', () => {
  test.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [999, '999 bytes'],
    [1000, '1.0 kB'],
    [2_345_678, '2.3 MB'],
    [150_000_000, '150 MB'],
    [120_000_000_000, '120 GB'],
    [5_000_000_000_000_000, '5,000 TB'],
  ])('%d bytes read "%s" in English', (bytes, text) => {
    expect(formatBytes(bytes, 'en')).toBe(text);
  });

  test.each([
    [0, '0 Byte'],
    [999, '999 Byte'],
    [1000, '1,0 kB'],
    [3_400_000, '3,4 MB'],
    [150_000_000, '150 MB'],
    [5_000_000_000_000_000, '5.000 TB'],
  ])('%d bytes read "%s" in German', (bytes, text) => {
    expect(formatBytes(bytes, 'de')).toBe(text);
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
