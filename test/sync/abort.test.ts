// A request's signal: aborted by the caller or after its time, whichever comes first; released
// once its answer is read.
import { expect, test } from 'vitest';
import { abortedByOrAfter } from '../../src/sync/abort';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('aborted by the caller at once, not before', () => {
  const caller = new AbortController();
  const { signal } = abortedByOrAfter(caller.signal, 60_000);
  expect(signal.aborted).toBe(false);
  caller.abort();
  expect(signal.aborted).toBe(true);
  expect(abortedByOrAfter(caller.signal, 60_000).signal.aborted).toBe(true);
});

test('aborted after its time, with or without a caller', async () => {
  const withCaller = abortedByOrAfter(new AbortController().signal, 30).signal;
  const alone = abortedByOrAfter(undefined, 30).signal;
  expect([withCaller.aborted, alone.aborted]).toEqual([false, false]);
  await later(200);
  expect([withCaller.aborted, alone.aborted]).toEqual([true, true]);
});

test('released: neither the caller nor the time aborts it any more', async () => {
  const caller = new AbortController();
  const timed = abortedByOrAfter(caller.signal, 30);
  const called = abortedByOrAfter(caller.signal, 60_000);
  timed.release();
  called.release();
  await later(100);
  caller.abort();
  expect([timed.signal.aborted, called.signal.aborted]).toEqual([false, false]);
});
