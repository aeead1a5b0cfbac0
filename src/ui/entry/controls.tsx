import type { ReactNode } from 'react';

export type TapTone = 'choice' | 'primary' | 'won' | 'lost' | 'quiet';

const TONES: Record<TapTone, string> = {
  choice:
    'border border-stone-300 bg-white text-stone-900 aria-pressed:border-green-800 aria-pressed:bg-green-800 aria-pressed:text-white dark:border-stone-600 dark:bg-stone-800 dark:text-stone-100 dark:aria-pressed:border-green-600 dark:aria-pressed:bg-green-700',
  primary: 'bg-green-800 text-white active:bg-green-900 dark:bg-green-700',
  won: 'border-2 border-green-800 bg-green-50 text-green-950 active:bg-green-200 aria-pressed:bg-green-800 aria-pressed:text-white dark:border-green-600 dark:bg-green-950 dark:text-green-50 dark:aria-pressed:bg-green-700',
  lost: 'border-2 border-red-700 bg-red-50 text-red-950 active:bg-red-200 aria-pressed:bg-red-700 aria-pressed:text-white dark:border-red-500 dark:bg-red-950 dark:text-red-50 dark:aria-pressed:bg-red-700',
  quiet: 'text-green-900 active:bg-stone-200 dark:text-green-300 dark:active:bg-stone-800',
};

interface TapProps {
  readonly children: ReactNode;
  /** Accessible name, when the visible text alone would not say enough ("2" → "with 2"). */
  readonly name?: string;
  /** For toggles and one-of-n choices: announced as pressed. */
  readonly pressed?: boolean;
  /** For a control that opens a panel: announced as expanded or collapsed. */
  readonly expanded?: boolean;
  readonly disabled?: boolean;
  readonly tone?: TapTone;
  readonly className?: string;
  readonly onTap: () => void;
}

/** Every tappable control of the entry: at least 48 × 48 px, a visible focus ring. */
export function Tap({
  children,
  name,
  pressed,
  expanded,
  disabled,
  tone = 'choice',
  className = '',
  onTap,
}: TapProps) {
  return (
    <button
      type="button"
      aria-label={name}
      aria-pressed={pressed}
      aria-expanded={expanded}
      disabled={disabled}
      onClick={onTap}
      className={`flex min-h-12 min-w-12 flex-col items-center justify-center rounded-xl px-2 py-1 text-center leading-tight font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-green-600 disabled:cursor-not-allowed disabled:opacity-35 ${TONES[tone]} ${className}`}
    >
      {children}
    </button>
  );
}

/**
 * A labelled row of choices; the label is for screen readers when the buttons say it already.
 * `columns: 'fit'`: one row, each button as wide as its label (labels of very different lengths).
 */
export function ChoiceRow({
  label,
  labelHidden = false,
  columns,
  children,
}: {
  readonly label: string;
  readonly labelHidden?: boolean;
  readonly columns: number | 'fit';
  readonly children: ReactNode;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-col gap-1">
      {labelHidden ? null : (
        <span className="text-sm font-semibold text-stone-600 dark:text-stone-300">{label}</span>
      )}
      {columns === 'fit' ? (
        <div className="flex gap-1">{children}</div>
      ) : (
        <div
          className="grid gap-1.5"
          style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
        >
          {children}
        </div>
      )}
    </div>
  );
}
