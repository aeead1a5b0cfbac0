import { useEffect, useState } from 'react';
import { syncDoor } from '../common/sync-door';

/**
 * What each shared sheet not on screen still has to send, by sheet id. Only with a club login and
 * a shared sheet are the sync modules loaded (lazily: PouchDB stays out of the first load); their
 * background pass sends what waits, now and when the network comes back (sync/live/send-waiting.ts).
 */
export function useWaitingSheets(): ReadonlyMap<string, number> {
  const [waiting, setWaiting] = useState<ReadonlyMap<string, number>>(new Map());
  useEffect(() => {
    let stop: (() => void) | null = null;
    let left = false;
    void (async () => {
      const { clubLogin, sheetsSharedWith } = await syncDoor.login();
      const login = clubLogin();
      if (!login || sheetsSharedWith(login.server).length === 0) return;
      const { sendWaitingSheets } = await syncDoor.session();
      if (!left) stop = sendWaitingSheets(setWaiting);
    })().catch(() => undefined);
    return () => {
      left = true;
      stop?.();
    };
  }, []);
  return waiting;
}
