// A director's phone keeps its running nights' public standings current from the app's start,
// whatever screen it shows (issue 31 item 8): after a reload the night's screen may never be
// opened again. Only a phone that directs a night (it keeps the night's table links, sync/club/night/
// table-logins.ts) and has a club login loads the night's modules, after the first screen and
// lazily: nothing of it is in the first download.
import { useEffect } from 'react';

/** Where sync/club/night/table-logins.ts keeps the table links, by night (read here without loading it). */
export const TABLE_LINKS_KEY = 'skat-night-table-links';

function directsANight(): boolean {
  try {
    const kept = JSON.parse(localStorage.getItem(TABLE_LINKS_KEY) ?? '{}') as unknown;
    return typeof kept === 'object' && kept !== null && Object.keys(kept).length > 0;
  } catch {
    return false;
  }
}

/** Starts the night publishers once the first screen is shown (`shown`). */
export function useNightPublishers(shown: boolean): void {
  useEffect(() => {
    if (!shown || !directsANight()) return;
    void (async () => {
      // The door itself is loaded lazily too: the app shell's first download stays as it was.
      const { syncDoor } = await import('../ui/common/sync-door');
      const login = (await syncDoor.login()).clubLogin();
      if (!login) return;
      (await syncDoor.nightPublisher()).publishDirectedNights(login);
    })().catch(() => undefined);
  }, [shown]);
}
