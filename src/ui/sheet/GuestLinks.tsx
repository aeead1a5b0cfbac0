import { useCallback, useEffect, useState } from 'react';
import { Button } from '../common/Button';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useT } from '../i18n/I18nProvider';
import type { GuestLink } from '../../sync/club/guest-store';
import { JoinQrCode } from '../common/JoinQrCode';
import { syncDoor } from '../common/sync-door';

const loadGuestStore = syncDoor.guestStore;
const loadSession = syncDoor.session;

function guestHref(hash: string): string {
  return `${window.location.origin}${window.location.pathname.replace(/\/$/, '')}/${hash}`;
}

function MadeLink({
  link,
  hash,
  keeper,
  onRevoke,
}: {
  link: GuestLink;
  hash: string;
  keeper: boolean;
  onRevoke: (link: GuestLink) => void;
}) {
  const g = useT().club.guests;
  const href = guestHref(hash);
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold">{keeper ? g.keeperLink : g.followLink}</h3>
      <JoinQrCode text={href} label={`${g.qr}: ${href}`} />
      <p className="break-all font-mono text-sm">{href}</p>
      <Button className="self-start" onClick={() => onRevoke(link)}>
        {g.revoke}
      </Button>
    </div>
  );
}

interface Made {
  readonly link: GuestLink;
  readonly hash: string;
  readonly keeper: boolean;
}

/**
 * A shared sheet's guest links (sync/club/guest.ts): a phone without a club login follows the sheet,
 * or enters as a second scorekeeper; each link can be revoked.
 */
export function GuestLinks({ sheetId }: { sheetId: string }) {
  const g = useT().club.guests;
  const [made, setMade] = useState<readonly Made[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<GuestLink | null>(null);
  const refresh = useCallback(async () => {
    const store = await loadGuestStore();
    setMade(
      store.linksMade(sheetId).map((link) => ({
        link,
        hash: store.guestLinkHash(link),
        keeper: store.mayEnter(link),
      })),
    );
  }, [sheetId]);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  const make = async (keeper: boolean) => {
    setBusy(true);
    setMessage(null);
    const result = await (await loadSession()).makeGuestLink(sheetId, keeper);
    setBusy(false);
    if (!result.ok) setMessage(g.failed(g.refusal[result.errors[0] ?? 'server-refused']));
    await refresh();
  };
  const revoke = async (link: GuestLink) => {
    setRevoking(null);
    setBusy(true);
    const result = await (await loadSession()).dropGuestLink(link);
    setBusy(false);
    setMessage(
      result.ok ? g.revoked : g.revokeFailed(g.refusal[result.errors[0] ?? 'server-refused']),
    );
    await refresh();
  };
  return (
    <div className="flex flex-col gap-2">
      <h2 className="font-bold">{g.heading}</h2>
      <p className="text-sm">{g.help}</p>
      <div className="flex flex-wrap gap-2">
        <Button disabled={busy} onClick={() => void make(false)}>
          {busy ? g.making : g.follow}
        </Button>
        <Button disabled={busy} onClick={() => void make(true)}>
          {g.keeper}
        </Button>
      </div>
      <p role="status">{message ?? ''}</p>
      {made?.map((item) => (
        <MadeLink key={item.link.name} {...item} onRevoke={setRevoking} />
      ))}
      <ConfirmDialog
        open={revoking !== null}
        title={g.revokeTitle}
        message={g.revokeMessage}
        confirmLabel={g.revoke}
        onConfirm={() => revoking && void revoke(revoking)}
        onCancel={() => setRevoking(null)}
      />
    </div>
  );
}
