import { useId } from 'react';

export const INPUT =
  'min-h-12 rounded-xl border border-stone-300 bg-white px-3 text-lg dark:border-stone-600 dark:bg-stone-800';

/** A labelled text field of the night's forms; numbers are typed as text and kept as typed. */
export function TextField(props: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly type?: 'text' | 'date';
  readonly inputMode?: 'numeric' | 'decimal';
  readonly hint?: string;
  readonly lines?: number;
}) {
  const id = useId();
  const common = {
    id,
    value: props.value,
    'aria-describedby': props.hint ? `${id}-hint` : undefined,
    className: INPUT,
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {props.label}
      </label>
      {props.lines ? (
        <textarea
          {...common}
          rows={props.lines}
          className={`${INPUT} py-2`}
          onChange={(event) => props.onChange(event.target.value)}
        />
      ) : (
        <input
          {...common}
          type={props.type ?? 'text'}
          inputMode={props.inputMode}
          autoComplete="off"
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
      {props.hint && (
        <p id={`${id}-hint`} className="text-sm text-stone-600 dark:text-stone-300">
          {props.hint}
        </p>
      )}
    </div>
  );
}
