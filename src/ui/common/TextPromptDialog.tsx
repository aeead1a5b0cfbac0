import { useId, useState } from 'react';
import { Button } from './Button';
import { ErrorList } from './ErrorList';
import { Modal } from './Modal';
import { useT } from '../i18n/I18nProvider';

interface TextPromptDialogProps {
  readonly title: string;
  readonly inputLabel: string;
  readonly initialValue: string;
  readonly confirmLabel: string;
  /** Problems with the last attempt (from the store), shown under the field. */
  readonly errors: readonly string[];
  readonly onConfirm: (value: string) => void;
  readonly onCancel: () => void;
}

/** Asks for one line of text (a sheet's new name) in a modal dialog; mount it only while open. */
export function TextPromptDialog(props: TextPromptDialogProps) {
  // No maxlength: a pasted name is never cut silently (inside an emoji, even); the store checks
  // the length as a reader counts it and says so.
  const { title, inputLabel, initialValue, confirmLabel, errors } = props;
  const t = useT();
  const [value, setValue] = useState(initialValue);
  const titleId = useId();
  return (
    <Modal labelledBy={titleId} onCancel={props.onCancel}>
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          props.onConfirm(value);
        }}
      >
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        <label className="flex flex-col gap-1 font-semibold">
          {inputLabel}
          <input
            type="text"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            // The dialog was opened to type: the keyboard should come up at once.
            autoFocus
            className="min-h-12 rounded-xl border border-stone-300 bg-white px-3 text-lg font-normal dark:border-stone-600 dark:bg-stone-800"
          />
        </label>
        <ErrorList messages={errors} />
        <div className="flex flex-wrap justify-end gap-3">
          <Button onClick={props.onCancel}>{t.common.cancel}</Button>
          <Button type="submit" variant="primary">
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
