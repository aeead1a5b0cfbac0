import { useEffect } from 'react';

/**
 * Runs `run` on mount and whenever it changes (a useCallback), telling it whether its screen is
 * still the one shown: an answer that arrives after the screen left, or after a newer run began,
 * is not put on screen. For reads that set several states as they go (useLoaded gives one value).
 */
export function useLiveRun(run: (isLive: () => boolean) => Promise<void>): void {
  useEffect(() => {
    let live = true;
    void run(() => live);
    return () => {
      live = false;
    };
  }, [run]);
}
