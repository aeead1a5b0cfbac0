import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { db } from '../../db/database';
import { useT } from '../i18n/I18nProvider';

interface JoinAsGuestProps {
  /** The address's hash, `#/guest/…` (sync/guest-store.ts guestLinkHash). */
  readonly hash: string;
  readonly sheetHref: (sheetId: string) => string;
}

/**
 * A guest link opened on a phone without a club login: the link is its login for one sheet. The
 * link is kept, the sheet fetched from its guest database and then opened, live.
 */
export function JoinAsGuest({ hash, sheetHref }: JoinAsGuestProps) {
  const c = useT().club.guestJoin;
  const [sheetId, setSheetId] = useState<string | null | undefined>(undefined);
  const arrived = useLiveQuery(
    async () => typeof sheetId === 'string' && (await db.sheets.get(sheetId)) !== undefined,
    [sheetId],
  );
  useEffect(() => {
    let stop: (() => void) | null = null;
    let live = true;
    void (async () => {
      const { parseGuestLinkHash, keepJoinedLink } = await import('../../sync/guest-store');
      const link = parseGuestLinkHash(hash);
      if (!live) return;
      setSheetId(link?.sheetId ?? null);
      if (!link) return;
      keepJoinedLink(link);
      const { keepLive } = await import('../../sync/session');
      if (live) stop = keepLive(link.sheetId, () => undefined);
    })();
    return () => {
      live = false;
      stop?.();
    };
  }, [hash]);
  useEffect(() => {
    if (arrived === true && sheetId) window.location.replace(sheetHref(sheetId));
  }, [arrived, sheetHref, sheetId]);
  return (
    <section
      aria-label={c.title}
      className="flex flex-col gap-2 rounded-2xl border border-stone-300 p-3 dark:border-stone-600"
    >
      <h2 className="text-lg font-bold">{c.title}</h2>
      {sheetId === null ? <p role="alert">{c.invalid}</p> : <p role="status">{c.joining}</p>}
    </section>
  );
}
