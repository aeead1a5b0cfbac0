import { useState } from 'react';
import { Button } from '../common/Button';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { JoinQrCode } from '../common/JoinQrCode';
import { useI18n } from '../i18n/I18nProvider';

/**
 * A table's join link for the director (its QR code), read from the directors' database on any
 * club admin's device, and a new link for the table (its phone died, or the link went astray)
 * after a confirmation: the old link stops working. Without a known link, it says where it is.
 */
export function TableLink(props: {
  readonly table: number;
  readonly link: string | null;
  readonly busy: boolean;
  /** Makes a new link (none: not offered). */
  readonly onRenew?: () => void;
}) {
  const g = useI18n().t.nights.night;
  const [asking, setAsking] = useState(false);
  if (!props.link) return <p className="text-sm">{g.linkElsewhere}</p>;
  return (
    <>
      <details>
        <summary className="min-h-12 cursor-pointer py-3 font-semibold underline">
          {g.tableLink(props.table)}
        </summary>
        <div className="flex flex-col gap-2">
          <JoinQrCode text={props.link} label={g.tableQr(props.table)} />
          <a href={props.link} className="font-mono text-sm break-all">
            {props.link}
          </a>
        </div>
      </details>
      {props.onRenew && (
        <Button className="self-start" disabled={props.busy} onClick={() => setAsking(true)}>
          {g.newLink(props.table)}
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        title={g.newLink(props.table)}
        message={g.newLinkWarning(props.table)}
        confirmLabel={g.newLinkConfirm(props.table)}
        destructive
        onConfirm={() => {
          setAsking(false);
          props.onRenew?.();
        }}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
