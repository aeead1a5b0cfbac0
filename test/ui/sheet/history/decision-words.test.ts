// A decision of two phones' deals in the history, in words: one version kept, or every version
// kept as deals in turn (then the line names the deals they became), in both languages.
import { describe, expect, test } from 'vitest';
import type { SheetHistoryEntry } from '../../../../src/domain/sheet-history';
import type { SheetEvent } from '../../../../src/domain/sheet-log';
import { de } from '../../../../src/ui/i18n/de';
import { en } from '../../../../src/ui/i18n/en';
import { entryTitle } from '../../../../src/ui/sheet/history/entry-title';

function decision(then: readonly string[] | undefined): SheetHistoryEntry {
  const event: SheetEvent = {
    id: 'r',
    device: 'b',
    clock: 20,
    at: 1,
    change: {
      kind: 'conflict-resolved',
      keeps: 'a12',
      drops: then === undefined ? ['b12'] : [],
      ...(then === undefined ? {} : { then }),
    },
  };
  return {
    event,
    target: null,
    dealId: 'd12',
    before: null,
    after: null,
    dealNumber: 12,
    undone: false,
  };
}

const WORDS = [
  {
    language: 'English',
    t: en,
    one: 'Deal 12: one version kept, the other dropped',
    both: 'Deal 12: both versions kept, as deals 12 and 13',
    three: 'Deal 12: all 3 versions kept, as deals 12 to 14',
  },
  {
    language: 'German',
    t: de,
    one: 'Spiel 12: eine Fassung behalten, die andere verworfen',
    both: 'Spiel 12: beide Fassungen behalten, als Spiele 12 und 13',
    three: 'Spiel 12: alle 3 Fassungen behalten, als Spiele 12 bis 14',
  },
];

describe('a decision in the history', () => {
  test.each(WORDS)('$language', ({ t, one, both, three }) => {
    expect(entryTitle(t, decision(undefined))).toBe(one);
    expect(entryTitle(t, decision(['b12']))).toBe(both);
    expect(entryTitle(t, decision(['b12', 'c12']))).toBe(three);
  });
});
