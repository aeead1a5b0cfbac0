interface Choice<T extends string | number> {
  readonly value: T;
  readonly label: string;
  /** The label's language when it is not the page's (a language named in its own words). */
  readonly lang?: string;
}

interface ChoiceGroupProps<T extends string | number> {
  readonly legend: string;
  /** Shown to screen readers only when the surrounding heading already says it. */
  readonly legendHidden?: boolean;
  readonly name: string;
  readonly choices: readonly Choice<T>[];
  readonly value: T | undefined;
  readonly onChange: (value: T) => void;
  /** Three to a row, for long labels that would be squeezed into one row on a phone. */
  readonly threeColumns?: boolean;
}

/**
 * One-of-n choice as big segmented buttons, built from real radio inputs so the arrow keys,
 * screen readers and form semantics all work.
 */
export function ChoiceGroup<T extends string | number>(props: ChoiceGroupProps<T>) {
  const { legend, legendHidden = false, name, choices, value, onChange, threeColumns } = props;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className={legendHidden ? 'sr-only' : 'mb-2 font-semibold'}>{legend}</legend>
      <div className={threeColumns ? 'grid grid-cols-3 gap-2' : 'flex flex-wrap gap-2'}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            lang={choice.lang}
            className="relative flex min-h-12 min-w-12 flex-1 cursor-pointer items-center justify-center rounded-xl border border-stone-300 bg-white px-3 text-center font-semibold has-checked:border-green-800 has-checked:bg-green-800 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-green-600 dark:border-stone-600 dark:bg-stone-800 dark:has-checked:border-green-600 dark:has-checked:bg-green-700"
          >
            <input
              type="radio"
              name={name}
              className="absolute inset-0 cursor-pointer appearance-none rounded-xl"
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
