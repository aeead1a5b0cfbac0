// The period picker's choices as periods (local time, both ends included) and the years offered.
import { expect, test } from 'vitest';
import { periodOf, yearsOf } from '../../../src/ui/players/PeriodPicker';

test('all time is no period; a year runs from its first to its last millisecond', () => {
  expect(periodOf({ kind: 'all' })).toBeNull();
  expect(periodOf({ kind: 'year', year: 2026 })).toEqual({
    from: new Date(2026, 0, 1).getTime(),
    to: new Date(2027, 0, 1).getTime() - 1,
  });
});

test('two dates: the first day’s start to the last day’s end; an open end reaches all time', () => {
  expect(periodOf({ kind: 'chosen', from: '2026-03-01', to: '2026-03-31' })).toEqual({
    from: new Date(2026, 2, 1).getTime(),
    to: new Date(2026, 3, 1).getTime() - 1,
  });
  expect(periodOf({ kind: 'chosen', from: '', to: '' })).toEqual({
    from: 0,
    to: Number.MAX_SAFE_INTEGER,
  });
});

test('the years with sheets, each once, the latest first', () => {
  const at = (year: number, month: number) => ({ startedAt: new Date(year, month, 2).getTime() });
  expect(yearsOf([at(2024, 5), at(2026, 0), at(2024, 11), at(2025, 3)])).toEqual([
    2026, 2025, 2024,
  ]);
  expect(yearsOf([])).toEqual([]);
});
