import { useId, useState, type ReactNode } from 'react';

export function Checkbox(props: {
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly children: ReactNode;
  readonly bold?: boolean;
}) {
  return (
    <label
      className={`flex min-h-12 cursor-pointer items-center gap-3 ${props.bold ? 'font-semibold' : ''}`}
    >
      <input
        type="checkbox"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
        className="size-6 shrink-0 accent-green-800"
      />
      {props.children}
    </label>
  );
}

/**
 * A number typed as text (a page length, a flat value, a stake), with the rule that refuses it
 * right beside it: the text stays as typed, so nothing is lost while it is put right.
 */
export function NumberField(props: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error: string | undefined;
  /** Decimal for a stake ("½", "0,5"); whole numbers otherwise. */
  readonly decimal?: boolean;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="flex min-h-12 items-center justify-between gap-3">
        <span>{props.label}</span>
        <input
          id={id}
          type="text"
          inputMode={props.decimal ? 'decimal' : 'numeric'}
          value={props.value}
          aria-invalid={props.error !== undefined}
          aria-describedby={props.error === undefined ? undefined : errorId}
          onChange={(event) => props.onChange(event.target.value)}
          className="min-h-12 w-20 rounded-xl border border-stone-300 bg-white px-3 text-right text-lg aria-invalid:border-red-700 dark:border-stone-600 dark:bg-stone-900"
        />
      </label>
      {props.error !== undefined && (
        <p id={errorId} className="text-sm text-red-800 dark:text-red-300">
          {props.error}
        </p>
      )}
    </div>
  );
}

/**
 * Options folded behind one line that says what they are (the line is the button that opens
 * them), so the usual start stays short. `forcedOpen`: they cannot close while they hold what
 * keeps the sheet from starting, so the way out stays on screen.
 */
export function Fold(props: {
  readonly summary: string;
  readonly forcedOpen: boolean;
  readonly children: ReactNode;
  /** Under the checkbox that switches the options on. */
  readonly indented?: boolean;
}) {
  const [open, setOpen] = useState(props.forcedOpen);
  const panelId = useId();
  // Once forced open they stay open: putting the problem right must not fold the options away.
  if (props.forcedOpen && !open) setOpen(true);
  const expanded = open || props.forcedOpen;
  return (
    <div className={`flex flex-col gap-2 ${props.indented === false ? '' : 'ml-9'}`}>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setOpen(props.forcedOpen || !expanded)}
        className="flex min-h-12 items-center justify-between gap-2 rounded-xl text-left text-sm text-green-900 focus-visible:outline-3 focus-visible:outline-green-600 dark:text-green-300"
      >
        <span>{props.summary}</span>
        <span aria-hidden="true">{expanded ? '▴' : '▾'}</span>
      </button>
      {expanded && (
        <div id={panelId} className="flex flex-col gap-2">
          {props.children}
        </div>
      )}
    </div>
  );
}

/**
 * One of a few choices whose names are too long for segmented buttons side by side on a phone
 * ("nur in Ramschrunden"): one per line, each line the target.
 */
export function RadioList<T extends string>(props: {
  readonly legend: string;
  readonly name: string;
  readonly choices: readonly { readonly value: T; readonly label: string }[];
  readonly value: T;
  readonly onChange: (value: T) => void;
}) {
  return (
    <fieldset className="flex flex-col">
      <legend className="font-semibold">{props.legend}</legend>
      {props.choices.map((choice) => (
        <label key={choice.value} className="flex min-h-12 cursor-pointer items-center gap-3">
          <input
            type="radio"
            name={props.name}
            checked={choice.value === props.value}
            onChange={() => props.onChange(choice.value)}
            className="size-6 shrink-0 accent-green-800"
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}
