import { describe, expect, test } from 'vitest';
import { formatBytes } from '../../../src/ui/common/storage-status';

describe('formatBytes', () => {
  test.each([
    [0, '0 bytes'],
    [999, '999 bytes'],
    [1000, '1.0 KB'],
    [2_345_678, '2.3 MB'],
    [150_000_000, '150 MB'],
    [120_000_000_000, '120 GB'],
    [5_000_000_000_000_000, '5000 TB'],
  ])('%d bytes read "%s"', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
