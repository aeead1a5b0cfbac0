// A club request (src/sync/request.ts). Its signal: aborted by the caller or after its time,
// whichever comes first; released once its answer is read.
import { expect, test } from 'vitest';
import { abortedByOrAfter, send } from '../../src/sync/request';

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

// The one request every club call makes (request.ts send): what it sends, and no answer as
// 'offline'. A fetcher that records the request stands in for the network here; the real
// server's answers are in the club and sync tests that go through it.
const recorded: { url: string; init: RequestInit }[] = [];
const recording = async (url: string, init: RequestInit) => {
  recorded.push({ url, init });
  return new Response('{}', { status: 200 });
};

test('sends JSON with the session cookie, and names the body JSON only when there is one', async () => {
  recorded.length = 0;
  await send(recording, 'http://127.0.0.1:1/club/', { method: 'GET' });
  await send(recording, 'http://127.0.0.1:1/club/', { method: 'PUT', body: '{"a":1}' });
  const [read, written] = recorded;
  expect(read?.init.credentials).toBe('include');
  expect(read?.init.headers).toEqual({ accept: 'application/json' });
  expect(read?.init.signal).toBeInstanceOf(AbortSignal);
  expect(written?.init.headers).toEqual({
    accept: 'application/json',
    'content-type': 'application/json',
  });
});

test('an aborted request is no answer: offline', async () => {
  const never = (_url: string, init: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new Error('aborted')));
    });
  const caller = new AbortController();
  const answer = send(never, 'http://127.0.0.1:1/club/', { signal: caller.signal });
  caller.abort();
  expect(await answer).toBe('offline');
});
