import { expect, test, vi } from 'vitest';
import { buzzSaved } from '../../../src/ui/entry/haptics';

test('a short buzz where the browser can vibrate', () => {
  const vibrate = vi.fn(() => true);
  buzzSaved({ vibrate });
  expect(vibrate).toHaveBeenCalledWith(30);
});

test('nothing, and no error, where it cannot (Safari has no vibrate)', () => {
  expect(() => buzzSaved({})).not.toThrow();
  expect(() => buzzSaved(undefined)).not.toThrow();
});

test('a browser that throws on vibrate does not stop the save', () => {
  const vibrate = vi.fn(() => {
    throw new Error('not allowed');
  });
  expect(() => buzzSaved({ vibrate })).not.toThrow();
  expect(vibrate).toHaveBeenCalledOnce();
});
