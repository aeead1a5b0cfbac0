import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { db } from '../../db/database';
import type { SyncStatus } from '../../sync/live/status';
import { useT } from '../i18n/I18nProvider';
import { syncDoor } from '../common/sync-door';

interface JoinAsGuestProps {
  /** The address's hash, `#/guest/…` (sync/club/guest-store.ts guestLinkHash). */
  readonly hash: string;
  readonly sheetHref: (sheetId: string) => string;
}

/**
 * A guest link opened on a phone without a club login: the link is its login for one sheet. The
 * link is kept, the sheet fetched from its guest database and then opened, live. A link the
 * server refuses (a table's after its night closed, a revoked one) says so and stops asking: its
 * login will not come back.
 */
export function JoinAsGuest({ hash, sheetHref }: JoinAsGuestProps) {
  const c = useT().club.guestJoin;
  const [sheetId, setSheetId] = useState<string | null | undefined>(undefined);
  const [ended, setEnded] = useState<'night-closed' | 'link-revoked' | null>(null);
  const arrived = useLiveQuery(
    async () => typeof sheetId === 'string' && (await db.sheets.get(sheetId)) !== undefined,
    [sheetId],
  );
  useEffect(() => {
    let stop: (() => void) | null = null;
    let live = true;
    void (async () => {
      const { parseGuestLinkHash, keepJoinedLink } = await syncDoor.guestStore();
      const link = parseGuestLinkHash(hash);
      if (!live) return;
      setSheetId(link?.sheetId ?? null);
      if (!link) return;
      keepJoinedLink(link);
      const { keepLive } = await syncDoor.session();
      const onStatus = (status: SyncStatus) => {
        if (status.state !== 'refused') return;
        if (status.code !== 'night-closed' && status.code !== 'link-revoked') return;
        setEnded(status.code);
        // Later: the listener is added inside keepLive, which has not returned yet.
        queueMicrotask(() => stop?.());
      };
      if (live) stop = keepLive(link.sheetId, onStatus);
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
      {sheetId === null || ended !== null ? (
        <p role="alert">{sheetId === null ? c.invalid : c[ended ?? 'link-revoked']}</p>
      ) : (
        <p role="status">{c.joining}</p>
      )}
    </section>
  );
}
