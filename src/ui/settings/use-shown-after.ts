import { useEffect, useState } from 'react';

/** A restore's progress shows only once it has taken this long: a small file does not flash. */
export const PROGRESS_DELAY_MS = 1_000;

/** True once `active` has held for `delayMs` without a break; false again as soon as it ends. */
export function useShownAfter(active: boolean, delayMs: number = PROGRESS_DELAY_MS): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [active, delayMs]);
  return active && shown;
}
