import { useId } from 'react';

const INPUT =
  'min-h-12 rounded-xl border border-stone-300 bg-white px-3 text-lg dark:border-stone-600 dark:bg-stone-800';

interface TextFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** 'text' for words people write (capitalised as typed); 'url' and 'password' are kept as is. */
  readonly type?: 'url' | 'text' | 'password';
  /** Under the field, and its description for a screen reader. */
  readonly hint?: string;
  /** What an empty field stands for (a sheet without a name is named by its day). */
  readonly placeholder?: string;
  /** Addresses, logins and passwords: no capital first letter, no spelling marks. */
  readonly verbatim?: boolean;
  /** Digits typed as text (a PIN): the phone's number pad. */
  readonly inputMode?: 'numeric';
}

/** A labelled one-line text field with its hint: the label is its accessible name. */
export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  hint,
  placeholder,
  verbatim = false,
  inputMode,
}: TextFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <input
        id={id}
        type={type}
        value={value}
        placeholder={placeholder}
        inputMode={inputMode}
        autoComplete={type === 'password' ? 'current-password' : 'off'}
        {...(verbatim ? { autoCapitalize: 'off', spellCheck: false } : {})}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={INPUT}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-stone-600 dark:text-stone-300">
          {hint}
        </p>
      )}
    </div>
  );
}
