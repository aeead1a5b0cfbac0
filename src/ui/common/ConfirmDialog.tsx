import { useId } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';
import { useT } from '../i18n/I18nProvider';

interface ConfirmDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly message: string;
  readonly confirmLabel: string;
  /** Destructive actions (delete) get the red button. */
  readonly destructive?: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** "Are you sure?" in a modal dialog, mounted only while open. */
export function ConfirmDialog({ open, ...rest }: ConfirmDialogProps) {
  return open ? <ConfirmContent {...rest} /> : null;
}

function ConfirmContent(props: Omit<ConfirmDialogProps, 'open'>) {
  const { title, message, confirmLabel, destructive = false, onConfirm, onCancel } = props;
  const t = useT();
  const titleId = useId();
  const messageId = useId();
  return (
    <Modal labelledBy={titleId} describedBy={messageId} onCancel={onCancel}>
      <h2 id={titleId} className="text-lg font-bold">
        {title}
      </h2>
      <p id={messageId} className="mt-2 text-stone-700 dark:text-stone-300">
        {message}
      </p>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <Button onClick={onCancel}>{t.common.cancel}</Button>
        <Button variant={destructive ? 'danger' : 'primary'} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
