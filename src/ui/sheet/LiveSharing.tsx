import { isNightSheetId } from '../../domain/tournament/night-log';
import { useEffect, useState } from 'react';
import { Button } from '../common/Button';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useT } from '../i18n/I18nProvider';
import type { Dictionary } from '../i18n/dictionary';
import type { SyncStatus } from '../../sync/live/status';
import { GuestLinks } from './GuestLinks';
import { JoinQrCode } from '../common/JoinQrCode';
import { syncDoor } from '../common/sync-door';

/** The login and shared-sheet records (small); the live replication with PouchDB only once shared. */
const loadLogin = syncDoor.login;
const loadSession = syncDoor.session;
const loadGuestStore = syncDoor.guestStore;

/** Who this phone is for a sheet: a member's share (its club), a guest (follows or enters), or not shared. */
type Sharing =
  | { readonly kind: 'member'; readonly server: string }
  | { readonly kind: 'guest'; readonly keeper: boolean }
  | { readonly kind: 'none' };

async function sharingOf(sheetId: string): Promise<Sharing> {
  const [{ sharedServer }, { joinedLink, mayEnter }] = await Promise.all([
    loadLogin(),
    loadGuestStore(),
  ]);
  const server = sharedServer(sheetId);
  if (server) return { kind: 'member', server };
  const guest = joinedLink(sheetId);
  return guest ? { kind: 'guest', keeper: mayEnter(guest) } : { kind: 'none' };
}

function StatusLine({ status }: { status: SyncStatus | null }) {
  const c = useT().club;
  return (
    <p role="status">
      <span className="font-semibold">{c.statusLabel}: </span>
      {status ? syncStatusWords(c, status) : c.status.connecting}
    </p>
  );
}

const PANEL = 'flex flex-col gap-3 rounded-2xl border border-stone-200 p-3 dark:border-stone-700';

export function syncStatusWords(c: Dictionary['club'], status: SyncStatus): string {
  switch (status.state) {
    case 'connecting':
      return c.status.connecting;
    case 'synced':
      return c.status.synced;
    case 'sending':
      return c.status.sending(status.waiting);
    case 'offline':
      return c.status.offline(status.waiting);
    case 'refused':
      return c.status.refused(c.refusal[status.code]);
    case 'removed':
      return c.status.removed;
  }
}

function JoinLink({ href }: { href: string }) {
  const c = useT().club;
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(href);
    setCopied(true);
  };
  return (
    <div className="flex flex-col gap-2">
      <h2 className="font-bold">{c.linkHeading}</h2>
      <p className="text-sm">{c.linkHelp}</p>
      <JoinQrCode text={href} label={`${c.qr}: ${href}`} />
      <p className="break-all font-mono text-sm">{href}</p>
      <div className="flex items-center gap-2">
        <Button onClick={() => void copy()}>{c.copy}</Button>
        <span role="status">{copied ? c.copied : ''}</span>
      </div>
    </div>
  );
}

/**
 * "Share live" on a sheet not shared; on a shared one its join link and its sync status in words.
 * The status only reports: entering a deal never waits for it.
 */
export function LiveSharing({ sheetId }: { sheetId: string }) {
  const c = useT().club;
  const [sharing, setSharingOf] = useState<Sharing | undefined>(undefined);
  const setServer = (next: string | null) =>
    setSharingOf(next === null ? { kind: 'none' } : { kind: 'member', server: next });
  const [status, setStatus] = useState<SyncStatus | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmStop, setConfirmStop] = useState(false);
  const [stoppedNow, setStoppedNow] = useState(false);
  useEffect(() => {
    let live = true;
    void sharingOf(sheetId).then((found) => live && setSharingOf(found));
    return () => {
      live = false;
    };
  }, [sheetId]);
  const liveKind = sharing?.kind;
  useEffect(() => {
    if (liveKind !== 'member' && liveKind !== 'guest') return;
    let stop: (() => void) | null = null;
    let live = true;
    void loadSession().then(({ keepLive }) => {
      if (live) stop = keepLive(sheetId, setStatus);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [liveKind, sheetId]);
  if (sharing === undefined) return null;
  if (sharing.kind === 'guest')
    return (
      <section aria-label={c.statusLabel} className={PANEL}>
        <StatusLine status={status} />
        <p>{sharing.keeper ? c.guestJoin.keeping : c.guestJoin.following}</p>
      </section>
    );
  if (sharing.kind === 'none') {
    const share = async () => {
      setBusy(true);
      setStoppedNow(false);
      const shared = await (await loadSession()).shareLive(sheetId);
      setBusy(false);
      if (shared.ok) {
        setProblem(null);
        setServer(shared.value);
      } else setProblem(c.shareRefusal[shared.errors[0] ?? 'store-failed']);
    };
    return (
      <div className="flex flex-col gap-2">
        <Button className="self-start" disabled={busy} onClick={() => void share()}>
          {busy ? c.sharing : c.shareLive}
        </Button>
        {problem && <p role="alert">{problem}</p>}
        {stoppedNow && <p role="status">{c.stopped}</p>}
      </div>
    );
  }
  const stop = async () => {
    setConfirmStop(false);
    (await loadSession()).stopSharing(sheetId);
    setStatus(null);
    setStoppedNow(true);
    setServer(null);
  };
  const href = `${window.location.origin}${window.location.pathname.replace(/\/$/, '')}/#/join/${encodeURIComponent(sharing.server)}/${encodeURIComponent(sheetId)}`;
  return (
    <section aria-label={c.statusLabel} className={PANEL}>
      <StatusLine status={status} />
      {/* Removed from the server by a club admin: not shared any more (sync/club/session.ts). */}
      {status?.state !== 'removed' && (
        <>
          <JoinLink href={href} />
          {/* A club night's table sheet: its table links are the night's, it stays shared. */}
          {!isNightSheetId(sheetId) && (
            <>
              <GuestLinks sheetId={sheetId} />
              <Button className="self-start" onClick={() => setConfirmStop(true)}>
                {c.stopSharing}
              </Button>
            </>
          )}
          <ConfirmDialog
            open={confirmStop}
            title={c.stopTitle}
            message={c.stopMessage}
            confirmLabel={c.stopSharing}
            onConfirm={() => void stop()}
            onCancel={() => setConfirmStop(false)}
          />
        </>
      )}
    </section>
  );
}
