import { useEffect, useRef, type ReactNode } from 'react';

interface ModalProps {
  /** id of the element naming the dialog (its heading). */
  readonly labelledBy: string;
  readonly describedBy?: string;
  /** Escape or the browser's own close: the owner decides (usually "unmount me"). */
  readonly onCancel: () => void;
  readonly children: ReactNode;
}

/**
 * A real modal <dialog>, opened with showModal once mounted: the browser traps focus, closes on
 * Escape and makes the page behind inert. Owners mount it only while it is open. Where showModal
 * is missing (old browsers, jsdom) it opens non-modally and still works.
 */
export function Modal({ labelledBy, describedBy, onCancel, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        // Escape: React state unmounts the dialog, so state and DOM stay in step.
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(92vw,24rem)] rounded-2xl bg-white p-5 text-stone-900 shadow-xl backdrop:bg-black/50 dark:bg-stone-900 dark:text-stone-100"
    >
      {children}
    </dialog>
  );
}
