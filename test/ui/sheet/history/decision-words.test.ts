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

describe('a decision in the history', () => {
  test('English', () => {
    expect(entryTitle(en, decision(undefined))).toBe(
      'Deal 12: one version kept, the other dropped',
    );
    expect(entryTitle(en, decision(['b12']))).toBe(
      'Deal 12: both versions kept, as deals 12 and 13',
    );
    expect(entryTitle(en, decision(['b12', 'c12']))).toBe(
      'Deal 12: all 3 versions kept, as deals 12 to 14',
    );
  });

  test('German', () => {
    expect(entryTitle(de, decision(undefined))).toBe(
      'Spiel 12: eine Fassung behalten, die andere verworfen',
    );
    expect(entryTitle(de, decision(['b12']))).toBe(
      'Spiel 12: beide Fassungen behalten, als Spiele 12 und 13',
    );
    expect(entryTitle(de, decision(['b12', 'c12']))).toBe(
      'Spiel 12: alle 3 Fassungen behalten, als Spiele 12 bis 14',
    );
  });
});
