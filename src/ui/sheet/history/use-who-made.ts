import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { thisDeviceId } from '../../../db/conflicts';
import type { SheetEvent } from '../../../domain/sheet-log';
import { useT } from '../../i18n/I18nProvider';
import { deviceLabel } from '../device-label';

/** The shared sheets' records (small); the club's documents (PouchDB) only for a shared sheet. */
const loadLogin = () => import('../../../sync/login');
const loadSession = () => import('../../../sync/session');

/**
 * Who made each change of the sheet, in words (issue 21: "the history shows each event's device
 * and author"): the phone, and for a shared sheet the club member who sent it. Undefined while
 * every change was made on this phone and the sheet is not shared: nothing to tell apart.
 */
export function useWhoMade(
  sheetId: string,
  events: readonly SheetEvent[],
): ((event: SheetEvent) => string) | undefined {
  const t = useT();
  const thisDevice = useLiveQuery(() => thisDeviceId(), []);
  const [authors, setAuthors] = useState<ReadonlyMap<string, string> | null>(null);
  useEffect(() => {
    let live = true;
    void (async () => {
      if (!(await loadLogin()).sharedServer(sheetId)) return;
      const found = await (await loadSession()).eventAuthors(sheetId);
      if (live) setAuthors(found);
    })();
    return () => {
      live = false;
    };
  }, [sheetId, events]);
  const oneDevice = events.every((event) => event.device === thisDevice);
  if (thisDevice === undefined || (oneDevice && authors === null)) return undefined;
  return (event) => deviceLabel(t, event.device, thisDevice, authors?.get(event.id));
}
