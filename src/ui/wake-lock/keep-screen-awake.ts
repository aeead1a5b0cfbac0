/**
 * Keeps the screen on with the Screen Wake Lock API. The browser drops the lock whenever the page
 * is hidden (another app, screen off), so it is asked for again each time the page comes back.
 * Where the API is missing or refuses (battery saver, no user gesture yet), nothing happens: a
 * dimming screen is an annoyance, never a reason to show an error at the table.
 */
export interface WakeLockEnvironment {
  readonly wakeLock: Pick<WakeLock, 'request'> | undefined;
  readonly document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
}

export function browserWakeLockEnvironment(): WakeLockEnvironment {
  return {
    wakeLock: 'wakeLock' in navigator ? navigator.wakeLock : undefined,
    document,
  };
}

/** Starts holding the lock; the returned function lets it go for good. */
export function keepScreenAwake(env: WakeLockEnvironment): () => void {
  const { wakeLock, document: doc } = env;
  if (!wakeLock) return () => {};

  let stopped = false;
  let sentinel: WakeLockSentinel | null = null;

  const acquire = async (): Promise<void> => {
    if (stopped || doc.visibilityState !== 'visible') return;
    if (sentinel && !sentinel.released) return;
    try {
      const granted = await wakeLock.request('screen');
      // The sheet may have closed while the request was pending.
      if (stopped) void granted.release().catch(() => {});
      else sentinel = granted;
    } catch {
      // Refused: the screen may dim, nothing else to do.
    }
  };

  const onVisibilityChange = (): void => {
    void acquire();
  };

  doc.addEventListener('visibilitychange', onVisibilityChange);
  void acquire();

  return () => {
    stopped = true;
    doc.removeEventListener('visibilitychange', onVisibilityChange);
    if (sentinel && !sentinel.released) void sentinel.release().catch(() => {});
    sentinel = null;
  };
}
