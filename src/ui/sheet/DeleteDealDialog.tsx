import { useId, useState } from 'react';
import type { RenumberPreview, RenumberedDeal } from '../../domain/renumber';
import { Button } from '../common/Button';
import { ErrorList } from '../common/ErrorList';
import { Modal } from '../common/Modal';
import { sheetSetupErrorMessage } from '../i18n/house-errors';
import { useT } from '../i18n/I18nProvider';

interface DeleteDealDialogProps {
  /** 1-based number of the deal to delete. */
  readonly number: number;
  /** What deleting it would do to the later deals (the domain's renumberPreview). */
  readonly preview: RenumberPreview;
  readonly playerNames: readonly string[];
  /** Null when the deal is voided already. */
  readonly onVoid: (() => void) | null;
  readonly onDelete: () => void;
  readonly onCancel: () => void;
}

/** One later deal as the preview shows it: its new number and dealer, and why it would not fit. */
function RenumberedLine({
  deal,
  playerNames,
}: {
  readonly deal: RenumberedDeal;
  readonly playerNames: readonly string[];
}) {
  const t = useT();
  const h = t.history;
  const name = (seat: number) => playerNames[seat] ?? '';
  const from = deal.index + 1;
  const to = deal.newIndex + 1;
  const messages = deal.errors.map((error) => sheetSetupErrorMessage(t, error));
  return (
    <li className="flex flex-col gap-1">
      <span>
        {deal.dealerAfter === deal.dealerBefore
          ? h.renumberedSameDealer(from, to)
          : h.renumbered(from, to, name(deal.dealerAfter), name(deal.dealerBefore))}
      </span>
      {messages.length > 0 && (
        <div className="text-red-800 dark:text-red-300">
          <span className="font-semibold">{h.renumberInvalid}</span>
          <ul className="list-disc pl-5">
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}

/**
 * Deleting a deal in the middle moves every later deal up one place, and with it the dealer
 * (at four the dealer sits out, so a later game may become impossible). Never a silent shift:
 * first the choice — void instead, or see the renumbering — then the preview of every later deal
 * that changes, and a delete only when none of them would be invalid.
 */
export function DeleteDealDialog(props: DeleteDealDialogProps) {
  const { number, preview, playerNames, onVoid, onDelete, onCancel } = props;
  const t = useT();
  const h = t.history;
  const titleId = useId();
  const messageId = useId();
  const [step, setStep] = useState<'choose' | 'preview'>('choose');
  const choosing = step === 'choose';
  return (
    <Modal labelledBy={titleId} describedBy={messageId} onCancel={onCancel}>
      <h2 id={titleId} className="text-lg font-bold">
        {choosing ? t.sheet.deleteTitle(number) : h.renumberTitle(number)}
      </h2>
      {choosing ? (
        <p id={messageId} className="mt-2 text-stone-700 dark:text-stone-300">
          {h.deleteMiddleMessage(number, preview.changed.length)}
        </p>
      ) : (
        <div id={messageId} className="mt-2 flex flex-col gap-2 text-stone-700 dark:text-stone-300">
          <p>{h.renumberIntro}</p>
          <ul className="flex flex-col gap-2">
            {preview.changed.map((deal) => (
              <RenumberedLine key={deal.index} deal={deal} playerNames={playerNames} />
            ))}
          </ul>
          {preview.valid ? <p>{h.renumberFine}</p> : <ErrorList messages={[h.renumberBlocked]} />}
        </div>
      )}
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <Button onClick={onCancel}>{t.common.cancel}</Button>
        {onVoid && (
          <Button variant="primary" onClick={onVoid}>
            {h.voidInstead}
          </Button>
        )}
        {choosing ? (
          <Button variant="quiet-danger" onClick={() => setStep('preview')}>
            {h.renumber}
          </Button>
        ) : (
          <Button variant="danger" disabled={!preview.valid} onClick={onDelete}>
            {h.renumberConfirm}
          </Button>
        )}
      </div>
    </Modal>
  );
}
