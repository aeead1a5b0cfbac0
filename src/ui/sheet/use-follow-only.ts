import { useEffect, useState } from 'react';

/**
 * Does this phone only follow the sheet (joined by a guest link that reads only)? Then it offers
 * no entry: the server would refuse what it sent. Read from the small guest store, loaded on demand.
 */
export function useFollowOnly(sheetId: string): boolean {
  const [followOnly, setFollowOnly] = useState(false);
  useEffect(() => {
    let live = true;
    void import('../../sync/guest-store').then(({ joinedLink, mayEnter }) => {
      const link = joinedLink(sheetId);
      if (live) setFollowOnly(link !== null && !mayEnter(link));
    });
    return () => {
      live = false;
    };
  }, [sheetId]);
  return followOnly;
}
