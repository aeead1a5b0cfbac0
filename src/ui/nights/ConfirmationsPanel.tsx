import { useState } from 'react';
import {
  prizesPayable,
  type ConfirmState,
  type PrizesReleased,
  type TableConfirmations,
} from '../../domain/tournament/list-confirmation';
import { Button } from '../common/Button';
import { useI18n } from '../i18n/I18nProvider';
import { TextField } from './fields';
import { HeadedSection } from '../common/HeadedSection';

interface ConfirmationsPanelProps {
  readonly tables: readonly TableConfirmations[];
  readonly released: PrizesReleased | null;
  readonly nameOf: (playerId: string) => string;
  /** The director's release of the prizes with a reason (none: not offered). */
  readonly onRelease?: (reason: string) => void;
}

/**
 * The director's view of the tables' confirmations (issue 33): per table who confirmed its list
 * as it stands, who is waited for, whose confirmation a later change withdrew; then whether the
 * prizes may be paid, or the director's release with its reason.
 */
export function ConfirmationsPanel(props: ConfirmationsPanelProps) {
  const { t } = useI18n();
  const w = t.listConfirm;
  const payable = prizesPayable(props.tables, props.released);
  return (
    <HeadedSection heading={w.heading} className="flex flex-col gap-3">
      <ul className="flex flex-col gap-2">
        {props.tables.map((table) => (
          <TableLine key={table.sheetId} table={table} nameOf={props.nameOf} />
        ))}
      </ul>
      <p>
        {props.released && !(payable.payable && payable.by === 'confirmed')
          ? w.prizesReleased(props.released.author, props.released.reason)
          : payable.payable
            ? w.prizesConfirmed
            : w.prizesWaiting(payable.waiting.length)}
      </p>
      {props.onRelease && !payable.payable && <ReleaseForm onRelease={props.onRelease} />}
    </HeadedSection>
  );
}

function TableLine(props: {
  readonly table: TableConfirmations;
  readonly nameOf: (playerId: string) => string;
}) {
  const w = useI18n().t.listConfirm;
  const { table } = props;
  const names = (state: ConfirmState) =>
    table.players
      .filter((player) => player.state === state)
      .map((player) => props.nameOf(player.playerId))
      .join(', ');
  const confirmed = names('confirmed');
  const waiting = names('waiting');
  const withdrawn = names('withdrawn');
  return (
    <li className="flex flex-col">
      <span className="font-semibold">{w.table(table.series + 1, table.table)}</span>
      {table.confirmed ? (
        <span>{w.allConfirmed}</span>
      ) : (
        <>
          {confirmed && <span>{w.confirmedBy(confirmed)}</span>}
          {waiting && <span>{w.waitingFor(waiting)}</span>}
          {withdrawn && <span>{w.withdrawn(withdrawn)}</span>}
        </>
      )}
    </li>
  );
}

function ReleaseForm({ onRelease }: { readonly onRelease: (reason: string) => void }) {
  const w = useI18n().t.listConfirm;
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (reason.trim() === '') return setMissing(true);
        setMissing(false);
        onRelease(reason.trim());
      }}
    >
      <TextField label={w.reason} value={reason} onChange={setReason} lines={2} />
      {missing && <p role="alert">{w.reasonMissing}</p>}
      <Button type="submit" className="self-start">
        {w.release}
      </Button>
    </form>
  );
}
