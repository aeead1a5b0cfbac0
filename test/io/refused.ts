import { expect } from 'vitest';
import type { SkatDatabase } from '../../src/db/database';
import { importBackup } from '../../src/io/backup';
import { de } from '../../src/ui/i18n/de';
import { en } from '../../src/ui/i18n/en';
import { importErrorMessage } from '../../src/ui/i18n/errors';
import { dumpDatabase, type Dump } from './fixtures';

/**
 * `file` is refused as a whole: among its errors is `code`, their English words (and German, when
 * given) match, and `database` is still `before`, to the last record.
 */
export async function expectRefused(
  file: string,
  { database, before }: { readonly database: SkatDatabase; readonly before: Dump },
  code: string,
  english: RegExp,
  german?: RegExp,
): Promise<void> {
  const result = await importBackup(file, database);
  expect(result.ok).toBe(false);
  if (!result.ok) {
    expect(result.errors.map((error) => error.code)).toContain(code);
    const words = (dictionary: typeof en) =>
      result.errors.map((error) => importErrorMessage(dictionary, error)).join('\n');
    expect(words(en)).toMatch(english);
    if (german) expect(words(de)).toMatch(german);
  }
  expect(await dumpDatabase(database)).toStrictEqual(before);
}
