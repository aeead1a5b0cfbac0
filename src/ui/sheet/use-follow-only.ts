import { loadedOr, useLoaded } from '../common/use-loaded';
import { syncDoor } from '../common/sync-door';

/**
 * Does this phone only follow the sheet (joined by a guest link that reads only)? Then it offers
 * no entry: the server would refuse what it sent. Read from the small guest store, loaded on demand.
 */
export function useFollowOnly(sheetId: string): boolean {
  const followOnly = useLoaded(async () => {
    const { joinedLink, mayEnter } = await syncDoor.guestStore();
    const link = joinedLink(sheetId);
    return link !== null && !mayEnter(link);
  }, [sheetId]);
  return loadedOr(followOnly, false);
}
