// The clock's step (issue 34, item 4): an event judged by itself and the events it names only.
import { describe, expect, test } from 'vitest';
import { clockVerdict } from '../../src/domain/clock-step';
import { MAX_CLOCK, MAX_CLOCK_STEP } from '../../src/domain/log-bounds';

const log = new Map([
  ['a', 5],
  ['b', MAX_CLOCK - 10],
]);
const clockOf = (id: string) => log.get(id);

describe('clockVerdict', () => {
  test('a step past the highest clock named, or past 0 naming none', () => {
    expect(clockVerdict({ clock: MAX_CLOCK_STEP }, clockOf)).toBe('in-step');
    expect(clockVerdict({ clock: MAX_CLOCK_STEP + 1 }, clockOf)).toBe('too-far');
    expect(clockVerdict({ clock: MAX_CLOCK_STEP + 1, seen: [] }, clockOf)).toBe('too-far');
    expect(clockVerdict({ clock: 5 + MAX_CLOCK_STEP, seen: ['a'] }, clockOf)).toBe('in-step');
    expect(clockVerdict({ clock: 6 + MAX_CLOCK_STEP, seen: ['a'] }, clockOf)).toBe('too-far');
  });

  test('never past the one bound, whatever it names', () => {
    expect(clockVerdict({ clock: MAX_CLOCK, seen: ['b'] }, clockOf)).toBe('in-step');
    expect(clockVerdict({ clock: MAX_CLOCK + 1, seen: ['b'] }, clockOf)).toBe('too-far');
  });

  test('naming an event not taken in yet, it waits for it', () => {
    expect(clockVerdict({ clock: 2, seen: ['a', 'unknown'] }, clockOf)).toBe('waits');
  });
});
