// @vitest-environment jsdom
// Issue 10, item 11: a name inside a sentence cannot reorder it — a right-to-left name, or one
// holding a right-to-left override (U+202E), is isolated (FSI … PDI) in every sentence of both
// languages.
import 'fake-indexeddb/auto';
import { within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { de } from '../../../src/ui/i18n/de';
import { en } from '../../../src/ui/i18n/en';
import { isolate } from '../../../src/ui/i18n/isolate';
import { German } from '../../support/i18n';
import { emptyDatabase } from '../../support/fresh-db';
import { newSheet, renderEntry } from '../entry/entry-kit';

const FSI = '\u2068';
const PDI = '\u2069';
const HEBREW = 'חנה';
const ARABIC = 'عمر';
const OVERRIDE = '\u202Eanna';

beforeEach(emptyDatabase);

describe('isolate', () => {
  test.each([HEBREW, ARABIC, OVERRIDE, 'Jürgen \u200F'])('%s is wrapped', (name) => {
    expect(isolate(name)).toBe(`${FSI}${name}${PDI}`);
  });

  test.each(['Anna', 'Jürgen', 'Weiß', 'Ὀδυσσεύς', '李', '42', '🂡 Ace'])(
    '%s, which cannot reorder anything, keeps its exact text',
    (name) => expect(isolate(name)).toBe(name),
  );
});

describe('every sentence given a name isolates it, in both languages', () => {
  test.each([
    ['en dealer', en.sheet.dealer(HEBREW), `${FSI}${HEBREW}${PDI} deals`],
    ['de dealer', de.sheet.dealer(HEBREW), `${FSI}${HEBREW}${PDI} gibt`],
    ['en dealt by', en.sheet.dealtBy(OVERRIDE), `${FSI}${OVERRIDE}${PDI} dealt`],
    ['en delete', en.sheets.deleteTitle(OVERRIDE), `Delete “${FSI}${OVERRIDE}${PDI}”?`],
    [
      'de two names',
      de.entry.dealerAndSitter(ARABIC, 'Bob'),
      `${FSI}${ARABIC}${PDI} gibt · Bob setzt aus`,
    ],
    ['a nested sentence', en.sheet.undo(en.sheet.dealer('Anna')), 'Undo: Anna deals'],
  ])('%s', (_, sentence, expected) => expect(sentence).toBe(expected));

  test('names inside a record or a list are isolated too', () => {
    const line = en.entry.contractValue({ contract: HEBREW, value: '48' });
    expect(line).toContain(`${FSI}${HEBREW}${PDI}`);
    expect(line).toContain('48');
  });
});

describe('on screen', () => {
  test.each([
    ['English', {}, 'Enter a deal', `${FSI}${OVERRIDE}${PDI} deals`],
    ['German', { wrapper: German }, 'Spiel eintragen', `${FSI}${OVERRIDE}${PDI} gibt`],
  ])(
    '%s: the dealer line of a sheet whose first dealer holds an override',
    async (_, lang, region, line) => {
      const stored = await newSheet();
      // A name with an override can no longer be entered; an older sheet may still hold one.
      const sheet = { ...stored, playerNames: [OVERRIDE, 'Bob', 'Carl'] };
      const entry = await renderEntry(sheet, { ...lang, region });
      expect(within(entry.region).getByText(line)).toBeVisible();
    },
  );
});
