// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { useLoaded } from '../../../src/ui/common/use-loaded';

/** A promise the test settles by hand, so the order of answers is the test's choice. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** One pending read per id asked for, in the order asked. */
function reads() {
  const asked: { id: string; read: ReturnType<typeof deferred<string>> }[] = [];
  const load = (id: string) => {
    const read = deferred<string>();
    asked.push({ id, read });
    return read.promise;
  };
  return { asked, load };
}

function renderLoaded(load: (id: string) => Promise<string>, id: string) {
  return renderHook(({ id }) => useLoaded(() => load(id), [id]), { initialProps: { id } });
}

/** Loading for deps 'a', then at once for 'b': both reads still open. */
function switchedToB() {
  const { asked, load } = reads();
  const { result, rerender } = renderLoaded(load, 'a');
  rerender({ id: 'b' });
  return { asked, result };
}

describe('useLoaded', () => {
  test('is loading until the read is in, then holds its value', async () => {
    const { asked, load } = reads();
    const { result } = renderLoaded(load, 'a');
    expect(result.current).toEqual({ state: 'loading' });
    await act(async () => asked[0]?.read.resolve('value of a'));
    expect(result.current).toEqual({ state: 'loaded', value: 'value of a' });
  });

  test('reads again when its deps change, and not on a render with the same deps', async () => {
    const { asked, load } = reads();
    const { result, rerender } = renderLoaded(load, 'a');
    await act(async () => asked[0]?.read.resolve('value of a'));
    rerender({ id: 'a' });
    expect(asked.map((one) => one.id)).toEqual(['a']);
    rerender({ id: 'b' });
    expect(asked.map((one) => one.id)).toEqual(['a', 'b']);
    // The value read for 'a' is not shown as the answer for 'b'.
    expect(result.current).toEqual({ state: 'loading' });
    await act(async () => asked[1]?.read.resolve('value of b'));
    expect(result.current).toEqual({ state: 'loaded', value: 'value of b' });
  });

  test('drops a result that arrives after the deps changed', async () => {
    const { asked, result } = switchedToB();
    await act(async () => asked[1]?.read.resolve('value of b'));
    await act(async () => asked[0]?.read.resolve('late value of a'));
    expect(result.current).toEqual({ state: 'loaded', value: 'value of b' });
  });

  test('a late result of older deps does not end the loading of the new ones', async () => {
    const { asked, result } = switchedToB();
    await act(async () => asked[0]?.read.resolve('late value of a'));
    expect(result.current).toEqual({ state: 'loading' });
  });

  test('a failed read is told as failed, with its error', async () => {
    const { asked, load } = reads();
    const { result } = renderLoaded(load, 'a');
    const error = new Error('store-failed');
    await act(async () => asked[0]?.read.reject(error));
    expect(result.current).toEqual({ state: 'failed', error });
  });
});
