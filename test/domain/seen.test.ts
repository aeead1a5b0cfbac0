// Whether a fold may need the concurrency analysis (domain/seen.ts): the whole log, or the log
// the judge's score folds, without its tampered or unsent events (domain/log-judge.ts).
import { describe, expect, test } from 'vitest';
import { foldNeedsAnalysis } from '../../src/domain/seen';
import type { SheetEvent } from '../../src/domain/sheet-log';

/** Renames of one phone, each having seen the one before it: one line. */
const line: SheetEvent[] = ['a', 'b', 'c'].map((id, at) => ({
  id,
  device: 'phone',
  clock: at + 1,
  at: 1_000 + at,
  change: { kind: 'sheet-renamed', name: `Table ${id}` },
  seen: at === 0 ? [] : [['a', 'b', 'c'][at - 1] ?? ''],
}));

describe('whether a fold may need the analysis', () => {
  test('one line, nothing left out: never', () => {
    expect(foldNeedsAnalysis(line, new Set())).toBe(false);
  });

  test('one line whose middle event is left out: the next did not see the one before it', () => {
    expect(foldNeedsAnalysis(line, new Set(['b']))).toBe(true);
  });

  test('one line whose last event is left out: still one line', () => {
    expect(foldNeedsAnalysis(line, new Set(['c']))).toBe(false);
  });

  test('two phones unaware of each other: always', () => {
    const [a, b] = line;
    if (!a || !b) throw new Error('no line');
    const other = { ...b, id: 'x', device: 'other', seen: [] };
    expect(foldNeedsAnalysis([a, b, other], new Set())).toBe(true);
  });
});
