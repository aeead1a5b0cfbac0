import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { getSetting } from '../../db/settings';
import { browserWakeLockEnvironment, keepScreenAwake } from './keep-screen-awake';

/**
 * Keeps the screen on while the calling screen (an open sheet) is mounted, unless the player
 * switched it off in the settings. A live query, so the toggle takes effect at once, in every tab.
 */
export function useSheetWakeLock(): void {
  const enabled = useLiveQuery(() => getSetting('wakeLock'), []);

  useEffect(() => {
    // undefined while the setting loads: wait rather than grab a lock that may be unwanted.
    if (enabled !== true) return;
    return keepScreenAwake(browserWakeLockEnvironment());
  }, [enabled]);
}
