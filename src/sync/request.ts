// One request to the club's server, bounded in time: the timeout, the abort and the reading of
// an answer's JSON that every club request shares (login, guest links, club sheets, nights),
// and the bounded waits around requests (a pause between tries, a wait cut off after a time).
// PouchDB's replication makes its own requests (live/live-replication.ts).

/** How long a request may take before it counts as no answer. */
export const REQUEST_MS = 10_000;

/** The fetch a request uses: the browser's, or (tests in Node, which keep no cookies) one with a cookie jar. */
export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/**
 * A request's signal: aborted by the caller's signal or after a time, whichever comes first. The
 * same as AbortSignal.any([signal, AbortSignal.timeout(ms)]), which Safari has only since 17.4
 * (the build's baseline is older). `release` (once the answer is read) lets go of the caller's
 * signal and of the timer at once: a watcher making a long poll after each change would
 * otherwise hold one listener and one timer per request until each one's time ran out.
 */
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

/** A JSON object (not null, not an array): what the club's answers are read as. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An answer's JSON object, or {} when it is none (no JSON, or JSON of another shape). */
export async function jsonBody(response: Response): Promise<Record<string, unknown>> {
  try {
    const parsed: unknown = await response.json();
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/** Waits `ms` (between two tries of a bounded loop). */
export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Waits for `work`, at most `ms`; the timer is let go of as soon as either ends. */
export function atMost(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([work.then(() => undefined), timeout]).finally(() => clearTimeout(timer));
}

/**
 * One JSON request, with the session cookie unless told otherwise; 'offline' when no answer came.
 * Bounded by the caller's signal when it gives one (its own time, released once it has read the
 * answer), else by REQUEST_MS.
 */
export async function send(
  fetcher: Fetch,
  url: string,
  init: RequestInit & { readonly headers?: Readonly<Record<string, string>> },
): Promise<Response | 'offline'> {
  try {
    return await fetcher(url, {
      credentials: 'include',
      ...init,
      headers: {
        accept: 'application/json',
        ...(init.body === undefined || init.body === null
          ? {}
          : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      signal: init.signal ?? AbortSignal.timeout(REQUEST_MS),
    });
  } catch {
    return 'offline';
  }
}
