// A request's signal: aborted by the caller's signal or after a time, whichever comes first. The
// same as AbortSignal.any([signal, AbortSignal.timeout(ms)]), which Safari has only since 17.4
// (the build's baseline is older). `release` (once the answer is read) lets go of the caller's
// signal and of the timer at once: a watcher making a long poll after each change would
// otherwise hold one listener and one timer per request until each one's time ran out.
export interface RequestSignal {
  readonly signal: AbortSignal;
  readonly release: () => void;
}

export function abortedByOrAfter(signal: AbortSignal | undefined, ms: number): RequestSignal {
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, ms);
  const release = () => {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  };
  controller.signal.addEventListener('abort', release);
  if (signal?.aborted) abort();
  else signal?.addEventListener('abort', abort, { once: true });
  return { signal: controller.signal, release };
}
