// A request's signal: aborted by the caller's signal or after a time, whichever comes first. The
// same as AbortSignal.any([signal, AbortSignal.timeout(ms)]), which Safari has only since 17.4
// (the build's baseline is older). Its timer ends by itself after `ms`, then it lets go of
// `signal`: a watcher's long polls leave at most one or two pending at a time.
export function abortedByOrAfter(signal: AbortSignal | undefined, ms: number): AbortSignal {
  if (!signal) return AbortSignal.timeout(ms);
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, ms);
  controller.signal.addEventListener('abort', () => {
    clearTimeout(timer);
    signal.removeEventListener('abort', abort);
  });
  if (signal.aborted) abort();
  else signal.addEventListener('abort', abort, { once: true });
  return controller.signal;
}
