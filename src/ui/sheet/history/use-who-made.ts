import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { thisDeviceId } from '../../../db/conflicts';
import type { SheetEvent } from '../../../domain/sheet-log';
import { nightOfSheet } from '../../../domain/tournament/night-log';
import { formatWhen } from '../../i18n/format-time';
import { useI18n, useT } from '../../i18n/I18nProvider';
import { deviceLabel } from '../device-label';
import { syncDoor } from '../../common/sync-door';

/** The shared sheets' records (small); the club's documents (PouchDB) only for a shared sheet. */
const loadLogin = syncDoor.login;
const loadSession = syncDoor.session;
const loadGuestNames = syncDoor.guestNames;

/**
 * The authors of a club night's table sheet named as people at the table know them: a pooled
 * table login ("skatclub-table-07", its slot is no table number) is "Table 3" of this sheet
 * (a table's login writes only its own sheet). Other authors, and other sheets, stay as they are.
 */
async function tableNamed(
  sheetId: string,
  authors: ReadonlyMap<string, string>,
  tableName: (table: number) => string,
): Promise<ReadonlyMap<string, string>> {
  const place = nightOfSheet(sheetId);
  if (!place) return authors;
  const { isTableLogin } = await loadGuestNames();
  const named = [...authors].map(([id, author]) => [
    id,
    isTableLogin(author) ? tableName(place.table) : author,
  ]);
  return new Map(named as [string, string][]);
}

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
      const named = await tableNamed(sheetId, found, t.history.tableAuthor);
      if (live) setAuthors(named);
    })();
    return () => {
      live = false;
    };
  }, [sheetId, events, t]);
  const oneDevice = events.every((event) => event.device === thisDevice);
  if (thisDevice === undefined || (oneDevice && authors === null)) return undefined;
  return (event) => deviceLabel(t, event.device, thisDevice, authors?.get(event.id));
}

/**
 * A notice's line for one of `events`: what it was, who made it and when ("Deal entered: Anna:
 * Clubs (anna, phone 3F2A, 22:14)"); the tampered and the refused events' notices share it.
 */
export function useVersionLine(
  sheetId: string,
  events: readonly SheetEvent[],
): (event: SheetEvent, what: string) => string {
  const { locale, t } = useI18n();
  const whoMade = useWhoMade(sheetId, events);
  const now = Date.now();
  return (event, what) =>
    t.conflicts.version(
      what,
      whoMade?.(event) ?? deviceLabel(t, event.device, null),
      formatWhen(event.at, locale, now),
    );
}
